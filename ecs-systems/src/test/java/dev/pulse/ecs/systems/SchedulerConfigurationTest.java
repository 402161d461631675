package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * What a scheduler's configuration means: chained settings, the limits the builder accepts,
 * what the accessors and reports say, and which recorded commands land when starting or
 * stopping goes wrong.
 */
class SchedulerConfigurationTest {

    private final World world = new World();

    @Nested
    class Chaining {
        @Test
        void everySystemSettingReturnsTheSameConfigForChaining() {
            GameSystem other = (w, dt) -> {};
            List<String> checked = new ArrayList<>();
            Scheduler.builder(world)
                    .add("other", other)
                    .add("chained", (w, dt) -> {}, s -> {
                        assertSame(s, s.inPhase(Phase.UPDATE));
                        assertSame(s, s.before("x"));
                        assertSame(s, s.after("y"));
                        assertSame(s, s.before(other));
                        assertSame(s, s.after((w, dt) -> {}));
                        assertSame(s, s.label("z"));
                        assertSame(s, s.reads(Position.class));
                        assertSame(s, s.writes(Velocity.class));
                        assertSame(s, s.readsResource(String.class));
                        assertSame(s, s.writesResource(StringBuilder.class));
                        assertSame(s, s.runIf((w, t) -> true));
                        assertSame(s, s.startDisabled());
                        checked.add("chained");
                    })
                    .add("exclusive", (w, dt) -> {}, s -> assertSame(s, s.exclusive()))
                    .add("none", (w, dt) -> {}, s -> assertSame(s, s.noAccess()));
            assertEquals(List.of("chained"), checked);
        }

        @Test
        void aChainOfSettingsAllTakeEffect() {
            List<String> log = new ArrayList<>();
            Scheduler scheduler = Scheduler.builder(world)
                    .add("late", (w, dt) -> log.add("late"), s -> s.after("early")
                            .inPhase(Phase.UPDATE)
                            .noAccess())
                    .add("early", (w, dt) -> log.add("early"), s -> s.before("late")
                            .label("first")
                            .noAccess())
                    .add("off", (w, dt) -> log.add("off"), s -> s.noAccess().startDisabled())
                    .build();
            scheduler.tick(0.01);
            assertEquals(List.of("early", "late"), log);
            assertFalse(scheduler.isEnabled("off"));
            assertTrue(scheduler.isEnabled("late"));
            scheduler.enable("off");
            assertTrue(scheduler.isEnabled("off"));
        }
    }

    /** {@code in} is a keyword in Kotlin: {@code inPhase} is the name; {@code in} stays, deprecated. */
    @Nested
    class PhaseAlias {
        @Test
        @SuppressWarnings("deprecation")
        void deprecatedInPutsTheSystemInThePhaseAsInPhaseDoes() {
            List<String> log = new ArrayList<>();
            Scheduler scheduler = Scheduler.builder(world)
                    .add("drawOld", (w, dt) -> log.add("drawOld"), s -> s.in(Phase.RENDER)
                            .noAccess())
                    .add("drawNew", (w, dt) -> log.add("drawNew"), s -> s.inPhase(Phase.RENDER)
                            .noAccess())
                    .add("input", (w, dt) -> log.add("input"), s -> s.inPhase(Phase.INPUT)
                            .noAccess())
                    .build();
            scheduler.tick(0.01);
            assertEquals(List.of("input", "drawOld", "drawNew"), log);
            assertEquals(Phase.RENDER, scheduler.stats("drawOld").phase());
            assertEquals(Phase.RENDER, scheduler.stats("drawNew").phase());
        }

        @Test
        @SuppressWarnings("deprecation")
        void deprecatedInRefusesNullNamingItsOwnCall() {
            NullPointerException e = assertThrows(NullPointerException.class, () -> Scheduler.builder(world)
                    .add("a", (w, dt) -> {}, s -> s.in(null)));
            assertTrue(e.getMessage().contains("System 'a': in(phase): phase is null"), e.getMessage());
        }

        @Test
        void inIsMarkedDeprecatedAndInPhaseIsNot() throws Exception {
            assertTrue(SystemConfig.class.getMethod("in", Phase.class).isAnnotationPresent(Deprecated.class));
            assertFalse(SystemConfig.class.getMethod("inPhase", Phase.class).isAnnotationPresent(Deprecated.class));
        }
    }

    @Nested
    class Access {
        @Test
        void anExclusiveSystemConflictsWithEveryOtherAndTheReportSaysWhichIs() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("exclusive", (w, dt) -> {}, s -> s.exclusive())
                    .add("reader", (w, dt) -> {}, s -> s.reads(Position.class))
                    .add("alsoExclusive", (w, dt) -> {}, s -> s.exclusive())
                    .add("writer", (w, dt) -> {}, s -> s.writes(Velocity.class))
                    .build();
            List<String> pairs = new ArrayList<>();
            for (AmbiguityReport.Ambiguity a : scheduler.ambiguityReport().entries()) {
                pairs.add(a.first() + "/" + a.second() + ": " + String.join("; ", a.conflicts()));
            }
            assertTrue(
                    pairs.contains("exclusive/reader: first is exclusive (no declared access, or exclusive())"),
                    pairs.toString());
            assertTrue(
                    pairs.contains("reader/alsoExclusive: second is exclusive (no declared access, or exclusive())"),
                    pairs.toString());
            assertTrue(
                    pairs.contains("exclusive/alsoExclusive: both are exclusive (no declared access, or exclusive())"),
                    pairs.toString());
            assertFalse(pairs.stream().anyMatch(p -> p.startsWith("reader/writer")), pairs.toString());
            String report = scheduler.ambiguityReport().toString();
            assertTrue(report.contains("'exclusive'") && report.contains("'reader'"), report);
        }

