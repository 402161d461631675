package dev.pulse.ecs.systems;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import org.jspecify.annotations.Nullable;

/**
 * A typed system: its body receives each matching entity's 2 components as parameters,
 * like Artemis's {@code IteratingSystem} with component mappers or bevy's {@code Query<...>}.
 * Create it with {@link GameSystem#each(Class, Class, Each2.Body)}, whose body also gets {@code dt}:
 * <pre>{@code
 * GameSystem.each(Position.class, Velocity.class, (entity, p, v, dt) -> p.x += v.x * (float) dt)
 *         .reading(Velocity.class).without(Frozen.class)
 * }</pre>
 * or with {@link GameSystem#eachWithContext(Class, Class, Each2.ContextBody)}, whose body gets an
 * {@link EachContext} instead: its command buffer, the resources it declared, {@code dt()},
 * {@code dtf()} and the scheduler's time:
 * <pre>{@code
 * GameSystem.eachWithContext(Position.class, Velocity.class, (entity, p, v, context) -> {
 *     p.x += v.x * context.dtf();
 *     if (p.x > context.readResource(Arena.class).width()) {
 *         context.commands().despawn(entity);
 *     }
 * }).reading(Velocity.class).readsResource(Arena.class)
 * }</pre>
 *
 * <h2>Filters</h2>
 * {@link #with(Class[])}: entities must also have these (not received); {@link #without(Class[])}:
 * they must not; {@link #changed(Class)} and {@link #added(Class)}: only the entities whose
 * component changed, or was added, since this system last ran (see {@link Query2#changed(Class)}).
 *
 * <h2>Access</h2>
 * Registered with a {@link Scheduler}, it declares its access itself ({@link DeclaresAccess}),
 * derived from what it names, so conflict analysis needs no hand-written list:
 * <ul>
 *   <li>every component it receives is declared <em>written</em>, unless marked read-only with
 *       {@link #reading(Class[])} (then <em>read</em>);</li>
 *   <li>a {@code changed}/{@code added} class it does not receive is declared <em>read</em>
 *       (the filter reads what writers of that component stamp);</li>
 *   <li>{@code with}/{@code without} classes are not declared: they test membership, which
 *       changes only at sync points;</li>
 *   <li>{@link #readsResource(Class[])} and {@link #writesResource(Class[])} declare resources,
 *       which are also all that the body's {@link EachContext} lets it reach;</li>
 *   <li>the system's own command buffer needs no declaration.</li>
 * </ul>
 * Declaring too much is safe (it only costs parallelism). Declare anything else the body touches
 * (say, another entity's component through a storage) in the configuration as usual; the two add up.
 *
 * <h2>Cost</h2>
 * One walk of a {@link Query2} per run, built once per world; the body is called through one
 * extra interface call per entity and nothing is allocated per entity or per run. On HotSpot
 * the system walks with its own copy of the small class that makes that call (defined at its
 * first run), so the JIT can inline this body into the walk however many typed systems a game has.
 *
 * <p>Immutable: every filter and declaration method returns a new system; register the last one.
 *
 * @param <A> the first component type
 * @param <B> the second component type
 */
public final class Each2<A, B> implements GameSystem, DeclaresAccess {

    private final Class<A> a;
    private final Class<B> b;
    private final @Nullable Body<A, B> body;
    private final @Nullable ContextBody<A, B> contextBody;
    private final EachSpec spec;
    /** Calls the body; this system's own copy of the step class, made at the first run. */
    private @Nullable EachStep step;
    private @Nullable Query2<A, B> query;
    private @Nullable World queryWorld;
    /** The body's view of the system's context, from {@link #start}; null until then. */
    private @Nullable EachContext context;

    Each2(Class<A> a, Class<B> b, @Nullable Body<A, B> body, @Nullable ContextBody<A, B> contextBody,
          EachSpec spec) {
        if (body == null && contextBody == null) {
            throw new NullPointerException("A typed system needs a body, e.g. (entity, ..., dt) -> { ... }");
        }
        this.a = a;
        this.b = b;
        this.body = body;
        this.contextBody = contextBody;
        this.spec = spec;
    }

    private Each2<A, B> withSpec(EachSpec newSpec) {
        return new Each2<>(a, b, body, contextBody, newSpec);
    }

    /**
     * Returns this system limited to the entities that also have all of these components, which
     * the body does not receive (tags, say): Artemis's {@code Aspect.all}, bevy's {@code With}.
     * Not declared as access (see the class comment).
     *
     * @param types component classes the entities must have
     * @return a new system
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class is already received or named by another filter
     */
    public Each2<A, B> with(Class<?>... types) {
        return withSpec(spec.plusWith(types));
    }

