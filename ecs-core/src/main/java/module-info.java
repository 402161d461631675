/**
 * Pulse ECS core: generational entity handles, sparse-set component storages, queries and a
 * command buffer. The module has no runtime dependencies.
 *
 * <p>Start with {@link dev.pulse.ecs.World}.
 */
module dev.pulse.ecs {
    // Nullability annotations: compile-time only, absent at run time (see the parent pom).
    requires static org.jspecify;

    // The API.
    exports dev.pulse.ecs;
    exports dev.pulse.ecs.pool;
    // The seams (platform probes, the scheduler's hooks): for Pulse's own modules, not API.
    exports dev.pulse.ecs.seam to dev.pulse.ecs.systems, dev.pulse.ecs.snapshot, dev.pulse.ecs.inspector;
    // dev.pulse.ecs.internal (page geometry, change clocks, parallel workers, owner thread) is
    // exported to no one.
}
