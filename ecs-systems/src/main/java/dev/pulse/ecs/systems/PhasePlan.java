package dev.pulse.ecs.systems;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The systems of one phase in execution order, plus the dependency graph parallel mode obeys:
 * an edge from every explicit ordering constraint, from every conflicting pair, and between a
 * {@link CommandsFlush#AFTER_SYSTEM} system and every other system of the phase (always earlier
 * to later in execution order). Built once by {@link Scheduler.Builder#build()}.
 */
final class PhasePlan {

    final Phase phase;
    /** Execution order: a topological order of the constraints, ties broken by registration. */
    final ScheduledSystem[] systems;
    /** Per position: how many earlier positions must finish first (parallel mode). */
    final int[] predecessorCounts;
    /** Per position: the positions that wait for it (parallel mode). */
    final int[][] successors;

    private PhasePlan(Phase phase, ScheduledSystem[] systems, int[] predecessorCounts, int[][] successors) {
        this.phase = phase;
        this.systems = systems;
        this.predecessorCounts = predecessorCounts;
        this.successors = successors;
    }

    /**
     * Orders the members of a phase and builds its parallel graph. O(n^3) in the number of
     * systems of the phase (reachability), paid once at build time.
     *
     * @param phase       the phase
     * @param members     the phase's systems in registration order
     * @param mustPrecede {@code mustPrecede[a][b]}: member {@code a} must run before member {@code b}
     * @param ambiguities receives the phase's ambiguous pairs
     * @return the plan
     * @throws ScheduleBuildException on a cycle, naming the systems in it
     */
    static PhasePlan build(
            Phase phase,
            List<ScheduledSystem> members,
            boolean[][] mustPrecede,
            List<AmbiguityReport.Ambiguity> ambiguities) {
        int n = members.size();
        int[] order = topologicalOrder(phase, members, mustPrecede);
        ScheduledSystem[] systems = new ScheduledSystem[n];
        boolean[][] edge = new boolean[n][n];
        for (int p = 0; p < n; p++) {
            systems[p] = members.get(order[p]);
            for (int q = 0; q < n; q++) {
                edge[p][q] = mustPrecede[order[p]][order[q]];
            }
        }
        boolean[][] reach = closure(edge);
        int[] predecessorCounts = new int[n];
        List<List<Integer>> successorLists = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            successorLists.add(new ArrayList<>());
        }
        for (int p = 0; p < n; p++) {
            for (int q = p + 1; q < n; q++) {
                boolean link = edge[p][q];
                if (!reach[p][q]) {
                    List<String> conflicts = systems[p].config.access().conflictsWith(systems[q].config.access());
                    if (!conflicts.isEmpty()) {
                        ambiguities.add(
                                new AmbiguityReport.Ambiguity(phase, systems[p].name, systems[q].name, conflicts));
                        link = true;
                    }
                } else if (!link
                        && !systems[p]
                                .config
                                .access()
                                .conflictsWith(systems[q].config.access())
                                .isEmpty()) {
                    link = true; // ordered transitively anyway; the direct edge keeps the rule simple
                }
                if (systems[p].flushesAfter || systems[q].flushesAfter) {
                    link = true; // CommandsFlush.AFTER_SYSTEM: a sync point runs alone (see PhaseRunner)
                }
                if (link) {
                    successorLists.get(p).add(q);
                    predecessorCounts[q]++;
                }
            }
        }
        int[][] successors = new int[n][];
        for (int p = 0; p < n; p++) {
            List<Integer> list = successorLists.get(p);
            successors[p] = new int[list.size()];
            for (int i = 0; i < list.size(); i++) {
                successors[p][i] = list.get(i);
            }
        }
        return new PhasePlan(phase, systems, predecessorCounts, successors);
    }

    /** Kahn's algorithm, always taking the ready member registered first. */
    private static int[] topologicalOrder(Phase phase, List<ScheduledSystem> members, boolean[][] mustPrecede) {
        int n = members.size();
        int[] indegree = new int[n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                if (mustPrecede[a][b]) {
                    indegree[b]++;
                }
            }
        }
        boolean[] placed = new boolean[n];
        int[] order = new int[n];
        for (int p = 0; p < n; p++) {
            int next = -1;
            for (int m = 0; m < n && next < 0; m++) {
                if (!placed[m] && indegree[m] == 0) {
                    next = m;
                }
            }
            if (next < 0) {
                throw cycleError(phase, members, mustPrecede, placed);
            }
            placed[next] = true;
            order[p] = next;
            for (int b = 0; b < n; b++) {
                if (mustPrecede[next][b]) {
                    indegree[b]--;
                }
            }
        }
        return order;
    }

    /** Walks "must precede" edges among the unplaced members until one repeats: that is a cycle. */
    private static ScheduleBuildException cycleError(
            Phase phase, List<ScheduledSystem> members, boolean[][] mustPrecede, boolean[] placed) {
        int n = members.size();
        int start = 0;
        while (placed[start]) {
            start++;
        }
        // Every unplaced member has an unplaced predecessor; walk predecessors until a repeat.
        int[] seenAt = new int[n];
        Arrays.fill(seenAt, -1);
        List<Integer> walk = new ArrayList<>();
        int current = start;
        while (seenAt[current] < 0) {
            seenAt[current] = walk.size();
            walk.add(current);
            int pred = -1;
            for (int a = 0; a < n && pred < 0; a++) {
                if (!placed[a] && mustPrecede[a][current]) {
                    pred = a;
                }
            }
            current = pred;
        }
        List<Integer> cycle = walk.subList(seenAt[current], walk.size());
        List<Integer> forward = new ArrayList<>();
        for (int i = cycle.size() - 1; i >= 0; i--) {
            forward.add(cycle.get(i));
        }
        // Start the message at the member registered first, so it does not depend on the walk.
        Collections.rotate(forward, -forward.indexOf(Collections.min(forward)));
        List<String> names = new ArrayList<>();
        for (int member : forward) {
            names.add(members.get(member).name);
        }
        StringBuilder path = new StringBuilder();
        for (String name : names) {
            path.append('\'').append(name).append("' -> ");
        }
        path.append('\'').append(names.get(0)).append('\'');
        return new ScheduleBuildException(
                "Ordering cycle in phase " + phase.name() + ": " + path
                        + " (each must run before the next); remove one of these before/after constraints",
                names);
    }

    private static boolean[][] closure(boolean[][] edge) {
        int n = edge.length;
        boolean[][] reach = new boolean[n][];
        for (int i = 0; i < n; i++) {
            reach[i] = edge[i].clone();
        }
        for (int k = 0; k < n; k++) {
            for (int i = 0; i < n; i++) {
                if (reach[i][k]) {
                    for (int j = 0; j < n; j++) {
                        reach[i][j] |= reach[k][j];
                    }
                }
            }
        }
        return reach;
    }
}
