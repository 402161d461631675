package dev.pulse.ecs;

import java.util.Arrays;

/**
 * Delivers a world's change events to its {@link Observers}: the hooks that {@link World},
 * {@link ComponentStorage} and {@link Hierarchy} call while subscriptions exist, the tables they
 * read (each component type's {@link TypeObservers}, the despawn observers, the query
 * memberships), and what keeps nested events safe: the nesting depth, cut at
 * {@link Observers#MAX_DEPTH}, and the removals and despawns whose observers are running (an
 * add that would undo one is refused, and nobody is told twice).
 *
 * <p>Observers registers and unsubscribes through these tables; everything else here runs
 * during a change, on the thread that made it. The hot hooks are kept small so they inline into
 * {@code add} and {@code remove}; a failure is collected, the change completed, and then thrown
 * as an {@link ObserverException}.
 */
final class ObserverDispatch {

    static final QueryMembership[] NO_MEMBERSHIPS = new QueryMembership[0];
    private static final TypeObservers[] NO_TYPES = new TypeObservers[0];

    final World world;
    /** By component type id: that type's observers, or {@code null} if it never had any. */
    private TypeObservers[] byType = NO_TYPES;
    /** The onDespawn observers; replaced, never changed in place, by {@link Observers}' registration. */
    Subscription[] despawn = Observers.NO_SUBSCRIPTIONS;
    /** Every query membership, in registration order; replaced, never changed in place, by registration. */
    QueryMembership[] memberships = NO_MEMBERSHIPS;

    /** Nesting of events being delivered. */
    int depth;

    /**
     * Removals whose onRemove observers are running ({@link #removal} records): the outermost in
     * {@link #firstRemoval}, so the common single removal writes no array, the nested ones in
     * {@code removing[1 .. removingCount)}.
     */
    private final long[] removing = new long[Observers.MAX_DEPTH + 1];
    /** The outermost running removal's record; meaningful while {@link #removingCount} is not 0. */
    private long firstRemoval;

    int removingCount;
    /** Entity indexes whose despawn is running. */
    private final int[] despawning = new int[Observers.MAX_DEPTH + 1];

    private int despawningCount;

    ObserverDispatch(World world) {
        this.world = world;
    }

    /** The observers of {@code storage}'s type, created (with no subscriptions) if it has none yet. */
    TypeObservers typeObservers(ComponentStorage<?> storage) {
        int id = storage.componentType().id;
        if (id >= byType.length) {
            byType = Arrays.copyOf(byType, Math.max(id + 1, byType.length * 2));
        }
        TypeObservers t = byType[id];
        if (t == null) {
            t = byType[id] = new TypeObservers(this, storage);
        }
        return t;
    }

    /** The observers of {@code storage}'s type, or {@code null} if it never had any. */
    private TypeObservers at(ComponentStorage<?> storage) {
        int id = storage.componentType().id;
        TypeObservers[] types = byType;
        return id < types.length ? types[id] : null;
    }

    // -------------------------------------------------------------------------------------
    // Hooks (reached through Observers, which World, ComponentStorage and Hierarchy call only
    // while subscriptions exist, and through a type's TypeObservers)

    /** Refuses adds that would undo a running removal or outlive a running despawn. */
    void checkAdd(Entity entity, ComponentType type) {
        if ((despawningCount | removingCount) != 0) {
            checkAddDuringRemoval(entity, type);
        }
    }

    private void checkAddDuringRemoval(Entity entity, ComponentType type) {
        int index = entity.index();
        for (int i = 0; i < despawningCount; i++) {
            if (despawning[i] == index) {
                throw new IllegalStateException("Cannot add " + type.name() + " to " + entity + ": its despawn is "
                        + "running (an observer is handling it). Record the add with world.commands(), or give the "
                        + "component to another entity");
            }
        }
        if (isRemoving(type.id, index)) {
            throw new IllegalStateException("Cannot add " + type.name() + " to " + entity + " inside the "
                    + "onRemove of that same component: the removal would then undo the add. Record the add "
                    + "with world.commands(); it is applied after the removal");
        }
    }

    /**
     * After {@code put}: {@code old} is what was replaced, {@code null} for an add. Kept small
     * (it is inlined into every add): the common cases, nobody to tell or one observer, are
     * handled here; the rest in {@link #addedToAll}.
     */
    void added(ComponentStorage<?> storage, Entity entity, Object old, Object component) {
        addedTo(at(storage), storage, entity, old, component);
    }

    /** {@link #added} with the type's subscriptions ({@code null} when it has none) at hand. */
    void addedTo(TypeObservers t, ComponentStorage<?> storage, Entity entity, Object old, Object component) {
        if (t == null) {
            return;
        }
        if (old == null) {
            Subscription sole = t.soleAdd;
            if (sole != null && depth < Observers.MAX_DEPTH) {
                depth++;
                try {
                    sole.onComponent.accept(entity, component);
                } catch (RuntimeException | Error e) {
                    depth--;
                    throw failed(sole, entity, e, null);
                }
                depth--;
            } else if (!t.quietAdd) {
                addedToAll(t, entity, component);
            }
        } else if (t.replace.length > 0 && !storage.isTag()) {
            throwIf(deliver(t.replace, entity, old, component, null));
        }
    }

