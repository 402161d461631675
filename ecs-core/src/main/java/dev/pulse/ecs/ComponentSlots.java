package dev.pulse.ecs;

import dev.pulse.ecs.column.ColumnStorage;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.internal.ChangeTicks;
import dev.pulse.ecs.internal.ColumnAccess;
import dev.pulse.ecs.internal.Pages;

/**
 * A component type's values in its {@link SparseSet}, and what the type asks for besides plain
 * references: a tag's one shared instance, a column type's presence marker (its values live in
 * {@link #columns}), change stamps ({@link #ticks}), the removal record ({@link #removals}) and
 * the observer bits, all summed up in {@link #extras} so that the common case pays one test.
 * Here are the unchecked adds and removes the world, observers and column storages use (the
 * entity and component are validated by the caller); {@link ComponentStorage} builds the
 * public, handle-checked API on them.
 *
 * <p>Every member is a field or a final (or private) method, read through a
 * {@code ComponentStorage} at the cost it had when they lived in that class.
 *
 * @param <T> the component type
 */
abstract sealed class ComponentSlots<T> extends SparseSet permits ComponentStorage {

    /** {@link #extras} bit: a tag class (one shared instance, no data). */
    static final int TAG = 1;
    /** {@link #extras} bit: a {@link Columnar} type, whose values live in {@link #columns}. */
    static final int COLUMNS = 1 << 1;
    /** {@link #extras} bit: {@link #ticks} stamps adds and changes. */
    static final int TICKS = 1 << 2;
    /** {@link #extras} bit: {@link #removals} records removals. */
    static final int REMOVALS = 1 << 3;
    /** {@link #extras} bit: the world has observer subscriptions ({@link World#observing}). */
    static final int OBSERVED = 1 << 4;
    /** {@link #extras} bit: a type the world manages itself ({@link Parent}); users may not add or remove it. */
    static final int MANAGED = 1 << 5;
    /** {@link #extras} bit: someone hears adds or replacements of this type (onAdd, onReplace, a query membership). */
    static final int HEARD_ADD = 1 << 6;
    /** {@link #extras} bit: someone hears removals of this type (onRemove, a query membership). */
    static final int HEARD_REMOVE = 1 << 7;
    /** The {@link #extras} bits that change how a component is kept: {@link #put}, {@link #append} and {@link #removeAt} test only these. */
    static final int KEEPING = TAG | COLUMNS | TICKS | REMOVALS;

    final World world;
    final GenerationalIndexAllocator allocator;
    /**
     * What this storage does beyond keeping plain components, one bit each ({@link #TAG},
     * {@link #COLUMNS}, {@link #TICKS}, {@link #REMOVALS}, {@link #OBSERVED}, {@link #MANAGED},
     * {@link #HEARD_ADD}, {@link #HEARD_REMOVE}).
     * Zero in the common case, where add and remove pay one test for all of these instead of one
     * load and test each (measured: ~20 % of an add+remove of a plain component).
     */
    int extras;
    /** This type's observer subscriptions, kept by {@link Observers} while it has any; read when {@link #HEARD_ADD} or {@link #HEARD_REMOVE} is set. */
    TypeObservers listeners;
    /** The owner number of the world's handles (see {@link Entity}). */
    final int owner;

    final ComponentType componentType;
    final Class<T> type;
    final boolean tag;
    private T tagInstance;
    /** The columns of a {@link Columnar} type (this storage then keeps only presence); else {@code null}. */
    final ColumnStorage<?> columns;

    /** Added/changed stamps; {@code null} until a change filter or mark is used for this type. */
    ChangeTicks ticks;
    /** Removal record; {@code null} until {@link World#removed(Class)} is asked for this type. */
    RemovedComponents<T> removals;

    ComponentSlots(World world, GenerationalIndexAllocator allocator, ComponentType componentType) {
        this.world = world;
        this.allocator = allocator;
        this.owner = allocator.owner;
        this.componentType = componentType;
        @SuppressWarnings("unchecked")
        Class<T> t = (Class<T>) componentType.type;
        this.type = t;
        this.tag = componentType.tag;
        this.columns = componentType.columns == null
                ? null
                : ColumnAccess.columns().create(world, allocator, storage(), componentType.columns);
        this.extras = (tag ? TAG : 0)
                | (columns != null ? COLUMNS : 0)
                | (componentType.managed ? MANAGED : 0)
                | (world.observing != null ? OBSERVED : 0);
    }

