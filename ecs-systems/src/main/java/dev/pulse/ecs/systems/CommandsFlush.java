package dev.pulse.ecs.systems;

/**
 * When the scheduler applies a system's own {@link dev.pulse.ecs.Commands} buffer
 * ({@link SystemContext#commands()}), chosen for every system with
 * {@link Scheduler.Builder#flushCommands(CommandsFlush)} and per system (overriding that) with
 * {@link SystemConfig#flushCommands(CommandsFlush)}. {@link GameSystem} has the table of when
 * each kind of change becomes visible.
 */
public enum CommandsFlush {

    /**
     * The default: at the end of the system's phase (after every fixed step for a fixed phase),
     * with the other systems' buffers, in execution order. What the system records is invisible
     * to the rest of its phase, in sequential and parallel mode alike.
     */
    END_OF_PHASE,

    /**
     * Right after the system's own update returns (Ashley's behaviour): the systems after it in
     * the same phase see its spawns, despawns, adds and removes. Only this system's buffer is
     * applied, not {@code world.commands()}. In {@link ExecutionMode#PARALLEL} mode the system
     * becomes a sync point of its phase: it starts after every system before it in execution
     * order has finished, and every system after it waits for it, so nothing runs while its
     * buffer is applied.
     */
    AFTER_SYSTEM
}
