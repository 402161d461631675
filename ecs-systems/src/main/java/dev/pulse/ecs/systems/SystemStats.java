package dev.pulse.ecs.systems;

/**
 * Timing of one system: how many times it ran and how long its updates took (last, average,
 * maximum), measured with the scheduler's clock around {@link GameSystem#update} (durations stay
 * 0 with {@link Timing#OFF}). In sequential mode consecutive systems share a clock read, so a
 * duration also holds a few nanoseconds of scheduler bookkeeping. Skipped runs
 * (disabled, or a run condition said no) are not counted. A live view: values change as the
 * scheduler ticks; read them on the ticking thread or between ticks.
 */
public final class SystemStats {

    private final String name;
    private final Phase phase;
    private long calls;
    private long lastNanos;
    private long totalNanos;
    private long maxNanos;

    SystemStats(String name, Phase phase) {
        this.name = name;
        this.phase = phase;
    }

    void record(long nanos) {
        calls++;
        lastNanos = nanos;
        totalNanos += nanos;
        if (nanos > maxNanos) {
            maxNanos = nanos;
        }
    }

    void reset() {
        calls = 0;
        lastNanos = 0;
        totalNanos = 0;
        maxNanos = 0;
    }

    /**
     * Returns the system's name.
     *
     * @return the name it was registered under
     */
    public String name() {
        return name;
    }

    /**
     * Returns the system's phase.
     *
     * @return the phase
     */
    public Phase phase() {
        return phase;
    }

    /**
     * Returns how many times the system ran (a fixed-phase system may run several times a tick).
     *
     * @return the number of completed or failed updates
     */
    public long calls() {
        return calls;
    }

    /**
     * Returns the duration of the latest update.
     *
     * @return nanoseconds, 0 before the first run
     */
    public long lastNanos() {
        return lastNanos;
    }

    /**
     * Returns the summed duration of all updates.
     *
     * @return nanoseconds
     */
    public long totalNanos() {
        return totalNanos;
    }

    /**
     * Returns the longest update.
     *
     * @return nanoseconds, 0 before the first run
     */
    public long maxNanos() {
        return maxNanos;
    }

    /**
     * Returns the mean update duration.
     *
     * @return nanoseconds, 0 before the first run
     */
    public double averageNanos() {
        return calls == 0 ? 0.0 : totalNanos / (double) calls;
    }

    /**
     * Describes the stats for logs.
     *
     * @return name, phase, calls and timings
     */
    @Override
    public String toString() {
        return "SystemStats[" + name + " in " + phase + ", calls=" + calls + ", last=" + lastNanos + "ns, avg="
                + Math.round(averageNanos()) + "ns, max=" + maxNanos + "ns]";
    }
}