    /** Starts change tracking: allocates stamp pages for every component page (stamps 0). */
    final synchronized ChangeTicks trackChanges() {
        ChangeTicks t = ticks;
        if (t == null) {
            t = new ChangeTicks();
            Object[][] directory = components;
            for (int page = 0; page < directory.length; page++) {
                if (directory[page] != null) {
                    t.addPage(page);
                }
            }
            ticks = t;
            extras |= TICKS;
            world.trackingChanges = true;
        }
        return t;
    }

    /**
     * Removes {@code entity}'s component if it is still {@code component} (after onRemove
     * observers, which may have removed it, or despawned the entity and spawned another into
     * the same slot, possibly with the same instance: a tag's is shared).
     */
    final void removeIfStill(Entity entity, Object component) {
        int index = entity.index();
        Object present = at(index);
        if ((present == component || (present == ColumnAccess.PRESENT && component != null)) && stillLive(entity)) {
            removeAt(index);
        }
    }

    /**
     * {@link #removeIfStill(Entity, Object)} with the component page of the entity's index at
     * hand, as {@link #pageOf} answered it before the observers ran: pages never move, and a page
     * the directory dropped meanwhile ({@link #trim}) has no component left in it.
     */
    final void removeIfStill(Object[] page, Entity entity, Object component) {
        int index = entity.index();
        Object present = page[index & Pages.MASK];
        if ((present == component || (present == ColumnAccess.PRESENT && component != null)) && stillLive(entity)) {
            removeAt(index);
        }
    }

    /**
     * Whether {@code entity} is still the one in its slot: an unmarked handle of this world says
     * so itself (see {@link Entity}); any other is checked by generation.
     */
    private boolean stillLive(Entity entity) {
        return entity.owner == owner || allocator.generationUnchecked(entity.index()) == entity.generation();
    }

    /**
     * The component at an entity index as users see it (a column component's record is read
     * from its columns), or {@code null}; no generation check. For observers, not hot paths.
     */
    final Object valueAt(int index) {
        Object component = at(index);
        return component == ColumnAccess.PRESENT ? ColumnAccess.columns().read(columns, index) : component;
    }

    /**
     * Adds or replaces without checks: the world has validated entity and component. Answers
     * the component replaced ({@code null} if this was an add; for tags, the shared instance,
     * which stays).
     */
    final Object put(int index, Object component) {
        int page = index >>> Pages.SHIFT;
        if (page < components.length) {
            Object[] slots = components[page];
            Object old;
            if (slots != null && (old = slots[index & Pages.MASK]) != null) {
                if ((extras & KEEPING) == 0) {
                    slots[index & Pages.MASK] = component;
                    return old;
                }
                return replaceWithExtras(index, slots, old, component);
            }
        }
        append(index, component);
        return null;
    }

    /** {@link #put} replacing {@code old} when {@link #extras} is set: tags keep theirs, columns, ticks. */
    private Object replaceWithExtras(int index, Object[] slots, Object old, Object component) {
        if (columns != null) {
            old = ColumnAccess.columns().read(columns, index);
            ColumnAccess.columns().replaced(columns, index, component);
        } else if (!tag) {
            slots[index & Pages.MASK] = component;
        }
        if (!tag) {
            ChangeTicks t = ticks;
            if (t != null) {
                t.stampChanged(index, world.clock.tick());
            }
        }
        return old;
    }

    /** Appends an entity index known to have no component here yet (a fresh spawn). */
    final void append(int index, Object component) {
        if ((extras & KEEPING) != 0) {
            component = storedForm(index, component);
        }
        int page = index >>> Pages.SHIFT;
        if (page >= components.length || components[page] == null) {
            addComponentPage(page);
        }
        insert(index, component);
        if ((extras & TICKS) != 0) {
            ticks.stampAdded(index, world.clock.tick());
        }
    }

    /** What {@link #append} keeps for a component when {@link #extras} is set: the tag's shared instance, the columns' marker. */
    private Object storedForm(int index, Object component) {
        if (tag) {
            if (tagInstance == null) {
                tagInstance = type.cast(component);
            }
            return tagInstance;
        }
        if (columns != null) {
            ColumnAccess.columns().added(columns, index, component);
            return ColumnAccess.PRESENT;
        }
        return component;
    }

