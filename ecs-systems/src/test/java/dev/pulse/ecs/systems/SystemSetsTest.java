package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.Mockito.mock;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class SystemSetsTest {

    private final SystemRegistry systems = new SystemRegistry();
    private final Map<Phase, SystemSetConfig> phaseConfigs = new IdentityHashMap<>();
    private final Map<String, SystemSetConfig> labelConfigs = new LinkedHashMap<>();

    private ScheduledSystem register(String name, Consumer<SystemConfig> configure) {
        systems.register(name, mock(GameSystem.class), configure);
        return systems.named(name);
    }

    private SystemSets sets() {
        Map<String, List<ScheduledSystem>> labels = new LinkedHashMap<>();
        for (ScheduledSystem s : systems.inRegistrationOrder()) {
            for (String label : s.config.labels()) {
                labels.computeIfAbsent(label, k -> new ArrayList<>()).add(s);
            }
        }
        return SystemSets.of(Phase.DEFAULT_ORDER, phaseConfigs, labels, labelConfigs, systems.inRegistrationOrder());
    }

    @Nested
    class Memberships {

        @Test
        void aSystemBelongsToItsPhaseSetFirstThenToOneSetPerLabelInItsOrder() {
            ScheduledSystem move = register("move", s -> s.label("sim").label("world"));
            ScheduledSystem draw = register("draw", s -> s.inPhase(Phase.RENDER).label("world"));

            SystemSets sets = sets();

            assertArrayEquals(
                    new SystemSet[] {sets.phase(Phase.UPDATE), sets.label("sim"), sets.label("world")}, move.sets);
            assertArrayEquals(new SystemSet[] {sets.phase(Phase.RENDER), sets.label("world")}, draw.sets);
        }

        @Test
        void everyPhaseHasASetEvenWithoutSystems() {
            SystemSets sets = sets();

            for (Phase phase : Phase.DEFAULT_ORDER) {
                assertEquals("phase " + phase.name(), sets.phase(phase).description);
            }
        }
    }

    @Nested
    class Configuration {

        @Test
        void aConfiguredSetTakesItsConditionsAndInitialState() {
            register("move", s -> s.label("sim"));
            RunCondition playing = (world, time) -> true;
            labelConfigs
                    .computeIfAbsent("sim", k -> new SystemSetConfig())
                    .runIf(playing)
                    .startDisabled();
            phaseConfigs
                    .computeIfAbsent(Phase.RENDER, k -> new SystemSetConfig())
                    .startDisabled();

            SystemSets sets = sets();

            SystemSet sim = sets.label("sim");
            assertArrayEquals(new RunCondition[] {playing}, sim.conditions);
            assertFalse(sim.enabled);
            assertEquals("label 'sim' disabled", sim.disabledReason);
            assertEquals("label 'sim' condition", sim.conditionReason);
            assertFalse(sets.phase(Phase.RENDER).enabled);
        }

        @Test
        void anUnconfiguredSetStartsEnabledWithoutConditions() {
            register("move", s -> s.label("sim"));

            SystemSets sets = sets();

            for (SystemSet set : List.of(sets.label("sim"), sets.phase(Phase.UPDATE))) {
                assertTrue(set.enabled, set.description);
                assertEquals(0, set.conditions.length, set.description);
            }
        }

        @Test
        void configuringAPhaseTheSchedulerLacksFailsListingItsPhases() {
            phaseConfigs.put(Phase.variable("AI"), new SystemSetConfig());

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, SystemSetsTest.this::sets);

            assertEquals(
                    "configurePhase(AI, ...) names a phase this scheduler does not have; its phases are "
                            + "[INPUT, UPDATE, FIXED_UPDATE, LATE_UPDATE, RENDER]",
                    e.getMessage());
            assertEquals(List.of(), e.systems());
        }

        @Test
        void configuringALabelNoSystemCarriesFailsListingTheLabels() {
            register("move", s -> s.label("sim"));
            labelConfigs.put("simulation", new SystemSetConfig());

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, SystemSetsTest.this::sets);

            assertEquals(
                    "configureLabel(\"simulation\", ...) names a label no system carries; labels: [sim]",
                    e.getMessage());
            assertEquals(List.of("simulation"), e.systems());
        }
    }

    @Nested
    class Lookups {

        @Test
        void anUnknownLabelOrPhaseIsRefusedNamingTheKnownOnes() {
            register("move", s -> s.label("sim"));
            SystemSets sets = sets();

            IllegalArgumentException label = assertThrows(IllegalArgumentException.class, () -> sets.label("sime"));
            IllegalArgumentException phase =
                    assertThrows(IllegalArgumentException.class, () -> sets.phase(Phase.variable("AI")));

            assertEquals(
                    "No system carries the label 'sime'; labels: [sim] (give systems a label with "
                            + "s -> s.label(\"sime\"))",
                    label.getMessage());
            assertEquals(
                    "Phase AI is not one of this scheduler's phases [INPUT, UPDATE, FIXED_UPDATE, LATE_UPDATE, "
                            + "RENDER]",
                    phase.getMessage());
        }
    }
}
