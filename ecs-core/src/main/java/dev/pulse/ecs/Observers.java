package dev.pulse.ecs;

import dev.pulse.ecs.seam.PlatformProbe;
import java.util.Arrays;
import java.util.Objects;

/**
 * A world's observers: callbacks for a component added, replaced or removed, an entity
 * despawned, and an entity starting or stopping to match a query. Obtain it with
 * {@link World#observers()}.
 *
 * <pre>{@code
 * Subscription s = world.observers().onRemove(Health.class, (entity, health) ->
 *         world.commands().spawn(new Explosion(world.get(entity, Position.class))));
 * s.unsubscribe();
 * }</pre>
 *
 * <h2>When observers run</h2>
 * Immediately, on the thread that made the change, before the changing call returns (like
 * EnTT's signals and flecs's observers, unlike a buffered event queue). That way an observer
 * sees the world exactly as the event left it, and {@code onRemove} can still read the entity's
 * other components; a deferred queue would hand it a world that has moved on (the entity may be
 * gone). Changes recorded into {@link Commands} are observed when the buffer is applied.
 *
 * <table>
 *   <caption>What each event sees</caption>
 *   <tr><th>event</th><th>fires</th><th>the entity</th></tr>
 *   <tr><td>{@link #onAdd onAdd}</td><td>after a component is added: {@code add}, {@code spawn}
 *       (after all its components are in), {@code setParent} for {@link Parent}</td><td>alive, has the component</td></tr>
 *   <tr><td>{@link #onReplace onReplace}</td><td>after {@code add} replaced a component (not for
 *       tags, whose instance never changes)</td><td>alive, has the new value; the old one is passed</td></tr>
 *   <tr><td>{@link #onRemove onRemove}</td><td>before a component is removed: {@code remove},
 *       {@code despawn} (per component), {@code clearParent}</td><td>alive, still has it</td></tr>
 *   <tr><td>{@link #onDespawn onDespawn}</td><td>when {@code despawn} begins, before its
 *       descendants and components go</td><td>alive, has every component</td></tr>
 *   <tr><td>{@link #onMatch onMatch} / {@link #onUnmatch onUnmatch}</td><td>after a change makes
 *       the entity start / stop matching the query; a despawned entity stops matching when its
 *       despawn begins (after {@code onDespawn})</td><td>alive</td></tr>
 * </table>
 * {@link World#clear()} fires nothing. Despawn order: {@code onDespawn}, the descendants'
 * despawns, {@code onUnmatch}, then {@code onRemove} per component in storage creation order.
 *
 * <h2>Changes inside observers</h2>
 * Observers may change the world inline (spawn, add, remove, despawn) or record into
 * {@link Commands}; inline changes are observed at once, nested. Refused with
 * {@link IllegalStateException}: adding the component whose {@code onRemove} is running, and
 * adding anything to an entity whose despawn is running (record it with {@link Commands}, which
 * applies it after the removal, or skips it for a despawned entity). Despawning an entity
 * inside its own {@code onRemove} or {@code onDespawn} is allowed: the despawn that is running
 * completes it ({@code despawn} answers {@code false}). Chains of observers that trigger one
 * another are cut at {@link #MAX_DEPTH} nested events with an {@link ObserverException} naming
 * the chain's first events, never a stack overflow.
 *
 * <h2>Order and failures</h2>
 * Observers of one event run in registration order. If one throws, the change still completes
 * and the event's other observers still run; then an {@link ObserverException} naming the
 * observer and the event is thrown from the changing call (later failures suppressed in it).
 * Registering or unsubscribing is allowed anywhere, including inside observers and walks; an
 * event already being delivered keeps the observers it started with.
 *
 * <h2>Cost</h2>
 * A world with no subscription pays one null check per structural change. With subscriptions,
 * each change looks up its type's observers by id (an array read); types nobody observes pay
 * only that. Not thread-safe: like every structural change, events happen on one thread.
 */
public final class Observers {

    /** How many observed events may be nested inside one another before the chain is cut. */
    public static final int MAX_DEPTH = 64;

    static final Subscription[] NO_SUBSCRIPTIONS = new Subscription[0];
    private static final QueryMembership[] NO_MEMBERSHIPS = new QueryMembership[0];