    /** An add told to several observers and/or query memberships. */
    private void addedToAll(TypeObservers t, Entity entity, Object component) {
        RuntimeException failure = deliver(t.add, entity, component, null, null);
        if (t.memberships.length > 0) {
            failure = refresh(t.memberships, entity, failure);
        }
        throwIf(failure);
    }

    /** After a spawn put all its components in. */
    void spawned(Entity entity, ComponentStorage<?>... storages) {
        RuntimeException failure = null;
        int index = entity.index();
        for (ComponentStorage<?> storage : storages) {
            TypeObservers t = at(storage);
            if (t != null) {
                failure = deliver(t.add, entity, storage.valueAt(index), null, failure);
            }
        }
        for (ComponentStorage<?> storage : storages) {
            TypeObservers t = at(storage);
            if (t != null) {
                failure = refresh(t.memberships, entity, failure);
            }
        }
        throwIf(failure);
    }

    /**
     * Removes the live entity's {@code component}, calling onRemove observers first. Kept small
     * (it is inlined into every remove): nobody to tell, or one observer and no removal running
     * already, are handled without the general path's checks.
     */
    void removing(ComponentStorage<?> storage, Entity entity, Object component) {
        removingFrom(at(storage), storage, entity, component);
    }

    /** {@link #removing} with the type's subscriptions ({@code null} when it has none) at hand. */
    private void removingFrom(TypeObservers t, ComponentStorage<?> storage, Entity entity, Object component) {
        if (t == null || t.quietRemove) {
            storage.removeAt(entity.index());
        } else {
            t.removing(storage, entity, component);
        }
    }

    /**
     * {@link #removing} with a single onRemove observer, no other removal running and the chain
     * below {@link Observers#MAX_DEPTH}: told without the general path's checks. Kept small, since it is
     * inlined into every observed remove, and a remove whose compiled code grows past the JIT's
     * small-method limit (InlineSmallCode, 2,500 bytes on x64) is no longer inlined into its
     * callers.
     */
    void removingAlone(
            TypeObservers t,
            ComponentStorage<?> storage,
            Observers.OnComponent<Object> observer,
            Entity entity,
            Object component) {
        Subscription sole = t.soleRemove; // read before the observer, which may unsubscribe itself
        int index = entity.index();
        // The page holding the component, read before the observer runs: pages never move, so
        // afterwards its slot tells whether the observer removed the component (or despawned
        // the entity) without walking the page directory again.
        Object[] page = storage.pageOf(index);
        firstRemoval = removal(t.typeId, index);
        removingCount = 1;
        depth++;
        Throwable thrown = null;
        try {
            observer.accept(entity, component);
        } catch (RuntimeException | Error e) {
            thrown = e;
        }
        depth--;
        removingCount = 0;
        RuntimeException failure = thrown == null ? null : failed(sole, entity, thrown, null);
        // The observer may have removed it already (or despawned the entity): remove only what is left.
        storage.removeIfStill(page, entity, component);
        throwIf(failure);
    }

