package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class SchedulerParallelTest {

    /** A resource type for access declarations. */
    static final class Audio {}

    private static final double STEP = 1.0 / 60;

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

    private Scheduler.Builder parallel(World world) {
        return Scheduler.builder(world).execution(ExecutionMode.PARALLEL).executor(pool);
    }

    /** A system that waits (bounded) until another system is inside its update at the same time. */
    private static GameSystem meetAt(CyclicBarrier barrier, AtomicInteger met) {
        return (w, dt) -> {
            try {
                barrier.await(5, TimeUnit.SECONDS);
                met.incrementAndGet();
            } catch (Exception e) {
                throw new IllegalStateException("the other system never ran at the same time", e);
            }
        };
    }

    @Nested
    class Concurrency {

        @Test
        void nonConflictingSystemsRunAtTheSameTime() {
            CyclicBarrier barrier = new CyclicBarrier(2);
            AtomicInteger met = new AtomicInteger();
            Scheduler scheduler = parallel(new World())
                    .add("readsPosition", meetAt(barrier, met), s -> s.reads(Position.class))
                    .add("writesVelocity", meetAt(barrier, met), s -> s.writes(Velocity.class))
                    .build();

            for (int i = 0; i < 20; i++) {
                scheduler.tick(STEP);
            }

            assertEquals(40, met.get());
        }

        @Test
        void conflictingSystemsNeverOverlapAndKeepRegistrationOrder() {
            AtomicInteger inside = new AtomicInteger();
            AtomicInteger maxInside = new AtomicInteger();
            List<String> order = Collections.synchronizedList(new ArrayList<>());
            Scheduler.Builder builder = parallel(new World());
            String[] names = {"w1", "r1", "w2", "r2"};
            for (String name : names) {
                GameSystem system = (w, dt) -> {
                    maxInside.accumulateAndGet(inside.incrementAndGet(), Math::max);
                    order.add(name);
                    Thread.onSpinWait();
                    inside.decrementAndGet();
                };
                builder.add(name, system, s -> {
                    if (name.startsWith("w")) {
                        s.writes(Counter.class);
                    } else {
                        s.reads(Counter.class);
                    }
                });
            }
            Scheduler scheduler = builder.build();

            for (int i = 0; i < 300; i++) {
                scheduler.tick(STEP);
            }

            assertEquals(1, maxInside.get(), "each adjacent pair conflicts (write/read), so none overlap");
            for (int i = 0; i < order.size(); i += 4) {
                assertEquals(List.of(names), order.subList(i, i + 4));
            }
        }

        @Test
        void explicitOrderIsKeptBetweenNonConflictingSystems() {
            List<String> order = Collections.synchronizedList(new ArrayList<>());
            Scheduler scheduler = parallel(new World())
                    .add("late", (w, dt) -> order.add("late"), s -> s.noAccess().after("early"))
                    .add(
                            "early",
                            (w, dt) -> {
                                Thread.yield();
                                order.add("early");
                            },
                            s -> s.noAccess())
                    .build();

            for (int i = 0; i < 500; i++) {
                scheduler.tick(STEP);
            }

            for (int i = 0; i < order.size(); i += 2) {
                assertEquals(List.of("early", "late"), order.subList(i, i + 2));
            }
        }
    }

    @Nested
    class EqualsSequential {

        /** Builds the same little game in a fresh world and runs it; returns a snapshot. */
        private Map<Long, String> run(ExecutionMode mode, int ticks) {
            World world = new World();
            for (int i = 0; i < 300; i++) {
                world.spawn(new Position(i, -i), new Velocity(1 + i % 7, 2 - i % 5), new Counter(i));
            }
            GameSystem move = (w, dt) -> w.query(Position.class, Velocity.class).forEach((e, p, v) -> {
                p.x += v.dx * dt;
                p.y += v.dy * dt;
            });
            GameSystem damp = (w, dt) -> w.query(Velocity.class).forEach((e, v) -> {
                v.dx *= 0.99;
                v.dy = v.dy * 0.98f + 0.1f;
            });
            GameSystem count = (w, dt) -> w.query(Counter.class).forEach((e, c) -> c.value = c.value * 31 + 7);
            GameSystem spawnFromCounters = GameSystem.withCommands(
                    (w, commands, dt) -> w.query(Counter.class, Position.class).forEach((e, c, p) -> {
                        if (c.value % 97 == 0) {
                            commands.spawn(new Position(p.x, p.y), new Velocity(0, 1));
                        }
                    }));
            GameSystem despawnFar = GameSystem.withCommands(
                    (w, commands, dt) -> w.query(Position.class).forEach((e, p) -> {
                        if (p.y > 40) {
                            commands.despawn(e);
                        }
                    }));
            GameSystem freezeOdd = (w, dt) -> w.query(Counter.class).forEach((e, c) -> {
                if ((c.value & 1) == 1) {
                    w.commands().add(e, new Frozen());
                }
            });
            Scheduler scheduler = Scheduler.builder(world)
                    .execution(mode)
                    .executor(pool)
                    .add("damp", damp, s -> s.writes(Velocity.class))
                    .add("move", move, s -> s.reads(Velocity.class)
                            .writes(Position.class)
                            .after("damp"))
                    .add("count", count, s -> s.writes(Counter.class))
                    .add("spawn", spawnFromCounters, s -> s.reads(Counter.class, Position.class)
                            .after("count"))
                    .add("despawn", despawnFar, s -> s.reads(Position.class).inPhase(Phase.LATE_UPDATE))
                    .add("freeze", freezeOdd, s -> s.reads(Counter.class)
                            .writesResource(Commands.class)
                            .inPhase(Phase.LATE_UPDATE))
                    .build();
            // move writes Position while spawn reads it, unordered: reported, and run in
            // registration order in both modes (never raced), so the worlds still match.
            List<AmbiguityReport.Ambiguity> ambiguities =
                    scheduler.ambiguityReport().entries();
            assertEquals(1, ambiguities.size(), scheduler.ambiguityReport().toString());
            assertEquals(
                    List.of("move", "spawn"),
                    List.of(ambiguities.get(0).first(), ambiguities.get(0).second()));
            for (int i = 0; i < ticks; i++) {
                scheduler.tick(STEP);
            }
            Map<Long, String> snapshot = new TreeMap<>();
            world.query(Position.class)
                    .forEach((e, p) -> snapshot.put(
                            e.id(),
                            p.x + "," + p.y
                                    + "," + (world.has(e, Velocity.class) ? world.get(e, Velocity.class).dx : "-")
                                    + "," + (world.has(e, Counter.class) ? world.get(e, Counter.class).value : "-")
                                    + "," + world.has(e, Frozen.class)));
            snapshot.put(-1L, "entities=" + world.entityCount());
            return snapshot;
        }

        @Test
        void parallelRunsGiveExactlyTheSequentialWorld() {
            Map<Long, String> sequential = run(ExecutionMode.SEQUENTIAL, 120);
            assertTrue(sequential.size() > 300, "the scenario spawns entities: " + sequential.get(-1L));
            for (int attempt = 0; attempt < 25; attempt++) {
                assertEquals(sequential, run(ExecutionMode.PARALLEL, 120), "attempt " + attempt);
            }
        }
    }

    @Nested
    class Ambiguities {

        @Test
        void unorderedWritersOfTheSameComponentAreReported() {
            Scheduler scheduler = Scheduler.builder(new World())
                    .add("gravity", (w, dt) -> {}, s -> s.writes(Velocity.class))
                    .add("friction", (w, dt) -> {}, s -> s.writes(Velocity.class))
                    .add("draw", (w, dt) -> {}, s -> s.reads(Position.class).inPhase(Phase.RENDER))
                    .build();

            AmbiguityReport report = scheduler.ambiguityReport();

            assertEquals(1, report.entries().size());
            AmbiguityReport.Ambiguity a = report.entries().get(0);
            assertEquals(Phase.UPDATE, a.phase());
            assertEquals("gravity", a.first());
            assertEquals("friction", a.second());
            assertEquals(List.of("both write component " + Velocity.class.getName()), a.conflicts());
            assertTrue(report.toString().contains("'gravity' / 'friction'"), report.toString());
        }

        @Test
        void orderedOrNonConflictingPairsAreNotReported() {
            Scheduler scheduler = Scheduler.builder(new World())
                    .add("gravity", (w, dt) -> {}, s -> s.writes(Velocity.class))
                    .add("friction", (w, dt) -> {}, s -> s.writes(Velocity.class)
                            .after("gravity"))
                    .add("reader1", (w, dt) -> {}, s -> s.reads(Position.class))
                    .add("reader2", (w, dt) -> {}, s -> s.reads(Position.class))
                    .add("idle", (w, dt) -> {}, s -> s.noAccess())
                    .build();

            assertTrue(
                    scheduler.ambiguityReport().isEmpty(),
                    scheduler.ambiguityReport().toString());
        }

        @Test
        void transitivelyOrderedPairsAreNotReported() {
            Scheduler scheduler = Scheduler.builder(new World())
                    .add("a", (w, dt) -> {}, s -> s.writes(Velocity.class))
                    .add("b", (w, dt) -> {}, s -> s.noAccess().after("a"))
                    .add("c", (w, dt) -> {}, s -> s.writes(Velocity.class).after("b"))
                    .build();

            assertTrue(
                    scheduler.ambiguityReport().isEmpty(),
                    scheduler.ambiguityReport().toString());
        }

        @Test
        void resourceConflictsAndUndeclaredSystemsAreReported() {
            Scheduler scheduler = Scheduler.builder(new World())
                    .add("play", (w, dt) -> {}, s -> s.noComponents().writesResource(Audio.class))
                    .add("mix", (w, dt) -> {}, s -> s.noComponents().readsResource(Audio.class))
                    .add("legacy", (w, dt) -> {})
                    .build();

            List<String> pairs = new ArrayList<>();
            for (AmbiguityReport.Ambiguity a : scheduler.ambiguityReport().entries()) {
                pairs.add(a.first() + "/" + a.second() + ": " + a.conflicts());
            }

            assertEquals(3, pairs.size(), pairs.toString());
            assertTrue(
                    pairs.get(0)
                            .startsWith(
                                    "play/mix: [first writes, second reads resource " + Audio.class.getName() + "]"),
                    pairs.get(0));
            assertTrue(pairs.get(1).contains("legacy") && pairs.get(1).contains("exclusive"), pairs.get(1));
        }

        @Test
        void failPolicyRefusesToBuildAndNamesThePair() {
            Scheduler.Builder builder = Scheduler.builder(new World())
                    .ambiguityPolicy(AmbiguityPolicy.FAIL)
                    .add("gravity", (w, dt) -> {}, s -> s.writes(Velocity.class))
                    .add("friction", (w, dt) -> {}, s -> s.writes(Velocity.class));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, builder::build);

            assertEquals(List.of("gravity", "friction"), e.systems());
        }
    }

    @Nested
    class Faults {

        @Test
        void failureInAParallelPhaseIsNamedAndOthersCommandsAreApplied() {
            World world = new World();
            CyclicBarrier barrier = new CyclicBarrier(2);
            GameSystem good = GameSystem.withCommands((w, c, dt) -> {
                await(barrier);
                c.spawn(new Counter(1));
            });
            GameSystem bad = GameSystem.withCommands((w, c, dt) -> {
                c.spawn(new Counter(2));
                await(barrier);
                throw new IllegalStateException("bad");
            });
            Scheduler scheduler = parallel(world)
                    .add("good", good, s -> s.noAccess())
                    .add("bad", bad, s -> s.noAccess())
                    .build();

            SystemFailureException e = assertThrows(SystemFailureException.class, () -> scheduler.tick(STEP));

            assertEquals("bad", e.systemName());
            List<Long> values = new ArrayList<>();
            world.query(Counter.class).forEach((en, c) -> values.add(c.value));
            assertEquals(List.of(1L), values);
        }

        @Test
        void systemsAfterAFailureInTheGraphDoNotStart() {
            AtomicInteger ran = new AtomicInteger();
            Scheduler scheduler = parallel(new World())
                    .add(
                            "bad",
                            (w, dt) -> {
                                throw new IllegalStateException("bad");
                            },
                            s -> s.writes(Position.class))
                    .add("dependent", (w, dt) -> ran.incrementAndGet(), s -> s.reads(Position.class))
                    .build();

            assertThrows(SystemFailureException.class, () -> scheduler.tick(STEP));

            assertEquals(0, ran.get());
        }

        @Test
        void executorThatRejectsWorkIsReportedInsteadOfHanging() {
            ExecutorService closed = Executors.newSingleThreadExecutor();
            closed.shutdown();
            Scheduler scheduler = Scheduler.builder(new World())
                    .execution(ExecutionMode.PARALLEL)
                    .executor(closed)
                    .add("a", (w, dt) -> {}, s -> s.noAccess())
                    .add("b", (w, dt) -> {}, s -> s.noAccess())
                    .build();

            SystemFailureException e = assertThrows(SystemFailureException.class, () -> scheduler.tick(STEP));

            assertTrue(e.getCause() instanceof java.util.concurrent.RejectedExecutionException, e.toString());
        }

        private void await(CyclicBarrier barrier) {
            try {
                barrier.await(5, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    }

    @Test
    void entityIdsInSnapshotsAreStable() {
        World world = new World();
        Entity first = world.spawn(new Position(0, 0));
        assertEquals(first.id(), Entity.fromId(first.id()).id());
    }
}
