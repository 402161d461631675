package dev.pulse.ecs.systems;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.World;

/**
 * What a system gets from its scheduler, handed to {@link GameSystem#start(SystemContext)}: its
 * name and phase, the world, its own command buffer, the scheduler's clock, and the other
 * systems ({@link #system(Class)}).
 */
public final class SystemContext {

    private final String name;
    private final Phase phase;
    private final World world;
    private final Commands commands;
    private final Time time;
    private final Scheduler scheduler;

    SystemContext(String name, Phase phase, World world, Commands commands, Time time, Scheduler scheduler) {
        this.scheduler = scheduler;
        this.name = name;
        this.phase = phase;
        this.world = world;
        this.commands = commands;
        this.time = time;
    }

    /**
     * Returns the name the system was registered under.
     *
     * @return the system's unique name
     */
    public String name() {
        return name;
    }

    /**
     * Returns the phase the system runs in.
     *
     * @return the system's phase
     */
    public Phase phase() {
        return phase;
    }

    /**
     * Returns the world the scheduler drives.
     *
     * @return the world
     */
    public World world() {
        return world;
    }

    /**
     * Returns this system's own command buffer. Record spawns, despawns, adds and removes here
     * during {@code update}; the scheduler applies the buffer at the end of the system's phase, in
     * system order, or right after the system with {@link CommandsFlush#AFTER_SYSTEM}. If the
     * system throws, what it recorded during that run is discarded.
     *
     * @return the system's buffer, the same object for the scheduler's lifetime
     */
    public Commands commands() {
        return commands;
    }

    /**
     * Returns the scheduler's clock (delta, interpolation alpha, elapsed time, step counts).
     *
     * @return the scheduler's time, updated at the start of each tick
     */
    public Time time() {
        return time;
    }

    /**
     * Returns the one system of the scheduler that is an instance of {@code type}, so that a
     * system can keep it (typically in {@code start}) and call its methods, e.g.
     * {@code collisions = context.system(CollisionSystem.class);}. Same as
     * {@link Scheduler#system(Class)}.
     *
     * @param <T>  the system's type
     * @param type a class or interface the system implements
     * @return the system instance
     * @throws IllegalArgumentException if no registered system, or several, are of that type
     * @throws NullPointerException     if {@code type} is null
     */
    public <T> T system(Class<T> type) {
        return scheduler.system(type);
    }

    /**
     * Returns the system registered under {@code name}, as a {@code type}. Same as
     * {@link Scheduler#system(String, Class)}.
     *
     * @param <T>  the system's type
     * @param name the system's name
     * @param type a class or interface the system implements
     * @return the system instance
     * @throws IllegalArgumentException if no system has that name, or it is not a {@code type}
     * @throws NullPointerException     if an argument is null
     */
    public <T> T system(String name, Class<T> type) {
        return scheduler.system(name, type);
    }
}
