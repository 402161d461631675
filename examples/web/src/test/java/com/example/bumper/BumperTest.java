package com.example.bumper;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BumperTest {

    @Test
    void theSameSeedPlaysTheSameGame() {
        String first = BumperRun.play();
        assertEquals(first, BumperRun.play());
        assertTrue(first.matches("checksum [0-9a-f]{1,16} after 600 ticks: .*"), first);
    }

    @Test
    void theGameHappens() {
        Bumper game = Bumper.start(BumperRun.SEED);
        for (int i = 0; i < BumperRun.TICKS; i++) {
            game.tick();
        }
        Score score = game.score();
        assertEquals(BumperRun.TICKS, score.tick);
        assertTrue(score.spawned > 10 && score.collisions > 10 && score.popped > 5,
                score.spawned + " spawned, " + score.collisions + " collisions, " + score.popped + " popped");
        assertTrue(game.sparks().count() > 0, "no sparks");
    }

    @Test
    void aLoadedGameSavesTheSameString() {
        Bumper game = Bumper.start(BumperRun.SEED);
        for (int i = 0; i < 200; i++) {
            game.tick();
        }
        String save = game.save();
        assertEquals(save, Bumper.load(save).save());
    }

    @Test
    void aLoadedGameGoesOnAsTheSavedOneWould() {
        Bumper saved = Bumper.start(BumperRun.SEED);
        for (int i = 0; i < 200; i++) {
            saved.tick();
        }
        // The save holds everything, sparks (the column component) included: the loaded game
        // equals the saved one at once and stays equal.
        Bumper loaded = Bumper.load(saved.save());
        assertTrue(loaded.sparks().count() > 0, "the save has no sparks to compare");
        assertEquals(Long.toHexString(saved.checksum()), Long.toHexString(loaded.checksum()));
        for (int i = 0; i < 300; i++) {
            saved.tick();
            loaded.tick();
        }
        assertEquals(Long.toHexString(saved.checksum()), Long.toHexString(loaded.checksum()));
    }

    @Test
    void anotherSeedPlaysAnotherGame() {
        Bumper a = Bumper.start(1);
        Bumper b = Bumper.start(2);
        for (int i = 0; i < 100; i++) {
            a.tick();
            b.tick();
        }
        assertNotEquals(a.checksum(), b.checksum());
    }
}
