package dev.pulse.ecs;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A world of entities and their components: the entry point of Pulse.
 *
 * <pre>{@code
 * World world = new World();
 * Entity e = world.spawn(new Position(0, 0), new Velocity(1, 0));
 * world.add(e, new Health(100));                 // adds, or replaces an existing Health
 * Position p = world.get(e, Position.class);     // null if e is stale/despawned or has no Position
 * world.query(Position.class, Velocity.class)
 *      .forEach((entity, pos, vel) -> pos.x += vel.dx);
 * world.despawn(e);                              // e and every copy of it are now stale
 * }</pre>
 *
 * <h2>Entities</h2>
 * {@link #spawn()} hands out {@link Entity} handles from a {@link GenerationalIndexAllocator}.
 * After {@link #despawn(Entity)}, every handle to that entity is stale for ever, and a stale
 * handle never reaches the next entity to occupy the slot.
 *
 * <h2>Stale and null handles: one rule</h2>
 * <table>
 *   <caption>What each method does with a handle that is stale (despawned, or from a slot since
 *   reused) and with a {@code null} handle</caption>
 *   <tr><th>kind</th><th>methods</th><th>stale handle</th><th>{@code null} handle</th></tr>
 *   <tr><td>read</td><td>{@link #get get}, {@link #has has}, {@link #isAlive isAlive},
 *       {@link Query#matches Query.matches}</td>
 *       <td>answers {@code null} / {@code false}</td><td>{@link NullPointerException}</td></tr>
 *   <tr><td>take away</td><td>{@link #despawn despawn}, {@link #remove remove}</td>
 *       <td>nothing happens; answers {@code false} / {@code null} (what is asked for already
 *       holds: the entity or its component is gone)</td><td>{@link NullPointerException}</td></tr>
 *   <tr><td>put in</td><td>{@link #add add}</td>
 *       <td>{@link StaleEntityException}, naming the entity and the newer one in its slot</td>
 *       <td>{@link NullPointerException}</td></tr>
 *   <tr><td>record</td><td>{@link Commands#despawn Commands.despawn}, {@code add},
 *       {@code remove}</td>
 *       <td>recorded; skipped and counted when applied</td>
 *       <td>{@link NullPointerException} when recorded</td></tr>
 * </table>
 * {@link ComponentStorage} follows the same rule. A {@code null} handle is always a bug (a
 * field never set, a map lookup that missed), so it fails where it happens instead of reading
 * as "not alive".
 *
 * <h2>Components</h2>
 * Components are plain objects of any named class (mutable classes for hot data, records for
 * immutable data); no base class or interface is needed. An entity has at most one component
 * of each class; components are keyed by their exact runtime class. Each class gets its own
 * {@link ComponentStorage}, created on first use. A class with no instance fields is a tag and
 * stores no data.
 *
 * <h2>Changes during iteration</h2>
 * Inside a query's {@code forEach} every structural change is allowed and defined: despawning
 * or changing the current entity or any other entity, and spawning. An entity removed (or
 * whose components stop matching) before the walk reaches it is not visited; no entity is
 * visited twice; entities that start matching during the walk are not visited by it. Only
 * {@link #clear()} is refused during iteration. Direct changes are visible at once, to the rest
 * of the walk as above and to all code after it. For deferring changes to a point of your
 * choosing (and for parallel systems) record them in a {@link Commands} buffer. Under the
 * scheduler of module {@code dev.pulse.ecs.systems}, a system's own buffer is applied at the end
 * of its phase or, if the system asks for it, right after the system; that module's
 * {@code GameSystem} documentation has the full table and the recommendation (change directly in
 * sequential mode when the next system must see it; use the system's commands in parallel mode).
 *
 * <h2>Threads</h2>
 * A world is not thread-safe. Several threads may read components and mutate component
 * objects they own concurrently, but structural changes (spawn, despawn, add, remove) must not
 * run concurrently with anything else; parallel code records them into its own
 * {@link Commands} and applies them afterwards on one thread.
 */
public final class World {

    private final GenerationalIndexAllocator allocator;
    /**
     * Storages indexed by {@link ComponentType#id}; null where this world has none yet.
     * Copy-on-write under {@code this} lock and volatile, so threads that look a storage up
     * while another thread creates the first storage of some class see a consistent table.
     */
    private volatile ComponentStorage<?>[] storagesById = new ComponentStorage<?>[16];
    /** The storages that exist, densely, for despawn; copy-on-write like {@link #storagesById}. */
    private volatile ComponentStorage<?>[] storages = new ComponentStorage<?>[0];
    /** Class to storage by identity hash, the fast path of {@link #storage(Class)}; rebuilt with {@link #storages}. */
    private volatile StorageIndex storageIndex = StorageIndex.EMPTY;
    private final Commands commands = new Commands();
    private int reserved;
    /** Number of storage walks in progress, on any thread (parallel systems may walk at once). */
    private final AtomicInteger iterationDepth = new AtomicInteger();
    /**
     * Parallel walks in progress. While one runs, structural changes are refused (its actions run
     * on several threads); volatile so the workers see it set.
     */
    private volatile int parallelWalks;
    private static final java.lang.invoke.VarHandle PARALLEL_WALKS;

    static {
        try {
            PARALLEL_WALKS = java.lang.invoke.MethodHandles.lookup()
                    .findVarHandle(World.class, "parallelWalks", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Creates an empty world with the default limits (see {@link GenerationalIndexAllocator}). */
    public World() {
        this(new GenerationalIndexAllocator(), 0);
    }

    private World(GenerationalIndexAllocator allocator, int initialCapacity) {
        this.allocator = allocator;
        reserve(initialCapacity);
    }

    /**
     * Returns a builder for a world with non-default limits or pre-sized storage.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    // ---------------------------------------------------------------------------------------
    // Entities

    /**
     * Spawns an entity with no components.
     *
     * @return its handle
     * @throws IllegalStateException if the entity limit is reached
     */
    public Entity spawn() {
        checkStructuralChange();
        return allocator.allocate();
    }

    /**
     * Spawns an entity with one component.
     *
     * @param component the component
     * @return the new entity's handle
     * @throws NullPointerException     if the component is null
     * @throws IllegalArgumentException if its class cannot be a component
     * @throws IllegalStateException    if the entity limit is reached
     */
    public Entity spawn(Object component) {
        ComponentStorage<?> storage = storageForComponent(component, 0);
        checkStructuralChange();
        Entity entity = allocator.allocate();
        storage.append(entity.index(), component);
        return entity;
    }

    /**
     * Spawns an entity with two components of different classes.
     *
     * @param first  a component
     * @param second a component of another class
     * @return the new entity's handle
     * @throws NullPointerException     if a component is null
     * @throws IllegalArgumentException if a class cannot be a component, or both have the same class
     * @throws IllegalStateException    if the entity limit is reached
     */
    public Entity spawn(Object first, Object second) {
        ComponentStorage<?> a = storageForComponent(first, 0);
        ComponentStorage<?> b = storageForComponent(second, 1);
        if (a == b) {
            throw duplicate(first);
        }
        checkStructuralChange();
        Entity entity = allocator.allocate();
        a.append(entity.index(), first);
        b.append(entity.index(), second);
        return entity;
    }

    /**
     * Spawns an entity with three components of different classes.
     *
     * @param first  a component
     * @param second a component
     * @param third  a component
     * @return the new entity's handle
     * @throws NullPointerException     if a component is null
     * @throws IllegalArgumentException if a class cannot be a component, or two have the same class
     * @throws IllegalStateException    if the entity limit is reached
     */
    public Entity spawn(Object first, Object second, Object third) {
        ComponentStorage<?> a = storageForComponent(first, 0);
        ComponentStorage<?> b = storageForComponent(second, 1);
        ComponentStorage<?> c = storageForComponent(third, 2);
        if (a == b || a == c) {
            throw duplicate(first);
        }
        if (b == c) {
            throw duplicate(second);
        }
        checkStructuralChange();
        Entity entity = allocator.allocate();
        a.append(entity.index(), first);
        b.append(entity.index(), second);
        c.append(entity.index(), third);
        return entity;
    }

    /**
     * Spawns an entity with any number of components of different classes. Nothing is created
     * if an argument is rejected.
     *
     * @param components the components
     * @return the new entity's handle
     * @throws NullPointerException     if the array or a component is null
     * @throws IllegalArgumentException if a class cannot be a component, or two have the same class
     * @throws IllegalStateException    if the entity limit is reached
     */
    public Entity spawn(Object... components) {
        if (components == null) {
            throw new NullPointerException("Cannot spawn with a null component array; call spawn() for no components");
        }
        // Validate everything first, so a rejected argument leaves the world unchanged.
        ComponentStorage<?>[] targets = new ComponentStorage<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            targets[i] = storageForComponent(components[i], i);
            for (int j = 0; j < i; j++) {
                if (targets[j] == targets[i]) {
                    throw duplicate(components[i]);
                }
            }
        }
        checkStructuralChange();
        Entity entity = allocator.allocate();
        for (int i = 0; i < components.length; i++) {
            targets[i].append(entity.index(), components[i]);
        }
        return entity;
    }

    /**
     * Despawns an entity: removes all its components and frees its slot. Every handle to it
     * becomes stale. Allowed during iteration.
     *
     * @param entity the handle; stale answers {@code false}
     * @return {@code true} if it was alive; {@code false} if it was already stale (nothing changes)
     * @throws NullPointerException if {@code entity} is null
     */
    public boolean despawn(Entity entity) {
        if (entity == null) {
            throw nullHandle("despawn");
        }
        if (!allocator.isLive(entity)) {
            return false;
        }
        checkStructuralChange();
        int index = entity.index();
        for (ComponentStorage<?> storage : storages) {
            storage.removeIfPresent(index);
        }
        allocator.deallocate(entity);
        return true;
    }

    /**
     * Tells whether a handle refers to a live entity of this world.
     *
     * @param entity the handle; stale answers {@code false}
     * @return {@code true} if alive
     * @throws NullPointerException if {@code entity} is null
     */
    public boolean isAlive(Entity entity) {
        if (entity == null) {
            throw nullHandle("ask isAlive of");
        }
        return allocator.isLive(entity);
    }

    /**
     * Returns the number of live entities. O(1).
     *
     * @return the count
     */
    public int entityCount() {
        return allocator.liveCount();
    }

    /**
     * Despawns every entity; every handle issued so far becomes stale. Storages stay (their
     * pages are kept for reuse). O(entities ever spawned).
     *
     * @throws IllegalStateException if called inside a query's {@code forEach}
     */
    public void clear() {
        if (iterationDepth.get() > 0) {
            throw new IllegalStateException("Cannot clear the world inside a query's forEach; "
                    + "record despawns with world.commands() or clear after the loop");
        }
        for (ComponentStorage<?> storage : storages) {
            storage.clear();
        }
        allocator.clear();
        commands.clear();
    }

    /**
     * Prepares the allocator and every existing storage for {@code entities} entities, so that
     * spawning up to that many allocates no memory but the handles and components themselves.
     * Storages created later are prepared too.
     *
     * @param entities the expected entity count
     * @throws IllegalArgumentException if negative or above the entity limit
     */
    public void reserve(int entities) {
        allocator.reserve(entities);
        allocator.reserveHandles(entities);
        reserved = Math.max(reserved, entities);
        for (ComponentStorage<?> storage : storages) {
            storage.reserve(entities);
        }
    }

    // ---------------------------------------------------------------------------------------
    // Components

    /**
     * Adds a component to a live entity, or replaces the entity's component of the same class.
     * Allowed during iteration.
     *
     * @param entity    a live entity
     * @param component the component; its exact class is its component type
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the component's class cannot be a component
     * @throws StaleEntityException     if the entity is not alive
     */
    public void add(Entity entity, Object component) {
        if (component == null) {
            throw new NullPointerException("Cannot add a null component to " + entity
                    + "; to take a component away use world.remove(entity, Type.class)");
        }
        ComponentStorage<?> storage = storage(component.getClass());
        requireAliveToAdd(entity, storage.componentType());
        storage.put(entity.index(), component);
    }

    /**
     * Returns an entity's component of the given class.
     *
     * @param entity the handle; stale answers {@code null}
     * @param type   the component class
     * @param <T>    the component type
     * @return the component, or {@code null} if the entity is stale or has none
     * @throws NullPointerException     if {@code entity} or {@code type} is null
     * @throws IllegalArgumentException if {@code type} can never be a component (an interface,
     *                                  abstract class, primitive, array, or {@code Entity})
     */
    public <T> T get(Entity entity, Class<T> type) {
        return storage(type).get(entity);
    }

    /**
     * Tells whether an entity has a component of the given class.
     *
     * @param entity the handle; stale answers {@code false}
     * @param type   the component class
     * @return {@code true} if it is alive and has one
     * @throws NullPointerException     if {@code entity} or {@code type} is null
     * @throws IllegalArgumentException if {@code type} can never be a component
     */
    public boolean has(Entity entity, Class<?> type) {
        return storage(type).has(entity);
    }

    /**
     * Removes an entity's component of the given class. Allowed during iteration.
     *
     * @param entity the handle; stale answers {@code null} and nothing changes
     * @param type   the component class
     * @param <T>    the component type
     * @return the removed component, or {@code null} if there was none (or the entity is stale)
     * @throws NullPointerException     if {@code entity} or {@code type} is null
     * @throws IllegalArgumentException if {@code type} can never be a component
     */
    public <T> T remove(Entity entity, Class<T> type) {
        return storage(type).remove(entity);
    }

    /**
     * Returns the number of entities that have a component of the given class. O(1).
     *
     * @param type the component class
     * @return the count
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if {@code type} can never be a component
     */
    public int count(Class<?> type) {
        return storage(type).size();
    }

    /**
     * Returns the storage of a component class, creating it if needed. Keep it in a field: it
     * is the fastest way to look components up by handle. The same object is returned for the
     * lifetime of the world.
     *
     * @param type the component class
     * @param <T>  the component type
     * @return the storage
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if {@code type} can never be a component
     */
    public <T> ComponentStorage<T> storage(Class<T> type) {
        ComponentStorage<?> storage = storageIndex.find(type);
        if (storage == null) {
            storage = storageOf(ComponentType.of(type));
        }
        @SuppressWarnings("unchecked")
        ComponentStorage<T> typed = (ComponentStorage<T>) storage;
        return typed;
    }

    // ---------------------------------------------------------------------------------------
    // Queries

    /**
     * Returns a query over entities that have an {@code A}.
     *
     * @param a   the component class
     * @param <A> the component type
     * @return the query; keep it, it stays valid for the world's lifetime
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class can never be a component
     */
    public <A> Query1<A> query(Class<A> a) {
        return new Query1<>(this, storage(a), Query.NONE, Query.NONE);
    }

    /**
     * Returns a query over entities that have an {@code A} and a {@code B}.
     *
     * @param a   a component class
     * @param b   another component class
     * @param <A> the first component type
     * @param <B> the second component type
     * @return the query; keep it, it stays valid for the world's lifetime
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class can never be a component, or a class repeats
     */
    public <A, B> Query2<A, B> query(Class<A> a, Class<B> b) {
        return new Query2<>(this, storage(a), storage(b), Query.NONE, Query.NONE);
    }

    /**
     * Returns a query over entities that have an {@code A}, a {@code B} and a {@code C}.
     *
     * @param a   a component class
     * @param b   another component class
     * @param c   another component class
     * @param <A> the first component type
     * @param <B> the second component type
     * @param <C> the third component type
     * @return the query; keep it, it stays valid for the world's lifetime
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class can never be a component, or a class repeats
     */
    public <A, B, C> Query3<A, B, C> query(Class<A> a, Class<B> b, Class<C> c) {
        return new Query3<>(this, storage(a), storage(b), storage(c), Query.NONE, Query.NONE);
    }

    /**
     * Returns a query over entities that have an {@code A}, a {@code B}, a {@code C} and a
     * {@code D}.
     *
     * @param a   a component class
     * @param b   another component class
     * @param c   another component class
     * @param d   another component class
     * @param <A> the first component type
     * @param <B> the second component type
     * @param <C> the third component type
     * @param <D> the fourth component type
     * @return the query; keep it, it stays valid for the world's lifetime
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class can never be a component, or a class repeats
     */
    public <A, B, C, D> Query4<A, B, C, D> query(Class<A> a, Class<B> b, Class<C> c, Class<D> d) {
        return new Query4<>(this, storage(a), storage(b), storage(c), storage(d), Query.NONE, Query.NONE);
    }

    // ---------------------------------------------------------------------------------------
    // Commands

    /**
     * Returns this world's own command buffer. Record changes into it anywhere and apply them
     * with {@link #flush()} (a scheduler does so at its sync points).
     *
     * @return the buffer, the same object for the world's lifetime
     */
    public Commands commands() {
        return commands;
    }

    /**
     * Applies and empties this world's own command buffer ({@link #commands()}).
     */
    public void flush() {
        commands.apply(this);
    }

    // ---------------------------------------------------------------------------------------
    // Internals

    /**
     * Throws unless {@code entity} is alive; the message, built only on failure, says that a
     * {@code type} was being added.
     */
    void requireAliveToAdd(Entity entity, ComponentType type) {
        if (entity == null || !allocator.isLive(entity)) {
            throw notAlive(entity, "add " + type.name() + " to");
        }
        checkStructuralChange();
    }

    /**
     * Throws while a parallel walk runs: its actions run on several threads, and structural
     * changes must go through the {@link Commands} each action is given.
     */
    void checkStructuralChange() {
        if (parallelWalks != 0) {
            throw new IllegalStateException("Cannot spawn, despawn, add or remove while a parallelForEach is "
                    + "running: its actions run on several threads at once. Record the change in the Commands "
                    + "the action receives; they are applied, in entity order, when the walk ends");
        }
    }

    /** Canonical handle of a live entity index (walks hand these out without allocating). */
    Entity handleAt(int index) {
        return allocator.handleUnchecked(index);
    }

    /** The allocator's canonical-handle pages, for walks; pages never move. */
    Entity[][] handlePages() {
        return allocator.handlePages;
    }

    void enterParallelWalk() {
        PARALLEL_WALKS.getAndAdd(this, 1);
    }

    void exitParallelWalk() {
        PARALLEL_WALKS.getAndAdd(this, -1);
    }

    /**
     * The exception for a {@code null} entity handle, saying what was attempted (e.g.
     * {@code "get Position of"}); shared by {@link ComponentStorage} and {@link Query}.
     */
    static NullPointerException nullHandle(String attempted) {
        return new NullPointerException("Cannot " + attempted + " a null entity handle; a null handle is always"
                + " an error (a stale one answers null or false): set the field that held it, or skip the call");
    }

    /** The exception for a write to a null or dead entity, saying what was attempted. */
    private RuntimeException notAlive(Entity entity, String attempted) {
        if (entity == null) {
            return nullHandle(attempted);
        }
        int current = allocator.generationOf(entity.index());
        String why = current >= 0
                ? "its slot now holds a newer entity, Entity[" + entity.index() + "v" + current + "]"
                : "it was despawned or never spawned by this world";
        return new StaleEntityException(entity, "Cannot " + attempted + " " + entity + ": the entity is not alive ("
                + why + "). Check world.isAlive(entity) first, or record the change with Commands, "
                + "which skips entities that are gone.");
    }

    ComponentStorage<?> storageOf(ComponentType type) {
        int id = type.id;
        ComponentStorage<?>[] byId = storagesById;
        if (id < byId.length) {
            ComponentStorage<?> storage = byId[id];
            if (storage != null) {
                return storage;
            }
        }
        return createStorage(type);
    }

    private synchronized ComponentStorage<?> createStorage(ComponentType type) {
        ComponentStorage<?>[] byId = storagesById;
        if (type.id < byId.length && byId[type.id] != null) {
            return byId[type.id]; // another thread created it first
        }
        ComponentStorage<?> storage = new ComponentStorage<>(this, allocator, type);
        storage.reserve(reserved);
        byId = Arrays.copyOf(byId, Math.max(byId.length, type.id + 1));
        byId[type.id] = storage;
        ComponentStorage<?>[] all = Arrays.copyOf(storages, storages.length + 1);
        all[all.length - 1] = storage;
        storages = all;
        storageIndex = new StorageIndex(all);
        storagesById = byId;
        return storage;
    }

    void enterIteration() {
        iterationDepth.incrementAndGet();
    }

    void exitIteration() {
        iterationDepth.decrementAndGet();
    }

    private ComponentStorage<?> storageForComponent(Object component, int position) {
        if (component == null) {
            throw new NullPointerException("Cannot spawn with a null component (argument " + position
                    + "); leave it out instead");
        }
        return storage(component.getClass());
    }

    private static IllegalArgumentException duplicate(Object component) {
        return new IllegalArgumentException("Cannot spawn with two " + component.getClass().getSimpleName()
                + " components: an entity has at most one component of each class; pass one");
    }

    /**
     * Builds a {@link World} with non-default limits.
     *
     * <pre>{@code
     * World world = World.builder().initialCapacity(100_000).build();
     * }</pre>
     */
    public static final class Builder {
        private int maxEntities = GenerationalIndexAllocator.DEFAULT_MAX_SLOTS;
        private int maxGeneration = Integer.MAX_VALUE;
        private int initialCapacity;

        private Builder() {
        }

        /**
         * Sets the maximum number of entity slots (live plus retired).
         *
         * @param maxEntities the limit, {@code >= 1}
         * @return this builder
         */
        public Builder maxEntities(int maxEntities) {
            this.maxEntities = maxEntities;
            return this;
        }

        /**
         * Sets the last generation a slot may reach before it is retired. Lower it only to test
         * code that must survive retirement; the default is {@link Integer#MAX_VALUE}.
         *
         * @param maxGeneration the limit, {@code >= 0}
         * @return this builder
         */
        public Builder maxGeneration(int maxGeneration) {
            this.maxGeneration = maxGeneration;
            return this;
        }

        /**
         * Pre-sizes the world for this many entities (see {@link World#reserve(int)}).
         *
         * @param initialCapacity the expected entity count, {@code >= 0}
         * @return this builder
         */
        public Builder initialCapacity(int initialCapacity) {
            this.initialCapacity = initialCapacity;
            return this;
        }

        /**
         * Creates the world.
         *
         * @return a new empty world
         * @throws IllegalArgumentException if a setting is out of range
         */
        public World build() {
            return new World(new GenerationalIndexAllocator(maxEntities, maxGeneration), initialCapacity);
        }
    }
}
