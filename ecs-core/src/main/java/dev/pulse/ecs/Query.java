package dev.pulse.ecs;

import dev.pulse.ecs.internal.ChangeClock;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;

/**
 * What every query shares: the storages it fetches, the classes an entity must also have
 * ({@code with}) or must not have ({@code without}), and how it walks them.
 *
 * <h2>Iteration</h2>
 * {@code forEach((entity, a, b) -> ...)} hands the action each entity and its components;
 * {@code forEach((a, b) -> ...)} only the components, and is faster where the entity is not
 * needed: the walk then never reads the entity handles (one memory read per entity that the JIT
 * cannot leave out even when the action ignores the entity). A walk is driven by the smallest storage among the fetched and {@code with} classes, chosen
 * when {@code forEach} starts, and reads every other storage's component at the same entity
 * index (components are kept by entity index, so this is one array read per storage, never a
 * search). A dense driver (at least one entity per four
 * indexes its pages cover; while its packed list is still in index order, per four slots the
 * scan visits) is scanned page by page in entity index order, a counted loop over
 * parallel arrays; a sparse one is walked through its packed list of entity indexes, in
 * insertion order until removals swap entries. Do not rely on that order
 * ({@link WalkOrder#STORAGE}); where results must not depend on it, ask for a stable one.
 *
 * <h2>Optional terms and {@code any} groups</h2>
 * {@code query.optional(Shield.class)} returns a query one component longer whose walks hand
 * the entity's {@code Shield} where it has one and {@code null} where it does not (bevy's
 * {@code Option<&T>}); its type argument is {@code @Nullable}
 * ({@code Query2<Position, @Nullable Shield>}), so Kotlin sees {@code Shield?}. The entities
 * visited do not change: an optional term never drives the walk nor filters it, unless
 * {@code with}, {@code changed} or {@code added} names it too (then it is required and never
 * null). Optional terms come after the required ones, in the order added. {@code any(A.class,
 * B.class)} requires at least one of the classes (Artemis-odb's and Ashley's {@code one});
 * each further {@code any} is another group that must hold. To read a group's components,
 * name them as optional terms as well. Walks follow the rules below for optional terms too: a
 * component removed before the walk reaches its entity is handed as {@code null}, one added is
 * handed over. Queries without these terms run the same loops and pay nothing for them.
 *
 * <h2>A stable order</h2>
 * {@code query.ordered(WalkOrder.ENTITY_INDEX)} returns the query walking in ascending entity
 * index: {@code forEach} (both forms), {@code findFirst}, {@code forEachUntil},
 * {@link #collect(java.util.Collection)}, {@link #first()} and {@link #firstOrNull()}. Entity
 * indexes follow from the spawns and despawns alone (see {@link WalkOrder}), so the same
 * operations give the same walk on every run and platform. It costs nothing over the default
 * walk when the driving storage is dense or its packed list is in index order (the walk is
 * then the same); otherwise each walk first gathers the driver's entity indexes into a buffer
 * the query keeps and radix-sorts them, then visits them with the same rules. Change-filtered
 * queries ({@code changed}, {@code added}) already walk in entity index order. An ordered
 * query refuses {@code parallelForEach}.
 *
 * <p>Keep queries in fields and reuse them: from its eighth
 * {@code forEach} on, a query runs its own copy of the walk code (the same class file defined
 * again as a hidden class, a few kilobytes, unloaded with the query), so the JIT compiles that
 * copy for this query's actions alone instead of for every system's. The system property
 * {@code pulse.walkCopies=false} turns copies off; where the runtime cannot define classes
 * (Android, TeaVM: {@link Platform#walkCopies()}), queries keep the shared walk.
 *
 * <h2>Parallel walks</h2>
 * {@code parallelForEach} splits the driving storage into chunks that the calling thread and
 * Pulse's worker threads (one fewer than the processors, shared by every world; they spin
 * briefly between walks so back-to-back walks start at once, then sleep) claim one at a time.
 * One parallel walk holds the workers at a time: a walk that starts meanwhile (another world's
 * on another thread, or one inside a parallel walk's action) runs on its calling thread alone,
 * and so does every parallel walk on a runtime without threads (TeaVM:
 * {@link Platform#threads()}), with the same results. The action runs on several threads at
 * once, so it may read anything and write the components of the entity it is given, but must
 * not touch state shared with other entities without its own synchronisation. Structural
 * changes (spawn, despawn, add, remove) made on the world during the walk throw
 * {@link IllegalStateException}; record them in the {@link Commands} the action receives
 * instead: each chunk has its own buffer, and the buffers are applied in chunk order (so in the
 * driving storage's order, whatever the thread timing) after every chunk has finished. If an
 * action throws, the walk waits for the other chunks, applies no command, and rethrows.
 *
 * <h2>Invalidation</h2>
 * A query object stays valid for the lifetime of its world; build it once and keep it. Inside
 * {@code forEach} any structural change is allowed (see {@link World}): nothing is skipped or
 * visited twice; entities spawned during the walk (or given its driving component) are visited
 * by the next walk, not this one, while an entity already in the driving storage that gains a
 * missing other component before the walk reaches it is visited by this one. These rules hold
 * for ordered walks too: an entity despawned (or stripped of a component) before the walk
 * reaches it is skipped, and a newcomer that reused its slot and got the components during the
 * walk is not visited in its place.
 *
 * <h2>Early exit and single entities</h2>
 * {@code forEach} always visits every match. To stop at the first entity that satisfies a test,
 * use {@code findFirst(predicate)}; to do work and stop when the work says so, use
 * {@code forEachUntil(action)} with an action answering {@link Flow#CONTINUE} or
 * {@link Flow#STOP}. Both return the entity the walk stopped at, or {@code null} when it ran to
 * the end: the very handle the action or predicate was given, even if it despawned that entity
 * (then the handle is stale, and a spawn that reused the slot does not change the answer). They run {@code forEach}'s specialised loops in an early-exit
 * form of their own (so {@code forEach} pays nothing for them), as fast per entity as
 * {@code forEach}, and allocate nothing per call for a non-capturing action. For the one entity of a kind (the player, the camera) use
 * {@link #single()}, {@link #singleOrNull()}, {@link #first()} or {@link #firstOrNull()}, or the
 * arity's {@code single((entity, a, ...) -> ...)}, which hands over its components too. To keep
 * the matches in a list (pairwise loops), use {@link #collect(java.util.Collection)}.
 *
 * <h2>Up to eight components</h2>
 * Typed queries fetch one to eight components ({@link Query1} to {@link Query8}), each arity
 * with its own specialised walk, generated from one template, so every arity walks by the same
 * rules and allocates nothing per entity. Each fetched component costs one more array read per
 * entity, so fetch what the action uses and require the rest with {@code with(...)}. For more
 * than eight, fetch eight, require the others with {@code with(...)} and read them through a
 * storage kept in a field ({@code armors.get(entity)} on {@code world.storage(Armor.class)},
 * one sparse lookup each); there is no {@code Query9}.
 * A {@link DynamicQuery} (built at run time from a {@link QuerySpec}) hands up to 32, read by
 * position or by class instead of as typed parameters.
 *
 * <p>Queries are immutable: {@code with}, {@code without}, {@code any}, {@code optional} and the
 * other terms return new queries. A query that names a class twice, both requires and excludes
 * one, or has an {@code any} group naming a required or excluded class is refused with an
 * {@link IllegalArgumentException} when built.
 */
