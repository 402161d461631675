package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.AllocationMeter;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Typed resource declarations: checked accessors, the post-run check, and conflict analysis. */
class ResourceAccessTest {

    static final class Score {
        int points;
    }

    record Wave(int number) {}

    private final World world = new World();

    ResourceAccessTest() {
        world.insertResource(new Score());
        world.insertResource(new Wave(1));
    }

    private UndeclaredAccessException failureOf(Scheduler scheduler) {
        SystemFailureException failure = assertThrows(SystemFailureException.class, () -> scheduler.tick(0.1));
        return assertInstanceOf(UndeclaredAccessException.class, failure.getCause());
    }

    @Nested
    class CheckedAccessors {
        @Test
        void declaredWriteMayChangeAndDeclaredReadMayRead() {
            int[] seen = new int[1];
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "score",
                            GameSystem.withContext((c, dt) -> c.writeResource(Score.class).points += 10),
                            s -> s.writesResource(Score.class))
                    .add(
                            "hud",
                            GameSystem.withContext((c, dt) -> seen[0] = c.readResource(Score.class).points),
                            s -> s.readsResource(Score.class).after("score"))
                    .build();
            scheduler.tick(0.1);
            scheduler.tick(0.1);
            assertEquals(20, world.resource(Score.class).points);
            assertEquals(20, seen[0]);
        }