        @Test
        void aReportWithoutAmbiguitiesSaysSo() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("a", (w, dt) -> {}, s -> s.reads(Position.class))
                    .add("b", (w, dt) -> {}, s -> s.reads(Position.class))
                    .build();
            assertTrue(scheduler.ambiguityReport().isEmpty());
            assertTrue(scheduler.ambiguityReport().toString().startsWith("No ambiguities"));
        }
    }

    @Nested
    class Limits {
        @Test
        void theSmallestAllowedSettingsAreAccepted() {
            assertDoesNotThrow(() -> Scheduler.builder(world).fixedTimestep(1e-9));
            assertDoesNotThrow(() -> Scheduler.builder(world).maxFixedStepsPerTick(1));
            assertDoesNotThrow(() -> Scheduler.builder(world).maxDelta(Double.MIN_VALUE));
        }

        @Test
        void settingsJustOutsideTheLimitsAreRejected() {
            assertThrows(IllegalArgumentException.class, () -> Scheduler.builder(world)
                    .fixedTimestep(0.9e-9));
            assertThrows(IllegalArgumentException.class, () -> Scheduler.builder(world)
                    .maxFixedStepsPerTick(0));
            assertThrows(IllegalArgumentException.class, () -> Scheduler.builder(world)
                    .maxDelta(0));
        }

        @Test
        void aFixedPhaseMayBeTheLastPhase() {
            List<String> log = new ArrayList<>();
            Scheduler scheduler = Scheduler.builder(world)
                    .phases(Phase.UPDATE, Phase.FIXED_UPDATE)
                    .fixedTimestep(0.01)
                    .add("update", (w, dt) -> log.add("update"), s -> s.noAccess())
                    .add("fixed", (w, dt) -> log.add("fixed"), s -> s.inPhase(Phase.FIXED_UPDATE)
                            .noAccess())
                    .build();
            scheduler.tick(0.025);
            assertEquals(List.of("update", "fixed", "fixed"), log);
        }
    }

    @Nested
    class Accessors {
        @Test
        void theSchedulerNamesItsWorldAndMode() {
            Scheduler sequential =
                    Scheduler.builder(world).add("a", (w, dt) -> {}).build();
            assertSame(world, sequential.world());
            assertEquals(ExecutionMode.SEQUENTIAL, sequential.executionMode());
            Scheduler parallel = Scheduler.builder(world)
                    .execution(ExecutionMode.PARALLEL)
                    .add("a", (w, dt) -> {}, s -> s.noAccess())
                    .build();
            assertEquals(ExecutionMode.PARALLEL, parallel.executionMode());
        }

        @Test
        void statsAndTheClockDescribeThemselves() {
            AtomicLong clock = new AtomicLong();
            Scheduler scheduler = Scheduler.builder(world)
                    .statsClock(() -> clock.getAndAdd(2_500))
                    .add("physics", (w, dt) -> {}, s -> s.noAccess())
                    .build();
            scheduler.tick(0.1);
            String stats = scheduler.stats("physics").toString();
            assertTrue(stats.startsWith("SystemStats[physics in UPDATE, calls=1"), stats);
            String table = scheduler.statsTable();
            assertTrue(table.contains("2.5"), "2,500 ns shows as 2.5 µs: " + table);
            String time = scheduler.time().toString();
            assertTrue(time.startsWith("Time[frame=1, delta=0.1"), time);
        }
    }

    @Nested
    class CommandsAtStartAndStop {
        @Test
        void commandsRecordedWhileStoppingAreApplied() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("saver", new GameSystem() {
                        @Override
                        public void update(World w, double dt) {}

                        @Override
                        public void stop(SystemContext context) {
                            context.commands().spawn(new Position(0, 0));
                            context.world().commands().spawn(new Position(0, 0));
                        }
                    })
                    .build();
            scheduler.start();
            scheduler.stop();
            assertEquals(2, world.count(Position.class));
        }

        @Test
        void commandsRecordedByAFailingStartHookAreDropped() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("broken", new GameSystem() {
                        @Override
                        public void update(World w, double dt) {}

                        @Override
                        public void start(SystemContext context) {
                            context.commands().spawn(new Position(0, 0));
                            throw new IllegalStateException("cannot start");
                        }
                    })
                    .build();
            assertThrows(SystemFailureException.class, scheduler::start);
            assertEquals(0, world.entityCount(), "a failed start hook's commands were applied");
            IllegalStateException again = assertThrows(IllegalStateException.class, scheduler::start);
            assertTrue(again.getMessage().contains("already stopped"), again.getMessage());
        }

        @Test
        void commandsRecordedByAFailingStopHookAreDroppedAndOthersApplied() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("good", new GameSystem() {
                        @Override
                        public void update(World w, double dt) {}

                        @Override
                        public void stop(SystemContext context) {
                            context.commands().spawn(new Position(0, 0));
                        }
                    })
                    .add("broken", new GameSystem() {
                        @Override
                        public void update(World w, double dt) {}

                        @Override
                        public void stop(SystemContext context) {
                            context.commands().spawn(new Velocity(0, 0));
                            throw new IllegalStateException("cannot stop");
                        }
                    })
                    .build();
            scheduler.start();
            IllegalStateException twice = assertThrows(IllegalStateException.class, scheduler::start);
            assertTrue(twice.getMessage().contains("already started"), twice.getMessage());
            assertThrows(SystemFailureException.class, scheduler::stop);
            assertEquals(1, world.count(Position.class));
            assertEquals(0, world.count(Velocity.class), "a failed stop hook's commands were applied");
        }
    }
}
