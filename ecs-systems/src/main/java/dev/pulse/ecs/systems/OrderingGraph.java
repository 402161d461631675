package dev.pulse.ecs.systems;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The "must run before" relation between registered systems, from their {@code before} and
 * {@code after} constraints ({@link SystemConfig#before(String...)} and the like). Each target is
 * resolved (a registered instance, a system name, or a label standing for every other system
 * that carries it), checked against the phase order, and kept as an edge when both systems are in
 * the same phase; a constraint across phases that agrees with the phase order needs no edge,
 * since phases run in order. Its own class so that {@link Schedule} reads as the steps of a build
 * and the rules for targets live in one place; cycles are found per phase by {@link PhasePlan},
 * which orders a phase's systems by {@link #within(List)}. Build time only: O(s^2) memory in all
 * the systems, once.
 */
final class OrderingGraph {

    private final SystemRegistry systems;
    private final Map<String, List<ScheduledSystem>> labelMembers;
    private final Map<Phase, Integer> phaseIndex;
    /** {@code mustPrecede[a][b]}: the system registered {@code a}th runs before the {@code b}th. */
    private final boolean[][] mustPrecede;

    private OrderingGraph(
            SystemRegistry systems, Map<String, List<ScheduledSystem>> labelMembers, Map<Phase, Integer> phaseIndex) {
        this.systems = systems;
        this.labelMembers = labelMembers;
        this.phaseIndex = phaseIndex;
        int n = systems.inRegistrationOrder().size();
        this.mustPrecede = new boolean[n][n];
    }

    /**
     * Resolves every system's constraints, in registration order, {@code before} targets first.
     *
     * @param systems      the registered systems, each in one of the scheduler's phases
     * @param labelMembers every label carried, with the systems carrying it in registration order
     * @param phaseIndex   each of the scheduler's phases with its position in the run order
     * @return the relation
     * @throws ScheduleBuildException if a target is a system instance not registered, the system
     *                                itself, or a name no system or label has, or if a constraint
     *                                contradicts the phase order; the first such constraint
     *                                found is named
     */
    static OrderingGraph of(
            SystemRegistry systems, Map<String, List<ScheduledSystem>> labelMembers, Map<Phase, Integer> phaseIndex) {
        OrderingGraph graph = new OrderingGraph(systems, labelMembers, phaseIndex);
        for (ScheduledSystem s : systems.inRegistrationOrder()) {
            for (Object target : s.config.beforeTargets()) {
                for (ScheduledSystem t : graph.resolve(s, target, "before")) {
                    graph.order(s, t);
                }
            }
            for (Object target : s.config.afterTargets()) {
                for (ScheduledSystem t : graph.resolve(s, target, "after")) {
                    graph.order(t, s);
                }
            }
        }
        return graph;
    }

    /**
     * The relation among some systems of one phase, as {@link PhasePlan#build} takes it.
     *
     * @param members systems of this graph
     * @return {@code result[a][b]}: {@code members.get(a)} must run before {@code members.get(b)}
     */
    boolean[][] within(List<ScheduledSystem> members) {
        int n = members.size();
        boolean[][] local = new boolean[n][n];
        for (int a = 0; a < n; a++) {
            boolean[] row = mustPrecede[members.get(a).registrationIndex];
            for (int b = 0; b < n; b++) {
                local[a][b] = row[members.get(b).registrationIndex];
            }
        }
        return local;
    }

    /** The systems {@code target} stands for, seen from {@code from}. */
    private List<ScheduledSystem> resolve(ScheduledSystem from, Object target, String relation) {
        if (target instanceof GameSystem instance) {
            ScheduledSystem t = systems.registrationOf(instance);
            if (t == null) {
                throw new ScheduleBuildException(
                        "System '" + from.name + "' is ordered " + relation
                                + " a system instance that is not registered with this builder; add it first",
                        List.of(from.name));
            }
            if (t == from) {
                throw selfReference(from, relation);
            }
            return List.of(t);
        }
        String name = (String) target;
        ScheduledSystem t = systems.named(name);
        if (t != null) {
            if (t == from) {
                throw selfReference(from, relation);
            }
            return List.of(t);
        }
        List<ScheduledSystem> labelled = labelMembers.get(name);
        if (labelled == null) {
            throw new ScheduleBuildException(
                    "System '" + from.name + "' is ordered " + relation + " '" + name
                            + "', but no system or label has that name; known systems: " + systems.names()
                            + ", labels: " + labelMembers.keySet(),
                    List.of(from.name, name));
        }
        List<ScheduledSystem> others = new ArrayList<>(labelled);
        others.remove(from); // a member of a label is not ordered against itself
        return others;
    }

    private static ScheduleBuildException selfReference(ScheduledSystem s, String relation) {
        return new ScheduleBuildException(
                "System '" + s.name + "' is ordered " + relation + " itself; remove that constraint", List.of(s.name));
    }

    /** Records "first runs before second", checking it against the phase order. */
    private void order(ScheduledSystem first, ScheduledSystem second) {
        int a = phaseIndex.get(first.phase());
        int b = phaseIndex.get(second.phase());
        if (a > b) {
            throw new ScheduleBuildException(
                    "System '" + first.name + "' (phase " + first.phase()
                            + ") must run before '" + second.name + "' (phase " + second.phase() + "), but phase "
                            + first.phase() + " runs after " + second.phase()
                            + "; move one of them or drop the constraint",
                    List.of(first.name, second.name));
        }
        if (a == b) {
            mustPrecede[first.registrationIndex][second.registrationIndex] = true;
        }
    }
}
