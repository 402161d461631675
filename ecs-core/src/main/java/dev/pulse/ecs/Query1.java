package dev.pulse.ecs;

import dev.pulse.ecs.internal.Pages;
import org.jspecify.annotations.Nullable;

/**
 * A query over entities that have 1 given component, optionally filtered with
 * {@link #with(Class[])} and {@link #without(Class[])}. Obtain it from
 * {@link World#query(Class)} and keep it in a field.
 *
 * <pre>{@code
 * Query1<Position> query = world.query(Position.class);
 * query.forEach((entity, pos) -> { ... });
 * }</pre>
 *
 * <p>See {@link Query} for iteration order and the rules on changes during iteration.
 *
 * @param <A> the first component type
 */
public final class Query1<A> extends Query {

    final ComponentStorage<A> a;
    /** The adapter of the last {@link #forEach(ForEachComponents)} action (see there). */
    private ComponentsOnly<A> componentsOnly;

    Query1(World world, ComponentStorage<A> a,
            ComponentStorage<?>[] required, ComponentStorage<?>[] excluded) {
        super(world, new ComponentStorage<?>[] {a}, required, excluded);
        this.a = a;
    }

    /**
     * Returns a query that also requires these components, without fetching them.
     *
     * @param types component classes the entity must also have
     * @return a new query
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class can never be a component, or is already named
     */
    public Query1<A> with(Class<?>... types) {
        return carry(new Query1<>(world, a, plus(required, types, "with"), excluded));
    }

    /**
     * Returns a query that skips entities having any of these components.
     *
     * @param types component classes the entity must not have
     * @return a new query
     * @throws NullPointerException     if a class is null
     * @throws IllegalArgumentException if a class can never be a component, or is already named
     */
    public Query1<A> without(Class<?>... types) {
        return carry(new Query1<>(world, a, required, plus(excluded, types, "without")));
    }

    /**
     * Returns a query that visits only entities whose {@code type} component changed (was
     * replaced, {@linkplain ComponentStorage#markChanged marked}, or added) after the baseline:
     * the running system's last run, or the tick given to {@link #since(int)}. Requires
     * {@code type} like {@link #with(Class[])} if the query does not name it. {@code forEach}
     * then costs in proportion to the changes, not the entities (see {@link World#advanceTick()}).
     *
     * <pre>{@code
     * Query1<A> moved = world.query(...).changed(Position.class);   // in a system: since it last ran
     * }</pre>
     *
     * @param type the component class whose changes count
     * @return a new query
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if {@code type} can never be a component, is excluded, or
     *                                  already has this filter
     */
    public Query1<A> changed(Class<?> type) {
        return withChange(new Query1<>(world, a, requiredWith(type), excluded), type, false);
    }

    /**
     * Returns a query that visits only entities whose {@code type} component was added after
     * the baseline (see {@link #changed(Class)}); a component replaced by {@code add} is not
     * added again.
     *
     * @param type the component class whose additions count
     * @return a new query
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if {@code type} can never be a component, is excluded, or
     *                                  already has this filter
     */
    public Query1<A> added(Class<?> type) {
        return withChange(new Query1<>(world, a, requiredWith(type), excluded), type, true);
    }

    /**
     * Returns this query with a fixed baseline for its change filters, for use outside a
     * scheduler: changes stamped after {@code tick} pass.
     *
     * <pre>{@code
     * int seen = world.advanceTick();
     * ...
     * query.since(seen).forEach(...);
     * }</pre>
     *
     * @param tick a tick from {@link World#advanceTick()} (or {@link World#NEVER_RAN}: everything)
     * @return a new query
     * @throws IllegalStateException if the query has no added/changed filter
     */
    public Query1<A> since(int tick) {
        return withSince(new Query1<>(world, a, required, excluded), tick);
    }

