package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyDouble;
import static org.mockito.Mockito.inOrder;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.mockito.InOrder;

class SchedulerTest {

    private static final double STEP = 1.0 / 60;

    private World world;
    private List<String> log;

    @BeforeEach
    void setUp() {
        world = new World();
        log = new ArrayList<>();
    }

    private GameSystem logging(String name) {
        return (w, dt) -> log.add(name);
    }

    @Nested
    class Ordering {

        @Test
        void phasesRunInDefaultOrderRegardlessOfRegistrationOrder() {
            GameSystem render = mock(GameSystem.class);
            GameSystem late = mock(GameSystem.class);
            GameSystem fixed = mock(GameSystem.class);
            GameSystem update = mock(GameSystem.class);
            GameSystem input = mock(GameSystem.class);
            Scheduler scheduler = Scheduler.builder(world)
                    .add("render", render, s -> s.inPhase(Phase.RENDER))
                    .add("late", late, s -> s.inPhase(Phase.LATE_UPDATE))
                    .add("fixed", fixed, s -> s.inPhase(Phase.FIXED_UPDATE))
                    .add("update", update)
                    .add("input", input, s -> s.inPhase(Phase.INPUT))
                    .build();

            scheduler.tick(STEP);

            InOrder order = inOrder(input, update, fixed, late, render);
            order.verify(input).update(world, STEP);
            order.verify(update).update(world, STEP);
            order.verify(fixed).update(world, STEP);
            order.verify(late).update(world, STEP);
            order.verify(render).update(world, STEP);
        }

        @Test
        void beforeAndAfterByNameOverrideRegistrationOrder() {
            GameSystem a = mock(GameSystem.class);
            GameSystem b = mock(GameSystem.class);
            GameSystem c = mock(GameSystem.class);
            Scheduler scheduler = Scheduler.builder(world)
                    .add("a", a, s -> s.after("c"))
                    .add("b", b, s -> s.before("c"))
                    .add("c", c)
                    .build();

            scheduler.tick(STEP);

            InOrder order = inOrder(a, b, c);
            order.verify(b).update(any(), anyDouble());
            order.verify(c).update(any(), anyDouble());
            order.verify(a).update(any(), anyDouble());
            assertEquals(List.of("b", "c", "a"), scheduler.executionOrder(Phase.UPDATE));
        }

        @Test
        void afterALabelRunsAfterEverySystemWithThatLabel() {
            GameSystem collide = mock(GameSystem.class);
            GameSystem integrate = mock(GameSystem.class);
            GameSystem broadPhase = mock(GameSystem.class);
            Scheduler scheduler = Scheduler.builder(world)
                    .add("collide", collide, s -> s.after("physics"))
                    .add("integrate", integrate, s -> s.label("physics"))
                    .add("broadPhase", broadPhase, s -> s.label("physics").after("integrate"))
                    .build();

            scheduler.tick(STEP);

            InOrder order = inOrder(integrate, broadPhase, collide);
            order.verify(integrate).update(any(), anyDouble());
            order.verify(broadPhase).update(any(), anyDouble());
            order.verify(collide).update(any(), anyDouble());
        }

        @Test
        void beforeAndAfterBySystemInstance() {
            GameSystem first = mock(GameSystem.class);
            GameSystem second = mock(GameSystem.class);
            Scheduler scheduler = Scheduler.builder(world)
                    .add("second", second, s -> s.after(first))
                    .add("first", first)
                    .build();

            scheduler.tick(STEP);

            InOrder order = inOrder(first, second);
            order.verify(first).update(any(), anyDouble());
            order.verify(second).update(any(), anyDouble());
        }

        @Test
        void unconstrainedSystemsKeepRegistrationOrder() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("x", logging("x"))
                    .add("y", logging("y"))
                    .add("z", logging("z"), s -> s.before("y"))
                    .build();

            scheduler.tick(STEP);

            assertEquals(List.of("x", "z", "y"), log);
        }

        @Test
        void constraintAcrossPhasesThatAgreesWithPhaseOrderIsAccepted() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("draw", logging("draw"), s -> s.inPhase(Phase.RENDER).after("read"))
                    .add("read", logging("read"), s -> s.inPhase(Phase.INPUT).before("draw"))
                    .build();

            scheduler.tick(STEP);