    /**
     * Per component type: its observers and the query memberships that name it, plus what the
     * hooks' fast paths read: the sole add / remove observer (when a type has exactly one and no
     * query membership names it) and whether a removal has nothing to tell anyone.
     */
    final class ForType {
        /** The storage of this type (it exists before its first subscription). */
        final ComponentStorage<?> storage;
        /** Its component type's id. */
        final int typeId;
        Subscription[] add = NO_SUBSCRIPTIONS;
        Subscription[] replace = NO_SUBSCRIPTIONS;
        Subscription[] remove = NO_SUBSCRIPTIONS;
        QueryMembership[] memberships = NO_MEMBERSHIPS;
        /** The only onAdd observer and no membership, else {@code null}. */
        Subscription soleAdd;
        /** The only onRemove observer and no membership, else {@code null}. */
        Subscription soleRemove;
        /** {@link #soleRemove}'s callback, else {@code null}: what an observed remove reads first. */
        OnComponent<Object> soleRemover;
        /** Nobody is told about a removal of this type (no onRemove, no membership). */
        boolean quietRemove = true;
        /** Nobody is told about an add of this type (no onAdd, no membership). */
        boolean quietAdd = true;

        ForType(ComponentStorage<?> storage) {
            this.storage = storage;
            this.typeId = storage.componentType().id;
        }

        /** Recomputes the fast-path fields after the arrays changed, and the storage's bits. */
        void update() {
            boolean plain = memberships.length == 0;
            soleAdd = plain && add.length == 1 ? add[0] : null;
            soleRemove = plain && remove.length == 1 ? remove[0] : null;
            soleRemover = soleRemove == null ? null : soleRemove.onComponent;
            quietRemove = plain && remove.length == 0;
            quietAdd = plain && add.length == 0;
            world.heard(storage, this, !quietAdd || replace.length > 0, !quietRemove);
        }

        /** {@link Observers#added} for this type, from its storage (which holds this when heard). */
        void added(Entity entity, Object old, Object component) {
            addedTo(this, storage, entity, old, component);
        }

        /**
         * {@link Observers#removing} for this type, from its {@code storage} (passed, though this
         * holds it, because the caller's {@code this} needs no null check in compiled code),
         * which holds this only while someone hears its removals: so there is someone to tell,
         * and only whether it is one observer is left to ask.
         */
        void removing(ComponentStorage<?> storage, Entity entity, Object component) {
            OnComponent<Object> sole = soleRemover;
            // One test for "no removal running and the chain below MAX_DEPTH": a running removal
            // puts the left side at 256 or more, and depth never exceeds MAX_DEPTH (< 256).
            if (sole != null && (removingCount << 8 | depth) < MAX_DEPTH) {
                removingAlone(this, storage, sole, entity, component);
            } else {
                removingForAll(this, storage, entity, component);
            }
        }
    }

    private final World world;
    private ForType[] byType = new ForType[0];
    private Subscription[] despawn = NO_SUBSCRIPTIONS;
    private QueryMembership[] memberships = NO_MEMBERSHIPS;
    private int subscriptions;

    /** Nesting of events being delivered. */
    private int depth;

    /**
     * Removals whose onRemove observers are running ({@link #removal} records): the outermost in
     * {@link #firstRemoval}, so the common single removal writes no array, the nested ones in
     * {@code removing[1 .. removingCount)}.
     */
    private final long[] removing = new long[MAX_DEPTH + 1];
    /** The outermost running removal's record; meaningful while {@link #removingCount} is not 0. */
    private long firstRemoval;
    private int removingCount;
    /** Entity indexes whose despawn is running. */
    private final int[] despawning = new int[MAX_DEPTH + 1];
    private int despawningCount;

    Observers(World world) {
        this.world = world;
    }

    // -------------------------------------------------------------------------------------
    // Registration

