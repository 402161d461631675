package dev.pulse.ecs.systems;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.World;
import java.util.Objects;

/**
 * A typed system: its body receives each matching entity's 1 component as parameters,
 * like Artemis's {@code IteratingSystem} with component mappers or bevy's {@code Query<...>}.
 * Create it with {@link GameSystem#each(Class, Each1.Body)}:
 * <pre>{@code
 * builder.add("name", GameSystem.each(Lifetime.class, (entity, life, dt) -> life.remaining -= (float) dt), s -> s.inPhase(Phase.UPDATE));
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
 * One walk of a {@link Query1} per run, built once per world; the body is called through one
 * extra interface call per entity and nothing is allocated per entity or per run.
 *
 * <p>Immutable: {@code reading} and {@code without} return new systems; register the last one.
 *
 * @param <A> the component type
 */
public final class Each1<A> implements GameSystem, DeclaresAccess {

    private final Class<A> a;
    private final Body<A> body;
    private final EachSpec spec;
    private final Query1.ForEach<A> step = this::step;
    private Query1<A> query;
    private World queryWorld;
    private double dt;

    Each1(Class<A> a, Body<A> body, EachSpec spec) {
        this.a = a;
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
    public Each1<A> without(Class<?>... types) {
        return new Each1<>(a, body, spec.plusWithout(types));
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
    public Each1<A> reading(Class<?>... types) {
        return new Each1<>(a, body, spec.plusReading(types));
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
        Query1<A> q = queryFor(world);
        this.dt = dt;
        q.forEach(step);
    }

    private Query1<A> queryFor(World world) {
        Query1<A> q = query;
        if (q == null || queryWorld != world) {
            q = world.query(a);
            if (spec.without.length > 0) {
                q = q.without(spec.without);
            }
            query = q;
            queryWorld = world;
        }
        return q;
    }

    private void step(Entity entity, A a) {
        body.accept(entity, a, dt);
    }

    /**
     * Describes the system, e.g. {@code Each2[Position, Velocity]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "Each1[" + a.getSimpleName() + "]";
    }

    /**
     * The body of a {@link Each1}: what to do with one entity.
     *
     * @param <A> the component type
     */
    @FunctionalInterface
    public interface Body<A> {
        /**
         * Handles one matching entity.
         *
         * @param entity the entity
         * @param a      the entity's A component
         * @param dt     seconds this run covers
         */
        void accept(Entity entity, A a, double dt);
    }
}
