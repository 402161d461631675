package dev.pulse.ecs.systems;

/**
 * How a {@link Scheduler} runs the systems of one phase.
 */
public enum ExecutionMode {
    /** One after another on the thread that calls {@link Scheduler#tick(double)}. The default. */
    SEQUENTIAL,
    /**
     * Systems whose declared access does not conflict, and that are not ordered against each
     * other, may run at the same time on the scheduler's executor. Conflicting systems run in
     * the order a sequential run would use, so the result equals a sequential run as long as
     * each system touches only what it declares (see {@link SystemConfig}).
     */
    PARALLEL
}
