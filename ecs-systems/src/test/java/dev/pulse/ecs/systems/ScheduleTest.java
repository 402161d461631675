package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;

import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ScheduleTest {

    private final SystemRegistry systems = new SystemRegistry();
    private final Map<String, SystemSetConfig> labelConfigs = new LinkedHashMap<>();
    private final Map<Phase, SystemSetConfig> phaseConfigs = new IdentityHashMap<>();

    private void register(String name, Consumer<SystemConfig> configure) {
        systems.register(name, mock(GameSystem.class), configure);
    }

    private Schedule build(CommandsFlush defaultFlush, AmbiguityPolicy policy) {
        return Schedule.of(systems, Phase.DEFAULT_ORDER, defaultFlush, policy, labelConfigs, phaseConfigs);
    }

    private Schedule build() {
        return build(CommandsFlush.END_OF_PHASE, AmbiguityPolicy.REPORT);
    }

    private static List<String> names(PhasePlan plan) {
        List<String> names = new ArrayList<>();
        for (ScheduledSystem s : plan.systems) {
            names.add(s.name);
        }
        return names;
    }

    @Nested
    class Plans {

        @Test
        void everyPhaseHasAPlanInRunOrderWithItsSystemsInExecutionOrder() {
            register("draw", s -> s.inPhase(Phase.RENDER));
            register("collide", s -> s.after("move"));
            register("move", s -> {});

            PhasePlan[] plans = build().plans;

            assertEquals(Phase.DEFAULT_ORDER.size(), plans.length);
            for (int p = 0; p < plans.length; p++) {
                assertSame(Phase.DEFAULT_ORDER.get(p), plans[p].phase);
            }
            assertEquals(List.of("move", "collide"), names(plans[1]));
            assertEquals(List.of(), names(plans[2]));
            assertEquals(List.of("draw"), names(plans[4]));
        }

        @Test
        void aSystemsOwnFlushPointOverridesTheDefaultEitherWay() {
            register("plain", s -> {});
            register("eager", s -> s.flushCommands(CommandsFlush.AFTER_SYSTEM));
            register("patient", s -> s.flushCommands(CommandsFlush.END_OF_PHASE));

            build(CommandsFlush.END_OF_PHASE, AmbiguityPolicy.REPORT);
            assertFalse(systems.named("plain").flushesAfter);
            assertTrue(systems.named("eager").flushesAfter);
            assertFalse(systems.named("patient").flushesAfter);

            build(CommandsFlush.AFTER_SYSTEM, AmbiguityPolicy.REPORT);
            assertTrue(systems.named("plain").flushesAfter);
            assertTrue(systems.named("eager").flushesAfter);
            assertFalse(systems.named("patient").flushesAfter);
        }

        @Test
        void eachSystemGetsItsSets() {
            register("move", s -> s.label("sim"));

            Schedule schedule = build();

            SystemSet[] sets = systems.named("move").sets;
            assertEquals(2, sets.length);
            assertSame(schedule.sets.phase(Phase.UPDATE), sets[0]);
            assertSame(schedule.sets.label("sim"), sets[1]);
        }
    }

    @Nested
    class Ambiguities {

        @Test
        void underReportAmbiguousPairsAreListedAndTheBuildSucceeds() {
            register("a", s -> {});
            register("b", s -> {});

            Schedule schedule = build();

            assertEquals(1, schedule.ambiguityReport.entries().size());
            assertEquals("a", schedule.ambiguityReport.entries().get(0).first());
        }

        @Test
        void underFailTheBuildNamesBothSystemsOfEveryPair() {
            register("a", s -> {});
            register("b", s -> {});
            register("c", s -> s.inPhase(Phase.RENDER).writes(Position.class));
            register("d", s -> s.inPhase(Phase.RENDER).reads(Position.class));
            register("e", s -> s.inPhase(Phase.RENDER).reads(Velocity.class));

            ScheduleBuildException e = assertThrows(
                    ScheduleBuildException.class, () -> build(CommandsFlush.END_OF_PHASE, AmbiguityPolicy.FAIL));

            assertEquals(List.of("a", "b", "c", "d"), e.systems());
            assertTrue(
                    e.getMessage().startsWith("Ambiguous schedule (AmbiguityPolicy.FAIL): 2 ambiguous pair(s)"),
                    e.getMessage());
        }
    }

    @Nested
    class Errors {

        @Test
        void aSystemInAPhaseTheSchedulerLacksIsReportedBeforeItsConstraints() {
            Phase ai = Phase.variable("AI");
            register("think", s -> s.inPhase(ai).after("nobody"));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, ScheduleTest.this::build);

            assertEquals(
                    "System 'think' is in phase AI, which this scheduler does not have; its phases are "
                            + "[INPUT, UPDATE, FIXED_UPDATE, LATE_UPDATE, RENDER]",
                    e.getMessage());
            assertEquals(List.of("think"), e.systems());
        }

        @Test
        void aLabelThatIsASystemsNameIsRefused() {
            register("physics", s -> {});
            register("move", s -> s.label("physics"));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, ScheduleTest.this::build);

            assertEquals(
                    "Label 'physics' of system 'move' is also the name of a system; rename the label", e.getMessage());
            assertEquals(List.of("move", "physics"), e.systems());
        }

        @Test
        void aCycleIsNamedFromItsFirstRegisteredMemberLeavingOutSystemsThatOnlyWaitForIt() {
            register("tail", s -> s.after("r"));
            register("q", s -> s.after("p"));
            register("r", s -> s.after("q"));
            register("p", s -> s.after("r"));
            register("free", s -> {});

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, ScheduleTest.this::build);

            assertEquals(
                    "Ordering cycle in phase UPDATE: 'q' -> 'r' -> 'p' -> 'q' (each must run before the next); "
                            + "remove one of these before/after constraints",
                    e.getMessage());
            assertEquals(List.of("q", "r", "p"), e.systems());
        }

        @Test
        void aBadConstraintIsReportedBeforeAnAmbiguityOrABadSetConfiguration() {
            register("a", s -> s.after("nobody"));
            register("b", s -> {});
            labelConfigs.put("nolabel", new SystemSetConfig());

            ScheduleBuildException e = assertThrows(
                    ScheduleBuildException.class, () -> build(CommandsFlush.END_OF_PHASE, AmbiguityPolicy.FAIL));

            assertTrue(e.getMessage().contains("'nobody'"), e.getMessage());
        }

        @Test
        void anAmbiguityUnderFailIsReportedBeforeABadSetConfiguration() {
            register("a", s -> {});
            register("b", s -> {});
            labelConfigs.put("nolabel", new SystemSetConfig());

            ScheduleBuildException e = assertThrows(
                    ScheduleBuildException.class, () -> build(CommandsFlush.END_OF_PHASE, AmbiguityPolicy.FAIL));

            assertTrue(e.getMessage().startsWith("Ambiguous schedule"), e.getMessage());
        }
    }
}
