package dev.pulse.ecs.systems;

/**
 * How often a {@link Phase} runs per {@link Scheduler#tick(double) tick}.
 */
public enum PhaseStepping {
    /**
     * Runs exactly once per tick; its systems receive the tick's (clamped) frame time as
     * {@code dt}.
     */
    VARIABLE,
    /**
     * Runs zero or more times per tick, once per elapsed fixed step (see
     * {@link Scheduler.Builder#fixedTimestep(double)}); its systems receive the fixed step as
     * {@code dt}.
     */
    FIXED
}
