package dev.pulse.ecs.systems;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.World;

/**
 * What a system gets from its scheduler, handed to {@link GameSystem#start(SystemContext)}: its
 * name and phase, the world, its own command buffer and the scheduler's clock.
 */
public final class SystemContext {

    private final String name;
    private final Phase phase;
    private final World world;
    private final Commands commands;
    private final Time time;

    SystemContext(String name, Phase phase, World world, Commands commands, Time time) {
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
     * system order. If the system throws, what it recorded during that run is discarded.
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
}