    /**
     * Calls {@code observer} after a component of {@code type} is added to an entity that had
     * none (by {@code add}, {@code spawn}, a prefab or an applied {@link Commands}).
     *
     * @param type     the component class
     * @param observer receives the entity and the component
     * @param <T>      the component type
     * @return the subscription, to unsubscribe
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code type} can never be a component
     */
    public <T> Subscription onAdd(Class<T> type, OnComponent<? super T> observer) {
        ForType t = forType(type, observer);
        Subscription s = subscription("onAdd(" + type.getSimpleName() + ")", observer);
        t.add = plus(t.add, s);
        t.update();
        s.remover(() -> {
            t.add = minus(t.add, s);
            t.update();
            unsubscribed();
        });
        return s;
    }

    /**
     * Calls {@code observer} after {@code add} replaced an entity's component of {@code type}
     * with another instance (tags, which keep one instance, fire nothing).
     *
     * @param type     the component class
     * @param observer receives the entity, the replaced and the new component
     * @param <T>      the component type
     * @return the subscription, to unsubscribe
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code type} can never be a component
     */
    public <T> Subscription onReplace(Class<T> type, OnReplace<? super T> observer) {
        ForType t = forType(type, observer);
        Subscription s = subscription("onReplace(" + type.getSimpleName() + ")", observer);
        t.replace = plus(t.replace, s);
        t.update();
        s.remover(() -> {
            t.replace = minus(t.replace, s);
            t.update();
            unsubscribed();
        });
        return s;
    }

    /**
     * Calls {@code observer} before a component of {@code type} is removed from an entity (by
     * {@code remove}, {@code despawn} or an applied {@link Commands}); the entity is alive and
     * still has the component.
     *
     * @param type     the component class
     * @param observer receives the entity and the component being removed
     * @param <T>      the component type
     * @return the subscription, to unsubscribe
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code type} can never be a component
     */
    public <T> Subscription onRemove(Class<T> type, OnComponent<? super T> observer) {
        ForType t = forType(type, observer);
        Subscription s = subscription("onRemove(" + type.getSimpleName() + ")", observer);
        t.remove = plus(t.remove, s);
        t.update();
        s.remover(() -> {
            t.remove = minus(t.remove, s);
            t.update();
            unsubscribed();
        });
        return s;
    }

    /**
     * Calls {@code observer} when an entity's despawn begins; it is alive and has all its
     * components.
     *
     * @param observer receives the entity
     * @return the subscription, to unsubscribe
     * @throws NullPointerException if {@code observer} is null
     */
    public Subscription onDespawn(OnEntity observer) {
        Objects.requireNonNull(observer, "onDespawn needs an observer, e.g. entity -> { ... }");
        Subscription s = subscription("onDespawn", observer);
        despawn = plus(despawn, s);
        s.remover(() -> {
            despawn = minus(despawn, s);
            unsubscribed();
        });
        subscribed();
        return s;
    }

    /**
     * Calls {@code observer} when an entity starts matching {@code query} (a component it needs
     * is added, one it excludes is removed, ...). Entities that match when this is registered
     * count as matching already and fire nothing; to have them reported first, use
     * {@link #onMatch(Query, OnEntity, CurrentMatches)} with {@link CurrentMatches#REPORT}.
     *
     * @param query    a query of this world without change filters
     * @param observer receives the entity
     * @return the subscription, to unsubscribe
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the query has change filters or belongs to another world
     */
    public Subscription onMatch(Query query, OnEntity observer) {
        QueryMembership m = membership(query, observer);
        Subscription s = subscription("onMatch(" + query + ")", observer);
        m.onMatch = plus(m.onMatch, s);
        s.remover(() -> {
            m.onMatch = minus(m.onMatch, s);
            unsubscribed();
        });
        subscribed();
        return s;
    }

