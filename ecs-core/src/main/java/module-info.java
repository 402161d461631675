/**
 * Pulse ECS core: a world of entities and components with generational handles, queries,
 * command buffers, observers and change detection ({@link dev.pulse.ecs}), column components
 * for hot data ({@link dev.pulse.ecs.column}), and handle arenas and object pools that need no
 * world ({@link dev.pulse.ecs.pool}). The module has no runtime dependencies.
 *
 * <p>Start with {@link dev.pulse.ecs.World}. The module exports those three packages. Two more are
 * not API: {@code dev.pulse.ecs.seam} (platform seams and the scheduler's hooks) is exported
 * only to Pulse's own modules, and {@code dev.pulse.ecs.internal} (page geometry, change clocks,
 * the owner-thread check, the parallel workers) to none.
 */
module dev.pulse.ecs {
    // Nullability annotations: compile-time only, absent at run time (see the parent pom).
    requires static org.jspecify;

    // The API.
    exports dev.pulse.ecs;
    exports dev.pulse.ecs.column;
    exports dev.pulse.ecs.pool;
    // The seams (platform probes, the scheduler's hooks): for Pulse's own modules, not API.
    exports dev.pulse.ecs.seam to
            dev.pulse.ecs.systems,
            dev.pulse.ecs.snapshot;
// dev.pulse.ecs.internal (page geometry, change clocks, parallel workers, owner thread, the
// bridge between the core and the column package) is exported to no one.
}
