package dev.pulse.ecs.systems;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import java.util.Objects;

/**
 * A typed system: its body receives each matching entity's 2 components as parameters,
 * like Artemis's {@code IteratingSystem} with component mappers or bevy's {@code Query<...>}.
 * Create it with {@link GameSystem#each(Class, Class, Each2.Body)}:
 * <pre>{@code
 * builder.add("name", GameSystem.each(Position.class, Velocity.class, (entity, p, v, dt) -> p.x += v.x * (float) dt)
 *         .reading(Velocity.class).without(Frozen.class), s -> s.inPhase(Phase.UPDATE));
 * }</pre>
 *
 * <h2>Access</h2>
 * Registered with a {@link Scheduler}, it declares its access itself ({@link DeclaresAccess}):
 * every component it receives is declared <em>written</em>, unless marked read-only with
 * {@link #reading(Class[])} (then <em>read</em>). Declaring too much is safe (it only costs
 * parallelism); declare anything else the body touches (other components, resources) in the
 * configuration as usual. {@link #without(Class[])} classes are filters and are not declared.
 *
 * <h2>Cost</h2>
 * One walk of a {@link Query2} per run, built once per world; the body is called through one
 * extra interface call per entity and nothing is allocated per entity or per run.
 *
 * <p>Immutable: {@code reading} and {@code without} return new systems; register the last one.
 *
 * @param <A> the first component type
 * @param <B> the second component type
 */
public final class Each2<A, B> implements GameSystem, DeclaresAccess {

    private final Class<A> a;
    private final Class<B> b;
    private final Body<A, B> body;
    private final EachSpec spec;
    private final Query2.ForEach<A, B> step = this::step;
    private Query2<A, B> query;
    private World queryWorld;
    private double dt;

    Each2(Class<A> a, Class<B> b, Body<A, B> body, EachSpec spec) {
        this.a = a;
        this.b = b;
        this.body = Objects.requireNonNull(body, "A typed system needs a body, e.g. (entity, ..., dt) -> { ... }");
        this.spec = spec;
    }

    /**
     * Returns this system with the entities that have any of these components left out.
     *
     * @param types component classes the entities must not have
     * @return a new system
     * @throws NullPointerException if a class is null
     */
    public Each2<A, B> without(Class<?>... types) {
        return new Each2<>(a, b, body, spec.plusWithout(types));
    }

    /**
     * Returns this system with these received components declared read, not written. The
     * body must then not change them (Pulse cannot check that for mutable components).
     *
     * @param types some of the component classes the body receives
     * @return a new system
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class is not one the body receives
     */
    public Each2<A, B> reading(Class<?>... types) {
        return new Each2<>(a, b, body, spec.plusReading(types));
    }

    /**
     * Declares the received components: written, or read if marked with {@link #reading(Class[])}.
     *
     * @param config the configuration being built
     */
    @Override
    public void declareAccess(SystemConfig config) {
        spec.declareAccess(config);
    }

    /**
     * Builds the query in the scheduler's world (the first use of a component class creates
     * its storage, which must not happen while parallel systems run).
     *
     * @param context the system's context
     */
    @Override
    public void start(SystemContext context) {
        queryFor(context.world());
    }

    /**
     * Calls the body once per matching entity.
     *
     * @param world the world
     * @param dt    seconds this run covers, passed to the body
     */
    @Override
    public void update(World world, double dt) {
        Query2<A, B> q = queryFor(world);
        this.dt = dt;
        q.forEach(step);
    }

    private Query2<A, B> queryFor(World world) {
        Query2<A, B> q = query;
        if (q == null || queryWorld != world) {
            q = world.query(a, b);
            if (spec.without.length > 0) {
                q = q.without(spec.without);
            }
            query = q;
            queryWorld = world;
        }
        return q;
    }

    private void step(Entity entity, A a, B b) {
        body.accept(entity, a, b, dt);
    }

    /**
     * Describes the system, e.g. {@code Each2[Position, Velocity]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "Each2[" + a.getSimpleName() + ", " + b.getSimpleName() + "]";
    }

    /**
     * The body of a {@link Each2}: what to do with one entity.
     *
     * @param <A> the first component type
     * @param <B> the second component type
     */
    @FunctionalInterface
    public interface Body<A, B> {
        /**
         * Handles one matching entity.
         *
         * @param entity the entity
         * @param a      the entity's A component
         * @param b      the entity's B component
         * @param dt     seconds this run covers
         */
        void accept(Entity entity, A a, B b, double dt);
    }
}
