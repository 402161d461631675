/**
 * Pulse systems and scheduler: {@link dev.pulse.ecs.systems.GameSystem}s run each tick by a
 * {@link dev.pulse.ecs.systems.Scheduler} in ordered phases, with a fixed-timestep phase, typed
 * systems that receive their components, run conditions, per-system change detection,
 * command-buffer sync points, opt-in parallel execution and per-system timing.
 *
 * <p>Start with {@link dev.pulse.ecs.systems}. Requires {@code dev.pulse.ecs} transitively:
 * every system receives a {@link dev.pulse.ecs.World}.
 */
module dev.pulse.ecs.systems {
    requires transitive dev.pulse.ecs;
    // Nullability annotations: compile-time only, absent at run time (see the parent pom).
    requires static org.jspecify;

    exports dev.pulse.ecs.systems;
}
