package dev.pulse.ecs;

import dev.pulse.ecs.internal.ChangeClock;
import dev.pulse.ecs.internal.ChangeTicks;
import dev.pulse.ecs.internal.ColumnAccess;
import dev.pulse.ecs.internal.OwnerThread;
import org.jspecify.annotations.Nullable;

/**
 * The storage of one component type in one world: a sparse set. Obtain it with
 * {@link World#storage(Class)} and keep it in a field; it is the fast path for systems that
 * look components up by handle in hot loops (like Artemis's {@code ComponentMapper} or EnTT's
 * storage).
 *
 * <pre>{@code
 * ComponentStorage<Position> positions = world.storage(Position.class);
 * Position p = positions.get(target);   // null if target is stale or has no Position
 * }</pre>
 * Stale and {@code null} handles follow the one rule of {@link World}: reads answer
 * {@code null}/{@code false} for a stale handle, {@link #remove(Entity)} answers {@code null}
 * and changes nothing, {@link #add(Entity, Object)} throws {@link StaleEntityException}, and a
 * {@code null} handle throws {@link NullPointerException} everywhere.
 *
 * <h2>Layout</h2>
 * <ul>
 *   <li><b>Components by entity index:</b> pages of 4096 references, allocated the first time
 *       an entity index in that page gets this component; {@code null} where the entity has
 *       none. A lookup by handle reads the component reference and the slot's generation (in
 *       the world's allocator) independently, so the two memory loads overlap; a handle whose
 *       generation is not the slot's current one answers {@code null}, so a stale handle never
 *       reads the data of the slot's next occupant.</li>
 *   <li><b>Packed side:</b> pages of 4096 {@code int} entity indexes, filled from position 0
 *       without holes, and beside the components a page of {@code int} positions into it.
 *       Queries walk the packed indexes of their smallest storage and read every other
 *       storage's component at the same entity index: no sparse lookup, no handle compare.
 *       Growth adds a page; no insertion copies storage proportional to the entity count.</li>
 *   <li><b>Tags:</b> a component class with no instance fields keeps one shared instance
 *       (the first ever added), referenced from every owner's slot; no per-entity objects.</li>
 * </ul>
 *
 * <h2>Removal and iteration</h2>
 * Outside iteration, removal is swap-and-pop: the last packed entry moves into the hole
 * (O(1)). While a query walks this storage, removal leaves a tombstone instead, so the walk
 * neither skips nor repeats an entity; the tombstones are compacted (swap-and-pop, highest
 * first) when the outermost walk ends. Entries added during a walk are appended after the
 * position where the walk stops and are not visited by it.
 *
 * <p>Not thread-safe; see {@link World}.
 *
 * @param <T> the component type
 */
public final class ComponentStorage<T> extends ComponentSlots<T> {

    /** The world's owner-thread rule, held here to save a load on every add and remove. */
    private final OwnerThread ownerThread;

    ComponentStorage(World world, GenerationalIndexAllocator allocator, ComponentType componentType) {
        super(world, allocator, componentType);
        this.ownerThread = world.ownerThread();
    }

    /**
     * Returns the component class this storage holds.
     *
     * @return the class
     */
    public Class<T> type() {
        return type;
    }

    /**
     * Tells whether this is a tag storage (a class with no instance fields; no data is kept).
     *
     * @return {@code true} for tags
     */
    public boolean isTag() {
        return tag;
    }

    /**
     * Returns the number of entities that have this component. O(1).
     *
     * @return the count
     */
    public int size() {
        return live;
    }

