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

    /** An empty subscription list, shared by every table that has none yet. */
    static final Subscription[] NO_SUBSCRIPTIONS = new Subscription[0];

    private final World world;
    /**
     * The event delivery, and the tables it reads, which registration here changes. The world
     * holds this registry ({@link World#observing}) while it has subscriptions; the hooks below
     * pass each event on.
     */
    private final ObserverDispatch dispatch;

    private int subscriptions;

    Observers(World world) {
        this.world = world;
        this.dispatch = new ObserverDispatch(world);
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
        TypeObservers t = forType(type, observer);
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
        TypeObservers t = forType(type, observer);
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
        TypeObservers t = forType(type, observer);
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
        dispatch.despawn = plus(dispatch.despawn, s);
        s.remover(() -> {
            dispatch.despawn = minus(dispatch.despawn, s);
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

    private TypeObservers forType(Class<?> type, Object observer) {
        Objects.requireNonNull(type, "observers need a component class, e.g. Health.class");
        Objects.requireNonNull(observer, "observers need a callback, e.g. (entity, component) -> { ... }");
        TypeObservers t = dispatch.typeObservers(world.storage(type));
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
            throw new IllegalArgumentException(
                    query + " belongs to another world; observe it through its own " + "world.observers()");
        }
        if (query.changes.length > 0) {
            throw new IllegalArgumentException(query + " has change filters, which depend on who asks and when; "
                    + "observe the same query without added/changed filters");
        }
        for (QueryMembership m : dispatch.memberships) {
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
        dispatch.memberships = plusMembership(dispatch.memberships, m);
        for (ComponentStorage<?> storage : query.namedStorages()) {
            TypeObservers t = dispatch.typeObservers(storage);
            t.memberships = plusMembership(t.memberships, m);
            t.update();
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

    // -------------------------------------------------------------------------------------
    // Hooks (called by World, ComponentStorage and Hierarchy only while subscriptions exist;
    // each passes the event on to the dispatch, see ObserverDispatch for what they do)

    /** Refuses adds that would undo a running removal or outlive a running despawn. */
    void checkAdd(Entity entity, ComponentType type) {
        dispatch.checkAdd(entity, type);
    }

    /** After {@code put}: {@code old} is what was replaced, {@code null} for an add. */
    void added(ComponentStorage<?> storage, Entity entity, Object old, Object component) {
        dispatch.added(storage, entity, old, component);
    }

    /** After a spawn put all its components in. */
    void spawned(Entity entity, ComponentStorage<?>... storages) {
        dispatch.spawned(entity, storages);
    }

    /** Removes the live entity's {@code component}, calling onRemove observers first. */
    void removing(ComponentStorage<?> storage, Entity entity, Object component) {
        dispatch.removing(storage, entity, component);
    }

    /** Despawns a live entity with events; answers {@code false} if its despawn is already running. */
    boolean despawn(Entity entity) {
        return dispatch.despawn(entity);
    }

    /** After {@link World#clear()}: nothing matches any more. */
    void cleared() {
        dispatch.cleared();
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
