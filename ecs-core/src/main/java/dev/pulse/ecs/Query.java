package dev.pulse.ecs;

import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;

/**
 * What every query shares: the storages it fetches, the classes an entity must also have
 * ({@code with}) or must not have ({@code without}), and how it walks them.
 *
 * <h2>Iteration</h2>
 * A walk is driven by the smallest storage among the fetched and {@code with} classes, chosen
 * when {@code forEach} starts; it visits that storage's packed entity indexes in order and
 * reads every other storage's component at the same entity index (components are kept by
 * entity index, so this is one array read per storage, never a search). Order is therefore the
 * driving storage's packed order: insertion order until removals swap entries; do not rely on it.
 *
 * <h2>Parallel walks</h2>
 * {@code parallelForEach} splits the driving storage into chunks and runs them on the common
 * {@link ForkJoinPool} (the calling thread takes part). The action runs on several threads at
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
 * visited twice, and entities that start matching during the walk are visited by the next
 * walk, not this one.
 *
 * <p>Queries are immutable: {@code with} and {@code without} return new queries.
 */
public abstract sealed class Query permits Query1, Query2, Query3, Query4 {

    static final ComponentStorage<?>[] NONE = new ComponentStorage<?>[0];

    final World world;
    private final ComponentStorage<?>[] fetched;
    final ComponentStorage<?>[] required;
    final ComponentStorage<?>[] excluded;
    /** True when there are {@code with} or {@code without} filters to test per entity. */
    final boolean filtered;

    Query(World world, ComponentStorage<?>[] fetched, ComponentStorage<?>[] required, ComponentStorage<?>[] excluded) {
        this.world = world;
        this.fetched = fetched;
        this.required = required;
        this.excluded = excluded;
        this.filtered = required.length + excluded.length > 0;
        checkDistinct();
    }

    /** Appends the storages of {@code types} to {@code existing}. */
    final ComponentStorage<?>[] plus(ComponentStorage<?>[] existing, Class<?>[] types, String method) {
        if (types == null) {
            throw new NullPointerException(method + "(...) got a null class array; pass component classes");
        }
        ComponentStorage<?>[] result = Arrays.copyOf(existing, existing.length + types.length);
        for (int i = 0; i < types.length; i++) {
            if (types[i] == null) {
                throw new NullPointerException(method + "(...) got a null class (argument " + i
                        + "); pass component classes such as Frozen.class");
            }
            result[existing.length + i] = world.storage(types[i]);
        }
        return result;
    }

    private void checkDistinct() {
        ComponentStorage<?>[] all = new ComponentStorage<?>[fetched.length + required.length + excluded.length];
        System.arraycopy(fetched, 0, all, 0, fetched.length);
        System.arraycopy(required, 0, all, fetched.length, required.length);
        System.arraycopy(excluded, 0, all, fetched.length + required.length, excluded.length);
        for (int i = 0; i < all.length; i++) {
            for (int j = 0; j < i; j++) {
                if (all[i] == all[j]) {
                    String name = all[i].componentType().name();
                    boolean contradiction = i >= fetched.length + required.length && j < fetched.length + required.length;
                    throw new IllegalArgumentException(contradiction
                            ? "Query both requires and excludes " + name + ", so it can never match; drop one"
                            : "Query names " + name + " twice; name each component class once");
                }
            }
        }
    }