    /**
     * Returns this query walking in {@code order}: {@link WalkOrder#ENTITY_INDEX} for a stable
     * order (ascending entity index, the same for the same operations on every run and
     * platform), {@link WalkOrder#STORAGE} for the default, fastest one. Every walk of the
     * returned query keeps it: {@code forEach} (both forms), {@code findFirst},
     * {@code forEachUntil}, {@code collect}, {@code first} and {@code firstOrNull}; queries
     * derived from it with {@code with}, {@code without}, {@code changed}, {@code added} and
     * {@code since} keep it too. Changes during the walk follow the rules in {@link Query}. It
     * refuses {@code parallelForEach}. Keep the ordered query in a field: its sorting buffer is
     * reused, so its walks allocate nothing once warm.
     *
     * <pre>{@code
     * Query1<A> ordered = world.query(...).ordered(WalkOrder.ENTITY_INDEX);
     * }</pre>
     *
     * @param order the order to walk in
     * @return a new query
     * @throws NullPointerException if {@code order} is null
     */
    public Query1<A> ordered(WalkOrder order) {
        return withOrder(carry(new Query1<>(world, a, required, excluded)), order);
    }

    /**
     * Calls {@code action} once for each matching entity. Allocates nothing per entity.
     * Structural changes inside the action are allowed (see {@link Query}).
     *
     * @param action what to do with each entity and its components
     * @throws NullPointerException if {@code action} is null
     */
    public void forEach(ForEach<A> action) {
        requireAction(action);
        walk(action, QueryLoops.WITH_ENTITY);
    }

    /**
     * Calls {@code action} with the components of each matching entity, without the entity:
     * {@code query.forEach((a) -> ...)}. Same walk, order and rules as
     * {@link #forEach(ForEach)}, but the walk never loads the entity handles, which saves a
     * memory read per entity (a third of a sparse walk's time at 1M entities). Use it whenever the
     * action does not need the entity. Allocates nothing per entity, nor per walk when the same
     * action object is passed again (a non-capturing lambda is one object).
     *
     * @param action what to do with each entity's components
     * @throws NullPointerException if {@code action} is null
     */
    public void forEach(ForEachComponents<A> action) {
        requireAction(action);
        walk(action, QueryLoops.COMPONENTS);
    }

    /** The adapter a change-filtered walk runs a {@link ForEachComponents} through. */
    private ForEach<A> componentsOnly(ForEachComponents<A> action) {
        ComponentsOnly<A> adapter = componentsOnly;
        if (adapter == null || adapter.action() != action) {
            adapter = new ComponentsOnly<>(action);
            componentsOnly = adapter; // a racy cache of an immutable object: any thread's copy will do
        }
        return adapter;
    }

    /** The walk of both {@code forEach} forms: {@code action} is a {@link ForEach} or, for {@link QueryLoops#COMPONENTS}, a {@link ForEachComponents}. */
    @SuppressWarnings("unchecked")
    private void walk(Object action, int form) {
        if (changes.length > 0) {
            walkChanged(form == QueryLoops.COMPONENTS ? componentsOnly((ForEachComponents<A>) action) : (ForEach<A>) action);
            return;
        }
        walkSequential(Query1Loops.SHARED, action, form);
    }

