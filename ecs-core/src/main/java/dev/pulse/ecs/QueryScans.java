package dev.pulse.ecs;

import dev.pulse.ecs.internal.Pages;
import org.jspecify.annotations.Nullable;

/**
 * The scans behind {@link Query}'s answers that are not walks with a typed action:
 * {@code count}, {@code isEmpty}, {@code collect}, {@code single}, {@code singleOrNull} and
 * {@code firstOrNull}. Each visits the query's driver in {@code forEach}'s order and tests
 * each entity with {@link Query#matchesAt}; only {@code collect} runs user code (the
 * collection's {@code add}) and so locks the driver as a walk does.
 */
final class QueryScans {

    private QueryScans() {}

    /** {@link Query#collect}: every match appended to {@code into}, in walk order. */
    static <C extends java.util.Collection<? super Entity>> C collect(Query q, C into) {
        if (into == null) {
            throw new NullPointerException("collect needs a collection to append " + q + "'s entities to, "
                    + "e.g. a java.util.ArrayList kept in a field");
        }
        final ComponentStorage<?> driver = q.driver();
        // The collection's add is user code: the same rules as forEach if it changes the world.
        driver.lock();
        try {
            final int end = driver.size;
            if (driver.isDense()) {
                final int limit = Query.denseLimit(driver);
                for (int index = 0; index < limit; index++) {
                    if (driver.containsIndex(index)
                            && (driver.size == end || driver.positionUnchecked(index) < end)
                            && q.matchesAt(index)) {
                        into.add(q.world.handleAt(index));
                    }
                }
            } else if (q.walksInIndexOrder() && !driver.inIndexOrder()) {
                collectSorted(q, driver, end, into);
            } else {
                final int[][] packed = driver.packed;
                for (int pos = 0; pos < end; pos++) {
                    final int index = packed[pos >>> Pages.SHIFT][pos & Pages.MASK];
                    if (index >= 0 && q.matchesAt(index)) {
                        into.add(q.world.handleAt(index));
                    }
                }
            }
        } finally {
            driver.unlock();
        }
        return into;
    }

    /**
     * {@link Query#single()} and, {@code orNull}, {@link Query#singleOrNull()} (null where nothing
     * matches); {@code method} names the call in the messages.
     */
    static @Nullable Entity single(Query q, String method, boolean orNull) {
        final ComponentStorage<?> driver = q.driver();
        final boolean dense = driver.isDense();
        final int first = nextMatch(q, driver, dense, 0);
        if (first < 0) {
            if (orNull) {
                return null;
            }
            throw new java.util.NoSuchElementException(q + " matches no entity, but " + method + " needs exactly one; "
                    + "spawn it first, or use singleOrNull() where it may be absent");
        }
        final int second = nextMatch(q, driver, dense, first + 1);
        if (second >= 0) {
            throw several(q, driver, dense, first, second, method);
        }
        return q.world.handleAt(indexAt(driver, dense, first));
    }

    /** {@link Query#firstOrNull()}: the first match in walk order, or null. */
    static @Nullable Entity firstOrNull(Query q) {
        final ComponentStorage<?> driver = q.driver();
        final boolean dense = driver.isDense();
        if (q.walksInIndexOrder() && !dense && !driver.inIndexOrder()) {
            final int lowest = lowestMatch(q, driver);
            return lowest < 0 ? null : q.world.handleAt(lowest);
        }
        final int first = nextMatch(q, driver, dense, 0);
        return first < 0 ? null : q.world.handleAt(indexAt(driver, dense, first));
    }

    /** Counts matching entities, stopping once {@code limit} are found. */
    static int countUpTo(Query q, int limit) {
        ComponentStorage<?> driver = q.driver();
        int count = 0;
        int end = driver.size;
        int[][] packed = driver.packed;
        for (int pos = 0; pos < end && count < limit; pos++) {
            int index = packed[pos >>> Pages.SHIFT][pos & Pages.MASK];
            if (index >= 0 && q.matchesAt(index)) {
                count++;
            }
        }
        return count;
    }

    /**
     * {@link Query#collect}'s walk in entity index order over a locked sparse driver whose packed
     * list is out of index order: through the sorted indexes, each checked when reached as the
     * dense walk checks it ({@code into.add} is user code and may change the world).
     */
    private static void collectSorted(
            Query q, ComponentStorage<?> driver, int end, java.util.Collection<? super Entity> into) {
        final SortedIndexes sorted = q.takeSortedIndexes();
        try {
            sorted.gather(driver, end);
            final int[] indexes = sorted.indexes;
            for (int i = 0, count = sorted.count; i < count; i++) {
                final int index = indexes[i];
                if (driver.containsIndex(index)
                        && (driver.size == end || driver.positionUnchecked(index) < end)
                        && q.matchesAt(index)) {
                    into.add(q.world.handleAt(index));
                }
            }
        } finally {
            q.spareIndexes.set(sorted);
        }
    }

    /**
     * The walk position of the first match at or after position {@code from}, in the order
     * {@code forEach} walks {@code driver}: an entity index when {@code dense}, else a packed
     * position; -1 if none. Runs no user code, so nothing changes under it and it needs no lock.
     */
    private static int nextMatch(Query q, ComponentStorage<?> driver, boolean dense, int from) {
        if (dense) {
            final int limit = Query.denseLimit(driver);
            for (int index = from; index < limit; index++) {
                if (driver.containsIndex(index) && q.matchesAt(index)) {
                    return index;
                }
            }
        } else {
            final int end = driver.size;
            final int[][] packed = driver.packed;
            for (int pos = from; pos < end; pos++) {
                final int index = packed[pos >>> Pages.SHIFT][pos & Pages.MASK];
                if (index >= 0 && q.matchesAt(index)) {
                    return pos;
                }
            }
        }
        return -1;
    }

    /**
     * The lowest entity index among the matches of a sparse {@code driver}, or -1 if none: the
     * first match in entity index order, found in one pass over the packed list (no sort).
     * Runs no user code.
     */
    private static int lowestMatch(Query q, ComponentStorage<?> driver) {
        final int end = driver.size;
        final int[][] packed = driver.packed;
        int lowest = Integer.MAX_VALUE;
        for (int pos = 0; pos < end; pos++) {
            final int index = packed[pos >>> Pages.SHIFT][pos & Pages.MASK];
            if (index >= 0 && index < lowest && q.matchesAt(index)) {
                lowest = index;
            }
        }
        return lowest == Integer.MAX_VALUE ? -1 : lowest;
    }

    /** The entity index at walk position {@code position} (see {@link #nextMatch}). */
    private static int indexAt(ComponentStorage<?> driver, boolean dense, int position) {
        return dense ? position : driver.packed[position >>> Pages.SHIFT][position & Pages.MASK];
    }

    private static IllegalStateException several(
            Query q, ComponentStorage<?> driver, boolean dense, int first, int second, String method) {
        return new IllegalStateException(q + " matches " + q.count() + " entities (e.g. "
                + q.world.handleAt(indexAt(driver, dense, first)) + " and "
                + q.world.handleAt(indexAt(driver, dense, second))
                + "), but " + method + " needs at most one; narrow the query with with(...)/without(...), "
                + "or use first() if any of them will do");
    }
}
