package dev.pulse.ecs.systems;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.World;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a system gets from its scheduler, handed to {@link GameSystem#start(SystemContext)}: its
 * name and phase, the world, its own command buffer, the scheduler's clock, the other systems
 * ({@link #system(Class)}), and checked access to the world's resources.
 *
 * <h2>Resources</h2>
 * {@link #readResource(Class)}, {@link #writeResource(Class)} and {@link #insertResource(Object)}
 * return or change the world's resources after checking the system's declared access
 * ({@link SystemConfig#readsResource(Class[])}, {@link SystemConfig#writesResource(Class[])}); an
 * exclusive system (one that declared nothing, or {@code exclusive()}) may use any. A mismatch
 * throws {@link UndeclaredAccessException} naming the system, the resource and the declaration
 * to add:
 * <pre>{@code
 * builder.add("score", GameSystem.withContext((context, dt) ->
 *         context.writeResource(Score.class).points += 10), s -> s.writesResource(Score.class));
 * }</pre>
 */
public final class SystemContext {

    private final String name;
    private final Phase phase;
    private final World world;
    private final Commands commands;
    private final Time time;
    private final Access access;
    private final Scheduler scheduler;

    SystemContext(
            String name, Phase phase, World world, Commands commands, Time time, Access access, Scheduler scheduler) {
        this.access = access;
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
     * Returns a resource the system declared as read (or written). The check allocates nothing.
     *
     * @param type the resource class, as inserted
     * @param <T>  its type
     * @return the resource, never {@code null}
     * @throws NullPointerException       if {@code type} is null
     * @throws UndeclaredAccessException  if the system declared neither
     *                                    {@code readsResource(type)} nor {@code writesResource(type)}
     * @throws java.util.NoSuchElementException if the world has no such resource
     */
    public <T> T readResource(Class<T> type) {
        Objects.requireNonNull(type, "type");
        if (!access.allowsResourceRead(type)) {
            throw undeclared("read", type, "readsResource");
        }
        return world.resource(type);
    }

    /**
     * Returns a resource the system declared as written, to change in place. The check
     * allocates nothing.
     *
     * @param type the resource class, as inserted
     * @param <T>  its type
     * @return the resource, never {@code null}
     * @throws NullPointerException       if {@code type} is null
     * @throws UndeclaredAccessException  if the system did not declare {@code writesResource(type)}
     * @throws java.util.NoSuchElementException if the world has no such resource
     */
    public <T> T writeResource(Class<T> type) {
        Objects.requireNonNull(type, "type");
        if (!access.allowsResourceWrite(type)) {
            throw undeclared("write", type, "writesResource");
        }
        return world.resource(type);
    }

    /**
     * Inserts or replaces a resource (keyed by its exact class) that the system declared as
     * written. Typical for immutable resources: {@code context.insertResource(new Wave(n + 1))}.
     *
     * @param value the new value
     * @param <T>   its type
     * @return the value it replaced, or {@code null}
     * @throws NullPointerException      if {@code value} is null
     * @throws UndeclaredAccessException if the system did not declare {@code writesResource} for its class
     */
    public <T> @Nullable T insertResource(T value) {
        Objects.requireNonNull(value, "Cannot insert a null resource");
        if (!access.allowsResourceWrite(value.getClass())) {
            throw undeclared("insert", value.getClass(), "writesResource");
        }
        return world.insertResource(value);
    }

    private UndeclaredAccessException undeclared(String attempted, Class<?> type, String declaration) {
        String simple = type.getSimpleName();
        boolean declaredRead = access.allowsResourceRead(type);
        return new UndeclaredAccessException("System '" + name + "' tried to " + attempted + " resource "
                + type.getName()
                + (declaredRead ? " but declared only readsResource(" + simple + ".class)" : " without declaring it")
                + "; add ." + declaration + "(" + simple + ".class) to its configuration");
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