    /**
     * Returns the entity's component. O(1): for a handle this world issued, one page read (a
     * handle that is not marked despawned is alive, see {@link Entity}); for one rebuilt from an
     * id, the slot's generation is read beside it and compared.
     *
     * @param entity the handle; stale answers {@code null}
     * @return the component, or {@code null} if the entity is stale or has none
     * @throws NullPointerException   if {@code entity} is null
     * @throws ForeignEntityException if another world issued {@code entity}
     */
    @SuppressWarnings("unchecked")
    public @Nullable T get(Entity entity) {
        if (entity == null) {
            throw WorldChecks.nullHandle("get " + componentType.name() + " of");
        }
        int index = entity.index();
        // A handle carrying exactly this world's owner number is the one the allocator issued and
        // has not marked despawned: alive, so a component at its index is its own and the slot's
        // generation need not be read. Any other handle takes the checked path.
        Object component = entity.owner == owner ? at(index) : atChecked(entity, "get ", " of");
        if (component == ColumnAccess.PRESENT) {
            return (T) ColumnAccess.columns().read(columns, index); // a column component: a copy of its values
        }
        return (T) component;
    }

    /**
     * The component of a handle that does not carry exactly this world's owner number, or
     * {@code null}: a despawned handle of ours answers {@code null} from its mark, without a page
     * read; a foreign one throws (the message says "{@code before}Type{@code after} entity"); one
     * rebuilt from an id (no owner) is checked by generation. Kept out of the hot methods so they
     * stay small enough to inline.
     */
    private Object atChecked(Entity entity, String before, String after) {
        if (entity.owner == (owner | Entity.DESPAWNED)) {
            return null; // stale: told by the handle itself
        }
        refuseForeign(entity, before, after); // returns only for a handle with no owner
        int index = entity.index();
        Object component = at(index);
        // A component at this index means the slot is live (despawn removes every component), so
        // its generation can be read unchecked.
        return component != null && allocator.generationUnchecked(index) == entity.generation() ? component : null;
    }

    /**
     * Returns the component of the entity whose {@link Entity#id()} is given: the fast path for
     * programs that keep handles in primitive form ({@code long[]}, as Artemis programs keep
     * {@code int} ids), which saves reading the handle object. Checked exactly like
     * {@link #get(Entity)}: an id whose generation is not the slot's current one answers
     * {@code null}, never another entity's component.
     *
     * <pre>{@code
     * long[] targets = ...;                         // filled with entity.id()
     * Position p = positions.get(targets[i]);       // null if that entity is gone
     * }</pre>
     *
     * @param id a value of {@link Entity#id()}; any other value answers {@code null}
     * @return the component, or {@code null} if the entity is stale or has none
     */
    @SuppressWarnings("unchecked")
    public @Nullable T get(long id) {
        int index = (int) id;
        if (index < 0) {
            return null;
        }
        Object component = at(index);
        if (component == null || allocator.generationUnchecked(index) != (int) (id >>> Entity.INDEX_BITS)) {
            return null;
        }
        if (component == ColumnAccess.PRESENT) {
            return (T) ColumnAccess.columns().read(columns, index);
        }
        return (T) component;
    }

    /**
     * Tells whether the entity has this component.
     *
     * @param entity the handle; stale answers {@code false}
     * @return {@code true} if it is alive and has the component
     * @throws NullPointerException   if {@code entity} is null
     * @throws ForeignEntityException if another world issued {@code entity}
     */
    public boolean has(Entity entity) {
        if (entity == null) {
            throw WorldChecks.nullHandle("check for " + componentType.name() + " on");
        }
        return (entity.owner == owner ? at(entity.index()) : atChecked(entity, "check for ", " on")) != null;
    }

    /**
     * Adds the component to the entity, or replaces the one it has. Same as
     * {@link World#add(Entity, Object)} for a component of exactly this class.
     *
     * @param entity    a live entity
     * @param component the component, whose class must be exactly {@link #type()}
     * @throws NullPointerException     if an argument is null
     * @throws ForeignEntityException   if another world issued {@code entity}
     * @throws IllegalArgumentException if the component's class is not exactly {@link #type()}
     * @throws StaleEntityException     if the entity is not alive
     */
    public void add(Entity entity, T component) {
        if (component == null) {
            throw new NullPointerException("Cannot add a null " + componentType.name() + " to " + entity
                    + "; to take the component away use remove(entity)");
        }
        if (component.getClass() != type) {
            throw new IllegalArgumentException("Cannot add a "
                    + component.getClass().getName() + " to the "
                    + type.getName() + " storage of " + entity + "; components are stored under their exact class: "
                    + "use world.add(entity, component)");
        }
        addValidated(entity, component);
    }

