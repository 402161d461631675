package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * What the scheduler and a system's context answer: label state, the stats list, a chained
 * configuration, the resource a context insert replaced, the system lookup through the context,
 * and an exclusive system's conflicts.
 */
class SchedulerAnswersTest {

    private final World world = new World();

    @Nested
    class SchedulerState {
        @Test
        void aLabelIsEnabledUntilDisabled() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("move", (w, dt) -> {}, s -> s.label("simulation"))
                    .build();
            assertTrue(scheduler.isLabelEnabled("simulation"));
            scheduler.disableLabel("simulation");
            assertFalse(scheduler.isLabelEnabled("simulation"));
        }

        @Test
        void statsListEverySystemInExecutionOrder() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("draw", (w, dt) -> {}, s -> s.inPhase(Phase.RENDER))
                    .add("move", (w, dt) -> {})
                    .build();
            scheduler.tick(0.1);
            List<String> names = new ArrayList<>();
            for (SystemStats stats : scheduler.stats()) {
                names.add(stats.name());
                assertEquals(1, stats.calls(), stats.name());
            }
            assertEquals(List.of("move", "draw"), names);
        }
    }

    @Nested
    class Configuration {
        @Test
        void flushCommandsChainsAndFlushesAfterTheSystem() {
            List<Boolean> seen = new ArrayList<>();
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "spawner",
                            GameSystem.withContext((c, dt) -> c.commands().spawn(new Counter(1))),
                            s -> s.flushCommands(CommandsFlush.AFTER_SYSTEM).inPhase(Phase.UPDATE))
                    .add("counter", (w, dt) -> seen.add(w.count(Counter.class) == 1), s -> s.after("spawner"))
                    .build();
            scheduler.tick(0.1);
            assertEquals(List.of(true), seen, "the spawn was applied before the next system ran");
        }

        @Test
        void anExclusiveSystemConflictsWithEveryOther() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("anything", (w, dt) -> {}, s -> s.reads(Position.class).exclusive())
                    .add("reader", (w, dt) -> {}, s -> s.reads(Velocity.class))
                    .build();
            List<AmbiguityReport.Ambiguity> entries =
                    scheduler.ambiguityReport().entries();
            assertEquals(1, entries.size(), scheduler.ambiguityReport().toString());
            assertEquals("anything", entries.get(0).first());
        }
    }

    @Nested
    class Context {
        @Test
        void insertResourceAnswersTheReplacedValueAndSystemFindsAnotherSystem() {
            ResourceAccessTest.Score first = new ResourceAccessTest.Score();
            List<Object> answers = new ArrayList<>();
            GameSystem other = (w, dt) -> {};
            Scheduler scheduler = Scheduler.builder(world)
                    .add("other", other)
                    .add(
                            "keeper",
                            GameSystem.withContext((c, dt) -> {
                                answers.add(c.insertResource(first));
                                answers.add(c.insertResource(new ResourceAccessTest.Score()));
                                answers.add(c.system("other", GameSystem.class));
                            }),
                            s -> s.writesResource(ResourceAccessTest.Score.class))
                    .build();
            scheduler.tick(0.1);
            assertNull(answers.get(0));
            assertSame(first, answers.get(1));
            assertSame(other, answers.get(2));
        }
    }
}
