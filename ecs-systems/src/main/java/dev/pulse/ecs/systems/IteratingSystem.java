package dev.pulse.ecs.systems;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.World;
import java.util.Objects;

/**
 * A system that processes every entity having a set of components and lacking another (like
 * Artemis's {@code IteratingSystem} or Ashley's {@code IteratingSystem}). Subclasses name the
 * component types in the constructor and implement {@link #process(World, Entity, double)}:
 * <pre>{@code
 * final class Movement extends IteratingSystem {
 *     Movement() { super(Position.class, Velocity.class); }
 *     protected void process(World world, Entity e, double dt) {
 *         Position p = world.get(e, Position.class);
 *         Velocity v = world.get(e, Velocity.class);
 *         p.x += v.dx * (float) dt;     // float fields: cast dt, or the sum is done in double
 *         p.y += v.dy * (float) dt;
 *     }
 * }
 * }</pre>
 * The query is built once per world and cached; one update allocates nothing of its own.
 * Structural changes during the pass are safe and visible at once (see the world's query
 * documentation); {@link #commands()} defers them to the system's flush point and is required in
 * parallel mode (see {@link GameSystem}, "When changes become visible").
 */
public abstract class IteratingSystem implements GameSystem {

    private final Class<Object> primary;
    private final Class<?>[] alsoRequired;
    private Class<?>[] excluded = new Class<?>[0];

    private final Query1.ForEach<Object> visitor = this::visit;
    private World queryWorld;
    private Query1<Object> query;
    private World currentWorld;
    private double currentDt;
    private SystemContext context;

    /**
     * Creates a system over the entities that have all the given component types.
     *
     * @param required     a component type every processed entity has
     * @param alsoRequired further component types every processed entity has
     * @throws NullPointerException if any type is null
     */
    @SuppressWarnings("unchecked")
    protected IteratingSystem(Class<?> required, Class<?>... alsoRequired) {
        this.primary = (Class<Object>) Objects.requireNonNull(required, "required");
        this.alsoRequired = checkTypes(alsoRequired, "alsoRequired");
    }

    /**
     * Skips entities that have any of the given component types. Call it in the subclass
     * constructor; it replaces earlier exclusions.
     *
     * @param types component types a processed entity must not have
     * @throws NullPointerException  if any type is null
     * @throws IllegalStateException if the system has already run (its query is built)
     */
    protected final void exclude(Class<?>... types) {
        if (query != null) {
            throw new IllegalStateException("exclude(...) must be called before the system first runs; "
                    + "call it in the constructor of " + getClass().getName());
        }
        excluded = checkTypes(types, "types");
    }

    private static Class<?>[] checkTypes(Class<?>[] types, String what) {
        Objects.requireNonNull(types, what);
        Class<?>[] copy = types.clone();
        for (Class<?> type : copy) {
            Objects.requireNonNull(type, () -> what + " contains null; pass component classes only");
        }
        return copy;
    }

    /**
     * Keeps the context (for {@link #commands()} and {@link #context()}), then calls
     * {@link #initialize(SystemContext)}.
     *
     * @param context the system's context
     */
    @Override
    public final void start(SystemContext context) {
        this.context = context;
        initialize(context);
    }

    /**
     * Hook called once when the scheduler starts the system. Does nothing by default.
     *
     * @param context the system's context, also available later through {@link #context()}
     */
    protected void initialize(SystemContext context) {}

    /**
     * Calls {@link #begin(World, double)}, then {@link #process(World, Entity, double)} for every
     * matching entity, then {@link #end(World, double)}. Time: O(matching entities).
     *
     * @param world the world to iterate
     * @param dt    seconds of game time this run covers
     */
    @Override
    public final void update(World world, double dt) {
        if (world != queryWorld) {
            query = world.query(primary).with(alsoRequired).without(excluded);
            queryWorld = world;
        }
        begin(world, dt);
        currentWorld = world;
        currentDt = dt;
        try {
            query.forEach(visitor);
        } finally {
            currentWorld = null;
        }
        end(world, dt);
    }

    private void visit(Entity entity, Object ignored) {
        process(currentWorld, entity, currentDt);
    }

    /**
     * Called once per update before the first entity. Does nothing by default.
     *
     * @param world the world
     * @param dt    seconds of game time this run covers
     */
    protected void begin(World world, double dt) {}

    /**
     * Processes one matching entity.
     *
     * @param world  the world
     * @param entity an entity having all required and none of the excluded component types
     * @param dt     seconds of game time this run covers
     */
    protected abstract void process(World world, Entity entity, double dt);

    /**
     * Called once per update after the last entity. Does nothing by default.
     *
     * @param world the world
     * @param dt    seconds of game time this run covers
     */
    protected void end(World world, double dt) {}

    /**
     * Returns the context the scheduler started this system with.
     *
     * @return the context
     * @throws IllegalStateException if no scheduler has started the system
     */
    protected final SystemContext context() {
        if (context == null) {
            throw new IllegalStateException(getClass().getName() + " has not been started by a Scheduler yet; "
                    + "register it with Scheduler.builder(world).add(...)");
        }
        return context;
    }

    /**
     * Returns this system's own command buffer, applied at the end of its phase.
     *
     * @return the buffer
     * @throws IllegalStateException if no scheduler has started the system
     */
    protected final Commands commands() {
        return context().commands();
    }
}
