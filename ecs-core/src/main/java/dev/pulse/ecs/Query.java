package dev.pulse.ecs;

import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What every query shares: the storages it fetches, the classes an entity must also have
 * ({@code with}) or must not have ({@code without}), and how it walks them.
 *
 * <h2>Iteration</h2>
 * A walk is driven by the smallest storage among the fetched and {@code with} classes, chosen
 * when {@code forEach} starts, and reads every other storage's component at the same entity
 * index (components are kept by entity index, so this is one array read per storage, never a
 * search). A dense driver (at least one entity per four
 * indexes its pages cover) is scanned page by page in entity index order, a counted loop over
 * parallel arrays; a sparse one is walked through its packed list of entity indexes, in
 * insertion order until removals swap entries. Do not rely on the order.
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
     * The walk of one chunk of a parallel walk: entity indexes {@code [from, to)} of a dense
     * driver, or packed positions {@code [from, to)} of a sparse one; {@code end} is the
     * driver's packed size when the walk started.
     */
    @FunctionalInterface
    interface Chunk {
        void run(int from, int to, int end, Commands commands);
    }

    /** Fewest entity indexes or packed positions in one parallel chunk, so task overhead stays small. */
    static final int MIN_CHUNK = 1024;

    /** One past the last entity index a dense walk over {@code driver} has to scan. */
    static int denseLimit(ComponentStorage<?> driver) {
        return driver.indexLimit;
    }

    /**
     * Runs {@code chunk} over the locked driver in parallel: the range is cut into chunks that
     * the calling thread and up to {@code parallelism} common-pool workers claim one at a time
     * (so a worker that wakes late just claims fewer). Waits for every participant, then applies
     * the chunks' command buffers in chunk order, or none if a chunk threw.
     */
    final void runParallel(ComponentStorage<?> driver, Chunk chunk) {
        world.enterParallelWalk();
        Commands[] buffers;
        Throwable[] failures;
        driver.lock();
        try {
            int end = driver.size;
            int units = driver.isDense() ? denseLimit(driver) : end;
            int threads = ForkJoinPool.getCommonPoolParallelism() + 1;
            int chunks = Math.max(1, Math.min(threads * 8, units / MIN_CHUNK));
            buffers = new Commands[chunks];
            failures = new Throwable[chunks];
            for (int i = 0; i < chunks; i++) {
                buffers[i] = new Commands();
            }
            AtomicInteger next = new AtomicInteger();
            Runnable claim = () -> {
                for (int c = next.getAndIncrement(); c < chunks; c = next.getAndIncrement()) {
                    int from = (int) ((long) units * c / chunks);
                    int to = (int) ((long) units * (c + 1) / chunks);
                    try {
                        chunk.run(from, to, end, buffers[c]);
                    } catch (Throwable t) {
                        failures[c] = t;
                        next.set(chunks); // claim nothing more
                    }
                }
            };
            ForkJoinTask<?>[] helpers = new ForkJoinTask<?>[Math.min(threads, chunks) - 1];
            for (int i = 0; i < helpers.length; i++) {
                helpers[i] = ForkJoinTask.adapt(claim).fork();
            }
            claim.run();
            for (ForkJoinTask<?> helper : helpers) {
                helper.join(); // claim() catches everything, so this only waits
            }
        } finally {
            driver.unlock();
            world.exitParallelWalk();
        }
        Throwable failure = null;
        for (Throwable t : failures) {
            if (t != null) {
                if (failure == null) {
                    failure = t;
                } else {
                    failure.addSuppressed(t);
                }
            }
        }
        if (failure instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (failure instanceof Error error) {
            throw error;
        }
        for (Commands buffer : buffers) {
            buffer.apply(world);
        }
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
