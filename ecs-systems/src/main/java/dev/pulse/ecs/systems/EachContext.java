package dev.pulse.ecs.systems;

import dev.pulse.ecs.Commands;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What the body of a typed system made with {@code GameSystem.eachWithContext(...)} reaches
 * besides its components and entity: its own command buffer, the resources it declared, and the
 * time. It is the last parameter of the body, like bevy's {@code Commands}, {@code Res} and
 * {@code Time} parameters or the {@code world} an Artemis system has at hand:
 * <pre>{@code
 * GameSystem.eachWithContext(Position.class, Coin.class, (coin, p, c, context) -> {
 *     if (p.y < 0) {
 *         context.writeResource(Score.class).points += c.value;   // checked: declared below
 *         context.commands().despawn(coin);                       // applied at the flush point
 *     }
 * }).reading(Position.class, Coin.class).writesResource(Score.class)
 * }</pre>
 *
 * <p>There is no {@code world()} on purpose: what the body touches is what the system declared,
 * so the scheduler's conflict analysis stays exact. Reach other entities' components through a
 * storage kept by the code that builds the system, and declare them in the configuration.
 *
 * <p>One per system, created when the scheduler starts it, and the same object for every entity
 * and every run: nothing is allocated per entity or per run. Use it only inside the body (its
 * time is the current run's).
 */
public final class EachContext {

    private final SystemContext context;
    private final Commands commands;
    private double dt;
    private float dtf;

    EachContext(SystemContext context) {
        this.context = context;
        this.commands = context.commands();
    }

    /** Sets the time of the run about to start. */
    void startRun(double dt) {
        this.dt = dt;
        this.dtf = (float) dt;
    }

    /**
     * The exception a typed system with a context body throws when it runs before a scheduler
     * started it (it has no context yet).
     */
    static IllegalStateException notStarted(GameSystem system) {
        return new IllegalStateException(system + " has a body that takes an EachContext, so a Scheduler must "
                + "start it (or call start(SystemContext)) before it runs; it has no context yet. A body that "
                + "needs only its components and dt runs anywhere: GameSystem.each(..., (entity, ..., dt) -> ...)");
    }

    /**
     * Returns this system's own command buffer: record spawns, despawns, adds and removes here.
     * The scheduler applies it at the system's flush point ({@link CommandsFlush}: the end of its
     * phase by default, or right after the system); what a failed run recorded is discarded.
     * Using it needs no declaration.
     *
     * @return the system's buffer, the same object for the scheduler's lifetime
     */
    public Commands commands() {
        return commands;
    }

    /**
     * Returns a resource the system declared read or written ({@code readsResource} or
     * {@code writesResource}, on the typed system or in its configuration). The check
     * allocates nothing.
     *
     * @param type the resource class, as inserted
     * @param <T>  its type
     * @return the resource, never {@code null}
     * @throws NullPointerException             if {@code type} is null
     * @throws UndeclaredAccessException        if the system declared neither; the message names
     *                                          the system, the resource and the declaration to add
     * @throws java.util.NoSuchElementException if the world has no such resource
     */
    public <T> T readResource(Class<T> type) {
        return context.readResource(type);
    }

    /**
     * Returns a resource the system declared written ({@code writesResource}), to change in
     * place. The check allocates nothing.
     *
     * @param type the resource class, as inserted
     * @param <T>  its type
     * @return the resource, never {@code null}
     * @throws NullPointerException             if {@code type} is null
     * @throws UndeclaredAccessException        if the system did not declare it written
     * @throws java.util.NoSuchElementException if the world has no such resource
     */
    public <T> T writeResource(Class<T> type) {
        return context.writeResource(type);
    }

    /**
     * Inserts or replaces a resource the system declared written, typically an immutable one:
     * {@code context.insertResource(new Wave(wave.number() + 1))}.
     *
     * @param value the new value
     * @param <T>   its type
     * @return the value it replaced, or {@code null} if there was none
     * @throws NullPointerException      if {@code value} is null
     * @throws UndeclaredAccessException if the system did not declare its class written
     */
    public <T> @Nullable T insertResource(T value) {
        return context.insertResource(Objects.requireNonNull(value, "Cannot insert a null resource"));
    }

    /**
     * Returns the seconds of game time this run covers, as the {@code dt} of
     * {@link GameSystem#update}.
     *
     * @return {@code dt}, {@code >= 0}
     */
    public double dt() {
        return dt;
    }

    /**
     * Returns {@link #dt()} as a {@code float}, converted once per run, for game maths in
     * {@code float}: {@code p.x += v.x * context.dtf()} computes in {@code float}, exactly like
     * the same code with {@code (float) dt}. (Writing {@code p.x += v.x * context.dt()} would
     * compute in {@code double} and round once per assignment: see {@link GameSystem}.)
     *
     * @return {@code (float) dt()}
     */
    public float dtf() {
        return dtf;
    }

    /**
     * Returns the scheduler's clock: frame number, elapsed game time, fixed steps, interpolation
     * alpha.
     *
     * @return the scheduler's time
     */
    public Time time() {
        return context.time();
    }

    /**
     * Describes the context, e.g. {@code EachContext[movement]}.
     *
     * @return the description, with the system's name
     */
    @Override
    public String toString() {
        return "EachContext[" + context.name() + "]";
    }
}
