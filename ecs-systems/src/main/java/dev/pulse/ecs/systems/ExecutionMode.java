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
     *
     * <p>Rules for systems in this mode: make structural changes only through the system's own
     * {@link SystemContext#commands()} (the world's own {@code world.commands()} buffer is not
     * thread-safe: a system that records into it must declare a resource for it, e.g.
     * {@code writesResource(Commands.class)}, so that such systems never overlap); build
     * queries in {@link GameSystem#start(SystemContext)} or make sure the world has seen every
     * component type before ticking, since the first use of a type creates its storage.
     *
     * <p>On a runtime without threads ({@code Pulse.platform().threads()} is false: TeaVM in
     * a browser) this mode runs the systems sequentially, in an order its plan allows, with the
     * same results; {@link Scheduler#executionMode()} still answers {@code PARALLEL}.
     */
    PARALLEL
}
