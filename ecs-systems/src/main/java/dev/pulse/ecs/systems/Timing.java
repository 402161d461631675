package dev.pulse.ecs.systems;

/**
 * Whether a {@link Scheduler} measures how long each system takes (see {@link SystemStats}).
 */
public enum Timing {
    /**
     * Read the stats clock around every system run; last, average, max and total are filled in.
     * Costs one or two clock reads per system run (about 40 ns each on a typical VM). The default.
     */
    PER_SYSTEM,
    /**
     * Do not read the clock: only {@link SystemStats#calls()} is counted, durations stay 0. For
     * shipped builds and benchmarks of the scheduler itself.
     */
    OFF
}