    /**
     * The change-filtered walk of {@link #forEach}: visits the offsets {@link ChangedOffsets}
     * finds, page by page, reading each storage's slot at the visit. Each storage's component
     * page is held for the page (pages never move, and a storage with no page here has no
     * component in it and cannot get one during this page: only an action adds one, and an
     * action runs only where every page exists); the driving filter is re-checked on the stamp
     * page the offsets came from, other filters only when the query has some.
     */
    @SuppressWarnings("unchecked")
    private void walkChanged(ForEach<A> action) {
        final ChangedOffsets changed = changedOffsets();
        try {
            final ComponentStorage<A> a = this.a;
            final ComponentStorage<?> driver = changed.storage;
            final int since = changed.since;
            final boolean others = hasFiltersAfterFirst();
            while (changed.nextPage()) {
                final int page = changed.page;
                final Object[] driverPage = driver.componentPage(page);
                final Object[] aPage = a.componentPage(page);
                if (driverPage == null || aPage == null) {
                    continue; // trimmed away, or no entity here has every fetched component
                }
                final Entity[] handles = world.handlePages()[page];
                final int[] offsets = changed.offsets;
                final int[] stamps = changed.stamps;
                final int base = page << Pages.SHIFT;
                for (int k = 0, count = changed.count; k < count; k++) {
                    final int offset = offsets[k];
                    if (driverPage[offset] == null) {
                        continue; // removed during this walk
                    }
                    final Object ca = aPage[offset];
                    if (ca == null) {
                        continue;
                    }
                    if (stamps[offset] - since <= 0) {
                        continue; // the driving filter, re-checked at the visit like every filter
                    }
                    final int index = base + offset;
                    if (changed.addedDuringWalk(index) || others && !passesFiltersAfterFirst(index, since)) {
                        continue;
                    }
                    action.accept(handles[offset], (A) ca);
                }
            }
        } finally {
            changed.close();
        }
    }

    /**
     * Calls {@code action} once for each matching entity, on several threads at once (the
     * calling thread and Pulse's worker threads, see {@link Query}), and returns when
     * every entity has been handled. For independent per-entity work that is heavy enough to
     * outweigh handing chunks to threads. The action may write the components it is given; it
     * must not spawn, despawn, add or remove on the world (that throws
     * {@link IllegalStateException}): it records such changes in the {@link Commands} it
     * receives, which are applied in walk order after the walk. See {@link Query} for the
     * full rules.
     *
     * @param action what to do with each entity and its components
     * @throws NullPointerException  if {@code action} is null
     * @throws IllegalStateException if the query has change filters or a set order ({@link #ordered})
     */
    public void parallelForEach(ParallelForEach<A> action) {
        requireAction(action);
        runParallel(driver(), parallelChunk, action);
    }

    /** The chunk walk of {@link #parallelForEach}: one per query, so a walk allocates none. */
    private final Chunk parallelChunk = (run, c, from, to, end) -> {
        ParallelEach<A> each = run.adapter(c, ParallelEach::new);
        ComponentStorage<?> driver = run.driver;
        if (driver.isDense()) {
            Query1Loops.SHARED.walkDense(this, driver, from, to, end, each, QueryLoops.WITH_ENTITY);
        } else {
            Query1Loops.SHARED.walkPacked(this, driver, from, to, each, QueryLoops.WITH_ENTITY);
        }
    };

    /** {@link #parallelForEach}'s adapter for one chunk: each entity with the chunk's buffer. */
    private static final class ParallelEach<A> extends ParallelRun.ChunkAction<ParallelForEach<A>>
            implements ForEach<A> {
        ParallelEach(Commands commands) {
            super(commands);
        }

        @Override
        public void accept(Entity entity, A a) {
            action().accept(entity, a, commands);
        }
    }

    /**
     * Returns the first matching entity (in walk order) whose components satisfy
     * {@code predicate}, and stops walking there; {@code null} if none does. The walk is
     * separate from {@link #forEach(ForEach)} and follows the same rules (see {@link Query}).
     *
     * <pre>{@code
     * Entity hit = query.findFirst((entity, a) -> ...);   // null: nothing passed the test
     * }</pre>
     *
     * @param predicate the test; it may change the world like a {@code forEach} action
     * @return the first entity passing the test (the handle the predicate was given, even if it
     *         despawned that entity), or {@code null}
     * @throws NullPointerException if {@code predicate} is null
     */
    public @Nullable Entity findFirst(Match<A> predicate) {
        requireAction(predicate, "findFirst");
        return walkSequentialUntil(Query1Loops.SHARED, predicate, QueryLoops.MATCH);
    }

