package dev.pulse.ecs.systems;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The scheduler's view of every system's {@link SystemStats}, in phase and execution order: the
 * list {@link Scheduler#stats()} answers, the reset, and the printed table of
 * {@link Scheduler#statsTable()} with its state column (what keeps a system off, or why its latest
 * run was skipped). Its own class so that the scheduler's facade does not carry the table's
 * layout. Bookkeeping only: the tick records into each system's {@link SystemStats} directly
 * ({@link PhaseRunner}) and never comes here.
 */
final class StatsTable {

    /** Every system in phase order, then execution order. */
    private final ScheduledSystem[] systems;

    private final List<SystemStats> stats;
    /** Width of the phase column: the longest phase name, even of a phase without systems. */
    private final int phaseWidth;

    StatsTable(PhasePlan[] plans) {
        List<ScheduledSystem> inOrder = new ArrayList<>();
        List<SystemStats> all = new ArrayList<>();
        int width = "phase".length();
        for (PhasePlan plan : plans) {
            width = Math.max(width, plan.phase.name().length());
            for (ScheduledSystem s : plan.systems) {
                inOrder.add(s);
                all.add(s.stats);
            }
        }
        this.systems = inOrder.toArray(new ScheduledSystem[0]);
        this.stats = Collections.unmodifiableList(all);
        this.phaseWidth = width;
    }

    /** Every system's live stats, in phase and execution order; unmodifiable. */
    List<SystemStats> all() {
        return stats;
    }

    /** Zeroes every system's stats. */
    void reset() {
        for (SystemStats s : stats) {
            s.reset();
        }
    }

    /** The table {@link Scheduler#statsTable()} documents: a header, then one row per system. */
    String render() {
        int width = "system".length();
        for (SystemStats s : stats) {
            width = Math.max(width, s.name().length());
        }
        String row = "%-" + phaseWidth + "s  %-" + width + "s  %10s  %10s  %10s  %10s  %8s  %s%n";
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT, row, "phase", "system", "calls", "last µs", "avg µs", "max µs", "skips", "state"));
        for (ScheduledSystem system : systems) {
            SystemStats s = system.stats;
            out.append(String.format(
                                    Locale.ROOT,
                                    row,
                                    s.phase().name(),
                                    s.name(),
                                    s.calls(),
                                    micros(s.lastNanos()),
                                    micros(s.averageNanos()),
                                    micros(s.maxNanos()),
                                    s.skips(),
                                    state(system))
                            .stripTrailing())
                    .append(System.lineSeparator());
        }
        return out.toString();
    }

    /** The state column: what stops the system now, and why its latest run was skipped. */
    private static String state(ScheduledSystem system) {
        StringBuilder off = new StringBuilder();
        for (SystemSet set : system.sets) {
            if (!set.enabled) {
                off.append(off.length() == 0 ? "" : ", ").append(set.disabledReason);
            }
        }
        if (!system.enabled) {
            off.append(off.length() == 0 ? "" : ", ").append("disabled");
        }
        String skipped = system.stats.lastSkipReason();
        if (off.length() > 0) {
            return "off: " + off;
        }
        return skipped == null ? "" : "last skipped: " + skipped;
    }

    private static String micros(double nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1000.0);
    }
}