    /**
     * Returns this system with the entities that have any of these components left out.
     *
     * @param types component classes the entities must not have
     * @return a new system
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class is already received, named by another filter,
     *                                  or filtered on with {@code changed}/{@code added}
     */
    public Each2<A, B> without(Class<?>... types) {
        return withSpec(spec.plusWithout(types));
    }

    /**
     * Returns this system limited to the entities whose {@code type} component changed (was
     * replaced, marked changed, or added) since this system last ran: bevy's {@code Changed}.
     * {@code type} is required like {@link #with(Class[])} if the body does not receive it, and
     * then declared read.
     *
     * @param type the component class whose changes count
     * @return a new system
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if {@code type} is excluded with {@code without} or
     *                                  already has this filter
     */
    public Each2<A, B> changed(Class<?> type) {
        return withSpec(spec.plusChange(type, false));
    }

    /**
     * Returns this system limited to the entities whose {@code type} component was added since
     * this system last ran: bevy's {@code Added}. Declared like {@link #changed(Class)}.
     *
     * @param type the component class whose additions count
     * @return a new system
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if {@code type} is excluded with {@code without} or
     *                                  already has this filter
     */
    public Each2<A, B> added(Class<?> type) {
        return withSpec(spec.plusChange(type, true));
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
        return withSpec(spec.plusReading(types));
    }

    /**
     * Returns this system with these resources declared read: the body may then fetch them with
     * {@link EachContext#readResource(Class)}.
     *
     * @param types resource classes, as inserted ({@code Settings.class})
     * @return a new system
     * @throws NullPointerException if a class is null
     */
    public Each2<A, B> readsResource(Class<?>... types) {
        return withSpec(spec.plusReadsResource(types));
    }

    /**
     * Returns this system with these resources declared written: the body may then fetch them
     * with {@link EachContext#writeResource(Class)} (and read them), or replace them with
     * {@link EachContext#insertResource(Object)}.
     *
     * @param types resource classes, as inserted ({@code Score.class})
     * @return a new system
     * @throws NullPointerException if a class is null
     */
    public Each2<A, B> writesResource(Class<?>... types) {
        return withSpec(spec.plusWritesResource(types));
    }

    /**
     * Declares the access derived from what the system names (see the class comment).
     *
     * @param config the configuration being built
     */
    @Override
    public void declareAccess(SystemConfig config) {
        spec.declareAccess(config);
    }

    /**
     * Builds the query in the scheduler's world (the first use of a component class creates
     * its storage, which must not happen while parallel systems run) and the body's context.
     *
     * @param context the system's context
     */
    @Override
    public void start(SystemContext context) {
        queryFor(context.world());
        this.context = new EachContext(context);
    }

    /**
     * Calls the body once per matching entity.
     *
     * @param world the world
     * @param dt    seconds this run covers, passed to the body
     * @throws IllegalStateException if the body takes an {@link EachContext} and no scheduler
     *                               started the system
     */
    @Override
    public void update(World world, double dt) {
        Query2<A, B> q = queryFor(world);
        EachContext view = context;
        if (view != null) {
            view.startRun(dt);
        } else if (contextBody != null) {
            throw EachContext.notStarted(this);
        }
        EachStep s = step;
        if (s == null) {
            s = StepCopies.CURRENT.own(body != null ? new EachStep2<>(body) : new EachContextStep2<>(contextBody));
            step = s;
        }
        s.dt = dt;
        s.context = view;
        q.forEach(walkStep(s));
    }

    private Query2<A, B> queryFor(World world) {
        Query2<A, B> q = query;
        if (q == null || queryWorld != world) {
            q = world.query(a, b).with(spec.with).without(spec.without);
            for (int i = 0; i < spec.changes.length; i++) {
                q = spec.changeOfAdd[i] ? q.added(spec.changes[i]) : q.changed(spec.changes[i]);
            }
            query = q;
            queryWorld = world;
        }
        return q;
    }

    @SuppressWarnings("unchecked") // every EachStep2 and EachContextStep2 is a Query2.ForEach<A, B>
    private static <A, B> Query2.ForEach<A, B> walkStep(EachStep step) {
        return (Query2.ForEach<A, B>) step;
    }

    /** The step this system walks with (for tests): null until its first run. */
    @Nullable EachStep step() {
        return step;
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
     * The body of a {@link Each2} made with {@code GameSystem.each}: what to do with one entity.
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

    /**
     * The body of a {@link Each2} made with {@code GameSystem.eachWithContext}: what to do with one
     * entity, with the system's commands, declared resources and time at hand.
     *
     * @param <A> the first component type
     * @param <B> the second component type
     */
    @FunctionalInterface
    public interface ContextBody<A, B> {
        /**
         * Handles one matching entity.
         *
         * @param entity  the entity
         * @param a       the entity's A component
         * @param b       the entity's B component
         * @param context the system's commands, declared resources and time; the same object
         *                for every entity and run
         */
        void accept(Entity entity, A a, B b, EachContext context);
    }
}