    /**
     * Calls {@code observer} when an entity starts matching {@code query}, and with
     * {@link CurrentMatches#REPORT} first calls it for each entity that matches already, in the
     * query's walk order, before returning (each once; one that stops matching before its turn
     * is skipped). The observer may change the world while those are reported; an entity it
     * makes match is reported as a new match, by the subscription, not again by the replay
     * unless it was also in the replay's list and still matches at its turn.
     *
     * <pre>{@code
     * world.observers().onMatch(ships, ship -> placeOnRadar(ship), CurrentMatches.REPORT);
     * }</pre>
     *
     * @param query    a query of this world without change filters
     * @param observer receives the entity
     * @param current  what to do with the entities that match now
     * @return the subscription, to unsubscribe
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the query has change filters or belongs to another world
     * @throws RuntimeException         what the observer threw while the current matches were
     *                                  reported: the subscription is then cancelled, and the
     *                                  matches after the failing one are not reported
     */
    public Subscription onMatch(Query query, OnEntity observer, CurrentMatches current) {
        Objects.requireNonNull(current, "onMatch needs CurrentMatches.SKIP or CurrentMatches.REPORT");
        Subscription s = onMatch(query, observer);
        if (current == CurrentMatches.REPORT) {
            java.util.List<Entity> matching = query.collect(new java.util.ArrayList<>());
            try {
                for (Entity entity : matching) {
                    if (world.isAlive(entity) && query.matches(entity)) {
                        observer.accept(entity);
                    }
                }
            } catch (RuntimeException | Error e) {
                s.unsubscribe();
                throw e;
            }
        }
        return s;
    }

    /**
     * Calls {@code observer} when an entity stops matching {@code query}, including when its
     * despawn begins.
     *
     * @param query    a query of this world without change filters
     * @param observer receives the entity, still alive
     * @return the subscription, to unsubscribe
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the query has change filters or belongs to another world
     */
    public Subscription onUnmatch(Query query, OnEntity observer) {
        QueryMembership m = membership(query, observer);
        Subscription s = subscription("onUnmatch(" + query + ")", observer);
        m.onUnmatch = plus(m.onUnmatch, s);
        s.remover(() -> {
            m.onUnmatch = minus(m.onUnmatch, s);
            unsubscribed();
        });
        subscribed();
        return s;
    }

    /**
     * Returns the number of active subscriptions.
     *
     * @return the count
     */
    public int size() {
        return subscriptions;
    }

    private ForType forType(Class<?> type, Object observer) {
        Objects.requireNonNull(type, "observers need a component class, e.g. Health.class");
        Objects.requireNonNull(observer, "observers need a callback, e.g. (entity, component) -> { ... }");
        ComponentStorage<?> storage = world.storage(type);
        int id = storage.componentType().id;
        if (id >= byType.length) {
            byType = Arrays.copyOf(byType, Math.max(id + 1, byType.length * 2));
        }
        ForType t = byType[id];
        if (t == null) {
            t = byType[id] = new ForType(storage);
        }
        subscribed();
        return t;
    }

    private Subscription subscription(String event, Object observer) {
        return new Subscription(event, observer, callerSite());
    }

    private QueryMembership membership(Query query, Object observer) {
        Objects.requireNonNull(query, "onMatch/onUnmatch need a query, e.g. world.query(Enemy.class)");
        Objects.requireNonNull(observer, "onMatch/onUnmatch need a callback, e.g. entity -> { ... }");
        if (query.world != world) {
            throw new IllegalArgumentException(query + " belongs to another world; observe it through its own "
                    + "world.observers()");
        }
        if (query.changes.length > 0) {
            throw new IllegalArgumentException(query + " has change filters, which depend on who asks and when; "
                    + "observe the same query without added/changed filters");
        }
        for (QueryMembership m : memberships) {
            if (m.query == query) {
                return m;
            }
        }
        QueryMembership m = new QueryMembership(query);
        int slots = world.slotCount();
        for (int index = 0; index < slots; index++) {
            if (world.entityAt(index) != null && query.matchesIndex(index)) {
                m.set(index, true);
            }
        }
        memberships = plusMembership(memberships, m);
        for (ComponentStorage<?> storage : query.namedStorages()) {
            int id = storage.componentType().id;
            if (id >= byType.length) {
                byType = Arrays.copyOf(byType, Math.max(id + 1, byType.length * 2));
            }
            if (byType[id] == null) {
                byType[id] = new ForType(storage);
            }
            byType[id].memberships = plusMembership(byType[id].memberships, m);
            byType[id].update();
        }
        return m;
    }

    private void subscribed() {
        if (subscriptions++ == 0) {
            world.observing(this);
        }
    }

    private void unsubscribed() {
        if (--subscriptions == 0) {
            world.observing(null);
        }
    }

    private static Subscription[] plus(Subscription[] list, Subscription s) {
        Subscription[] grown = Arrays.copyOf(list, list.length + 1);
        grown[list.length] = s;
        return grown;
    }

