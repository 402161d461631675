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

class OrderingGraphTest {

    private final SystemRegistry systems = new SystemRegistry();

    private void register(String name, Consumer<SystemConfig> configure) {
        systems.register(name, mock(GameSystem.class), configure);
    }

    private static Map<Phase, Integer> defaultPhases() {
        Map<Phase, Integer> index = new IdentityHashMap<>();
        for (int i = 0; i < Phase.DEFAULT_ORDER.size(); i++) {
            index.put(Phase.DEFAULT_ORDER.get(i), i);
        }
        return index;
    }

    /** Every label carried, with its carriers in registration order (as Schedule indexes them). */
    private Map<String, List<ScheduledSystem>> labels() {
        Map<String, List<ScheduledSystem>> labels = new LinkedHashMap<>();
        for (ScheduledSystem s : systems.inRegistrationOrder()) {
            for (String label : s.config.labels()) {
                labels.computeIfAbsent(label, k -> new ArrayList<>()).add(s);
            }
        }
        return labels;
    }

    private OrderingGraph graph() {
        return OrderingGraph.of(systems, labels(), defaultPhases());
    }

    private List<ScheduledSystem> named(String... names) {
        List<ScheduledSystem> members = new ArrayList<>();
        for (String name : names) {
            members.add(systems.named(name));
        }
        return members;
    }

    @Nested
    class Edges {

        @Test
        void beforeAndAfterByNameAreEdgesFromTheEarlierToTheLater() {
            register("a", s -> s.before("b"));
            register("b", s -> {});
            register("c", s -> s.after("b"));

            boolean[][] within = graph().within(named("a", "b", "c"));

            assertArrayEquals(new boolean[] {false, true, false}, within[0]);
            assertArrayEquals(new boolean[] {false, false, true}, within[1]);
            assertArrayEquals(new boolean[] {false, false, false}, within[2]);
        }

        @Test
        void anInstanceTargetIsTheSystemRegisteredAsIt() {
            GameSystem physics = mock(GameSystem.class);
            systems.register("physics", physics, s -> {});
            register("render", s -> s.after(physics));

            boolean[][] within = graph().within(named("physics", "render"));

            assertTrue(within[0][1]);
            assertFalse(within[1][0]);
        }

        @Test
        void aLabelStandsForEveryOtherSystemCarryingIt() {
            register("move", s -> s.label("sim"));
            register("collide", s -> s.label("sim").after("sim"));
            register("spawn", s -> s.label("sim"));

            boolean[][] within = graph().within(named("move", "collide", "spawn"));

            assertTrue(within[0][1], "move before collide");
            assertTrue(within[2][1], "spawn before collide");
            assertFalse(within[1][1], "collide is not ordered against itself");
            assertFalse(within[0][2], "other members stay unordered");
        }

        @Test
        void withinFollowsTheOrderOfTheMembersAsked() {
            register("a", s -> s.before("b"));
            register("b", s -> {});

            boolean[][] within = graph().within(named("b", "a"));

            assertTrue(within[1][0]);
            assertFalse(within[0][1]);
        }

        @Test
        void aConstraintAcrossPhasesThatAgreesWithTheirOrderIsNoEdge() {
            register("read", s -> s.inPhase(Phase.INPUT).before("draw"));
            register("draw", s -> s.inPhase(Phase.RENDER));

            OrderingGraph graph = graph();

            assertFalse(graph.within(named("read", "draw"))[0][1]);
        }
    }

    @Nested
    class Errors {

        @Test
        void aConstraintAgainstThePhaseOrderNamesBothSystemsAndPhases() {
            register("draw", s -> s.inPhase(Phase.RENDER));
            register("read", s -> s.inPhase(Phase.INPUT).after("draw"));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, OrderingGraphTest.this::graph);

            assertEquals(List.of("draw", "read"), e.systems());
            assertEquals(
                    "System 'draw' (phase RENDER) must run before 'read' (phase INPUT), but phase RENDER runs "
                            + "after INPUT; move one of them or drop the constraint",
                    e.getMessage());
        }

        @Test
        void anUnknownNameListsTheKnownSystemsAndLabels() {
            register("move", s -> s.label("sim").after("inptu"));
            register("input", s -> {});

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, OrderingGraphTest.this::graph);

            assertEquals(List.of("move", "inptu"), e.systems());
            assertEquals(
                    "System 'move' is ordered after 'inptu', but no system or label has that name; known "
                            + "systems: [move, input], labels: [sim]",
                    e.getMessage());
        }

        @Test
        void anUnregisteredInstanceIsRefused() {
            GameSystem stranger = mock(GameSystem.class);
            register("move", s -> s.before(stranger));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, OrderingGraphTest.this::graph);

            assertEquals(List.of("move"), e.systems());
            assertEquals(
                    "System 'move' is ordered before a system instance that is not registered with this "
                            + "builder; add it first",
                    e.getMessage());
        }

        @Test
        void aSystemOrderedAgainstItselfByNameOrInstanceIsRefused() {
            register("a", s -> s.after("a"));
            ScheduleBuildException byName = assertThrows(ScheduleBuildException.class, OrderingGraphTest.this::graph);
            assertEquals("System 'a' is ordered after itself; remove that constraint", byName.getMessage());
            assertEquals(List.of("a"), byName.systems());

            SystemRegistry other = new SystemRegistry();
            GameSystem self = mock(GameSystem.class);
            other.register("b", self, s -> s.before(self));
            ScheduleBuildException byInstance = assertThrows(
                    ScheduleBuildException.class, () -> OrderingGraph.of(other, Map.of(), defaultPhases()));
            assertEquals("System 'b' is ordered before itself; remove that constraint", byInstance.getMessage());
        }

        @Test
        void theFirstBadConstraintInRegistrationOrderIsTheOneReported() {
            register("a", s -> s.before("nobody"));
            register("b", s -> s.before("b"));

            ScheduleBuildException e = assertThrows(ScheduleBuildException.class, OrderingGraphTest.this::graph);

            assertTrue(e.getMessage().contains("'nobody'"), e.getMessage());
        }
    }
}
