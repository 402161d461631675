package dev.pulse.ecs.systems;

/**
 * Whether a {@link Scheduler} measures how long each system takes, and how often (see
 * {@link SystemStats}). A clock read costs about 25-40 ns on a typical VM, as much as a small
 * system's whole update, so timing every run is a cost a small world notices.
 */
public enum Timing {
    /**
     * Read the clock around every system run; last, average, max and total cover every run.
     * Costs one clock read per system run plus one per phase run (neighbours share a read).
     */
    PER_SYSTEM,
    /**
     * Time the first run of each phase and then one run in {@link #SAMPLE_INTERVAL}, every system
     * of the phase in that run: {@link SystemStats#calls()} still counts every run, and the
     * durations ({@link SystemStats#averageNanos()} etc.) are over the timed runs
     * ({@link SystemStats#timedCalls()}). A phase's clock reads cost 1/{@value #SAMPLE_INTERVAL}
     * of {@link #PER_SYSTEM}'s. The default: enough to see which system is slow, for a cost
     * a 13-system tick over 30 entities does not notice.
     */
    SAMPLED,
    /**
     * Do not read the clock: only {@link SystemStats#calls()} is counted, durations stay 0. For
     * shipped builds and benchmarks of the scheduler itself.
     */
    OFF;

    /** With {@link #SAMPLED}, a phase is timed on one run in this many. */
    public static final int SAMPLE_INTERVAL = 16;
}
