package dev.pulse.ecs.systems;

import org.jspecify.annotations.Nullable;

/**
 * Timing of one system: how many times it ran and how long its timed updates took (last,
 * average, maximum), measured with the scheduler's clock around {@link GameSystem#update}. Which
 * runs are timed is the scheduler's {@link Timing}: by default ({@link Timing#SAMPLED}) the
 * first run of each phase and then one in {@link Timing#SAMPLE_INTERVAL}, so {@link #calls()}
 * counts every run and {@link #timedCalls()} the measured ones; with {@link Timing#PER_SYSTEM}
 * the two are equal, and with {@link Timing#OFF} no run is timed and durations stay 0. In sequential mode consecutive systems share a clock read, so a
 * duration also holds a few nanoseconds of scheduler bookkeeping (and, with
 * {@link CommandsFlush#AFTER_SYSTEM}, the applying of the system's commands). Skipped runs
 * (the system, its phase or one of its labels disabled, or a run condition said no) are not
 * counted as calls: they are counted by {@link #skips()}, and {@link #lastSkipReason()} says why
 * the latest one happened. A live view: values change as the
 * scheduler ticks; read them on the ticking thread or between ticks.
 */
public final class SystemStats {

    private final String name;
    private final Phase phase;
    private long calls;
    private long timedCalls;
    private long lastNanos;
    private long totalNanos;
    private long maxNanos;
    private long skips;
    private String lastSkipReason;

    SystemStats(String name, Phase phase) {
        this.name = name;
        this.phase = phase;
    }

    /** Counts a run whose duration was measured. */
    void record(long nanos) {
        lastSkipReason = null;
        calls++;
        timedCalls++;
        lastNanos = nanos;
        totalNanos += nanos;
        if (nanos > maxNanos) {
            maxNanos = nanos;
        }
    }

    /** Counts a run that was not timed ({@link Timing#OFF}, or between samples). */
    void recordUntimed() {
        lastSkipReason = null;
        calls++;
    }

    void skip(String reason) {
        skips++;
        lastSkipReason = reason;
    }

    void reset() {
        skips = 0;
        lastSkipReason = null;
        calls = 0;
        timedCalls = 0;
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
     * Returns how many of the system's runs were timed: all of them with
     * {@link Timing#PER_SYSTEM}, about one in {@link Timing#SAMPLE_INTERVAL} with
     * {@link Timing#SAMPLED}, none with {@link Timing#OFF}. The durations below are over these runs.
     *
     * @return the number of timed updates
     */
    public long timedCalls() {
        return timedCalls;
    }

    /**
     * Returns how many runs of the system's phase skipped it (the system, its phase or one of its
     * labels disabled, or a run condition said no).
     *
     * @return the number of skipped runs
     */
    public long skips() {
        return skips;
    }

    /**
     * Tells why the system did not run the latest time its phase ran, e.g. {@code disabled},
     * {@code own condition}, {@code label 'simulation' disabled},
     * {@code label 'simulation' condition}, {@code phase RENDER disabled}.
     *
     * @return the reason, or {@code null} if the system ran (or its phase has not run yet)
     */
    public @Nullable String lastSkipReason() {
        return lastSkipReason;
    }

    /**
     * Returns the duration of the latest timed update.
     *
     * @return nanoseconds, 0 before the first timed run
     */
    public long lastNanos() {
        return lastNanos;
    }

    /**
     * Returns the summed duration of the timed updates ({@link #timedCalls()} of them).
     *
     * @return nanoseconds
     */
    public long totalNanos() {
        return totalNanos;
    }

    /**
     * Returns the longest timed update.
     *
     * @return nanoseconds, 0 before the first timed run
     */
    public long maxNanos() {
        return maxNanos;
    }

    /**
     * Returns the mean duration of the timed updates: with sampled timing, an estimate of every
     * update's mean.
     *
     * @return nanoseconds, 0 before the first timed run
     */
    public double averageNanos() {
        return timedCalls == 0 ? 0.0 : totalNanos / (double) timedCalls;
    }

    /**
     * Describes the stats for logs.
     *
     * @return name, phase, calls and timings
     */
    @Override
    public String toString() {
        return "SystemStats[" + name + " in " + phase + ", calls=" + calls + ", last=" + lastNanos + "ns, avg="
                + Math.round(averageNanos()) + "ns, max=" + maxNanos + "ns, skips=" + skips
                + (lastSkipReason == null ? "" : " (last: " + lastSkipReason + ")") + "]";
    }
}