    /**
     * {@link ColumnStorage#add(Entity)}: gives a live entity this column component at its
     * defaults (or resets it) and tells the type's observers, with a record built only for them.
     */
    final void putDefaults(Entity entity) {
        int index = entity.index();
        Object old = put(index, ColumnAccess.PRESENT);
        if ((extras & HEARD_ADD) != 0) {
            listeners.added(entity, old, ColumnAccess.columns().read(columns, index));
        }
    }

    /**
     * {@link ColumnStorage#remove(Entity)}: removes this column component from a live entity
     * that has it, telling the type's observers first, with a record built only for them.
     */
    final void removeColumns(Entity entity) {
        int index = entity.index();
        if ((extras & HEARD_REMOVE) != 0) {
            listeners.removing(storage(), entity, ColumnAccess.columns().read(columns, index));
        } else {
            removeAt(index);
        }
    }

    /** Removes the component of the entity at {@code index} if it has one. */
    final void removeIfPresent(int index) {
        if (at(index) != null) {
            removeAt(index);
        }
    }

    /** Removes the component at {@code index}, which must be present. */
    final void removeAt(int index) {
        if ((extras & KEEPING) != 0) {
            removingWithExtras(index);
        }
        erase(index);
    }

    /** What {@link #removeAt} does besides packing when {@link #extras} is set: the removal record, columns. */
    private void removingWithExtras(int index) {
        RemovedComponents<T> log = removals;
        if (log != null) {
            log.record(index, allocator.generationUnchecked(index), world.clock.tick());
        }
        if (columns != null) {
            ColumnAccess.columns().removed(columns, index);
        }
    }

    /** Starts recording removals ({@link World#removed(Class)}); answers the record. */
    final synchronized RemovedComponents<T> recordRemovals() {
        if (removals == null) {
            removals = new RemovedComponents<>(world, componentType);
            extras |= REMOVALS;
        }
        return removals;
    }

    /** Sets or clears {@link #OBSERVED} as the world gains or loses its first observer subscription. */
    final void observed(boolean observed) {
        extras = observed ? extras | OBSERVED : extras & ~OBSERVED;
    }

    /**
     * Sets {@link #HEARD_ADD} and {@link #HEARD_REMOVE} as this type's observers come and go
     * (called under the storage table's lock), so an add is not offered to the observers when
     * only removals of this type are observed, nor a removal when only adds are.
     */
    final void heard(TypeObservers listeners, boolean adds, boolean removals) {
        this.listeners = listeners;
        int x = extras & ~(HEARD_ADD | HEARD_REMOVE);
        extras = x | (adds ? HEARD_ADD : 0) | (removals ? HEARD_REMOVE : 0);
    }

    /** Drops every entry. Called by {@link World#clear()}, never during iteration. */
    final void clear() {
        clearEntries();
        if (columns != null) {
            ColumnAccess.columns().clear(columns);
        }
    }

    /** Gives back pages no longer needed ({@link #trimPages}), and a tag's instance once no entity has it. For {@link World#trim()}. */
    final void trim() {
        trimPages();
        if (live == 0) {
            tagInstance = null;
        }
    }

    /** Prepares the pages for {@code count} entries at entity indexes below {@code count}. */
    final void reserve(int count) {
        if (columns != null) {
            ColumnAccess.columns().reserve(columns, count);
        }
        if (count > 0) {
            int lastPage = (count - 1) >>> Pages.SHIFT;
            for (int page = 0; page <= lastPage; page++) {
                if (page >= packed.length || packed[page] == null) {
                    addPackedPage(page);
                }
                if (page >= components.length || components[page] == null) {
                    addComponentPage(page);
                }
            }
        }
    }

    /** {@link #addIndexPage}, with its change-tick page when changes are tracked. */
    private void addComponentPage(int page) {
        addIndexPage(page);
        ChangeTicks t = ticks;
        if (t != null) {
            t.addPage(page);
        }
    }

    /** This object as the {@link ComponentStorage} it is (the class is sealed: that is its one kind). */
    private ComponentStorage<T> storage() {
        return (ComponentStorage<T>) this;
    }

    final ComponentType componentType() {
        return componentType;
    }
}