    /**
     * Calls {@code action} for each matching entity until it answers {@link Flow#STOP}. The walk
     * is separate from {@link #forEach(ForEach)} and follows the same rules (see {@link Query}).
     *
     * @param action what to do with each entity; answers {@link Flow#CONTINUE} or {@link Flow#STOP}
     * @return the entity the action stopped at (the handle it was given, even if it despawned
     *         that entity and a spawn reused the slot), or {@code null} if the walk ran to the end
     * @throws NullPointerException if {@code action} is null, or answers {@code null}
     */
    public @Nullable Entity forEachUntil(Until<A> action) {
        requireAction(action, "forEachUntil");
        return walkSequentialUntil(Query1Loops.SHARED, action, QueryLoops.UNTIL);
    }

    /**
     * Hands the one entity this query matches and its components to {@code action}, and
     * returns it: {@code query.single((player, pos) -> ...)}, so "the
     * player" needs no {@code world.get} per component. Same rules and exceptions as
     * {@link #single()}; allocates nothing for a non-capturing action. The action may change
     * the world like a {@code forEach} action; the entity returned is the one it was given.
     *
     * @param action what to do with the entity and its components
     * @return the only matching entity
     * @throws NullPointerException             if {@code action} is null
     * @throws java.util.NoSuchElementException if nothing matches (the message names the query)
     * @throws IllegalStateException            if several entities match (the message names the
     *                                          query, how many match and two of them)
     */
    @SuppressWarnings("unchecked")
    public Entity single(ForEach<A> action) {
        requireAction(action, "single");
        final Entity entity = single();
        final int index = entity.index();
        action.accept(entity, (A) a.at(index));
        return entity;
    }

    /**
     * The action of {@link #forEach(ForEach)}.
     *
     * @param <A> the first component type
     */
    @FunctionalInterface
    public interface ForEach<A> {
        /**
         * Handles one matching entity.
         *
         * @param entity the entity
         * @param a the entity's A component
         */
        void accept(Entity entity, A a);
    }

    /**
     * The action of {@link #forEach(ForEachComponents)}: the components without the entity.
     *
     * @param <A> the first component type
     */
    @FunctionalInterface
    public interface ForEachComponents<A> {
        /**
         * Handles one matching entity's components.
         *
         * @param a the entity's A component
         */
        void accept(A a);
    }

    /** Runs a {@link ForEachComponents} as a {@link ForEach} that ignores the entity. */
    private record ComponentsOnly<A>(ForEachComponents<A> action) implements ForEach<A> {
        @Override
        public void accept(Entity entity, A a) {
            action.accept(a);
        }
    }

    /**
     * The test of {@link #findFirst(Match)}.
     *
     * @param <A> the first component type
     */
    @FunctionalInterface
    public interface Match<A> {
        /**
         * Tests one matching entity.
         *
         * @param entity the entity
         * @param a the entity's A component
         * @return {@code true} to stop the walk and return this entity
         */
        boolean test(Entity entity, A a);
    }

    /**
     * The action of {@link #forEachUntil(Until)}.
     *
     * @param <A> the first component type
     */
    @FunctionalInterface
    public interface Until<A> {
        /**
         * Handles one matching entity.
         *
         * @param entity the entity
         * @param a the entity's A component
         * @return {@link Flow#CONTINUE} to go on, {@link Flow#STOP} to stop here
         */
        Flow accept(Entity entity, A a);
    }

    /**
     * The action of {@link #parallelForEach(ParallelForEach)}.
     *
     * @param <A> the first component type
     */
    @FunctionalInterface
    public interface ParallelForEach<A> {
        /**
         * Handles one matching entity, possibly on a worker thread.
         *
         * @param entity   the entity
         * @param a the entity's A component
         * @param commands this chunk's buffer for structural changes, applied after the walk
         */
        void accept(Entity entity, A a, Commands commands);
    }
}