    private static Subscription[] minus(Subscription[] list, Subscription s) {
        for (int i = 0; i < list.length; i++) {
            if (list[i] == s) {
                Subscription[] shrunk = new Subscription[list.length - 1];
                System.arraycopy(list, 0, shrunk, 0, i);
                System.arraycopy(list, i + 1, shrunk, i, list.length - i - 1);
                return shrunk;
            }
        }
        return list;
    }

    private static QueryMembership[] plusMembership(QueryMembership[] list, QueryMembership m) {
        QueryMembership[] grown = Arrays.copyOf(list, list.length + 1);
        grown[list.length] = m;
        return grown;
    }

    /** The first stack frame outside this package: where the observer was registered. */
    private static String callerSite() {
        return PlatformProbe.current().callers().callerSite();
    }

    private ForType at(ComponentStorage<?> storage) {
        int id = storage.componentType().id;
        ForType[] types = byType;
        return id < types.length ? types[id] : null;
    }

    // -------------------------------------------------------------------------------------
    // Hooks (called by World, ComponentStorage and Hierarchy only while subscriptions exist)

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
    private void addedTo(ForType t, ComponentStorage<?> storage, Entity entity, Object old, Object component) {
        if (t == null) {
            return;
        }
        if (old == null) {
            Subscription sole = t.soleAdd;
            if (sole != null && depth < MAX_DEPTH) {
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
    private void addedToAll(ForType t, Entity entity, Object component) {
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
            ForType t = at(storage);
            if (t != null) {
                failure = deliver(t.add, entity, storage.valueAt(index), null, failure);
            }
        }
        for (ComponentStorage<?> storage : storages) {
            ForType t = at(storage);
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
    private void removingFrom(ForType t, ComponentStorage<?> storage, Entity entity, Object component) {
        if (t == null || t.quietRemove) {
            storage.removeAt(entity.index());
        } else {
            t.removing(storage, entity, component);
        }
    }

    /**
     * {@link #removing} with a single onRemove observer, no other removal running and the chain
     * below {@link #MAX_DEPTH}: told without the general path's checks. Kept small, since it is
     * inlined into every observed remove, and a remove whose compiled code grows past the JIT's
     * small-method limit (InlineSmallCode, 2,500 bytes on x64) is no longer inlined into its
     * callers.
     */
    private void removingAlone(ForType t, ComponentStorage<?> storage, OnComponent<Object> observer, Entity entity,
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
    private void removingForAll(ForType t, ComponentStorage<?> storage, Entity entity, Object component) {
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
                ForType t = at(storage);
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
    private RuntimeException deliver(Subscription[] list, Entity entity, Object first, Object second,
            RuntimeException failure) {
        if (list.length == 0) {
            return failure;
        }
        if (depth == MAX_DEPTH) {
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
        return collect(failure, new ObserverException("The " + s + " failed on " + s.event + " of " + entity
                + ": " + e + ". The change was completed and the event's other observers were called", e));
    }

    private static ObserverException recursion(String event, Entity entity) {
        return new ObserverException("Observers triggered one another " + MAX_DEPTH + " events deep, cut at "
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

    // -------------------------------------------------------------------------------------
    // Callback shapes

    /**
     * An observer of a component event ({@link #onAdd}, {@link #onRemove}).
     *
     * @param <T> the component type
     */
    @FunctionalInterface
    public interface OnComponent<T> {
        /**
         * Handles the event.
         *
         * @param entity    the entity, alive
         * @param component the component added, or being removed
         */
        void accept(Entity entity, T component);
    }

    /**
     * An observer of {@link #onReplace}.
     *
     * @param <T> the component type
     */
    @FunctionalInterface
    public interface OnReplace<T> {
        /**
         * Handles the event.
         *
         * @param entity  the entity, alive
         * @param old     the component that was replaced
         * @param current the component the entity has now
         */
        void accept(Entity entity, T old, T current);
    }

    /** An observer of an entity event ({@link #onDespawn}, {@link #onMatch}, {@link #onUnmatch}). */
    @FunctionalInterface
    public interface OnEntity {
        /**
         * Handles the event.
         *
         * @param entity the entity, alive
         */
        void accept(Entity entity);
    }
}
