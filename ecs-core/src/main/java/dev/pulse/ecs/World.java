package dev.pulse.ecs;

import dev.pulse.ecs.column.ColumnQuery;
import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.ColumnStorage;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.internal.ChangeClock;
import dev.pulse.ecs.internal.CoreAccess;
import dev.pulse.ecs.internal.OwnerThread;
import dev.pulse.ecs.internal.StorageIndex;
import dev.pulse.ecs.seam.SchedulerHooks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

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
 * <h2>Stale, null and foreign handles: one rule</h2>
 * <table>
 *   <caption>What each method does with a handle that is stale (despawned, or from a slot since
 *   reused) and with a {@code null} handle</caption>
 *   <tr><th>kind</th><th>methods</th><th>stale handle</th><th>{@code null} handle</th></tr>
 *   <tr><td>read</td><td>{@link #get get}, {@link #has has}, {@link #isAlive isAlive},
 *       {@link #parent parent}, {@link #children children}, {@link #forEachChild forEachChild},
 *       {@link #childCount childCount}, {@link Query#matches Query.matches}</td>
 *       <td>answers {@code null} / {@code false} / nothing</td><td>{@link NullPointerException}</td></tr>
 *   <tr><td>take away</td><td>{@link #despawn despawn}, {@link #remove remove},
 *       {@link #clearParent clearParent}</td>
 *       <td>nothing happens; answers {@code false} / {@code null} (what is asked for already
 *       holds: the entity or its component is gone)</td><td>{@link NullPointerException}</td></tr>
 *   <tr><td>put in</td><td>{@link #add add}, {@link #getOrAdd getOrAdd}, {@link #setParent setParent}
 *       (either handle)</td>
 *       <td>{@link StaleEntityException}, naming the entity and the newer one in its slot</td>
 *       <td>{@link NullPointerException}</td></tr>
 *   <tr><td>record</td><td>{@link Commands#despawn Commands.despawn}, {@code add},
 *       {@code addIfAbsent}, {@code remove}, {@code setParent}, {@code clearParent}</td>
 *       <td>recorded; skipped and counted when applied</td>
 *       <td>{@link NullPointerException} when recorded</td></tr>
 * </table>
 * {@link ComponentStorage} follows the same rule. A {@code null} handle is always a bug (a
 * field never set, a map lookup that missed), so it fails where it happens instead of reading
 * as "not alive". So is a <em>foreign</em> handle, one another world spawned: every method
 * above, reads included, throws {@link ForeignEntityException} naming both worlds (see
 * {@link #toString()}) and changes nothing; {@link Commands#apply(World)} checks the whole
 * buffer first and applies nothing. Handles rebuilt with {@link Entity#fromId(long)} belong to
 * no world and are checked by index and generation only.
 *
 * <h2>Components</h2>
 * Components are plain objects of any named class (mutable classes for hot data, records for
 * immutable data); no base class or interface is needed. An entity has at most one component
 * of each class; components are keyed by their exact runtime class. Each class gets its own
 * {@link ComponentStorage}, created on first use. A class with no instance fields is a tag and
 * stores no data.
 *
 * <h2>Resources, relations</h2>
 * World-wide values live in {@link #resources()} ({@link #insertResource(Object)},
 * {@link #resource(Class)}), one per class. {@link #setParent(Entity, Entity)} makes one entity
 * the child of another; despawning a parent despawns its descendants first. A world that never
 * links entities pays nothing for relations.
 *
 * <h2>Changes during iteration</h2>
 * Inside a query's {@code forEach} every structural change is allowed and defined: despawning
 * or changing the current entity or any other entity, and spawning. An entity removed (or
 * whose components stop matching) before the walk reaches it is not visited; no entity is
 * visited twice; an entity spawned during the walk, or given the walk's driving component, is
 * not visited by it, while one that gains a missing other component before the walk reaches it
 * is. Only
 * {@link #clear()} is refused during iteration. Direct changes are visible at once, to the rest
 * of the walk as above and to all code after it. For deferring changes to a point of your
 * choosing (and for parallel systems) record them in a {@link Commands} buffer. Under the
 * scheduler of module {@code dev.pulse.ecs.systems}, a system's own buffer is applied at the end
 * of its phase or, if the system asks for it, right after the system; that module's
 * {@code GameSystem} documentation has the full table and the recommendation (change directly in
 * sequential mode when the next system must see it; use the system's commands in parallel mode).
 *
 * <h2>Threads</h2>
 * A world is not thread-safe for structural changes; it is for concurrent readers.
 * <table>
 *   <caption>What may run on which thread</caption>
 *   <tr><th>operation</th><th>thread</th><th>concurrently with</th><th>enforced</th></tr>
 *   <tr><td>structural changes: spawn, despawn, add, remove (also through
 *       {@link ComponentStorage}), setParent, clearParent, {@link #clear()}, {@link #reserve(int)},
 *       {@link #trim()}, {@link #flush()} and {@link Commands#apply(World)}</td>
 *       <td>the owner: the first thread to make a structural change, or the last to call
 *       {@link #bindToCurrentThread()}</td><td>nothing else on this world</td>
 *       <td>yes: {@link IllegalStateException} naming both threads, before any change; also
 *       during {@code parallelForEach}</td></tr>
 *   <tr><td>reads: get, has, isAlive, count, storage, queries, parent, children, entityAt</td>
 *       <td>any</td><td>other reads</td><td>not needed (safe)</td></tr>
 *   <tr><td>writing fields of component objects</td><td>any</td>
 *       <td>reads and writes of other component objects</td><td>no (one writer per object)</td></tr>
 *   <tr><td>recording into a {@link Commands} buffer</td><td>any</td>
 *       <td>recording into other buffers</td><td>no (one buffer per thread or chunk)</td></tr>
 *   <tr><td>resources</td><td>any, one writer</td><td>reads when no write runs</td><td>no</td></tr>
 * </table>
 * Parallel code (a {@code parallelForEach}, parallel systems of the scheduler in module
 * {@code dev.pulse.ecs.systems}) records structural changes into its own {@link Commands},
 * applied afterwards on the owner thread. To hand a world to another thread (a level built by a
 * loader thread, then played on the game thread), call {@link #bindToCurrentThread()} on the
 * receiving thread.
 */
public final class World {

    static {
        // The column package reaches the core's package-private members through this bridge.
        CoreAccess.install(new CoreSecrets());
        SchedulerHooks.install(new SchedulerHooks() {
            @Override
            public int enterSystem(World world, int lastRun) {
                return world.clock.enterSystem(lastRun);
            }

            @Override
            public void exitSystem(World world, int previous) {
                world.clock.exitSystem(previous);
            }

            @Override
            public void trimRemovedThrough(World world, int tick) {
                for (ComponentStorage<?> storage : world.storages.all()) {
                    RemovedComponents<?> removals = storage.removals;
                    if (removals != null) {
                        removals.trimThrough(tick);
                    }
                }
            }
        });
    }

    private final GenerationalIndexAllocator allocator;
    /** The allocator's owner number, the one every handle this world issues carries. */
    private final int owner;
    /** Which thread may make structural changes, and the parallel walks during which none may. */
    private final OwnerThread ownerThread = new OwnerThread(this);
    /** The argument checks and their messages. */
    final WorldChecks checks;
    /** The component storages, created on first use. */
    private final StorageRegistry storages;
    /**
     * The storage {@link #storage(Class)} answered last, checked first: code that reads one
     * component class many times in a row ({@code world.get} in a loop) skips the hash probe.
     * Written only when the class changes; a thread that sees another thread's value compares
     * its class like any other (storages never go away), so the race is benign.
     */
    private ComponentStorage<?> lastLookedUp;
    /** Class to storage by identity hash, the next step of {@link #storage(Class)}; see {@link StorageRegistry}. */
    StorageIndex storageIndex = StorageIndex.EMPTY;

    private final Commands commands = new Commands();
    /**
     * Number of column walks in progress, on any thread (they scan pages without locking a
     * storage); walks that lock a storage are counted by the storage (see {@link #walking()}).
     */
    private final AtomicInteger iterationDepth = new AtomicInteger();
    /** World-wide data, one value per type. */
    private final Resources resources = new Resources();
    /** Parent/child links; {@code null} until the first {@link #setParent}, so others pay nothing. */
    private Hierarchy hierarchy;
    /** The change tick and per-thread system baselines (see {@link #advanceTick()}). */
    final ChangeClock clock = new ChangeClock();
    /** The registry of {@link #observers()}, created on first use. */
    private Observers observers;
    /**
     * The observer registry while it has subscriptions, else {@code null}: the one field every
     * structural change checks, so a world nobody observes pays a null check.
     */
    Observers observing;
    /** Set once a type tracks changes or records removals: schedulers then advance the tick per system. */
    volatile boolean trackingChanges;

    /** Creates an empty world with the default limits (see {@link GenerationalIndexAllocator}). */
    public World() {
        this(new GenerationalIndexAllocator(), 0);
    }

    private World(GenerationalIndexAllocator allocator, int initialCapacity) {
        this.allocator = allocator;
        this.owner = allocator.owner;
        this.checks = new WorldChecks(allocator, owner);
        this.storages = new StorageRegistry(this, allocator);
        allocator.label = "World#" + owner;
        reserveUnchecked(initialCapacity);
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
        if (observing != null) {
            observing.spawned(entity, storage);
        }
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
            throw WorldChecks.duplicate(first);
        }
        checkStructuralChange();
        Entity entity = allocator.allocate();
        a.append(entity.index(), first);
        b.append(entity.index(), second);
        if (observing != null) {
            observing.spawned(entity, a, b);
        }
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
            throw WorldChecks.duplicate(first);
        }
        if (b == c) {
            throw WorldChecks.duplicate(second);
        }
        checkStructuralChange();
        Entity entity = allocator.allocate();
        a.append(entity.index(), first);
        b.append(entity.index(), second);
        c.append(entity.index(), third);
        if (observing != null) {
            observing.spawned(entity, a, b, c);
        }
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
                    throw WorldChecks.duplicate(components[i]);
                }
            }
        }
        checkStructuralChange();
        Entity entity = allocator.allocate();
        for (int i = 0; i < components.length; i++) {
            targets[i].append(entity.index(), components[i]);
        }
        if (observing != null) {
            observing.spawned(entity, targets);
        }
        return entity;
    }

    /**
     * Despawns an entity: removes all its components and frees its slot. Every handle to it
     * becomes stale. If it has {@linkplain #setParent children}, its descendants are despawned
     * first, deepest first (post-order: each child's subtree in attachment order, then the
     * child), iteratively, so chains of any depth are safe; it is detached from its own parent.
     * Allowed during iteration.
     *
     * @param entity the handle; stale answers {@code false}
     * @return {@code true} if it was alive; {@code false} if it was already stale (nothing changes)
     * @throws NullPointerException   if {@code entity} is null
     * @throws ForeignEntityException if another world issued {@code entity}
     */
    public boolean despawn(Entity entity) {
        if (entity == null) {
            throw WorldChecks.nullHandle("despawn");
        }
        if (entity.owner != owner) {
            allocator.requireOwn(entity, "despawn");
        }
        checkStructuralChange();
        if (!allocator.isLive(entity.index(), entity.generation())) {
            return false;
        }
        if (observing != null) {
            return observing.despawn(entity); // events, then the same steps as below
        }
        despawnDescendants(entity);
        int index = entity.index();
        for (ComponentStorage<?> storage : storages.all()) {
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
     * @throws NullPointerException   if {@code entity} is null
     * @throws ForeignEntityException if another world issued {@code entity}
     */
    public boolean isAlive(Entity entity) {
        if (entity == null) {
            throw WorldChecks.nullHandle("ask isAlive of");
        }
        if (entity.owner == owner) {
            return true; // issued here and not marked despawned (see Entity.DESPAWNED)
        }
        if (entity.owner == (owner | Entity.DESPAWNED)) {
            return false;
        }
        allocator.requireOwn(entity, "ask isAlive of");
        return allocator.isLive(entity.index(), entity.generation());
    }

    /**
     * Visits every live entity once, in ascending slot index order (a stable order that
     * snapshots and tools rely on). The action must not spawn or despawn entities.
     * O(slots ever used).
     *
     * @param action called with each live entity's handle
     * @throws NullPointerException if {@code action} is null
     */
    public void forEachEntity(java.util.function.Consumer<? super Entity> action) {
        if (action == null) {
            throw new NullPointerException("forEachEntity needs an action, e.g. e -> handles.add(e)");
        }
        int slots = allocator.slotCount();
        for (int index = 0; index < slots; index++) {
            int generation = allocator.generationOf(index);
            if (generation >= 0) {
                action.accept(allocator.handleUnchecked(index));
            }
        }
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
     * Returns the most entity slots this world may use (live plus retired; see
     * {@link Builder#maxEntities(int)}).
     *
     * @return the limit
     */
    public int maxEntities() {
        return allocator.maxSlots();
    }

    /**
     * Returns how many more entities {@link #spawn()} can create before the entity limit is
     * reached: {@link #maxEntities()} minus the live entities and the retired slots (slots whose
     * generations ran out; see {@link Builder#maxGeneration(int)}). A batch that checks this
     * first (a snapshot load) can refuse before it spawns anything. O(1).
     *
     * @return the number of entities that can still be spawned, {@code >= 0}
     */
    public int spawnCapacity() {
        return allocator.maxSlots() - allocator.liveCount() - allocator.retiredCount();
    }

    /**
     * Despawns every entity; every handle issued so far becomes stale. Storages stay (their
     * pages are kept for reuse), and so do {@linkplain #resources() resources}, which belong to
     * the world, not to entities. O(entities ever spawned).
     *
     * @throws IllegalStateException if called inside a query's {@code forEach}
     */
    public void clear() {
        if (walking()) {
            throw WorldChecks.duringWalk("clear", "record despawns with world.commands() or clear after the loop");
        }
        checkStructuralChange();
        for (ComponentStorage<?> storage : storages.all()) {
            storage.clear();
        }
        allocator.clear();
        commands.clear();
        hierarchy = null;
        if (observers != null) {
            observers.cleared();
        }
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
        checkStructuralChange();
        reserveUnchecked(entities);
    }

    /** {@link #reserve(int)} without the owner check: the constructor binds no thread. */
    private void reserveUnchecked(int entities) {
        allocator.reserve(entities);
        allocator.reserveHandles(entities);
        storages.reserve(entities);
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
     * @throws ForeignEntityException   if another world issued {@code entity}
     * @throws IllegalArgumentException if the component's class cannot be a component
     * @throws StaleEntityException     if the entity is not alive
     */
    public void add(Entity entity, Object component) {
        if (component == null) {
            throw new NullPointerException("Cannot add a null component to " + entity
                    + "; to take a component away use world.remove(entity, Type.class)");
        }
        storage(component.getClass()).addValidated(entity, component);
    }

    /**
     * Returns an entity's component of class {@code type}, first adding the one {@code create}
     * makes if it has none: get-or-create, like Artemis's {@code mapper.create(entity)}. An
     * existing component is kept as it is (no {@code onReplace}, no state lost); see
     * {@link ComponentStorage#getOrAdd(Entity, java.util.function.Supplier)}. Allowed during
     * iteration, like {@code add}.
     *
     * <pre>{@code
     * world.getOrAdd(ship, Cooldown.class, Cooldown::new).left = 0.5f;
     * }</pre>
     *
     * @param entity a live entity
     * @param type   the component class
     * @param create makes the new component, of exactly {@code type}
     * @param <T>    the component type
     * @return the entity's component: the one it had, or the one just added
     * @throws NullPointerException     if an argument is null, or {@code create} answers null
     * @throws ForeignEntityException   if another world issued {@code entity}
     * @throws StaleEntityException     if the entity is not alive
     * @throws IllegalArgumentException if {@code type} can never be a component, or {@code create}
     *                                  answers an object of another class
     */
    public <T> T getOrAdd(Entity entity, Class<T> type, java.util.function.Supplier<? extends T> create) {
        return storage(type).getOrAdd(entity, create);
    }

    /**
     * Returns an entity's component of the given class.
     *
     * @param entity the handle; stale answers {@code null}
     * @param type   the component class
     * @param <T>    the component type
     * @return the component, or {@code null} if the entity is stale or has none
     * @throws NullPointerException     if {@code entity} or {@code type} is null
     * @throws ForeignEntityException   if another world issued {@code entity}
     * @throws IllegalArgumentException if {@code type} can never be a component (an interface,
     *                                  abstract class, primitive, array, or {@code Entity})
     */
    public <T> @Nullable T get(Entity entity, Class<T> type) {
        return storage(type).get(entity);
    }

    /**
     * Tells whether an entity has a component of the given class.
     *
     * @param entity the handle; stale answers {@code false}
     * @param type   the component class
     * @return {@code true} if it is alive and has one
     * @throws NullPointerException     if {@code entity} or {@code type} is null
     * @throws ForeignEntityException   if another world issued {@code entity}
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
     * @throws ForeignEntityException   if another world issued {@code entity}
     * @throws IllegalArgumentException if {@code type} can never be a component
     */
    public <T> @Nullable T remove(Entity entity, Class<T> type) {
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
        ComponentStorage<?> storage = lastLookedUp;
        if (storage == null || storage.type() != type) {
            storage = storageIndex.find(type);
            if (storage == null) {
                storage = storages.of(ComponentType.of(type));
            }
            lastLookedUp = storage;
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

    /**
     * Returns a query over entities that have an {@code A}, a {@code B}, a {@code C}, a {@code D}
     * and an {@code E}.
     *
     * @param a   a component class
     * @param b   another component class
     * @param c   another component class
     * @param d   another component class
     * @param e   another component class
     * @param <A> the first component type
     * @param <B> the second component type
     * @param <C> the third component type
     * @param <D> the fourth component type
     * @param <E> the fifth component type
     * @return the query; keep it, it stays valid for the world's lifetime
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class can never be a component, or a class repeats
     */
    public <A, B, C, D, E> Query5<A, B, C, D, E> query(Class<A> a, Class<B> b, Class<C> c, Class<D> d, Class<E> e) {
        return new Query5<>(this, storage(a), storage(b), storage(c), storage(d), storage(e), Query.NONE, Query.NONE);
    }

    /**
     * Returns a query over entities that have an {@code A}, a {@code B}, a {@code C}, a {@code D},
     * an {@code E} and an {@code F}.
     *
     * @param a   a component class
     * @param b   another component class
     * @param c   another component class
     * @param d   another component class
     * @param e   another component class
     * @param f   another component class
     * @param <A> the first component type
     * @param <B> the second component type
     * @param <C> the third component type
     * @param <D> the fourth component type
     * @param <E> the fifth component type
     * @param <F> the sixth component type
     * @return the query; keep it, it stays valid for the world's lifetime
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class can never be a component, or a class repeats
     */
    public <A, B, C, D, E, F> Query6<A, B, C, D, E, F> query(
            Class<A> a, Class<B> b, Class<C> c, Class<D> d, Class<E> e, Class<F> f) {
        return new Query6<>(
                this, storage(a), storage(b), storage(c), storage(d), storage(e), storage(f), Query.NONE, Query.NONE);
    }

    /**
     * Returns a query over entities that have an {@code A}, a {@code B}, a {@code C}, a {@code D},
     * an {@code E}, an {@code F} and a {@code G}.
     *
     * @param a   a component class
     * @param b   another component class
     * @param c   another component class
     * @param d   another component class
     * @param e   another component class
     * @param f   another component class
     * @param g   another component class
     * @param <A> the first component type
     * @param <B> the second component type
     * @param <C> the third component type
     * @param <D> the fourth component type
     * @param <E> the fifth component type
     * @param <F> the sixth component type
     * @param <G> the seventh component type
     * @return the query; keep it, it stays valid for the world's lifetime
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class can never be a component, or a class repeats
     */
    public <A, B, C, D, E, F, G> Query7<A, B, C, D, E, F, G> query(
            Class<A> a, Class<B> b, Class<C> c, Class<D> d, Class<E> e, Class<F> f, Class<G> g) {
        return new Query7<>(
                this,
                storage(a),
                storage(b),
                storage(c),
                storage(d),
                storage(e),
                storage(f),
                storage(g),
                Query.NONE,
                Query.NONE);
    }

    /**
     * Returns a query over entities that have an {@code A}, a {@code B}, a {@code C}, a {@code D},
     * an {@code E}, an {@code F}, a {@code G} and an {@code H}.
     *
     * @param a   a component class
     * @param b   another component class
     * @param c   another component class
     * @param d   another component class
     * @param e   another component class
     * @param f   another component class
     * @param g   another component class
     * @param h   another component class
     * @param <A> the first component type
     * @param <B> the second component type
     * @param <C> the third component type
     * @param <D> the fourth component type
     * @param <E> the fifth component type
     * @param <F> the sixth component type
     * @param <G> the seventh component type
     * @param <H> the eighth component type
     * @return the query; keep it, it stays valid for the world's lifetime
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class can never be a component, or a class repeats
     */
    public <A, B, C, D, E, F, G, H> Query8<A, B, C, D, E, F, G, H> query(
            Class<A> a, Class<B> b, Class<C> c, Class<D> d, Class<E> e, Class<F> f, Class<G> g, Class<H> h) {
        return new Query8<>(
                this,
                storage(a),
                storage(b),
                storage(c),
                storage(d),
                storage(e),
                storage(f),
                storage(g),
                storage(h),
                Query.NONE,
                Query.NONE);
    }

    /**
     * Returns a query built at run time from {@code spec}'s component classes (see
     * {@link DynamicQuery}): for tools that read the classes from a file or a script. A class
     * that was never a component of this world answers empty, as in a typed query.
     *
     * @param spec the classes and terms
     * @return the query; keep it, it stays valid for the world's lifetime
     * @throws NullPointerException     if {@code spec} is null
     * @throws IllegalArgumentException if a class can never be a component, a column component
     *                                  is fetched, a class is named twice (an optional term may
     *                                  also be required), required and excluded, an {@code any}
     *                                  group is invalid (see {@link Query1#any}), a change filter
     *                                  is repeated, or more than {@value DynamicQuery#MAX_COMPONENTS}
     *                                  components are handed over
     */
    public DynamicQuery query(QuerySpec spec) {
        return DynamicQuery.of(this, spec);
    }

    /**
     * Returns the column storage of a {@link Columnar} record class, creating it if needed: the
     * entry point for reading and writing column components by handle ({@code modify}, views).
     * Keep it in a field; the same object is returned for the lifetime of the world.
     *
     * @param type the column record class
     * @param <R>  the record type
     * @return the storage
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if the record cannot be a column component (see {@link ColumnSchema})
     */
    public <R extends Record & Columnar> ColumnStorage<R> columns(Class<R> type) {
        ColumnSchema.of(type); // the declaration's own message if the record is not a valid column record
        @SuppressWarnings("unchecked")
        ColumnStorage<R> columns = (ColumnStorage<R>) storage(type).columns;
        return columns;
    }

    /**
     * Returns a query that walks column components in chunks (see {@link ColumnQuery}). Column
     * records are fetched as columns; ordinary component classes may be named too and are
     * handed out as object pages, indexed from {@link dev.pulse.ecs.column.ColumnChunk#componentOffset()}.
     *
     * @param types the fetched component classes, at least one
     * @return the query; keep it, it stays valid for the world's lifetime
     * @throws NullPointerException     if the array or a class is null
     * @throws IllegalArgumentException if no class is given, a class cannot be a component, or a class repeats
     */
    public ColumnQuery columnQuery(Class<?>... types) {
        return ColumnQuery.of(this, types);
    }

    // ---------------------------------------------------------------------------------------
    // Parent/child relations

    /**
     * Makes {@code parent} the parent of {@code child}, detaching it from its previous parent if
     * it had one (re-parenting). The child goes last in the parent's {@linkplain #children
     * children}; setting the parent it already has changes nothing. The child gets a
     * {@link Parent} component, which queries can fetch or filter on ({@code without(Parent.class)}
     * selects roots). Despawning the parent later despawns the child too. O(1) for a child
     * without children of its own, O(depth of {@code parent}) otherwise (the loop check).
     * Allowed during iteration.
     *
     * @param child  a live entity
     * @param parent another live entity, not a descendant of {@code child}
     * @throws NullPointerException     if an argument is null
     * @throws StaleEntityException     if either entity is not alive (despawned)
     * @throws ForeignEntityException   if another world issued either entity
     * @throws IllegalArgumentException if {@code parent} is {@code child} or one of its
     *                                  descendants (the hierarchy would become a loop)
     */
    public void setParent(Entity child, Entity parent) {
        checks.requireParentAndChild(child, parent);
        checkStructuralChange();
        Hierarchy h = hierarchy;
        if (h == null) {
            h = hierarchy = new Hierarchy(this);
        }
        h.setParent(child, parent);
    }

    /**
     * Detaches a child from its parent: it becomes a root and loses its {@link Parent}
     * component; its own children stay its children. O(1). Allowed during iteration.
     *
     * @param child the handle; stale answers {@code false}
     * @return {@code true} if it had a parent
     * @throws NullPointerException   if {@code child} is null
     * @throws ForeignEntityException if another world issued {@code child}
     */
    public boolean clearParent(Entity child) {
        if (child == null) {
            throw WorldChecks.nullHandle("clear the parent of");
        }
        requireOwn(child, "clear the parent of");
        if (hierarchy == null || !allocator.isLive(child)) {
            return false;
        }
        checkStructuralChange();
        return hierarchy.clearParent(child);
    }

    /**
     * Returns an entity's parent.
     *
     * @param child the handle; stale answers {@code null}
     * @return the parent (always alive), or {@code null} for a root
     * @throws NullPointerException   if {@code child} is null
     * @throws ForeignEntityException if another world issued {@code child}
     */
    public @Nullable Entity parent(Entity child) {
        if (child == null) {
            throw WorldChecks.nullHandle("get the parent of");
        }
        requireOwn(child, "get the parent of");
        return hierarchy == null ? null : hierarchy.parentOf(child);
    }

    /**
     * Returns an entity's children, in the order they were attached, as a copy (change the
     * hierarchy while looping over it freely). O(children).
     *
     * @param parent the handle; stale answers an empty list
     * @return the children, unmodifiable order-preserving copy
     * @throws NullPointerException   if {@code parent} is null
     * @throws ForeignEntityException if another world issued {@code parent}
     */
    public List<Entity> children(Entity parent) {
        if (parent == null) {
            throw WorldChecks.nullHandle("list the children of");
        }
        requireOwn(parent, "list the children of");
        return hierarchy == null ? List.of() : Collections.unmodifiableList(hierarchy.children(parent));
    }

    /**
     * Calls {@code action} with each of an entity's children, in attachment order, without
     * allocating. The action must not change this world's parent/child links (no
     * {@code setParent}, {@code clearParent} or despawning linked entities): loop over
     * {@link #children(Entity)}, a copy, for that.
     *
     * @param parent the handle; stale visits nothing
     * @param action receives each child
     * @throws NullPointerException            if an argument is null
     * @throws ConcurrentModificationException if the action changed the links
     */
    public void forEachChild(Entity parent, Consumer<Entity> action) {
        if (parent == null) {
            throw WorldChecks.nullHandle("visit the children of");
        }
        requireOwn(parent, "visit the children of");
        Objects.requireNonNull(action, "forEachChild needs an action, e.g. child -> { ... }");
        if (hierarchy != null) {
            hierarchy.forEachChild(parent, action);
        }
    }

    /**
     * Returns how many children an entity has. O(1).
     *
     * @param parent the handle; stale answers 0
     * @return the number of children
     * @throws NullPointerException   if {@code parent} is null
     * @throws ForeignEntityException if another world issued {@code parent}
     */
    public int childCount(Entity parent) {
        if (parent == null) {
            throw WorldChecks.nullHandle("count the children of");
        }
        requireOwn(parent, "count the children of");
        return hierarchy == null ? 0 : hierarchy.childCount(parent);
    }

    // ---------------------------------------------------------------------------------------
    // Resources

    /**
     * Returns this world's resources: world-wide data, one value per type.
     *
     * @return the resources, the same object for the world's lifetime
     */
    public Resources resources() {
        return resources;
    }

    /**
     * Inserts a resource keyed by its exact class, replacing any value of that class (see
     * {@link Resources#insert(Object)}). Like {@link java.util.Map#put}, it returns the
     * <em>previous</em> value, not the one inserted: {@code null} the first time. Keep your own
     * reference to the value you insert:
     *
     * <pre>{@code
     * Score score = new Score();
     * world.insertResource(score);                      // answers null: there was no Score before
     * Score old = world.insertResource(new Score());    // answers score, the one just replaced
     * }</pre>
     *
     * @param value the resource
     * @param <T>   its type
     * @return the value this insert replaced (not {@code value}), or {@code null} if there was
     *         none
     * @throws NullPointerException if {@code value} is null
     */
    public <T> @Nullable T insertResource(T value) {
        return resources.insert(value);
    }

    /**
     * Inserts a resource under a key class of your choice (see {@link Resources#insert(Class, Object)}).
     * Like {@link #insertResource(Object)}, it returns the <em>previous</em> value of that key,
     * not the one inserted.
     *
     * @param type  the key, a class or interface the value is an instance of (a primitive
     *              class keys the value under its wrapper)
     * @param value the resource
     * @param <T>   the key type
     * @return the value this insert replaced (not {@code value}), or {@code null} if there was
     *         none
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code value} is not an instance of {@code type}
     */
    public <T> @Nullable T insertResource(Class<T> type, T value) {
        return resources.insert(type, value);
    }

    /**
     * Returns the resource of a type.
     *
     * @param type the key it was inserted under (a primitive class means its wrapper)
     * @param <T>  its type
     * @return the resource, never {@code null}
     * @throws NullPointerException   if {@code type} is null
     * @throws NoSuchElementException if there is none, naming the type
     */
    public <T> T resource(Class<T> type) {
        return resources.get(type);
    }

    /**
     * Returns the resource of a type if there is one.
     *
     * @param type the key it was inserted under (a primitive class means its wrapper)
     * @param <T>  its type
     * @return the resource, or empty
     * @throws NullPointerException if {@code type} is null
     */
    public <T> Optional<T> findResource(Class<T> type) {
        return resources.find(type);
    }

    /**
     * Removes the resource of a type.
     *
     * @param type the key it was inserted under (a primitive class means its wrapper)
     * @param <T>  its type
     * @return the removed resource, or {@code null} if there was none
     * @throws NullPointerException if {@code type} is null
     */
    public <T> @Nullable T removeResource(Class<T> type) {
        return resources.remove(type);
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
    // Threads and memory

    /**
     * Makes the calling thread this world's owner: the one thread allowed to make structural
     * changes (spawn, despawn, add, remove, parent links, {@link #clear()}, {@link #reserve(int)},
     * {@link #trim()}, applying {@link Commands}). The first structural change binds a world to
     * its thread by itself; call this only to hand the world over, e.g. from a loader thread
     * that built a level to the game thread, on the receiving thread, after the previous owner
     * has stopped using the world and the hand-over is visible to this thread (a
     * {@code Future.get()}, a {@code Thread.join()}, a concurrent queue).
     *
     * <pre>{@code
     * World level = loader.submit(() -> buildLevel()).get(); // built, and bound, on the loader thread
     * level.bindToCurrentThread();                           // the game thread takes it over
     * level.spawn(new Position(0, 0));
     * }</pre>
     *
     * @throws IllegalStateException if called inside a parallel walk ({@code parallelForEach})
     */
    public void bindToCurrentThread() {
        ownerThread.bindToCurrentThread();
    }

    /**
     * Gives back memory that despawned entities left behind: component pages (by entity index)
     * in which no entity has the component, packed pages past each storage's size, and the
     * allocator's slot pages in which every slot is free (see
     * {@link GenerationalIndexAllocator#trim()}; handles issued before stay stale). Spawning
     * afterwards allocates pages again as needed. A structural change: owner thread only, not
     * during iteration. O(slots ever used); call it at a natural pause, e.g. after unloading a
     * level.
     *
     * @throws IllegalStateException if called inside a query's {@code forEach}, or from a thread
     *                               that is not the world's owner
     */
    public void trim() {
        if (walking()) {
            throw WorldChecks.duringWalk("trim", "trim after the loop");
        }
        checkStructuralChange();
        for (ComponentStorage<?> storage : storages.all()) {
            storage.trim();
        }
        allocator.trim();
        commands.trim();
        if (hierarchy != null && hierarchy.isEmpty()) {
            hierarchy = null;
        }
    }

    /**
     * Returns a short name for this world, {@code World#n}, used in the messages of
     * {@link ForeignEntityException} and wrong-thread exceptions; {@code n} is unique in the JVM.
     *
     * @return the name
     */
    @Override
    public String toString() {
        return allocator.label;
    }

    // ---------------------------------------------------------------------------------------
    // Observers and change detection

    /**
     * Returns this world's observers: register callbacks for components added, replaced and
     * removed, entities despawned, and entities starting or stopping to match a query. A world
     * with no subscription pays nothing but a null check per structural change.
     *
     * @return the registry, the same object for the world's lifetime
     */
    public Observers observers() {
        Observers o = observers;
        if (o == null) {
            o = observers = new Observers(this);
        }
        return o;
    }

    /**
     * The baseline of a system that has never run: a scheduler that starts a system run with it makes
     * every existing component count as added and changed.
     */
    public static final int NEVER_RAN = ChangeClock.NEVER;

    /**
     * Returns the current change tick: components added, replaced or marked now are stamped
     * with it. Starts at 1.
     *
     * @return the tick
     */
    public int changeTick() {
        return clock.tick();
    }

    /**
     * Ends the current change tick and starts the next one; answers the tick that ended. Keep it
     * as the baseline of a change filter outside a scheduler:
     *
     * <pre>{@code
     * int seen = world.advanceTick();
     * ... changes ...
     * moved.since(seen).forEach((e, p) -> index.update(e, p));   // exactly the changes since
     * }</pre>
     * A scheduler advances the tick once per system run. Any thread.
     *
     * @return the tick that ended
     */
    public int advanceTick() {
        return clock.advance();
    }

    /**
     * Marks an entity's component as changed (see {@link ComponentStorage#markChanged(Entity)}).
     *
     * @param entity the handle; stale answers {@code false}
     * @param type   the component class
     * @return {@code true} if marked; {@code false} if the entity is stale or has no such component
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code type} can never be a component
     */
    public boolean markChanged(Entity entity, Class<?> type) {
        return storage(type).markChanged(entity);
    }

    /**
     * Returns the record of entities that lost a component of {@code type}: by {@code remove},
     * {@code despawn} or an applied command. Recording starts with the first call for the type
     * (earlier removals are not known); types never asked for record nothing.
     *
     * @param type the component class
     * @param <T>  the component type
     * @return the record, the same object for the world's lifetime
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if {@code type} can never be a component
     */
    public <T> RemovedComponents<T> removed(Class<T> type) {
        RemovedComponents<T> removals = storage(type).recordRemovals();
        trackingChanges = true;
        return removals;
    }

    /**
     * Tells whether any component type tracks changes (a change filter, mark or
     * {@link ComponentStorage#changedSince(int)} was used) or records removals
     * ({@link #removed(Class)}). Until then a scheduler need not advance the tick per system:
     * nothing is stamped.
     *
     * @return {@code true} once change detection is in use in this world
     */
    public boolean isTrackingChanges() {
        return trackingChanges;
    }

    // ---------------------------------------------------------------------------------------
    // Inspection (for tools such as the inspector; not for hot loops)

    /**
     * Returns the component classes this world has a storage for, in the order their storages
     * were created: every class ever added to an entity, plus those whose storage was asked for
     * ({@link #storage(Class)}, {@link #count(Class)}, a query). A class stays listed when no
     * entity has it any more. The list is a copy: later storages do not appear in it.
     * O(component classes).
     *
     * @return the classes, unmodifiable
     */
    public List<Class<?>> componentTypes() {
        ComponentStorage<?>[] all = storages.all();
        List<Class<?>> types = new ArrayList<>(all.length);
        for (ComponentStorage<?> storage : all) {
            types.add(storage.type());
        }
        return Collections.unmodifiableList(types);
    }

    /**
     * Returns the number of entity slots ever used: every live entity's {@link Entity#index()}
     * is below it. With {@link #entityAt(int)}, walks every live entity in slot order, e.g. a
     * few slots per frame in a debugging tool. O(1).
     *
     * @return the high-water mark of slot indices
     */
    public int slotCount() {
        return allocator.slotCount();
    }

    /**
     * Returns the live entity in a slot: the handle with the slot's current generation. Meant
     * for tools and debugging (a handle found this way is as valid as the one {@code spawn}
     * returned); systems walk queries instead. O(1).
     *
     * @param index a slot index, typically below {@link #slotCount()}
     * @return the live entity in that slot, or {@code null} if the slot is free, retired, or
     *         out of range (negative or not yet used)
     */
    public @Nullable Entity entityAt(int index) {
        int generation = allocator.generationOf(index);
        return generation >= 0 ? allocator.handleUnchecked(index) : null;
    }

    // ---------------------------------------------------------------------------------------
    // Internals

    /**
     * Throws unless {@code entity} is alive; the message, built only on failure, says that a
     * {@code type} was being added.
     */
    void requireAliveToAdd(Entity entity, ComponentType type) {
        if (entity == null || entity.owner != owner || !allocator.isLive(entity.index(), entity.generation())) {
            checks.refuseAdd(entity, type);
        }
        checkStructuralChange();
        if (observing != null) {
            observing.checkAdd(entity, type);
        }
    }

    /**
     * Throws unless the calling thread may make a structural change now (it owns the world, and
     * no parallel walk runs); see {@link OwnerThread}.
     */
    void checkStructuralChange() {
        ownerThread.check();
    }

    /** The owner-thread rule, which storages hold to check it with one load less. */
    OwnerThread ownerThread() {
        return ownerThread;
    }

    /**
     * Sets the observer registry while it has subscriptions ({@code null} when it has none),
     * and tells every storage, so a world nobody observes pays one bit test per change.
     */
    void observing(Observers observers) {
        storages.observing(observers);
    }

    /** Tells {@code storage} whether its adds and its removals have observers now. */
    void heard(ComponentStorage<?> storage, TypeObservers listeners, boolean adds, boolean removals) {
        storages.heard(storage, listeners, adds, removals);
    }

    /** Throws {@link ForeignEntityException} if another world issued {@code entity} (not null). */
    void requireOwn(Entity entity, String attempted) {
        if (entity.owner != owner) {
            allocator.requireOwn(entity, attempted);
        }
    }

    /** Despawns the entity's descendants and detaches it from its parent (the first step of a despawn). */
    void despawnDescendants(Entity entity) {
        if (hierarchy != null) {
            hierarchy.despawnDescendantsAndUnlink(entity); // children first; see Hierarchy
        }
    }

    /** The storages that exist, in creation order (an array not to be changed). */
    ComponentStorage<?>[] storagesInOrder() {
        return storages.all();
    }

    /** Frees the slot of an entity whose components are all gone (the last step of a despawn). */
    void deallocate(Entity entity) {
        allocator.deallocate(entity);
    }

    /** Canonical handle of a live entity index (walks hand these out without allocating). */
    Entity handleAt(int index) {
        return allocator.handleUnchecked(index);
    }

    /** The allocator's canonical-handle pages, for walks; pages never move. */
    Entity[][] handlePages() {
        return allocator.handlePages;
    }

    /** Marks a parallel walk as running: structural changes are refused until it ends. */
    void enterParallelWalk() {
        ownerThread.enterParallelWalk();
    }

    /** Ends a parallel walk; the last one to end gives the world back to its owner. */
    void exitParallelWalk() {
        ownerThread.exitParallelWalk();
    }

    ComponentStorage<?> storageOf(ComponentType type) {
        return storages.of(type);
    }

    /** Whether a walk is in progress on any thread: a column walk, or a walk holding a storage's lock. */
    private boolean walking() {
        if (iterationDepth.get() > 0) {
            return true;
        }
        for (ComponentStorage<?> storage : storages.all()) {
            if (storage.isLocked()) {
                return true;
            }
        }
        return false;
    }

    void enterIteration() {
        iterationDepth.incrementAndGet();
    }

    void exitIteration() {
        iterationDepth.decrementAndGet();
    }

    private ComponentStorage<?> storageForComponent(Object component, int position) {
        if (component == null) {
            throw WorldChecks.nullComponent(position);
        }
        ComponentStorage<?> storage = storage(component.getClass());
        if (storage.componentType().managed) {
            storage.componentType()
                    .requireUnmanaged("spawn with a " + storage.componentType().name() + " component (argument "
                            + position + ")");
        }
        return storage;
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

        private Builder() {}

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