    /** {@link #removing} in general: several observers, memberships, or a removal inside a removal. */
    void removingForAll(TypeObservers t, ComponentStorage<?> storage, Entity entity, Object component) {
        int index = entity.index();
        RuntimeException failure = null;
        if (t.remove.length > 0 && !isRemoving(storage, index)) {
            pushRemoval(storage, index);
            try {
                failure = deliver(t.remove, entity, component, null, null);
            } finally {
                removingCount--;
            }
        }
        // An observer may have removed it already (or despawned the entity): remove only what is left.
        storage.removeIfStill(entity, component);
        if (t.memberships.length > 0) {
            failure = refresh(t.memberships, entity, failure);
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** Despawns a live entity with events; answers {@code false} if its despawn is already running. */
    boolean despawn(Entity entity) {
        int index = entity.index();
        for (int i = 0; i < despawningCount; i++) {
            if (despawning[i] == index) {
                return false; // the running despawn completes it
            }
        }
        if (despawningCount == despawning.length) {
            throw recursion("onDespawn", entity);
        }
        despawning[despawningCount++] = index;
        RuntimeException failure = null;
        try {
            failure = deliver(despawn, entity, null, null, null);
            try {
                world.despawnDescendants(entity);
            } catch (ObserverException e) {
                failure = collect(failure, e); // the descendants are gone; go on with this entity
            }
            for (QueryMembership m : memberships) {
                if (m.contains(index)) {
                    m.set(index, false);
                    failure = deliver(m.onUnmatch, entity, null, null, failure);
                }
            }
            for (ComponentStorage<?> storage : world.storagesInOrder()) {
                if (storage.at(index) == null) {
                    continue;
                }
                TypeObservers t = at(storage);
                if (t != null && t.remove.length > 0 && !isRemoving(storage, index)) {
                    Object component = storage.valueAt(index); // a column record is built only here
                    pushRemoval(storage, index);
                    try {
                        failure = deliver(t.remove, entity, component, null, failure);
                    } finally {
                        removingCount--;
                    }
                }
            }
            // Every onRemove has run while the entity still had all its components; now remove them.
        } finally {
            // Whatever an observer threw, the entity goes completely.
            for (ComponentStorage<?> storage : world.storagesInOrder()) {
                storage.removeIfPresent(index);
            }
            despawningCount--;
            world.deallocate(entity);
        }
        throwIf(failure);
        return true;
    }

    /** After {@link World#clear()}: nothing matches any more. */
    void cleared() {
        for (QueryMembership m : memberships) {
            m.clear();
        }
    }

    /** The in-flight record of one removal: the component type's id and the entity index in one {@code long}. */
    private static long removal(int typeId, int index) {
        return (long) typeId << 32 | (index & 0xFFFF_FFFFL);
    }

    /** Records that onRemove observers of this component of this entity start running; pop with {@code removingCount--}. */
    private void pushRemoval(ComponentStorage<?> storage, int index) {
        long record = removal(storage.componentType().id, index);
        if (removingCount == 0) {
            firstRemoval = record;
        } else {
            removing[removingCount] = record;
        }
        removingCount++;
    }

    /** Whether onRemove observers of this component of this entity are running (they are not told twice). */
    private boolean isRemoving(ComponentStorage<?> storage, int index) {
        return isRemoving(storage.componentType().id, index);
    }

    /** {@link #isRemoving(ComponentStorage, int)} by component type id. */
    private boolean isRemoving(int typeId, int index) {
        if (removingCount == 0) {
            return false;
        }
        long record = removal(typeId, index);
        if (firstRemoval == record) {
            return true;
        }
        for (int i = 1; i < removingCount; i++) {
            if (removing[i] == record) {
                return true;
            }
        }
        return false;
    }

    private boolean isDespawning(int index) {
        for (int i = 0; i < despawningCount; i++) {
            if (despawning[i] == index) {
                return true;
            }
        }
        return false;
    }

    private RuntimeException refresh(QueryMembership[] list, Entity entity, RuntimeException failure) {
        int index = entity.index();
        for (QueryMembership m : list) {
            boolean now = !isDespawning(index) && world.isAlive(entity) && m.query.matchesIndex(index);
            if (now != m.contains(index)) {
                m.set(index, now);
                failure = deliver(now ? m.onMatch : m.onUnmatch, entity, null, null, failure);
            }
        }
        return failure;
    }

    /**
     * Calls every observer in {@code list} with the component (or the old and new one, or just
     * the entity, by the list's kind); collects failures into {@code failure} (the first
     * wrapped, later ones suppressed) and answers it. Kept small so it inlines into the hooks.
     */
    private RuntimeException deliver(
            Subscription[] list, Entity entity, Object first, Object second, RuntimeException failure) {
        if (list.length == 0) {
            return failure;
        }
        if (depth == Observers.MAX_DEPTH) {
            return collect(failure, recursion(list[0].event, entity));
        }
        depth++;
        try {
            for (Subscription s : list) {
                try {
                    if (s.onComponent != null) {
                        s.onComponent.accept(entity, first);
                    } else if (s.onReplace != null) {
                        s.onReplace.accept(entity, first, second);
                    } else {
                        s.onEntity.accept(entity);
                    }
                } catch (RuntimeException | Error e) {
                    failure = failed(s, entity, e, failure);
                }
            }
        } finally {
            depth--;
        }
        return failure;
    }

    private static RuntimeException failed(Subscription s, Entity entity, Throwable e, RuntimeException failure) {
        if (e instanceof VirtualMachineError error) {
            throw error;
        }
        if (e instanceof ObserverException observed) {
            observed.through(s.event + " of " + entity); // already names its observer and event
            return collect(failure, observed);
        }
        return collect(
                failure,
                new ObserverException(
                        "The " + s + " failed on " + s.event + " of " + entity + ": " + e
                                + ". The change was completed and the event's other observers were called",
                        e));
    }

    private static ObserverException recursion(String event, Entity entity) {
        return new ObserverException("Observers triggered one another " + Observers.MAX_DEPTH + " events deep, cut at "
                + event + " of " + entity + ". An observer probably undoes what another does (A adds what B "
                + "removes): make one of them stop, e.g. check the state before changing it.");
    }

    private static RuntimeException collect(RuntimeException failure, RuntimeException next) {
        if (failure == null) {
            return next;
        }
        if (failure != next) {
            failure.addSuppressed(next);
        }
        return failure;
    }

    private static void throwIf(RuntimeException failure) {
        if (failure != null) {
            throw failure;
        }
    }
}
