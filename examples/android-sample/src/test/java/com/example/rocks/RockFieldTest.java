package com.example.rocks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Pulse;
import org.junit.jupiter.api.Test;

/**
 * Runs the Android-style game on the JVM with Pulse's portable paths forced
 * ({@code -Dpulse.platform=portable}, set in the pom): the paths Android's runtime takes.
 */
class RockFieldTest {

    private static final float FRAME = 1f / 60;

    private static RockField played(int frames) {
        RockField field = new RockField();
        for (int i = 0; i < frames; i++) {
            field.render(FRAME);
        }
        return field;
    }

    @Test
    void runsOnThePortablePathsAsOnAndroid() {
        assertFalse(Pulse.platform().hotSpotPaths(), "pulse.platform=portable must be set for this test run");
        assertFalse(Pulse.platform().readsRecords());
    }

    @Test
    void everyRockThatRunsOutOfHealthExplodesIntoSparks() {
        RockField field = played(600); // 10 s: 20 rocks dropped, the fastest take 1.25 s a fall

        assertEquals(20, field.dropped());
        assertTrue(field.exploded() > 0, "no rock exploded in 10 s");
        assertEquals(field.dropped() - field.exploded(), field.count(RockField.Rock.class));
        assertEquals(field.exploded() * RockField.SPARKS_PER_ROCK, field.count(RockField.Spark.class));
    }

    @Test
    void aSavedGameLoadsIntoTheSameState() {
        RockField field = played(400);
        byte[] save = field.save();

        RockField loaded = RockField.load(save);

        assertEquals(field.checksum(), loaded.checksum());
        assertEquals(field.count(RockField.Rock.class), loaded.count(RockField.Rock.class));
        assertEquals(field.count(RockField.Spark.class), loaded.count(RockField.Spark.class));
        assertArrayEquals(save, loaded.save(), "save, load, save must give the same bytes");
    }
}