public abstract sealed class Query
        permits Query1, Query2, Query3, Query4, Query5, Query6, Query7, Query8, DynamicQuery {

    static final ComponentStorage<?>[] NONE = new ComponentStorage<?>[0];
    /** No {@code any(...)} group. */
    static final ComponentStorage<?>[][] NO_GROUPS = new ComponentStorage<?>[0][];

    final World world;
    private final ComponentStorage<?>[] fetched;
    /** The state of this query's last parallel walk, reused by the next one (see {@link ParallelRun}). */
    private final AtomicReference<ParallelRun> spareRun = new AtomicReference<>();

    final ComponentStorage<?>[] required;
    final ComponentStorage<?>[] excluded;
    /**
     * The optional terms: bit {@code i} set when {@code fetched[i]} is optional (the walk hands
     * {@code null} where the entity lacks it, see {@link #optionalPage}). Never bit 0: the first
     * fetched component is required. An optional term also named by {@code with}, {@code changed}
     * or {@code added} is in {@link #required} too, so the filters require it.
     */
    final int optional;
    /** The {@code any(...)} groups: an entity must have at least one component of each. */
    ComponentStorage<?>[][] anyOf = NO_GROUPS;
    /** True when there are {@code with}, {@code without}, {@code any} or change filters to test per entity. */
    boolean filtered;
    /** Added/changed filters, in the order given; empty for most queries. */
    ChangeFilter[] changes = ChangeFilter.NONE;
    /** The fixed baseline of the change filters, or {@link ChangeClock#NO_SYSTEM}: the running system's. */
    int since = ChangeClock.NO_SYSTEM;
    /** This query's own copy of its arity's walk once it has one (see {@link LoopCopies}), else null. */
    private QueryLoops ownWalk;
    /** Sequential walks left before this query gets its own walk copy. */
    private int walksBeforeCopy = LoopCopies.WALKS_BEFORE_COPY;
    /** The order walks visit in; {@link WalkOrder#STORAGE} unless {@code ordered(...)} asked otherwise. */
    WalkOrder order = WalkOrder.STORAGE;
    /** The sorting buffer of this query's last index-ordered walk over a shuffled sparse driver, reused by the next. */
    final AtomicReference<SortedIndexes> spareIndexes = new AtomicReference<>();
    /** The change-filtered walk's page reader, reused by the next walk unless walks nest ({@link #changedOffsets()}). */
    private final AtomicReference<ChangedOffsets> spareOffsets = new AtomicReference<>();

    /**
     * The sequential walk of {@code forEach} without change filters: locks the driver and runs
     * this query's walk ({@link #walker}) over it, densely or packed.
     */
    final void walkSequential(QueryLoops shared, Object action, int form) {
        if (order != WalkOrder.STORAGE) {
            walkInIndexOrder(shared, action, form);
            return;
        }
        final ComponentStorage<?> driver = driver();
        driver.lock();
        try {
            final int end = driver.size;
            final QueryLoops walk = walker(shared);
            if (driver.isDense()) {
                walk.walkDense(this, driver, 0, denseLimit(driver), end, action, form);
            } else {
                walk.walkPacked(this, driver, 0, end, action, form);
            }
        } finally {
            driver.unlock();
        }
    }

    /**
     * The walk a sequential {@code forEach} runs: {@code shared} for the first walks, then this
     * query's own copy. Unsynchronised: two threads walking at once may each make a copy, and
     * either is a correct walk.
     */
    final QueryLoops walker(QueryLoops shared) {
        QueryLoops own = ownWalk;
        if (own != null) {
            return own;
        }
        if (--walksBeforeCopy > 0) {
            return shared;
        }
        own = LoopCopies.copyOf(shared);
        ownWalk = own;
        return own;
    }

    Query(
            World world,
            ComponentStorage<?>[] fetched,
            int optional,
            ComponentStorage<?>[] required,
            ComponentStorage<?>[] excluded) {
        this.world = world;
        this.fetched = fetched;
        this.optional = optional;
        this.required = required;
        this.excluded = excluded;
        this.filtered = required.length + excluded.length != 0;
        for (ComponentStorage<?> storage : fetched) {
            if (storage.columns != null) {
                throw QueryChecks.notAnObjectQuery(storage.componentType().name());
            }
        }
        checkDistinct();
    }

    /** Appends the storages of {@code types} to {@code existing}. */
    final ComponentStorage<?>[] plus(ComponentStorage<?>[] existing, Class<?>[] types, String method) {
        return QueryChecks.appendStorages(world, existing, types, method);
    }

    /** Refuses a query that repeats or contradicts itself (see {@link QueryChecks#distinct}). */
    final void checkDistinct() {
        QueryChecks.distinct(fetched, optional, required, excluded, anyOf);
    }

    /** The smallest storage an entity must be in: it drives the walk. */
    final ComponentStorage<?> driver() {
        ComponentStorage<?> best = fetched[0];
        for (int i = 1; i < fetched.length; i++) {
            if ((optional & 1 << i) == 0 && fetched[i].size() < best.size()) {
                best = fetched[i];
            }
        }
        for (ComponentStorage<?> storage : required) {
            if (storage.size() < best.size()) {
                best = storage;
            }
        }
        return best;
    }

    /** The required storages plus {@code type}'s, unless the query already names it. */
    final ComponentStorage<?>[] requiredWith(Class<?> type) {
        if (type == null) {
            throw new NullPointerException("changed/added need a component class, e.g. Position.class");
        }
        ComponentStorage<?> storage = world.storage(type);
        for (int i = 0; i < fetched.length; i++) {
            if (fetched[i] == storage && (optional & 1 << i) == 0) {
                return required; // an optional term gets required below: the filter needs the component
            }
        }
        for (ComponentStorage<?> s : required) {
            if (s == storage) {
                return required;
            }
        }
        return plus(required, new Class<?>[] {type}, "changed");
    }

    /** {@code query} (a copy of this one) with this one's change filters plus one on {@code type}. */
    final <Q extends Query> Q withChange(Q query, Class<?> type, boolean ofAdd) {
        ComponentStorage<?> storage = world.storage(type);
        for (ChangeFilter f : changes) {
            if (f.storage == storage && f.ofAdd == ofAdd) {
                throw new IllegalArgumentException(this + " already filters on " + f + "; name it once");
            }
        }
        storage.trackChanges();
        query.changes = Arrays.copyOf(changes, changes.length + 1);
        query.changes[changes.length] = new ChangeFilter(storage, ofAdd);
        query.since = since;
        query.filtered = true;
        query.order = order;
        return copyTerms(query);
    }

    /** {@code query} (a copy of this one with its filters carried over) walking in {@code order}. */
    static <Q extends Query> Q withOrder(Q query, WalkOrder order) {
        if (order == null) {
            throw new NullPointerException("ordered(...) needs an order: WalkOrder.ENTITY_INDEX for a stable one, "
                    + "WalkOrder.STORAGE for the fastest");
        }
        query.order = order;
        return query;
    }

    /**
     * The order this query walks in: {@link WalkOrder#STORAGE} unless it was built with
     * {@code ordered(...)} (or derived from a query that was).
     *
     * @return the order
     */
    public final WalkOrder order() {
        return order;
    }

    /** {@code query} (a copy of this one) with this one's change filters and baseline {@code tick}. */
    final <Q extends Query> Q withSince(Q query, int tick) {
        if (changes.length == 0) {
            throw new IllegalStateException(this + " has no added/changed filter for since(" + tick + ") to apply "
                    + "to; call changed(Type.class) or added(Type.class) first");
        }
        query.changes = changes;
        query.since = tick;
        query.filtered = true;
        query.order = order;
        return copyTerms(query);
    }

    /** {@code query} (a copy of this one with other with/without filters) keeping the change filters. */
    final <Q extends Query> Q carry(Q query) {
        query.order = order;
        if (changes.length != 0) {
            query.changes = changes;
            query.since = since;
            query.filtered = true;
        }
        return copyTerms(query);
    }

    /**
     * {@code query} (a copy of this one, built with its optional terms) with this one's
     * {@code any} groups, checked again against its own {@code with}/{@code without} lists.
     */
    private <Q extends Query> Q copyTerms(Q query) {
        if (anyOf.length == 0) {
            return query;
        }
        query.anyOf = anyOf;
        query.filtered = true;
        query.checkDistinct();
        return query;
    }

    /**
     * {@code query} (a copy of this one) with an {@code any} group of {@code types} added: an
     * entity must have at least one of them.
     */
    final <Q extends Query> Q withAny(Q query, Class<?>[] types) {
        ComponentStorage<?>[] group = QueryChecks.anyGroup(world, types);
        carry(query);
        query.anyOf = Arrays.copyOf(anyOf, anyOf.length + 1);
        query.anyOf[anyOf.length] = group;
        query.filtered = true;
        query.checkDistinct();
        return query;
    }

    /** Whether fetched component {@code position} is an optional term. */
    final boolean isOptional(int position) {
        return (optional & 1 << position) != 0;
    }

    /**
     * The page a walk reads an optional term's components from: {@code page} itself, or where
     * the storage has no such page, {@link QueryLoops#ABSENT} (every slot null), so the walk
     * hands {@code null} there instead of skipping the page. A component added to such a page
     * during the walk is read through {@link #optionalAt}.
     */
    static Object[] optionalPage(Object[] page) {
        return page != null ? page : QueryLoops.ABSENT;
    }

    /**
     * An optional term's component at {@code index} read from its storage (the walk's held page
     * had {@code null} there): {@code null} unless an action added it during the walk in a page
     * that did not exist when the walk read the page.
     */
    static Object optionalAt(ComponentStorage<?> storage, int index) {
        return storage.at(index);
    }

    /** The baseline of the change filters for a walk starting now on this thread. */
    final int baseline() {
        int tick = since;
        if (tick == ChangeClock.NO_SYSTEM) {
            tick = world.clock.systemBaseline();
            if (tick == ChangeClock.NO_SYSTEM) {
                throw new IllegalStateException(this + " filters on changes since the running system last ran, but "
                        + "no system runs on this thread. Outside a scheduler give the baseline: query.since(tick) "
                        + "with tick = world.advanceTick() taken before the changes");
            }
        }
        return tick;
    }

    /** Every storage the query names: fetched, required and excluded. */
    final ComponentStorage<?>[] namedStorages() {
        ComponentStorage<?>[] all = Arrays.copyOf(fetched, fetched.length + required.length + excluded.length);
        System.arraycopy(required, 0, all, fetched.length, required.length);
        System.arraycopy(excluded, 0, all, fetched.length + required.length, excluded.length);
        return all;
    }

    /** Whether the live entity at {@code index} matches (components present, filters pass). */
    final boolean matchesIndex(int index) {
        return matchesAt(index);
    }

    /**
     * Starts the change-filtered walk of {@code forEach} (driven by the first change filter's
     * stamps, see {@link ChangedOffsets}); the caller visits each page's offsets and closes it.
     * Same rules as other walks: an entity removed before it is reached is not visited, one
     * added during the walk is not, and each slot is read when its entity is visited, so
     * changes made by the action are seen as in other walks.
     */
    final ChangedOffsets changedOffsets() {
        ChangedOffsets offsets = spareOffsets.getAndSet(null);
        if (offsets == null) {
            offsets = new ChangedOffsets(); // first changed walk, or a nested or other thread's walk holds the spare
        }
        return offsets.open(changes[0], baseline());
    }

    /** Ends a walk started with {@link #changedOffsets()}: unlocks its storage and keeps it as the spare. */
    final void closeChanged(ChangedOffsets offsets) {
        offsets.close();
        spareOffsets.set(offsets);
    }

    /** Whether the live entity at {@code index} passes the with/without and change filters. */
    final boolean passesFilters(int index) {
        return passesFilters(index, changes.length == 0 ? 0 : baseline());
    }

    /**
     * Whether a change-filtered walk must test more than its driving filter (the first change
     * filter, which it re-checks itself): further change filters, {@code with} or {@code without}.
     */
    final boolean hasFiltersAfterFirst() {
        return changes.length > 1 || required.length + excluded.length + anyOf.length > 0;
    }

    /**
     * {@link #passesFilters(int, int)} without the first change filter, for a change-filtered
     * walk, which tests that one on the stamp page it holds ({@link ChangedOffsets#newer}).
     */
    final boolean passesFiltersAfterFirst(int index, int since) {
        final ChangeFilter[] changes = this.changes;
        for (int i = 1; i < changes.length; i++) {
            ChangeFilter f = changes[i];
            if (f.storage.ticks.stamp(f.ofAdd, index) - since <= 0) {
                return false;
            }
        }
        return passesTerms(index);
    }

    /** {@link #passesFilters(int)} with the baseline given (a walk reads it once). */
    final boolean passesFilters(int index, int since) {
        for (ChangeFilter f : changes) {
            if (f.storage.ticks.stamp(f.ofAdd, index) - since <= 0) {
                return false;
            }
        }
        return passesTerms(index);
    }

    /** Whether entity {@code index} passes the {@code with}, {@code without} and {@code any} terms. */
    private boolean passesTerms(int index) {
        for (ComponentStorage<?> storage : required) {
            if (!storage.containsIndex(index)) {
                return false;
            }
        }
        for (ComponentStorage<?> storage : excluded) {
            if (storage.containsIndex(index)) {
                return false;
            }
        }
        return anyOf.length == 0 || passesAny(index);
    }

    /**
     * Whether {@code forEach} visits in ascending entity index: an {@linkplain #ordered} query,
     * or one with change filters (whose walk goes page by page through the change stamps), so
     * {@code findFirst}, {@code forEachUntil}, {@link #collect} and {@link #firstOrNull} follow
     * the same order.
     */
    final boolean walksInIndexOrder() {
        return order != WalkOrder.STORAGE || changes.length > 0;
    }

    /** Whether the entity at {@code index} has a component of every {@code any} group. */
    private boolean passesAny(int index) {
        groups:
        for (ComponentStorage<?>[] group : anyOf) {
            for (ComponentStorage<?> storage : group) {
                if (storage.containsIndex(index)) {
                    continue groups;
                }
            }
            return false;
        }
        return true;
    }

    /** Throws the shared message for a null action. */
    static void requireAction(Object action) {
        if (action == null) {
            throw new NullPointerException("forEach needs an action, e.g. (entity, ...) -> { ... }");
        }
    }

    /**
     * The walk of one chunk of a parallel walk: entity indexes {@code [from, to)} of a dense
     * driver, or packed positions {@code [from, to)} of a sparse one; {@code end} is the
     * driver's packed size when the walk started.
     */
    @FunctionalInterface
    interface Chunk {
        void run(ParallelRun run, int chunk, int from, int to, int end);
    }

    /** One past the last entity index a dense walk over {@code driver} has to scan. */
    static int denseLimit(ComponentStorage<?> driver) {
        return driver.indexLimit;
    }

    /**
     * Runs {@code chunk} over the locked driver in parallel: the range is cut into chunks that
     * the calling thread and Pulse's worker threads claim one at a time (so a worker that wakes
     * late just claims fewer). Waits for every participant, then applies the chunks' command
     * buffers in chunk order, or none if a chunk threw. Allocates nothing once this query has
     * walked in parallel before (its {@link ParallelRun} is reused).
     */
    final void runParallel(ComponentStorage<?> driver, Chunk chunk, Object action) {
        if (order != WalkOrder.STORAGE) {
            throw new IllegalStateException(this + " walks in a set order, which parallelForEach does not keep "
                    + "(its action runs on several threads at once); use forEach, or parallelForEach on the "
                    + "query without ordered(...)");
        }
        if (changes.length > 0) {
            throw new IllegalStateException(this + " has change filters, which parallelForEach does not take; "
                    + "use forEach, which visits only the changed entities");
        }
        ParallelRun run = spareRun.getAndSet(null);
        if (run == null) {
            run = new ParallelRun(); // first parallel walk of this query, or another thread's walk holds the spare
        }
        try {
            run.walk(world, driver, chunk, action);
        } finally {
            spareRun.set(run);
        }
    }

    /**
     * Tells whether an entity matches this query now.
     *
     * @param entity the handle; stale answers {@code false}
     * @return {@code true} if it is alive, has every fetched and {@code with} component and none
     *         of the {@code without} ones
     * @throws NullPointerException if {@code entity} is null
     * @throws ForeignEntityException if another world issued {@code entity}
     */
    public final boolean matches(Entity entity) {
        if (entity == null) {
            throw WorldChecks.nullHandle("match " + this + " against");
        }
        if (!world.isAlive(entity)) {
            return false;
        }
        for (int i = 0; i < fetched.length; i++) {
            if ((optional & 1 << i) == 0 && !fetched[i].has(entity)) {
                return false;
            }
        }
        return passesFilters(entity.index());
    }

    /**
     * Counts the matching entities. O(size of the smallest required storage); answers in O(1)
     * when the query fetches one class and has no filters.
     *
     * @return the number of matching entities
     */
    public final int count() {
        if (fetched.length == 1 && !filtered) {
            return fetched[0].size();
        }
        return QueryScans.countUpTo(this, Integer.MAX_VALUE);
    }

    /**
     * Tells whether no entity matches.
     *
     * @return {@code true} if {@link #count()} would answer 0
     */
    public final boolean isEmpty() {
        return QueryScans.countUpTo(this, 1) == 0;
    }

    final boolean matchesAt(int index) {
        final ComponentStorage<?>[] fetched = this.fetched;
        for (int i = 0; i < fetched.length; i++) {
            if ((optional & 1 << i) == 0 && !fetched[i].containsIndex(index)) {
                return false;
            }
        }
        return !filtered || passesFilters(index);
    }

    /**
     * Appends every matching entity to {@code into}, in walk order (see the class
     * documentation; ascending entity index for an {@linkplain WalkOrder#ENTITY_INDEX ordered}
     * query), and returns it: for pairwise loops and for walks that must not see the
     * changes they make. Allocates nothing itself; reuse the collection (clear it between frames)
     * and, once it has grown to its working size, a list such as {@link java.util.ArrayList}
     * allocates nothing either.
     *
     * <pre>{@code
     * ships.clear();
     * shipQuery.collect(ships);
     * for (int i = 0; i < ships.size(); i++) for (int j = i + 1; j < ships.size(); j++) ...
     * }</pre>
     *
     * @param into the collection to append to
     * @param <C>  its type
     * @return {@code into}
     * @throws NullPointerException if {@code into} is null
     */
    public final <C extends java.util.Collection<? super Entity>> C collect(C into) {
        return QueryScans.collect(this, into);
    }

    /**
     * This query's sorting buffer, taken so that a nested or concurrent walk of the same query
     * makes its own instead of sharing it; give it back to {@link #spareIndexes} when done.
     */
    final SortedIndexes takeSortedIndexes() {
        final SortedIndexes sorted = spareIndexes.getAndSet(null);
        return sorted != null ? sorted : new SortedIndexes();
    }

    /**
     * The sequential walk of an ordered query ({@code forEach}, {@code findFirst},
     * {@code forEachUntil}) in ascending entity index: the dense walk for a dense driver, the
     * packed walk for a driver whose packed list is in index order (the same order then), else
     * the driver's indexes gathered and sorted ({@link SortedIndexes}) and visited by
     * {@link QueryLoops#walkIndexes}, under the same rules as the other walks.
     *
     * @return for {@link QueryLoops#MATCH} and {@link QueryLoops#UNTIL}, the handle the walk
     *         stopped at or null; for the {@code forEach} forms, null
     */
    private Entity walkInIndexOrder(QueryLoops shared, Object action, int form) {
        final ComponentStorage<?> driver = driver();
        driver.lock();
        try {
            final int end = driver.size;
            final QueryLoops walk = walker(shared);
            final boolean until = form == QueryLoops.MATCH || form == QueryLoops.UNTIL;
            if (driver.isDense()) {
                if (until) {
                    return walk.walkDenseUntil(this, driver, denseLimit(driver), end, action, form);
                }
                walk.walkDense(this, driver, 0, denseLimit(driver), end, action, form);
                return null;
            }
            if (driver.inIndexOrder()) {
                if (until) {
                    return walk.walkPackedUntil(this, driver, end, action, form);
                }
                walk.walkPacked(this, driver, 0, end, action, form);
                return null;
            }
            final SortedIndexes sorted = takeSortedIndexes();
            try {
                sorted.gather(driver, end);
                return walk.walkIndexes(this, driver, sorted.indexes, sorted.count, end, action, form);
            } finally {
                spareIndexes.set(sorted);
            }
        } finally {
            driver.unlock();
        }
    }

    /**
     * Returns the one entity this query matches, e.g. the player: {@code Entity player =
     * world.query(Player.class).single();}. Walks until it has seen two matches; allocates
     * nothing. To read its components too, use the {@code single(action)} of the query's
     * arity ({@link Query2#single(Query2.ForEach)} ...), which hands them over in the same call.
     *
     * @return the only matching entity
     * @throws java.util.NoSuchElementException if nothing matches (the message names the query)
     * @throws IllegalStateException            if several entities match (the message names the
     *                                          query, how many match and two of them)
     */
    public final Entity single() {
        return QueryScans.single(this, "single()", false);
    }

    /**
     * Returns the one entity this query matches, or {@code null} if none does. Allocates nothing.
     *
     * @return the only matching entity, or {@code null}
     * @throws IllegalStateException if several entities match (the message names the query, how
     *                               many match and two of them)
     */
    public final @Nullable Entity singleOrNull() {
        return QueryScans.single(this, "singleOrNull()", true);
    }

    /**
     * Returns the first matching entity in walk order (see the class documentation: do not rely
     * on which one that is when several match, unless the query is
     * {@linkplain WalkOrder#ENTITY_INDEX ordered}: then it is the lowest entity index). Stops at
     * the first match.
     *
     * @return the first matching entity
     * @throws java.util.NoSuchElementException if nothing matches (the message names the query)
     */
    public final Entity first() {
        Entity first = firstOrNull();
        if (first == null) {
            throw new java.util.NoSuchElementException(this + " matches no entity, so first() has nothing to return; "
                    + "use firstOrNull() where none may match");
        }
        return first;
    }

    /**
     * Returns the first matching entity in walk order (the lowest entity index for an
     * {@linkplain WalkOrder#ENTITY_INDEX ordered} query), or {@code null} if none matches.
     * Allocates nothing.
     *
     * @return the first matching entity, or {@code null}
     */
    public final @Nullable Entity firstOrNull() {
        return QueryScans.firstOrNull(this);
    }

    /** Throws a helpful exception for a null early-exit action. */
    static void requireAction(Object action, String method) {
        if (action == null) {
            throw new NullPointerException(method + " needs an action, e.g. (entity, ...) -> ...");
        }
    }

    /** Whether an early-exit action's answer stops the walk; a null answer is refused. */
    static boolean stops(Flow answer) {
        if (answer == null) {
            throw new NullPointerException("forEachUntil's action returned null; return Flow.CONTINUE or Flow.STOP");
        }
        return answer == Flow.STOP;
    }

    /**
     * The early-exit walk behind {@code findFirst} ({@link QueryLoops#MATCH}) and
     * {@code forEachUntil} ({@link QueryLoops#UNTIL}): the same order (entity index order for a
     * dense driver, packed order for a sparse one), the same rules on changes during the walk
     * and the same specialised per-arity loops as {@code forEach} (this query's own copy once
     * it has one, see {@link #walker}), stopping where {@code action} says so. Allocates nothing.
     *
     * @return the entity the walk stopped at (the handle the action was given, even if the
     *         action despawned it and a spawn reused its slot), or {@code null} if it ran to the end
     */
    final Entity walkSequentialUntil(QueryLoops shared, Object action, int form) {
        if (walksInIndexOrder()) {
            return walkInIndexOrder(shared, action, form);
        }
        final ComponentStorage<?> driver = driver();
        driver.lock();
        try {
            final int end = driver.size;
            final QueryLoops walk = walker(shared);
            return driver.isDense()
                    ? walk.walkDenseUntil(this, driver, denseLimit(driver), end, action, form)
                    : walk.walkPackedUntil(this, driver, end, action, form);
        } finally {
            driver.unlock();
        }
    }

    /**
     * Describes the query, e.g. {@code Query[Position, Velocity without Frozen]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("Query[");
        for (int i = 0; i < fetched.length; i++) {
            text.append(i == 0 ? "" : ", ")
                    .append(fetched[i].componentType().name())
                    .append(isOptional(i) ? "?" : "");
        }
        append(text, " with ", required);
        append(text, " without ", excluded);
        for (ComponentStorage<?>[] group : anyOf) {
            append(text, " any(", group);
            text.append(')');
        }
        for (int i = 0; i < changes.length; i++) {
            text.append(i == 0 ? " " : ", ").append(changes[i]);
        }
        if (changes.length > 0 && since != ChangeClock.NO_SYSTEM) {
            text.append(" since ").append(since);
        }
        if (order == WalkOrder.ENTITY_INDEX) {
            text.append(" in entity index order");
        }
        return text.append(']').toString();
    }

    private static void append(StringBuilder text, String label, ComponentStorage<?>[] storages) {
        for (int i = 0; i < storages.length; i++) {
            text.append(i == 0 ? label : ", ")
                    .append(storages[i].componentType().name());
        }
    }
}