        @Test
        void resourceDeclaredReadButWrittenIsRejectedNamingSystemAndResource() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "cheat",
                            GameSystem.withContext((c, dt) -> c.writeResource(Score.class).points = 999),
                            s -> s.readsResource(Score.class))
                    .build();
            UndeclaredAccessException e = failureOf(scheduler);
            assertTrue(
                    e.getMessage().contains("'cheat'")
                            && e.getMessage().contains(Score.class.getName())
                            && e.getMessage().contains("declared only readsResource(Score.class)")
                            && e.getMessage().contains("writesResource(Score.class)"),
                    e.getMessage());
            assertEquals(0, world.resource(Score.class).points, "the write never happened");
        }

        @Test
        void aPrimitiveClassAndItsWrapperAreOneResourceInDeclarationsAndAccessors() {
            world.insertResource(true);
            boolean[] seen = new boolean[2];
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "paused",
                            GameSystem.withContext((c, dt) -> seen[0] = c.readResource(Boolean.class)),
                            s -> s.readsResource(boolean.class))
                    .add(
                            "toggle",
                            GameSystem.withContext((c, dt) -> seen[1] = c.writeResource(boolean.class)),
                            s -> s.writesResource(Boolean.class).after("paused"))
                    .build();
            scheduler.tick(0.1);
            assertTrue(seen[0] && seen[1]);
        }

        @Test
        void undeclaredReadIsRejected() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "peek",
                            GameSystem.withContext((c, dt) -> c.readResource(Wave.class)),
                            s -> s.readsResource(Score.class))
                    .build();
            UndeclaredAccessException e = failureOf(scheduler);
            assertTrue(
                    e.getMessage().contains("without declaring it")
                            && e.getMessage().contains("readsResource(Wave.class)"),
                    e.getMessage());
        }

        @Test
        void insertingThroughTheContextNeedsAWriteDeclaration() {
            Scheduler ok = Scheduler.builder(world)
                    .add(
                            "next-wave",
                            GameSystem.withContext((c, dt) -> c.insertResource(
                                    new Wave(c.readResource(Wave.class).number() + 1))),
                            s -> s.writesResource(Wave.class))
                    .build();
            ok.tick(0.1);
            assertEquals(new Wave(2), world.resource(Wave.class));
            Scheduler bad = Scheduler.builder(world)
                    .add(
                            "sneaky",
                            GameSystem.withContext((c, dt) -> c.insertResource(new Wave(9))),
                            s -> s.readsResource(Wave.class))
                    .build();
            failureOf(bad);
            assertEquals(new Wave(2), world.resource(Wave.class));
        }

        @Test
        void exclusiveSystemMayUseAnyResource() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("anything", GameSystem.withContext((c, dt) -> c.writeResource(Score.class).points++))
                    .build();
            scheduler.tick(0.1);
            assertEquals(1, world.resource(Score.class).points);
        }

        @Test
        void missingResourceNamesTheType() {
            world.removeResource(Score.class);
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "score",
                            GameSystem.withContext((c, dt) -> c.readResource(Score.class)),
                            s -> s.readsResource(Score.class))
                    .build();
            SystemFailureException failure = assertThrows(SystemFailureException.class, () -> scheduler.tick(0.1));
            NoSuchElementException cause = assertInstanceOf(NoSuchElementException.class, failure.getCause());
            assertTrue(cause.getMessage().contains(Score.class.getName()), cause.getMessage());
        }
    }

    @Nested
    class Allocation {
        @Test
        void checkedReadsAndWritesAllocateNothing() {
            SystemContext[] kept = new SystemContext[1];
            Scheduler.builder(world)
                    .add(
                            "keeper",
                            new GameSystem() {
                                @Override
                                public void start(SystemContext context) {
                                    kept[0] = context;
                                }

                                @Override
                                public void update(World w, double dt) {}
                            },
                            s -> s.readsResource(Wave.class).writesResource(Score.class))
                    .build()
                    .start();
            SystemContext context = kept[0];
            int calls = 5_000;
            Runnable accesses = () -> {
                for (int i = 0; i < calls; i++) {
                    context.readResource(Wave.class);
                    context.readResource(Score.class);
                    context.writeResource(Score.class).points++;
                }
            };
            accesses.run();

            long bytes = new AllocationMeter().bytesAllocatedBy(accesses);

            assertTrue(bytes < calls * 8L, () -> bytes + " bytes for " + calls + " rounds of three checked accesses");
            assertEquals(2 * calls, world.resource(Score.class).points);
        }
    }

    @Nested
    class AfterEachRun {
        @Test
        void replacingAResourceDeclaredOnlyReadIsCaughtAfterTheRun() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "wave",
                            (w, dt) -> w.insertResource(
                                    new Wave(w.resource(Wave.class).number() + 1)),
                            s -> s.readsResource(Wave.class))
                    .build();
            UndeclaredAccessException e = failureOf(scheduler);
            assertTrue(
                    e.getMessage().contains("'wave'")
                            && e.getMessage().contains("declared only readsResource(Wave.class)"),
                    e.getMessage());
        }

        @Test
        void removingAnUndeclaredResourceIsCaught() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("reset", (w, dt) -> w.removeResource(Score.class), s -> s.noAccess())
                    .build();
            UndeclaredAccessException e = failureOf(scheduler);
            assertTrue(
                    e.getMessage().contains("'reset'") && e.getMessage().contains("without declaring it"),
                    e.getMessage());
        }

        @Test
        void declaredReplacementPasses() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "wave",
                            (w, dt) -> w.insertResource(
                                    new Wave(w.resource(Wave.class).number() + 1)),
                            s -> s.writesResource(Wave.class))
                    .build();
            scheduler.tick(0.1);
            scheduler.tick(0.1);
            assertEquals(new Wave(3), world.resource(Wave.class));
        }
    }

    @Nested
    class ConflictAnalysis {
        @Test
        void resourceConflictsAreReportedByTypeName() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("score", (w, dt) -> {}, s -> s.noComponents().writesResource(Score.class))
                    .add("hud", (w, dt) -> {}, s -> s.noComponents().readsResource(Score.class))
                    .add("waves", (w, dt) -> {}, s -> s.noComponents().readsResource(Wave.class, Score.class))
                    .add("other", (w, dt) -> {}, s -> s.noComponents().readsResource(Wave.class))
                    .build();
            List<AmbiguityReport.Ambiguity> entries =
                    scheduler.ambiguityReport().entries();
            assertEquals(2, entries.size(), scheduler.ambiguityReport().toString());
            assertEquals(
                    List.of("first writes, second reads resource " + Score.class.getName()),
                    entries.get(0).conflicts());
            assertEquals("hud", entries.get(0).second());
            assertEquals("waves", entries.get(1).second());
        }

        @Test
        void readersOfOneResourceRunInParallelWithoutConflict() {
            Scheduler scheduler = Scheduler.builder(world)
                    .execution(ExecutionMode.PARALLEL)
                    .add("a", GameSystem.withContext((c, dt) -> c.readResource(Score.class)), s -> s.readsResource(
                                    Score.class)
                            .noComponents())
                    .add("b", GameSystem.withContext((c, dt) -> c.readResource(Score.class)), s -> s.noComponents()
                            .readsResource(Score.class))
                    .build();
            assertTrue(scheduler.ambiguityReport().isEmpty());
            scheduler.tick(0.1);
        }
    }

    /** Declaring resources never narrows a system's component access (issue 35, item 9). */
    @Nested
    class ComponentAccessOfResourceSystems {

        private static final String EVERY =
                " may read and write every component (it declared resources but no components)";

        private List<List<String>> conflictsOf(Scheduler scheduler) {
            return scheduler.ambiguityReport().entries().stream()
                    .map(AmbiguityReport.Ambiguity::conflicts)
                    .toList();
        }

        @Test
        void resourceOnlySystemStillConflictsWithEveryComponentReaderAndWriter() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("move", (w, dt) -> {}, s -> s.writes(Position.class))
                    .add(
                            "hud",
                            GameSystem.withContext((c, dt) -> c.readResource(Score.class)),
                            s -> s.readsResource(Score.class))
                    .add("look", (w, dt) -> {}, s -> s.reads(Velocity.class, Position.class))
                    .build();

            assertEquals(
                    List.of(
                            List.of("second" + EVERY + ", first writes component " + Position.class.getName()),
                            List.of("first writes, second reads component " + Position.class.getName()),
                            List.of(
                                    "first" + EVERY + ", second reads component " + Velocity.class.getName(),
                                    "first" + EVERY + ", second reads component " + Position.class.getName())),
                    conflictsOf(scheduler),
                    scheduler.ambiguityReport().toString());
        }

        @Test
        void twoResourceOnlySystemsConflictEvenOnDifferentResources() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("score", (w, dt) -> {}, s -> s.writesResource(Score.class))
                    .add("waves", (w, dt) -> {}, s -> s.writesResource(Wave.class))
                    .build();

            assertEquals(
                    List.of(List.of(
                            "both may read and write every component (they declared resources but no components)")),
                    conflictsOf(scheduler));
        }

        @Test
        void writtenResourceKeepsEveryComponentToo() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("score", (w, dt) -> {}, s -> s.writesResource(Score.class))
                    .add("move", (w, dt) -> {}, s -> s.writes(Position.class))
                    .build();

            assertEquals(
                    List.of(List.of("first" + EVERY + ", second writes component " + Position.class.getName())),
                    conflictsOf(scheduler));
        }

        @Test
        void noComponentsLeavesOnlyTheDeclaredResources() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("hud", (w, dt) -> {}, s -> s.noComponents().readsResource(Score.class))
                    .add("move", (w, dt) -> {}, s -> s.writes(Position.class))
                    .add("score", (w, dt) -> {}, s -> s.writesResource(Score.class)
                            .noComponents())
                    .build();

            assertEquals(
                    List.of(List.of("first reads, second writes resource " + Score.class.getName())),
                    conflictsOf(scheduler),
                    "only the Score pair conflicts; nobody conflicts with 'move'");
        }

        @Test
        void declaredComponentsAreTheWholeComponentAccess() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("hud", (w, dt) -> {}, s -> s.readsResource(Score.class).reads(Velocity.class))
                    .add("move", (w, dt) -> {}, s -> s.writes(Position.class))
                    .add("steer", (w, dt) -> {}, s -> s.writes(Velocity.class))
                    .build();

            List<AmbiguityReport.Ambiguity> entries =
                    scheduler.ambiguityReport().entries();
            assertEquals(1, entries.size(), scheduler.ambiguityReport().toString());
            assertEquals(
                    List.of("hud", "steer"),
                    List.of(entries.get(0).first(), entries.get(0).second()));
        }

        @Test
        void noComponentsAloneConflictsWithNothing() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("idle", (w, dt) -> {}, SystemConfig::noComponents)
                    .add("move", (w, dt) -> {}, s -> s.writes(Position.class))
                    .add("score", (w, dt) -> {}, s -> s.noComponents().writesResource(Score.class))
                    .build();

            assertTrue(
                    scheduler.ambiguityReport().isEmpty(),
                    scheduler.ambiguityReport().toString());
        }

        @Test
        void exclusiveWithResourcesStaysExclusive() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("all", (w, dt) -> {}, s -> s.readsResource(Score.class).exclusive())
                    .add("idle", (w, dt) -> {}, SystemConfig::noAccess)
                    .build();

            assertEquals(
                    List.of(List.of("first is exclusive (no declared access, or exclusive())")),
                    conflictsOf(scheduler));
        }

        @Nested
        class InParallelMode {

            private ExecutorService pool;

            @BeforeEach
            void setUp() {
                pool = Executors.newFixedThreadPool(4);
            }

            @AfterEach
            void tearDown() throws InterruptedException {
                pool.shutdownNow();
                assertTrue(pool.awaitTermination(10, TimeUnit.SECONDS));
            }

            /** A system that waits (bounded) until another system is inside its update at the same time. */
            private GameSystem meetAt(CyclicBarrier barrier, AtomicInteger met) {
                return (w, dt) -> {
                    try {
                        barrier.await(5, TimeUnit.SECONDS);
                        met.incrementAndGet();
                    } catch (Exception e) {
                        throw new IllegalStateException("the other system never ran at the same time", e);
                    }
                };
            }

            @Test
            void resourceOnlySystemNeverOverlapsAComponentWriter() {
                AtomicInteger inside = new AtomicInteger();
                AtomicInteger maxInside = new AtomicInteger();
                GameSystem counted = (w, dt) -> {
                    maxInside.accumulateAndGet(inside.incrementAndGet(), Math::max);
                    Thread.onSpinWait();
                    inside.decrementAndGet();
                };
                Scheduler scheduler = Scheduler.builder(world)
                        .execution(ExecutionMode.PARALLEL)
                        .executor(pool)
                        .add(
                                "hud",
                                GameSystem.withContext((c, dt) -> counted.update(c.world(), dt)),
                                s -> s.readsResource(Score.class))
                        .add("move", counted, s -> s.writes(Position.class))
                        .build();

                for (int i = 0; i < 300; i++) {
                    scheduler.tick(0.1);
                }

                assertEquals(1, maxInside.get(), "'hud' may write Position, so it never runs beside 'move'");
            }

            @Test
            void noComponentsSystemRunsBesideAComponentWriter() {
                CyclicBarrier barrier = new CyclicBarrier(2);
                AtomicInteger met = new AtomicInteger();
                Scheduler scheduler = Scheduler.builder(world)
                        .execution(ExecutionMode.PARALLEL)
                        .executor(pool)
                        .add("hud", meetAt(barrier, met), s -> s.noComponents().readsResource(Score.class))
                        .add("move", meetAt(barrier, met), s -> s.writes(Position.class))
                        .build();

                for (int i = 0; i < 10; i++) {
                    scheduler.tick(0.1);
                }

                assertEquals(20, met.get());
            }
        }
    }
}
