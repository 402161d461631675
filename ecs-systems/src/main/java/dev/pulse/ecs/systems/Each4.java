package dev.pulse.ecs.systems;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query4;
import dev.pulse.ecs.World;
import java.util.Objects;

/**
 * A typed system: its body receives each matching entity's 4 components as parameters,
 * like Artemis's {@code IteratingSystem} with component mappers or bevy's {@code Query<...>}.
 * Create it with {@link GameSystem#each(Class, Class, Class, Class, Each4.Body)}:
 * <pre>{@code
 * builder.add("name", GameSystem.each(Position.class, Velocity.class, Mass.class, Drag.class, (entity, p, v, m, d, dt) -> { ... })
 *         .reading(Mass.class, Drag.class), s -> s.inPhase(Phase.UPDATE));
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
 * One walk of a {@link Query4} per run, built once per world; the body is called through one
 * extra interface call per entity and nothing is allocated per entity or per run.
 *
 * <p>Immutable: {@code reading} and {@code without} return new systems; register the last one.
 *
 * @param <A> the first component type
 * @param <B> the second component type
 * @param <C> the third component type
 * @param <D> the fourth component type
 */
public final class Each4<A, B, C, D> implements GameSystem, DeclaresAccess {

    private final Class<A> a;
    private final Class<B> b;
    private final Class<C> c;
    private final Class<D> d;
    private final Body<A, B, C, D> body;
    private final EachSpec spec;
    private final Query4.ForEach<A, B, C, D> step = this::step;
    private Query4<A, B, C, D> query;
    private World queryWorld;
    private double dt;

    Each4(Class<A> a, Class<B> b, Class<C> c, Class<D> d, Body<A, B, C, D> body, EachSpec spec) {
        this.a = a;
        this.b = b;
        this.c = c;
        this.d = d;
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
    public Each4<A, B, C, D> without(Class<?>... types) {
        return new Each4<>(a, b, c, d, body, spec.plusWithout(types));
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
    public Each4<A, B, C, D> reading(Class<?>... types) {
        return new Each4<>(a, b, c, d, body, spec.plusReading(types));
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
        Query4<A, B, C, D> q = queryFor(world);
        this.dt = dt;
        q.forEach(step);
    }

    private Query4<A, B, C, D> queryFor(World world) {
        Query4<A, B, C, D> q = query;
        if (q == null || queryWorld != world) {
            q = world.query(a, b, c, d);
            if (spec.without.length > 0) {
                q = q.without(spec.without);
            }
            query = q;
            queryWorld = world;
        }
        return q;
    }

    private void step(Entity entity, A a, B b, C c, D d) {
        body.accept(entity, a, b, c, d, dt);
    }

    /**
     * Describes the system, e.g. {@code Each2[Position, Velocity]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "Each4[" + a.getSimpleName() + ", " + b.getSimpleName() + ", " + c.getSimpleName() + ", " + d.getSimpleName() + "]";
    }

    /**
     * The body of a {@link Each4}: what to do with one entity.
     *
     * @param <A> the first component type
     * @param <B> the second component type
     * @param <C> the third component type
     * @param <D> the fourth component type
     */
    @FunctionalInterface
    public interface Body<A, B, C, D> {
        /**
         * Handles one matching entity.
         *
         * @param entity the entity
         * @param a      the entity's A component
         * @param b      the entity's B component
         * @param c      the entity's C component
         * @param d      the entity's D component
         * @param dt     seconds this run covers
         */
        void accept(Entity entity, A a, B b, C c, D d, double dt);
    }
}
