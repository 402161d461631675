package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class SystemSetTest {

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

    /** Three simulating systems labelled "simulation", one HUD system that always runs. */
    private Scheduler.Builder game(AtomicBoolean playing) {
        return Scheduler.builder(world)
                .add("input", logging("input"), s -> s.inPhase(Phase.INPUT))
                .add("move", logging("move"), s -> s.label("simulation"))
                .add("collide", logging("collide"), s -> s.label("simulation").after("move"))
                .add("hud", logging("hud"), s -> s.inPhase(Phase.RENDER))
                .configureLabel("simulation", set -> set.runIf((w, time) -> playing.get()));
    }

    @Nested
    class LabelConditions {

        @Test
        void aLabelConditionGatesEveryMemberAndOnlyThem() {
            AtomicBoolean playing = new AtomicBoolean(true);
            Scheduler scheduler = game(playing).build();

            scheduler.tick(STEP);
            playing.set(false);
            scheduler.tick(STEP);

            assertEquals(List.of("input", "move", "collide", "hud", "input", "hud"), log);
        }

        @Test
        void aLabelConditionIsEvaluatedOncePerPhaseRunNotPerMember() {
            AtomicInteger evaluations = new AtomicInteger();
            Scheduler scheduler = Scheduler.builder(world)
                    .add("a", logging("a"), s -> s.label("sim"))
                    .add("b", logging("b"), s -> s.label("sim"))
                    .add("c", logging("c"), s -> s.label("sim"))
                    .configureLabel("sim", set -> set.runIf((w, t) -> evaluations.incrementAndGet() > 0))
                    .build();

            scheduler.tick(STEP);

            assertEquals(1, evaluations.get());
            assertEquals(List.of("a", "b", "c"), log);
        }

        @Test
        void setAndSystemConditionsMustAllHold() {
            AtomicBoolean playing = new AtomicBoolean(true);
            AtomicBoolean moveWanted = new AtomicBoolean(false);
            Scheduler scheduler = Scheduler.builder(world)
                    .add("move", logging("move"), s -> s.label("simulation").runIf((w, t) -> moveWanted.get()))
                    .add("collide", logging("collide"), s -> s.label("simulation"))
                    .configureLabel("simulation", set -> set.runIf((w, t) -> playing.get()))
                    .build();

            scheduler.tick(STEP); // set open, move's own condition says no
            moveWanted.set(true);
            scheduler.tick(STEP); // both hold
            playing.set(false);
            scheduler.tick(STEP); // set closed: move's own condition is not enough

            assertEquals(List.of("collide", "move", "collide"), log);
            assertEquals("label 'simulation' condition", scheduler.stats("move").lastSkipReason());
            assertEquals(2, scheduler.stats("move").skips());
        }

        @Test
        void aSystemWithTwoLabelsNeedsBothOpen() {
            AtomicBoolean a = new AtomicBoolean(true);
            AtomicBoolean b = new AtomicBoolean(false);
            Scheduler scheduler = Scheduler.builder(world)
                    .add("both", logging("both"), s -> s.label("a", "b"))
                    .add("onlyA", logging("onlyA"), s -> s.label("a"))
                    .configureLabel("a", set -> set.runIf((w, t) -> a.get()))
                    .configureLabel("b", set -> set.runIf((w, t) -> b.get()))
                    .build();

            scheduler.tick(STEP);

            assertEquals(List.of("onlyA"), log);
            assertEquals("label 'b' condition", scheduler.stats("both").lastSkipReason());
        }

        @Test
        void aThrowingSetConditionFailsTheTickNamingTheSetAndAMember() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("move", logging("move"), s -> s.label("simulation"))
                    .configureLabel(
                            "simulation",
                            set -> set.runIf((w, t) -> {
                                throw new IllegalStateException("no game state");
                            }))
                    .build();

            SystemFailureException e = assertThrows(SystemFailureException.class, () -> scheduler.tick(STEP));

            assertEquals("move", e.systemName());
            assertTrue(e.getMessage().contains("run condition 0 of label 'simulation'"), e.getMessage());
            assertTrue(log.isEmpty());
        }
    }

    @Nested
    class EnableAndDisable {

        @Test
        void disablingALabelSkipsItsMembersUntilEnabledAgain() {
            Scheduler scheduler = game(new AtomicBoolean(true)).build();

            scheduler.disableLabel("simulation");
            scheduler.tick(STEP);
            assertFalse(scheduler.isLabelEnabled("simulation"));
            scheduler.enableLabel("simulation");
            scheduler.tick(STEP);

            assertEquals(List.of("input", "hud", "input", "move", "collide", "hud"), log);
        }

        @Test
        void labelAndSystemFlagsAreIndependent() {
            Scheduler scheduler = game(new AtomicBoolean(true)).build();

            scheduler.disable("move");
            scheduler.disableLabel("simulation");
            scheduler.enableLabel("simulation");
            scheduler.tick(STEP);

            assertEquals(List.of("input", "collide", "hud"), log, "move stays disabled on its own");
            assertTrue(scheduler.isEnabled("collide"));
        }

        @Test
        void disablingAPhaseSkipsAllItsSystemsAndFixedTimeStillAdvances() {
            Scheduler scheduler = Scheduler.builder(world)
                    .fixedTimestep(0.010)
                    .add("physics", logging("physics"), s -> s.inPhase(Phase.FIXED_UPDATE))
                    .add("move", logging("move"))
                    .build();

            scheduler.disablePhase(Phase.FIXED_UPDATE);
            scheduler.tick(0.030);

            assertEquals(List.of("move"), log);
            assertEquals(3, scheduler.time().fixedSteps(), "steps are counted, systems skipped");
            assertEquals(3, scheduler.stats("physics").skips());
            assertEquals(
                    "phase FIXED_UPDATE disabled", scheduler.stats("physics").lastSkipReason());
            assertFalse(scheduler.isPhaseEnabled(Phase.FIXED_UPDATE));
            assertTrue(scheduler.isPhaseEnabled(Phase.UPDATE));
        }

        @Test
        void aPhaseConditionGatesThePhaseBeforeMemberConditionsAreEvaluated() {
            AtomicInteger memberEvaluations = new AtomicInteger();
            AtomicBoolean rendering = new AtomicBoolean(false);
            Scheduler scheduler = Scheduler.builder(world)
                    .add("draw", logging("draw"), s -> s.inPhase(Phase.RENDER)
                            .runIf((w, t) -> memberEvaluations.incrementAndGet() > 0))
                    .configurePhase(Phase.RENDER, set -> set.runIf((w, t) -> rendering.get()))
                    .build();

            scheduler.tick(STEP);
            assertEquals(0, memberEvaluations.get());
            rendering.set(true);
            scheduler.tick(STEP);

            assertEquals(List.of("draw"), log);
            assertEquals(1, memberEvaluations.get());
        }

        @Test
        void setsCanStartDisabled() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("move", logging("move"), s -> s.label("simulation"))
                    .add("draw", logging("draw"), s -> s.inPhase(Phase.RENDER))
                    .configureLabel("simulation", SystemSetConfig::startDisabled)
                    .configurePhase(Phase.RENDER, SystemSetConfig::startDisabled)
                    .build();

            scheduler.tick(STEP);
            scheduler.enablePhase(Phase.RENDER);
            scheduler.tick(STEP);

            assertEquals(List.of("draw"), log);
        }

        @Test
        void aSetsConfigurationCallsChain() {
            AtomicBoolean playing = new AtomicBoolean(false);
            Scheduler scheduler = Scheduler.builder(world)
                    .add("move", logging("move"), s -> s.label("simulation"))
                    .add("draw", logging("draw"), s -> s.inPhase(Phase.RENDER))
                    .configureLabel("simulation", set -> set.startDisabled().runIf((w, t) -> playing.get()))
                    .configurePhase(Phase.RENDER, set -> set.runIf((w, t) -> playing.get())
                            .startDisabled())
                    .build();

            playing.set(true);
            scheduler.tick(STEP);
            scheduler.enableLabel("simulation");
            scheduler.enablePhase(Phase.RENDER);
            scheduler.tick(STEP);
            playing.set(false);
            scheduler.tick(STEP);

            assertEquals(List.of("move", "draw"), log, "disabled first, then enabled and gated by the condition");
        }

        @Test
        void unknownLabelsAndPhasesAreRefusedWithTheKnownOnes() {
            Scheduler scheduler = game(new AtomicBoolean(true)).build();
            Scheduler onePhase = Scheduler.builder(world)
                    .phases(Phase.UPDATE)
                    .add("a", logging("a"))
                    .build();

            IllegalArgumentException label =
                    assertThrows(IllegalArgumentException.class, () -> scheduler.disableLabel("physics"));
            IllegalArgumentException phase =
                    assertThrows(IllegalArgumentException.class, () -> onePhase.disablePhase(Phase.RENDER));

            assertTrue(
                    label.getMessage().contains("'physics'")
                            && label.getMessage().contains("[simulation]"),
                    label.getMessage());
            assertTrue(phase.getMessage().contains("RENDER"), phase.getMessage());
        }

        @Test
        void configuringALabelNoSystemCarriesOrAMissingPhaseFailsTheBuild() {
            ScheduleBuildException label = assertThrows(ScheduleBuildException.class, () -> Scheduler.builder(world)
                    .add("a", logging("a"), s -> s.label("simulation"))
                    .configureLabel("simulaton", set -> set.startDisabled())
                    .build());
            ScheduleBuildException phase = assertThrows(ScheduleBuildException.class, () -> Scheduler.builder(world)
                    .phases(Phase.UPDATE)
                    .add("a", logging("a"))
                    .configurePhase(Phase.RENDER, set -> set.startDisabled())
                    .build());

            assertTrue(
                    label.getMessage().contains("\"simulaton\"")
                            && label.getMessage().contains("[simulation]"),
                    label.getMessage());
            assertTrue(phase.getMessage().contains("RENDER"), phase.getMessage());
        }
    }

    @Nested
    class StatsTable {

        @Test
        void theTableShowsSkipsAndWhatKeepsASystemOff() {
            AtomicBoolean playing = new AtomicBoolean(false);
            Scheduler scheduler = game(playing).build();
            scheduler.disable("hud");
            scheduler.tick(STEP);
            scheduler.tick(STEP);

            String[] lines = scheduler.statsTable().split("\\R");

            assertTrue(lines[0].contains("skips") && lines[0].contains("state"), lines[0]);
            assertTrue(lines[1].contains("input") && !lines[1].contains("skipped") && lines[1].endsWith("0"), lines[1]);
            assertTrue(
                    lines[2].contains("move") && lines[2].contains(" 2  last skipped: label 'simulation' condition"),
                    lines[2]);
            assertTrue(lines[4].contains("hud") && lines[4].endsWith("off: disabled"), lines[4]);

            scheduler.disableLabel("simulation");
            String afterDisable = scheduler.statsTable().split("\\R")[3];
            assertTrue(
                    afterDisable.contains("collide") && afterDisable.endsWith("off: label 'simulation' disabled"),
                    afterDisable);
        }

        @Test
        void aRunClearsTheLastSkipReasonAndResetZeroesSkips() {
            AtomicBoolean playing = new AtomicBoolean(false);
            Scheduler scheduler = game(playing).build();
            scheduler.tick(STEP);
            playing.set(true);
            scheduler.tick(STEP);

            assertNull(scheduler.stats("move").lastSkipReason());
            assertEquals(1, scheduler.stats("move").skips());
            scheduler.resetStats();
            assertEquals(0, scheduler.stats("move").skips());
        }
    }
}
