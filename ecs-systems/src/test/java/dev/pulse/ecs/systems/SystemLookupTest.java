package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SystemLookupTest {

    private static final double STEP = 1.0 / 60;

    private final World world = new World();

    /** A system other systems call into. */
    static final class ScoreSystem implements GameSystem {
        final List<String> awarded = new ArrayList<>();

        void award(String why) {
            awarded.add(why);
        }

        @Override
        public void update(World world, double dt) {}
    }

    /** Finds the score system when started, then calls it every update. */
    static final class CoinSystem implements GameSystem {
        private ScoreSystem score;

        @Override
        public void start(SystemContext context) {
            score = context.system(ScoreSystem.class);
        }

        @Override
        public void update(World world, double dt) {
            score.award("coin");
        }
    }

    @Test
    void aSystemFindsAnotherByTypeInStartAndCallsIt() {
        ScoreSystem score = new ScoreSystem();
        Scheduler scheduler = Scheduler.builder(world)
                .add("coins", new CoinSystem())
                .add("score", score)
                .build();

        scheduler.tick(STEP);
        scheduler.tick(STEP);

        assertEquals(List.of("coin", "coin"), score.awarded);
        assertSame(score, scheduler.system(ScoreSystem.class));
        assertSame(score, scheduler.system("score", ScoreSystem.class));
        assertSame(score, scheduler.system("score", GameSystem.class));
    }

    @Test
    void lookupByTypeRefusesNoneAndSeveralNamingTheCandidates() {
        Scheduler scheduler = Scheduler.builder(world)
                .add("scoreA", new ScoreSystem())
                .add("scoreB", new ScoreSystem())
                .build();

        IllegalArgumentException several =
                assertThrows(IllegalArgumentException.class, () -> scheduler.system(ScoreSystem.class));
        IllegalArgumentException none =
                assertThrows(IllegalArgumentException.class, () -> scheduler.system(CoinSystem.class));

        assertTrue(
                several.getMessage().contains("[scoreA, scoreB]")
                        && several.getMessage().contains("system(name, ScoreSystem.class)"),
                several.getMessage());
        assertTrue(
                none.getMessage().contains("CoinSystem") && none.getMessage().contains("[scoreA, scoreB]"),
                none.getMessage());
    }

    @Test
    void lookupByNameRefusesAnUnknownNameOrAWrongType() {
        Scheduler scheduler =
                Scheduler.builder(world).add("score", new ScoreSystem()).build();

        IllegalArgumentException unknown =
                assertThrows(IllegalArgumentException.class, () -> scheduler.system("scores", ScoreSystem.class));
        IllegalArgumentException wrongType =
                assertThrows(IllegalArgumentException.class, () -> scheduler.system("score", CoinSystem.class));

        assertTrue(unknown.getMessage().contains("'scores'"), unknown.getMessage());
        assertTrue(wrongType.getMessage().contains("is a " + ScoreSystem.class.getName()), wrongType.getMessage());
    }
}