    /**
     * Returns the entity's component, first adding the one {@code create} makes if it has none:
     * get-or-create, like Artemis's {@code mapper.create(entity)}. A component the entity has is
     * returned as it is: nothing is replaced, so no {@code onReplace} fires and no state is lost
     * (unlike {@code add}, which replaces). A created one is added as by
     * {@link #add(Entity, Object)} ({@code onAdd} fires) and returned. {@code create} runs only
     * when the entity is alive and lacks the component.
     *
     * <pre>{@code
     * Cooldown c = cooldowns.getOrAdd(ship, Cooldown::new);
     * }</pre>
     *
     * <p>For a column component (see {@link dev.pulse.ecs.column.ColumnSchema ColumnSchema}) the answer is a copy of its values, as
     * from {@link #get(Entity)}; write changes back with {@code add}.
     *
     * @param entity a live entity
     * @param create makes the new component, of exactly {@link #type()}
     * @return the entity's component: the one it had, or the one just added
     * @throws NullPointerException     if an argument is null, or {@code create} answers null
     * @throws ForeignEntityException   if another world issued {@code entity}
     * @throws StaleEntityException     if the entity is not alive
     * @throws IllegalArgumentException if {@code create} answers an object of another class
     */
    public T getOrAdd(Entity entity, java.util.function.Supplier<? extends T> create) {
        if (create == null) {
            throw new NullPointerException("getOrAdd(" + entity + ", create) needs a supplier of a new "
                    + componentType.name() + ", e.g. " + type.getSimpleName() + "::new");
        }
        T existing = get(entity); // refuses a null or foreign handle
        if (existing != null) {
            return existing;
        }
        if (entity.owner != owner) {
            world.checks.refuseAdd(entity, componentType); // a stale handle throws before create runs
        }
        T created = create.get();
        if (created == null) {
            throw new NullPointerException(
                    "getOrAdd's supplier answered null for " + entity + "; it must make a new " + componentType.name());
        }
        add(entity, created);
        return created;
    }

    /**
     * {@link #add(Entity, Object)} after the component was found to be of this storage's class
     * (also {@code world.add}'s path): checks the entity and the thread, then adds or replaces.
     */
    void addValidated(Entity entity, Object component) {
        int x = extras;
        if ((x & MANAGED) != 0) {
            componentType.requireUnmanaged("add " + componentType.name() + " to " + entity);
        }
        if (entity == null || entity.owner != owner) { // exactly our owner number: issued here, alive
            world.checks.refuseAdd(entity, componentType); // returns for a live handle rebuilt from an id
        }
        ownerThread.check();
        Observers observers = (x & OBSERVED) != 0 ? world.observing : null;
        if (observers != null) {
            observers.checkAdd(entity, componentType);
        }
        Object old = put(entity.index(), component);
        if ((x & HEARD_ADD) != 0) {
            listeners.added(entity, old, component);
        }
    }

    /**
     * Removes the component from the entity.
     *
     * @param entity the handle; stale answers {@code null} and nothing changes
     * @return the removed component, or {@code null} if there was none (or the entity is stale)
     * @throws NullPointerException   if {@code entity} is null
     * @throws ForeignEntityException if another world issued {@code entity}
     */
    public @Nullable T remove(Entity entity) {
        if (entity == null) {
            throw WorldChecks.nullHandle("remove " + componentType.name() + " from");
        }
        Object component = entity.owner == owner ? at(entity.index()) : atChecked(entity, "remove ", " from");
        int x = extras;
        if ((x & MANAGED) != 0) {
            componentType.requireUnmanaged("remove " + componentType.name() + " from " + entity);
        }
        ownerThread.check();
        if (component == null) {
            return null;
        }
        int index = entity.index();
        if (x != 0) {
            @SuppressWarnings("unchecked") // stored under its exact class; a column record is built as one
            T removed = (T) removeWithExtras(entity, index, component, x);
            return removed;
        }
        removeAt(index);
        @SuppressWarnings("unchecked") // stored under its exact class (add checks it)
        T removed = (T) component;
        return removed;
    }