    /** The smallest storage an entity must be in: it drives the walk. */
    final ComponentStorage<?> driver() {
        ComponentStorage<?> best = fetched[0];
        for (int i = 1; i < fetched.length; i++) {
            if (fetched[i].size() < best.size()) {
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

    /** Whether the live entity at {@code index} passes the with/without filters. */
    final boolean passesFilters(int index) {
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
        return true;
    }

    /** Throws the shared message for a null action. */
    static void requireAction(Object action) {
        if (action == null) {
            throw new NullPointerException("forEach needs an action, e.g. (entity, ...) -> { ... }");
        }
    }

    /**
     * The walk of one chunk of a parallel walk: component pages {@code [from, to)} of a dense
     * driver, or packed positions {@code [from, to)} of a sparse one; {@code end} is the
     * driver's packed size when the walk started.
     */
    @FunctionalInterface
    interface Chunk {
        void run(int from, int to, int end, Commands commands);
    }

    /** Fewest packed positions a parallel chunk of a sparse driver is given, so task overhead stays small. */
    static final int MIN_CHUNK = 1024;

    /**
     * Runs {@code chunk} over the locked driver in parallel pieces, waits for all of them, then
     * applies their command buffers in order (none if a chunk threw).
     */
    final void runParallel(ComponentStorage<?> driver, Chunk chunk) {
        world.enterParallelWalk();
        Commands[] buffers;
        RuntimeException failure = null;
        driver.lock();
        try {
            int end = driver.size;
            boolean dense = driver.isDense();
            int units = dense ? driver.components.length : end;
            int threads = ForkJoinPool.getCommonPoolParallelism() + 1;
            int chunks = Math.max(1, Math.min(threads * 4, dense ? units : units / MIN_CHUNK));
            buffers = new Commands[chunks];
            ForkJoinTask<?>[] tasks = new ForkJoinTask<?>[chunks];
            for (int i = chunks - 1; i >= 0; i--) {
                int from = (int) ((long) units * i / chunks);
                int to = (int) ((long) units * (i + 1) / chunks);
                Commands buffer = new Commands();
                buffers[i] = buffer;
                tasks[i] = ForkJoinTask.adapt(() -> chunk.run(from, to, end, buffer));
                if (i > 0) {
                    tasks[i].fork();
                }
            }
            try {
                tasks[0].invoke();
            } catch (RuntimeException | Error e) {
                failure = asRuntime(failure, e);
            }
            for (int i = 1; i < chunks; i++) {
                try {
                    tasks[i].join();
                } catch (RuntimeException | Error e) {
                    failure = asRuntime(failure, e);
                }
            }
        } finally {
            driver.unlock();
            world.exitParallelWalk();
        }
        if (failure != null) {
            throw failure;
        }
        for (Commands buffer : buffers) {
            buffer.apply(world);
        }
    }

    private static RuntimeException asRuntime(RuntimeException first, Throwable next) {
        if (first != null) {
            first.addSuppressed(next);
            return first;
        }
        if (next instanceof Error error) {
            throw error;
        }
        return (RuntimeException) next;
    }

    /**
     * Tells whether an entity matches this query now.
     *
     * @param entity the handle; stale answers {@code false}
     * @return {@code true} if it is alive, has every fetched and {@code with} component and none
     *         of the {@code without} ones
     * @throws NullPointerException if {@code entity} is null
     */
    public final boolean matches(Entity entity) {
        if (entity == null) {
            throw World.nullHandle("match " + this + " against");
        }
        if (!world.isAlive(entity)) {
            return false;
        }
        for (ComponentStorage<?> storage : fetched) {
            if (!storage.has(entity)) {
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
        return countUpTo(Integer.MAX_VALUE);
    }

    /**
     * Tells whether no entity matches.
     *
     * @return {@code true} if {@link #count()} would answer 0
     */
    public final boolean isEmpty() {
        return countUpTo(1) == 0;
    }

    /** Counts matching entities, stopping once {@code limit} are found. */
    private int countUpTo(int limit) {
        ComponentStorage<?> driver = driver();
        int count = 0;
        int end = driver.size;
        int[][] packed = driver.packed;
        for (int pos = 0; pos < end && count < limit; pos++) {
            int index = packed[pos >>> Pages.SHIFT][pos & Pages.MASK];
            if (index >= 0 && matchesAt(index)) {
                count++;
            }
        }
        return count;
    }

    private boolean matchesAt(int index) {
        for (ComponentStorage<?> storage : fetched) {
            if (!storage.containsIndex(index)) {
                return false;
            }
        }
        return !filtered || passesFilters(index);
    }

    /**
     * Describes the query, e.g. {@code Query[Position, Velocity without Frozen]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("Query[");
        append(text, "", fetched);
        append(text, " with ", required);
        append(text, " without ", excluded);
        return text.append(']').toString();
    }

    private static void append(StringBuilder text, String label, ComponentStorage<?>[] storages) {
        for (int i = 0; i < storages.length; i++) {
            text.append(i == 0 ? label : ", ").append(storages[i].componentType().name());
        }
    }
}
