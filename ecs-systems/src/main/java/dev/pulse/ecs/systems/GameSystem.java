package dev.pulse.ecs.systems;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.World;

/**
 * A unit of game logic run by a {@link Scheduler} every tick: movement, AI, collision,
 * rendering. A system reads and writes the components of the entities it cares about.
 *
 * <p>Named {@code GameSystem}, not {@code System}, on purpose: a type called {@code System} would
 * shadow {@code java.lang.System} in every file that imports it, turning each
 * {@code System.nanoTime()} or {@code System.out} into a compile error or a fully qualified name.
 *
 * <p>The interface is functional, so a lambda is a system:
 * <pre>{@code
 * GameSystem gravity = (world, dt) -> world.query(Velocity.class).forEach((e, v) -> v.y -= 9.81 * dt);
 * }</pre>
 * Other convenience forms: {@link #withCommands(CommandsUpdate)} (a lambda that records
 * structural changes), {@link #withTime(TimedUpdate)} (a lambda that reads the scheduler's clock), {@link IteratingSystem} (process every entity of a query, like Artemis's
 * {@code IteratingSystem}) and {@link IntervalSystem} (run every N seconds of game time).
 *
 * <h2>Structural changes</h2>
 * Spawn, despawn, add and remove go through the system's own {@link Commands} buffer
 * ({@link SystemContext#commands()}, handed to {@link #start(SystemContext)}); the scheduler
 * applies it at the end of the system's phase (the phase's <em>sync point</em>). This is required
 * in {@link ExecutionMode#PARALLEL} mode and keeps sequential and parallel runs equal. Changing
 * component values in place is fine in {@code update}, within the declared access.
 */
@FunctionalInterface
public interface GameSystem {

    /**
     * Runs the system once.
     *
     * @param world the world the scheduler drives
     * @param dt    seconds of game time this run covers: the (clamped) frame time in a variable
     *              phase, the fixed step in a fixed phase, the interval in an
     *              {@link IntervalSystem}; {@code >= 0}, finite
     */
    void update(World world, double dt);

    /**
     * Called once before the system's first update, in execution order (phase order, then
     * order within the phase), when the scheduler starts. Keep the context if the system records
     * commands or reads the time. Does nothing by default.
     *
     * @param context the system's name, phase, world, command buffer and the scheduler's time
     */
    default void start(SystemContext context) {
    }

    /**
     * Called once when the scheduler stops, in reverse execution order. Does nothing by default.
     *
     * @param context the same context that {@link #start(SystemContext)} received
     */
    default void stop(SystemContext context) {
    }

    /**
     * A system body that also receives the system's own command buffer.
     */
    @FunctionalInterface
    interface CommandsUpdate {

        /**
         * Runs the system once.
         *
         * @param world    the world the scheduler drives
         * @param commands this system's own buffer, applied at the end of its phase
         * @param dt       seconds of game time this run covers
         */
        void update(World world, Commands commands, double dt);
    }

    /**
     * Creates a system from a lambda that records structural changes into the system's own
     * {@link Commands} buffer, e.g.
     * {@code GameSystem.withCommands((world, commands, dt) -> commands.spawn(new Bullet()))}.
     *
     * @param body the system body
     * @return a system that calls {@code body} with its own buffer; it must be started by a
     *         scheduler before its first update
     * @throws NullPointerException if {@code body} is null
     */
    static GameSystem withCommands(CommandsUpdate body) {
        return new CommandsSystem(body);
    }

    /**
     * A system body that also receives the scheduler's clock.
     */
    @FunctionalInterface
    interface TimedUpdate {

        /**
         * Runs the system once.
         *
         * @param world the world the scheduler drives
         * @param time  the scheduler's clock: frame number, elapsed game time, fixed steps,
         *              interpolation alpha (see {@link Time})
         * @param dt    seconds of game time this run covers, as in {@link GameSystem#update}
         */
        void update(World world, Time time, double dt);
    }

    /**
     * Creates a system from a lambda that reads the scheduler's {@link Time} (the frame number,
     * elapsed game time, the render alpha), e.g.
     * {@code GameSystem.withTime((world, time, dt) -> hud.frame = time.frame())}. This is the
     * lambda form of keeping {@link SystemContext#time()} from {@link #start(SystemContext)}.
     *
     * @param body the system body
     * @return a system that calls {@code body} with the scheduler's clock; it must be started by
     *         a scheduler before its first update
     * @throws NullPointerException if {@code body} is null
     */
    static GameSystem withTime(TimedUpdate body) {
        return new TimedSystem(body);
    }
}