    /** The rest of {@link #remove(Entity)} when {@link #extras} is set: columns, observers. */
    private Object removeWithExtras(Entity entity, int index, Object component, int x) {
        if (component == ColumnAccess.PRESENT) {
            component = ColumnAccess.columns().read(columns, index);
        }
        if ((x & HEARD_REMOVE) != 0) {
            listeners.removing(this, entity, component);
        } else {
            removeAt(index);
        }
        return component;
    }

    /**
     * The cold path of the owner check, kept out of the hot methods so they stay small enough to
     * inline: throws {@link ForeignEntityException} unless {@code entity} has no owner. The
     * message says "{@code before}Type{@code after} entity".
     */
    private void refuseForeign(Entity entity, String before, String after) {
        allocator.requireOwn(entity, before + componentType.name() + after);
    }

    /**
     * Marks the entity's component as changed now: change filters ({@link Query1#changed(Class)})
     * and change run conditions see it. Pulse cannot see writes into a component object, so code
     * that mutates a component others filter on marks it, or fetches it with
     * {@link #getMut(Entity)}. Replacing a component with {@code add} marks it by itself. The
     * first mark of a type allocates its change-tick column (an {@code int} pair per entity);
     * types never marked or filtered pay nothing. Safe from parallel walks (each entity's slot
     * is its own).
     *
     * @param entity the handle; stale answers {@code false}
     * @return {@code true} if marked; {@code false} if the entity is stale or has no such component
     * @throws NullPointerException if {@code entity} is null
     */
    public boolean markChanged(Entity entity) {
        if (entity == null) {
            throw WorldChecks.nullHandle("mark " + componentType.name() + " changed on");
        }
        int index = entity.index();
        if ((entity.owner == owner ? at(index) : atChecked(entity, "mark ", " changed on")) == null) {
            return false;
        }
        ChangeTicks t = ticks;
        if (t == null) {
            t = trackChanges();
        }
        t.stampChanged(index, world.clock.tick());
        return true;
    }

    /**
     * Returns the entity's component for writing: {@link #get(Entity)} plus
     * {@link #markChanged(Entity)}. Use it instead of {@code get} wherever the caller changes
     * the component, so change filters see the write.
     *
     * <pre>{@code
     * positions.getMut(e).x += 1;   // Changed<Position> systems see e next time they run
     * }</pre>
     *
     * @param entity the handle; stale answers {@code null}
     * @return the component, or {@code null} if the entity is stale or has none (nothing marked)
     * @throws NullPointerException if {@code entity} is null
     */
    public @Nullable T getMut(Entity entity) {
        T component = get(entity);
        if (component != null) {
            markChanged(entity);
        }
        return component;
    }

    /**
     * Tells whether any entity's component of this type was added or changed after
     * {@code since} (a tick from {@link World#advanceTick()} or a system's last run). O(1).
     * Starts change tracking for the type if it was off (then only later changes count; every
     * existing component counts as changed for {@link World#NEVER_RAN}).
     *
     * @param since the baseline tick
     * @return {@code true} if something changed after it
     */
    public boolean changedSince(int since) {
        ChangeTicks t = ticks;
        if (t == null) {
            t = trackChanges();
        }
        return (since == ChangeClock.NEVER && live > 0) || ChangeClock.newer(t.newestChange, since);
    }

    /**
     * Returns a short description, e.g. {@code ComponentStorage[Position, 120 entities]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "ComponentStorage[" + componentType.name() + ", " + live + " entities" + (tag ? ", tag" : "") + "]";
    }
}
