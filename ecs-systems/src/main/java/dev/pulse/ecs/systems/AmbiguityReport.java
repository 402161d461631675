package dev.pulse.ecs.systems;

import java.util.List;

/**
 * Pairs of systems in the same phase whose declared access conflicts but which have no ordering
 * constraint between them (bevy's ambiguity detection). The scheduler never races such a pair: it
 * runs them in registration order, in sequential and parallel mode alike. But that order is an
 * accident of registration, so each pair is worth an explicit {@code before}/{@code after}, or
 * an access declaration that removes the conflict.
 */
public final class AmbiguityReport {

    /**
     * One ambiguous pair.
     *
     * @param phase     the phase both systems run in
     * @param first     the system registered first (it runs first)
     * @param second    the system registered second
     * @param conflicts why their access conflicts, e.g. {@code "both write component a.Position"}
     */
    public record Ambiguity(Phase phase, String first, String second, List<String> conflicts) {

        /**
         * Validates and copies the components.
         *
         * @param phase     the phase both systems run in
         * @param first     the system registered first (it runs first)
         * @param second    the system registered second
         * @param conflicts why their access conflicts
         */
        public Ambiguity {
            conflicts = List.copyOf(conflicts);
        }
    }

    private final List<Ambiguity> entries;

    AmbiguityReport(List<Ambiguity> entries) {
        this.entries = List.copyOf(entries);
    }

    /**
     * Returns the ambiguous pairs, by phase order, then by execution order.
     *
     * @return the pairs, empty if there is none
     */
    public List<Ambiguity> entries() {
        return entries;
    }

    /**
     * Answers whether no pair is ambiguous.
     *
     * @return {@code true} when {@link #entries()} is empty
     */
    public boolean isEmpty() {
        return entries.isEmpty();
    }

    /**
     * Prints the report, one pair per line.
     *
     * @return a multi-line report, or a line saying there is no ambiguity
     */
    @Override
    public String toString() {
        if (entries.isEmpty()) {
            return "No ambiguities: every pair of conflicting systems is ordered.\n";
        }
        StringBuilder out = new StringBuilder();
        out.append(entries.size()).append(" ambiguous pair(s) (run in registration order; add before/after):\n");
        for (Ambiguity a : entries) {
            out.append("  [")
                    .append(a.phase().name())
                    .append("] '")
                    .append(a.first())
                    .append("' / '")
                    .append(a.second())
                    .append("': ")
                    .append(String.join("; ", a.conflicts()))
                    .append('\n');
        }
        return out.toString();
    }
}