            assertEquals(List.of("read", "draw"), log);
        }

        @Test
        void customPhasesRunInTheGivenOrder() {
            Phase ai = Phase.variable("AI");
            Phase physics = Phase.fixed("PHYSICS");
            Scheduler scheduler = Scheduler.builder(world)
                    .phases(physics, ai, Phase.RENDER)
                    .add("think", logging("think"), s -> s.inPhase(ai))
                    .add("draw", logging("draw"), s -> s.inPhase(Phase.RENDER))
                    .add("step", logging("step"), s -> s.inPhase(physics))
                    .fixedTimestep(STEP)
                    .build();

            scheduler.tick(STEP);

            assertEquals(List.of("step", "think", "draw"), log);
            assertEquals(List.of(physics, ai, Phase.RENDER), scheduler.phases());
        }
    }

    @Nested
    class BuildErrors {

        @Test
        void cycleIsReportedWithEverySystemInIt() {
            Scheduler.Builder builder = Scheduler.builder(world)
                    .add("a", logging("a"), s -> s.before("b"))
                    .add("b", logging("b"), s -> s.before("c"))
                    .add("c", logging("c"), s -> s.before("a"))
                    .add("free", logging("free"));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, builder::build);

            assertTrue(e.getMessage().contains("cycle in phase UPDATE"), e.getMessage());
            assertTrue(e.getMessage().contains("'a' -> 'b' -> 'c' -> 'a'"), e.getMessage());
            assertEquals(List.of("a", "b", "c"), e.systems().stream().sorted().toList());
        }

        @Test
        void cycleThroughALabelIsReported() {
            Scheduler.Builder builder = Scheduler.builder(world)
                    .add("a", logging("a"), s -> s.label("group").after("b"))
                    .add("b", logging("b"), s -> s.after("group"));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, builder::build);

            assertTrue(e.systems().containsAll(List.of("a", "b")), e.getMessage());
        }

        @Test
        void unknownReferenceNamesTheSystemAndTheMissingName() {
            Scheduler.Builder builder = Scheduler.builder(world)
                    .add("move", logging("move"), s -> s.after("inptu"))
                    .add("input", logging("input"));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, builder::build);

            assertTrue(e.getMessage().contains("'move'"), e.getMessage());
            assertTrue(e.getMessage().contains("'inptu'"), e.getMessage());
            assertTrue(e.getMessage().contains("input"), "lists the known systems: " + e.getMessage());
        }

        @Test
        void unregisteredInstanceReferenceIsRejected() {
            GameSystem stranger = logging("stranger");
            Scheduler.Builder builder = Scheduler.builder(world).add("move", logging("move"), s -> s.after(stranger));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, builder::build);

            assertTrue(e.getMessage().contains("not registered"), e.getMessage());
        }

        @Test
        void orderingASystemAgainstItselfIsRejected() {
            Scheduler.Builder builder = Scheduler.builder(world).add("a", logging("a"), s -> s.before("a"));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, builder::build);

            assertTrue(e.getMessage().contains("itself"), e.getMessage());
        }

        @Test
        void constraintContradictingPhaseOrderIsRejected() {
            Scheduler.Builder builder = Scheduler.builder(world)
                    .add("draw", logging("draw"), s -> s.inPhase(Phase.RENDER).before("read"))
                    .add("read", logging("read"), s -> s.inPhase(Phase.INPUT));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, builder::build);

            assertEquals(List.of("draw", "read"), e.systems());
            assertTrue(e.getMessage().contains("RENDER runs after INPUT"), e.getMessage());
        }

        @Test
        void systemInAPhaseTheSchedulerLacksIsRejected() {
            Phase ai = Phase.variable("AI");
            Scheduler.Builder builder = Scheduler.builder(world).add("think", logging("think"), s -> s.inPhase(ai));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, builder::build);

            assertTrue(e.getMessage().contains("'think'") && e.getMessage().contains("AI"), e.getMessage());
        }

        @Test
        void labelEqualToASystemNameIsRejected() {
            Scheduler.Builder builder = Scheduler.builder(world)
                    .add("physics", logging("physics"))
                    .add("move", logging("move"), s -> s.label("physics"));

            assertThrows(ScheduleBuildException.class, builder::build);
        }
    }

    @Nested
    class Registration {

        @Test
        void sameInstanceTwiceIsRejectedNamingTheFirstRegistration() {
            GameSystem move = logging("move");
            Scheduler.Builder builder = Scheduler.builder(world).add("move", move);

            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> builder.add("moveAgain", move));

            assertTrue(e.getMessage().contains("'move'") && e.getMessage().contains("'moveAgain'"), e.getMessage());
        }

        @Test
        void twoSystemsWithTheSameNameAreRejected() {
            Scheduler.Builder builder = Scheduler.builder(world).add("move", logging("a"));

            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> builder.add("move", logging("b")));

            assertTrue(e.getMessage().contains("'move'"), e.getMessage());
        }

        @Test
        void blankNameIsRejected() {
            assertThrows(IllegalArgumentException.class, () -> Scheduler.builder(world)
                    .add(" ", logging("a")));
        }

        @Test
        void duplicatePhaseInOrderIsRejected() {
            assertThrows(IllegalArgumentException.class, () -> Scheduler.builder(world)
                    .phases(Phase.UPDATE, Phase.UPDATE));
        }

        @Test
        void badBuilderSettingsAreRejected() {
            Scheduler.Builder builder = Scheduler.builder(world);
            assertThrows(IllegalArgumentException.class, () -> builder.fixedTimestep(0));
            assertThrows(IllegalArgumentException.class, () -> builder.fixedTimestep(Double.NaN));
            assertThrows(IllegalArgumentException.class, () -> builder.maxDelta(-1));
            assertThrows(IllegalArgumentException.class, () -> builder.maxDelta(Double.POSITIVE_INFINITY));
            assertThrows(IllegalArgumentException.class, () -> builder.maxFixedStepsPerTick(0));
        }
    }

    @Nested
    class FixedTimestep {

        private final AtomicInteger steps = new AtomicInteger();
        private final List<Double> fixedDts = new ArrayList<>();

        private Scheduler scheduler(double step, int maxSteps, double maxDelta) {
            return Scheduler.builder(world)
                    .fixedTimestep(step)
                    .maxFixedStepsPerTick(maxSteps)
                    .maxDelta(maxDelta)
                    .add(
                            "physics",
                            (w, dt) -> {
                                steps.incrementAndGet();
                                fixedDts.add(dt);
                            },
                            s -> s.inPhase(Phase.FIXED_UPDATE))
                    .build();
        }

        @Test
        void sixtyFramesOfOneSixtiethRunExactlySixtySteps() {
            Scheduler scheduler = scheduler(1.0 / 60, 5, 0.25);
            for (int frame = 1; frame <= 60; frame++) {
                scheduler.tick(1.0 / 60);
                assertEquals(frame, steps.get(), "one step per frame, frame " + frame);
            }
            assertEquals(60, scheduler.time().fixedSteps());
            assertEquals(0.0, scheduler.time().alpha());
        }

        @Test
        void longFramesRunSeveralStepsAndKeepTheRemainderAsAlpha() {
            Scheduler scheduler = scheduler(0.010, 5, 0.25);

            scheduler.tick(0.025);
            assertEquals(2, steps.get());
            assertEquals(0.5, scheduler.time().alpha(), 1e-12);

            scheduler.tick(0.025);
            assertEquals(5, steps.get());
            assertEquals(0.0, scheduler.time().alpha(), 1e-12);
            assertEquals(3, scheduler.time().fixedStepsThisTick());
        }

        @Test
        void shortFramesAccumulateUntilAStepIsDue() {
            Scheduler scheduler = scheduler(0.010, 5, 0.25);
            int[] expectedTotals = {0, 0, 1, 1, 2};
            double[] expectedAlpha = {0.4, 0.8, 0.2, 0.6, 0.0};
            for (int i = 0; i < 5; i++) {
                scheduler.tick(0.004);
                assertEquals(expectedTotals[i], steps.get(), "after frame " + (i + 1));
                assertEquals(expectedAlpha[i], scheduler.time().alpha(), 1e-9, "alpha after frame " + (i + 1));
            }
        }

        @Test
        void catchUpIsCappedAndTheBacklogIsDropped() {
            Scheduler scheduler = scheduler(0.010, 3, 1.0);

            scheduler.tick(0.095);

            assertEquals(3, steps.get());
            assertEquals(6, scheduler.time().droppedFixedSteps());
            assertEquals(0.5, scheduler.time().alpha(), 1e-9);

            scheduler.tick(0.010);
            assertEquals(4, steps.get(), "the dropped backlog does not come back");
        }

        @Test
        void fixedSystemsReceiveExactlyTheFixedStep() {
            Scheduler scheduler = scheduler(0.010, 5, 0.25);

            scheduler.tick(0.033);

            assertEquals(List.of(0.01, 0.01, 0.01), fixedDts);
            assertEquals(0.01, scheduler.time().fixedDelta());
        }

        @Test
        void consecutiveFixedPhasesRunAsAGroupPerStep() {
            Phase prePhysics = Phase.fixed("PRE_PHYSICS");
            Phase physics = Phase.fixed("PHYSICS");
            Scheduler scheduler = Scheduler.builder(world)
                    .phases(Phase.INPUT, prePhysics, physics, Phase.RENDER)
                    .fixedTimestep(0.010)
                    .add("in", logging("in"), s -> s.inPhase(Phase.INPUT))
                    .add("pre", logging("pre"), s -> s.inPhase(prePhysics))
                    .add("sim", logging("sim"), s -> s.inPhase(physics))
                    .add("draw", logging("draw"), s -> s.inPhase(Phase.RENDER))
                    .build();

            scheduler.tick(0.020);

            assertEquals(List.of("in", "pre", "sim", "pre", "sim", "draw"), log);
        }

        @Test
        void renderSystemReadsThisFramesAlpha() {
            List<Double> seen = new ArrayList<>();
            GameSystem render = new GameSystem() {
                private Time time;

                @Override
                public void start(SystemContext context) {
                    time = context.time();
                }

                @Override
                public void update(World w, double dt) {
                    seen.add(time.alpha());
                }
            };
            Scheduler scheduler = Scheduler.builder(world)
                    .fixedTimestep(0.010)
                    .add("render", render, s -> s.inPhase(Phase.RENDER))
                    .build();

            scheduler.tick(0.013);
            scheduler.tick(0.013);

            assertEquals(0.3, seen.get(0), 1e-9);
            assertEquals(0.6, seen.get(1), 1e-9);
        }

        @Test
        void zeroDeltaRunsVariablePhasesButNoStep() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("physics", logging("physics"), s -> s.inPhase(Phase.FIXED_UPDATE))
                    .add("update", logging("update"))
                    .build();

            scheduler.tick(0.0);

            assertEquals(List.of("update"), log);
        }
    }

    @Nested
    class DeltaChecks {

        @Test
        void nanNegativeAndInfiniteDeltasAreRejected() {
            Scheduler scheduler =
                    Scheduler.builder(world).add("a", logging("a")).build();
            for (double bad : new double[] {Double.NaN, -0.001, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY}) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> scheduler.tick(bad));
                assertTrue(e.getMessage().contains("dt"), e.getMessage());
            }
            assertTrue(log.isEmpty(), "no system ran");
            assertEquals(0, scheduler.time().frame());
        }

        @Test
        void hugeDeltaIsClampedToMaxDelta() {
            List<Double> dts = new ArrayList<>();
            AtomicInteger steps = new AtomicInteger();
            Scheduler scheduler = Scheduler.builder(world)
                    .maxDelta(0.25)
                    .fixedTimestep(0.010)
                    .maxFixedStepsPerTick(100)
                    .add("update", (w, dt) -> dts.add(dt))
                    .add("physics", (w, dt) -> steps.incrementAndGet(), s -> s.inPhase(Phase.FIXED_UPDATE))
                    .build();

            scheduler.tick(3600.0);

            assertEquals(List.of(0.25), dts);
            assertEquals(25, steps.get());
            assertEquals(3600.0, scheduler.time().requestedDelta());
            assertEquals(0.25, scheduler.time().elapsed(), 1e-12);
        }
    }

    @Nested
    class SyncPoints {

        @Test
        void commandsApplyAtTheEndOfThePhaseInSystemOrder() {
            List<Integer> countsSeen = new ArrayList<>();
            GameSystem spawnA = GameSystem.withCommands((w, c, dt) -> c.spawn(new Counter(1)));
            GameSystem spawnB = GameSystem.withCommands((w, c, dt) -> c.spawn(new Counter(2)));
            Scheduler scheduler = Scheduler.builder(world)
                    .add("spawnA", spawnA)
                    .add("spyInPhase", (w, dt) -> countsSeen.add(w.count(Counter.class)))
                    .add("spawnB", spawnB)
                    .add(
                            "spyNextPhase",
                            (w, dt) -> countsSeen.add(w.count(Counter.class)),
                            s -> s.inPhase(Phase.LATE_UPDATE))
                    .build();

            scheduler.tick(STEP);

            assertEquals(List.of(0, 2), countsSeen, "invisible within the phase, visible in the next");
            List<Long> values = new ArrayList<>();
            world.query(Counter.class).forEach((e, counter) -> values.add(counter.value));
            assertEquals(List.of(1L, 2L), values.stream().sorted().toList());
        }

        @Test
        void systemBuffersApplyInExecutionOrderNotRegistrationOrder() {
            Entity target = world.spawn(new Counter(0));
            GameSystem setTo1 = GameSystem.withCommands((w, c, dt) -> c.add(target, new Counter(1)));
            GameSystem setTo2 = GameSystem.withCommands((w, c, dt) -> c.add(target, new Counter(2)));
            Scheduler scheduler = Scheduler.builder(world)
                    .add("setTo2", setTo2, s -> s.after("setTo1"))
                    .add("setTo1", setTo1)
                    .build();

            scheduler.tick(STEP);

            assertEquals(2, world.get(target, Counter.class).value, "setTo2 runs last, so its add wins");
        }

        @Test
        void worldBufferIsFlushedAtTheSameSyncPoint() {
            List<Integer> countsSeen = new ArrayList<>();
            Scheduler scheduler = Scheduler.builder(world)
                    .add("spawn", (w, dt) -> w.commands().spawn(new Counter(7)))
                    .add("spyInPhase", (w, dt) -> countsSeen.add(w.count(Counter.class)))
                    .add("spyLater", (w, dt) -> countsSeen.add(w.count(Counter.class)), s -> s.inPhase(Phase.RENDER))
                    .build();

            scheduler.tick(STEP);

            assertEquals(List.of(0, 1), countsSeen);
            assertTrue(world.commands().isEmpty());
        }

        @Test
        void fixedPhaseSyncsAfterEveryStep() {
            List<Integer> countsSeen = new ArrayList<>();
            GameSystem spawner = GameSystem.withCommands((w, c, dt) -> {
                countsSeen.add(w.count(Counter.class));
                c.spawn(new Counter(0));
            });
            Scheduler scheduler = Scheduler.builder(world)
                    .fixedTimestep(0.010)
                    .add("spawner", spawner, s -> s.inPhase(Phase.FIXED_UPDATE))
                    .build();

            scheduler.tick(0.030);

            assertEquals(List.of(0, 1, 2), countsSeen);
            assertEquals(3, world.count(Counter.class));
        }

        @Test
        void commandsRecordedInStartAreAppliedBeforeTheFirstTick() {
            List<Integer> countsSeen = new ArrayList<>();
            GameSystem seeder = new GameSystem() {
                @Override
                public void start(SystemContext context) {
                    context.commands().spawn(new Counter(1));
                }

                @Override
                public void update(World w, double dt) {
                    countsSeen.add(w.count(Counter.class));
                }
            };
            Scheduler scheduler = Scheduler.builder(world).add("seeder", seeder).build();

            scheduler.tick(STEP);

            assertEquals(List.of(1), countsSeen);
        }
    }

    @Nested
    class Faults {

        @Test
        void failingSystemStopsTheTickAndIsNamedWithItsPhaseAndCause() {
            IllegalStateException boom = new IllegalStateException("boom");
            Scheduler scheduler = Scheduler.builder(world)
                    .add("ok", logging("ok"))
                    .add("broken", (w, dt) -> {
                        throw boom;
                    })
                    .add("after", logging("after"))
                    .add("render", logging("render"), s -> s.inPhase(Phase.RENDER))
                    .build();

            SystemFailureException e = assertThrows(SystemFailureException.class, () -> scheduler.tick(STEP));

            assertEquals("broken", e.systemName());
            assertEquals("UPDATE", e.phaseName());
            assertSame(boom, e.getCause());
            assertTrue(e.getMessage().contains("'broken'") && e.getMessage().contains("UPDATE"), e.getMessage());
            assertEquals(List.of("ok"), log, "nothing after the failing system runs");
        }

        @Test
        void failingSystemsCommandsAreDiscardedAndEarlierSystemsCommandsApplied() {
            GameSystem good = GameSystem.withCommands((w, c, dt) -> c.spawn(new Counter(1)));
            GameSystem bad = GameSystem.withCommands((w, c, dt) -> {
                c.spawn(new Counter(666));
                throw new IllegalArgumentException("bad input");
            });
            Scheduler scheduler =
                    Scheduler.builder(world).add("good", good).add("bad", bad).build();

            assertThrows(SystemFailureException.class, () -> scheduler.tick(STEP));

            List<Long> values = new ArrayList<>();
            world.query(Counter.class).forEach((e, counter) -> values.add(counter.value));
            assertEquals(List.of(1L), values);
        }

        @Test
        void worldsOwnBufferIsLeftUntouchedOnFailure() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("bad", (w, dt) -> {
                        w.commands().spawn(new Counter(1));
                        throw new IllegalStateException("boom");
                    })
                    .build();

            assertThrows(SystemFailureException.class, () -> scheduler.tick(STEP));

            assertEquals(1, world.commands().size());
            assertEquals(0, world.count(Counter.class));
        }

        @Test
        void schedulerKeepsWorkingAfterAFailedTick() {
            AtomicInteger calls = new AtomicInteger();
            Scheduler scheduler = Scheduler.builder(world)
                    .add("flaky", (w, dt) -> {
                        if (calls.incrementAndGet() == 1) {
                            throw new IllegalStateException("first call fails");
                        }
                    })
                    .build();

            assertThrows(SystemFailureException.class, () -> scheduler.tick(STEP));
            scheduler.tick(STEP);

            assertEquals(2, calls.get());
            assertEquals(2, scheduler.time().frame());
        }

        @Test
        void failureInAFixedStepNamesTheFixedPhase() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "physics",
                            (w, dt) -> {
                                throw new ArithmeticException("NaN velocity");
                            },
                            s -> s.inPhase(Phase.FIXED_UPDATE))
                    .build();

            SystemFailureException e = assertThrows(SystemFailureException.class, () -> scheduler.tick(STEP));

            assertEquals("FIXED_UPDATE", e.phaseName());
            assertTrue(e.getCause() instanceof ArithmeticException);
        }

        @Test
        void failingRunConditionIsReportedAgainstItsSystem() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "guarded",
                            logging("guarded"),
                            s -> s.runIf((w, t) -> {
                                throw new IllegalStateException("condition broke");
                            }))
                    .build();

            SystemFailureException e = assertThrows(SystemFailureException.class, () -> scheduler.tick(STEP));

            assertEquals("guarded", e.systemName());
            assertTrue(e.getMessage().contains("run condition"), e.getMessage());
            assertTrue(log.isEmpty());
        }

        @Test
        void failingStartHookIsNamedAndStopsTheAlreadyStartedSystems() {
            GameSystem first = mock(GameSystem.class);
            GameSystem broken = new GameSystem() {
                @Override
                public void start(SystemContext context) {
                    throw new IllegalStateException("no assets");
                }

                @Override
                public void update(World w, double dt) {}
            };
            Scheduler scheduler = Scheduler.builder(world)
                    .add("first", first)
                    .add("broken", broken)
                    .build();

            SystemFailureException e = assertThrows(SystemFailureException.class, scheduler::start);

            assertEquals("broken", e.systemName());
            verify(first).stop(any());
            assertThrows(IllegalStateException.class, () -> scheduler.tick(STEP));
        }

        @Test
        void nestedTickFromASystemIsRejected() {
            Scheduler[] self = new Scheduler[1];
            self[0] = Scheduler.builder(world)
                    .add("recursive", (w, dt) -> self[0].tick(dt))
                    .build();

            SystemFailureException e = assertThrows(SystemFailureException.class, () -> self[0].tick(STEP));

            assertTrue(e.getCause() instanceof IllegalStateException);
            assertTrue(
                    e.getCause().getMessage().contains("do not nest"),
                    e.getCause().getMessage());
        }
    }

    @Nested
    class RunControl {

        @Test
        void runConditionSkipsTheSystemWhileFalse() {
            boolean[] paused = {true};
            Scheduler scheduler = Scheduler.builder(world)
                    .add("game", logging("game"), s -> s.runIf((w, t) -> !paused[0]))
                    .add("menu", logging("menu"))
                    .build();

            scheduler.tick(STEP);
            paused[0] = false;
            scheduler.tick(STEP);

            assertEquals(List.of("menu", "game", "menu"), log);
        }

        @Test
        void allConditionsMustHold() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("a", logging("a"), s -> s.runIf((w, t) -> true).runIf((w, t) -> t.frame() % 2 == 0))
                    .build();

            for (int i = 0; i < 4; i++) {
                scheduler.tick(STEP);
            }

            assertEquals(List.of("a", "a"), log);
        }

        @Test
        void disableAndEnableAtRunTime() {
            GameSystem ai = mock(GameSystem.class);
            Scheduler scheduler = Scheduler.builder(world).add("ai", ai).build();

            scheduler.disable("ai");
            scheduler.tick(STEP);
            assertFalse(scheduler.isEnabled("ai"));
            verify(ai, never()).update(any(), anyDouble());

            scheduler.enable("ai");
            scheduler.tick(STEP);
            verify(ai, times(1)).update(world, STEP);
        }

        @Test
        void startDisabledSystemDoesNotRunUntilEnabled() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("debug", logging("debug"), s -> s.startDisabled())
                    .build();

            scheduler.tick(STEP);
            scheduler.enable("debug");
            scheduler.tick(STEP);

            assertEquals(List.of("debug"), log);
        }

        @Test
        void unknownNameIsRejected() {
            Scheduler scheduler =
                    Scheduler.builder(world).add("ai", logging("ai")).build();

            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> scheduler.disable("AI"));

            assertTrue(e.getMessage().contains("'AI'") && e.getMessage().contains("ai"), e.getMessage());
        }
    }

    @Nested
    class Stats {

        @Test
        void statsRecordCallsLastAverageAndMaxWithTheGivenClock() {
            AtomicLong clock = new AtomicLong();
            long[] costs = {100, 300, 200};
            int[] call = {0};
            Scheduler scheduler = Scheduler.builder(world)
                    .timing(Timing.PER_SYSTEM)
                    .statsClock(clock::get)
                    .add("work", (w, dt) -> clock.addAndGet(costs[call[0]++]))
                    .build();

            for (int i = 0; i < 3; i++) {
                scheduler.tick(STEP);
            }

            SystemStats stats = scheduler.stats("work");
            assertEquals(3, stats.calls());
            assertEquals(3, stats.timedCalls());
            assertEquals(200, stats.lastNanos());
            assertEquals(300, stats.maxNanos());
            assertEquals(600, stats.totalNanos());
            assertEquals(200.0, stats.averageNanos());
        }

        @Test
        void sampledTimingIsTheDefaultAndTimesTheFirstRunThenOneInTheInterval() {
            AtomicLong clock = new AtomicLong();
            AtomicInteger clockReads = new AtomicInteger();
            int[] run = {0};
            Scheduler scheduler = Scheduler.builder(world)
                    .statsClock(() -> {
                        clockReads.incrementAndGet();
                        return clock.get();
                    })
                    .add("a", (w, dt) -> clock.addAndGet(10 * ++run[0]))
                    .add("b", (w, dt) -> clock.addAndGet(1))
                    .build();
            int ticks = 2 * Timing.SAMPLE_INTERVAL + 1;
            for (int i = 0; i < ticks; i++) {
                scheduler.tick(STEP);
            }

            // Timed runs: the 1st, the 17th and the 33rd; each reads the clock n + 1 = 3 times.
            assertEquals(3 * 3, clockReads.get());
            SystemStats a = scheduler.stats("a");
            assertEquals(ticks, a.calls(), "every run counts");
            assertEquals(3, a.timedCalls());
            long first = 10, seventeenth = 10 * (Timing.SAMPLE_INTERVAL + 1), last = 10L * ticks;
            assertEquals(last, a.lastNanos());
            assertEquals(last, a.maxNanos());
            assertEquals(first + seventeenth + last, a.totalNanos());
            assertEquals((first + seventeenth + last) / 3.0, a.averageNanos(), 1e-9, "the mean of the timed runs");
            assertEquals(3, scheduler.stats("b").timedCalls());
            assertEquals(1.0, scheduler.stats("b").averageNanos(), 1e-9);
        }

        @Test
        void sampledTimingCountsEachPhaseOnItsOwn() {
            AtomicInteger clockReads = new AtomicInteger();
            Scheduler scheduler = Scheduler.builder(world)
                    .fixedTimestep(0.010)
                    .maxFixedStepsPerTick(100)
                    .statsClock(() -> clockReads.incrementAndGet())
                    .add("physics", logging("p"), s -> s.inPhase(Phase.FIXED_UPDATE))
                    .add("draw", logging("d"), s -> s.inPhase(Phase.RENDER))
                    .build();

            scheduler.tick(0.010 * Timing.SAMPLE_INTERVAL + 0.001); // 16 fixed steps, one render

            assertEquals(Timing.SAMPLE_INTERVAL, scheduler.stats("physics").calls());
            assertEquals(1, scheduler.stats("physics").timedCalls(), "the fixed phase's first run only");
            assertEquals(1, scheduler.stats("draw").timedCalls(), "the render phase's own first run");
            scheduler.tick(0.010);
            assertEquals(2, scheduler.stats("physics").timedCalls(), "its 17th run");
            assertEquals(1, scheduler.stats("draw").timedCalls(), "its 2nd run is not timed");
        }

        @Test
        void sampledTimingWorksInParallelMode() {
            AtomicLong clock = new AtomicLong();
            Scheduler scheduler = Scheduler.builder(world)
                    .execution(ExecutionMode.PARALLEL)
                    .statsClock(() -> clock.addAndGet(5))
                    .add("a", (w, dt) -> {}, s -> s.noAccess())
                    .add("b", (w, dt) -> {}, s -> s.noAccess())
                    .build();
            for (int i = 0; i < Timing.SAMPLE_INTERVAL + 1; i++) {
                scheduler.tick(STEP);
            }
            for (String name : new String[] {"a", "b"}) {
                SystemStats stats = scheduler.stats(name);
                assertEquals(Timing.SAMPLE_INTERVAL + 1, stats.calls(), name);
                assertEquals(2, stats.timedCalls(), name);
                assertTrue(stats.totalNanos() > 0, name);
            }
        }

        @Test
        void timingOffCountsCallsWithoutReadingTheClock() {
            AtomicInteger clockReads = new AtomicInteger();
            Scheduler scheduler = Scheduler.builder(world)
                    .timing(Timing.OFF)
                    .statsClock(() -> clockReads.incrementAndGet())
                    .add("a", logging("a"))
                    .add("b", logging("b"))
                    .build();

            scheduler.tick(STEP);
            scheduler.tick(STEP);

            assertEquals(0, clockReads.get());
            assertEquals(2, scheduler.stats("a").calls());
            assertEquals(0, scheduler.stats("a").timedCalls());
            assertEquals(0, scheduler.stats("a").maxNanos());
            assertEquals(0.0, scheduler.stats("a").averageNanos());
        }

        @Test
        void sequentialTimingSharesClockReadsBetweenNeighbours() {
            AtomicInteger clockReads = new AtomicInteger();
            Scheduler.Builder builder = Scheduler.builder(world).statsClock(() -> clockReads.incrementAndGet());
            for (int i = 0; i < 10; i++) {
                builder.add("s" + i, logging("s" + i));
            }
            Scheduler scheduler = builder.build();

            scheduler.tick(STEP);

            assertEquals(11, clockReads.get(), "n + 1 reads for n systems in one phase");
            assertEquals(1, scheduler.stats("s9").lastNanos(), "each system measured between two reads");
        }

        @Test
        void skippedRunsAreNotCountedAndFixedStepsAreCountedEach() {
            Scheduler scheduler = Scheduler.builder(world)
                    .fixedTimestep(0.010)
                    .add("physics", logging("p"), s -> s.inPhase(Phase.FIXED_UPDATE))
                    .add("off", logging("off"), s -> s.startDisabled())
                    .build();

            scheduler.tick(0.030);

            assertEquals(3, scheduler.stats("physics").calls());
            assertEquals(0, scheduler.stats("off").calls());
        }

        @Test
        void tableHasAHeaderAndOneRowPerSystemInExecutionOrder() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("draw", logging("draw"), s -> s.inPhase(Phase.RENDER))
                    .add("moveEverything", logging("move"))
                    .build();
            scheduler.tick(STEP);

            String[] lines = scheduler.statsTable().split("\n");

            assertEquals(3, lines.length);
            assertTrue(lines[0].contains("calls") && lines[0].contains("avg µs"), lines[0]);
            assertTrue(lines[1].startsWith("UPDATE") && lines[1].contains("moveEverything"), lines[1]);
            assertTrue(lines[2].startsWith("RENDER") && lines[2].contains("draw"), lines[2]);
        }

        @Test
        void resetZeroesEverything() {
            Scheduler scheduler =
                    Scheduler.builder(world).add("a", logging("a")).build();
            scheduler.tick(STEP);

            scheduler.resetStats();

            assertEquals(0, scheduler.stats("a").calls());
            assertEquals(0.0, scheduler.stats("a").averageNanos());
        }
    }

    @Nested
    class Lifecycle {

        @Test
        void startRunsInExecutionOrderAndStopInReverseWithTheSystemsContext() {
            GameSystem input = mock(GameSystem.class);
            GameSystem render = mock(GameSystem.class);
            Scheduler scheduler = Scheduler.builder(world)
                    .add("render", render, s -> s.inPhase(Phase.RENDER))
                    .add("input", input, s -> s.inPhase(Phase.INPUT))
                    .build();

            scheduler.tick(STEP);
            scheduler.stop();

            InOrder order = inOrder(input, render);
            order.verify(input).start(any());
            order.verify(render).start(any());
            order.verify(input).update(world, STEP);
            order.verify(render).update(world, STEP);
            order.verify(render).stop(any());
            order.verify(input).stop(any());
        }

        @Test
        void contextCarriesNamePhaseWorldAndTime() {
            SystemContext[] seen = new SystemContext[1];
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "late",
                            new GameSystem() {
                                @Override
                                public void start(SystemContext context) {
                                    seen[0] = context;
                                }

                                @Override
                                public void update(World w, double dt) {}
                            },
                            s -> s.inPhase(Phase.LATE_UPDATE))
                    .build();

            scheduler.start();

            assertEquals("late", seen[0].name());
            assertSame(Phase.LATE_UPDATE, seen[0].phase());
            assertSame(world, seen[0].world());
            assertSame(scheduler.time(), seen[0].time());
            assertNotNull(seen[0].commands());
        }

        @Test
        void tickAfterStopIsRejected() {
            Scheduler scheduler =
                    Scheduler.builder(world).add("a", logging("a")).build();
            scheduler.tick(STEP);
            scheduler.stop();

            assertThrows(IllegalStateException.class, () -> scheduler.tick(STEP));
        }

        @Test
        void startTwiceIsRejected() {
            Scheduler scheduler =
                    Scheduler.builder(world).add("a", logging("a")).build();
            scheduler.start();

            assertThrows(IllegalStateException.class, scheduler::start);
        }

        @Test
        void failingStopHookStillStopsTheOthersAndIsReported() {
            GameSystem other = mock(GameSystem.class);
            GameSystem broken = new GameSystem() {
                @Override
                public void stop(SystemContext context) {
                    throw new IllegalStateException("cannot save");
                }

                @Override
                public void update(World w, double dt) {}
            };
            Scheduler scheduler = Scheduler.builder(world)
                    .add("other", other)
                    .add("broken", broken)
                    .build();
            scheduler.start();

            SystemFailureException e = assertThrows(SystemFailureException.class, scheduler::stop);

            assertEquals("broken", e.systemName());
            verify(other).stop(any());
        }

        @Test
        void timeCountsFramesAndElapsedGameTime() {
            Scheduler scheduler =
                    Scheduler.builder(world).add("a", logging("a")).build();
            for (int i = 0; i < 3; i++) {
                scheduler.tick(0.1);
            }
            assertEquals(3, scheduler.time().frame());
            assertEquals(0.3, scheduler.time().elapsed(), 1e-12);
        }
    }
}
