package dev.pulse.ecs;

import dev.pulse.ecs.internal.Pages;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * The paged sparse set at the bottom of every {@link ComponentStorage} (as EnTT's
 * {@code basic_sparse_set} is under its {@code basic_storage}): which entity indexes are in the
 * set, the packed list of them that walks visit, and the bookkeeping that keeps that list valid
 * while walks run. {@link ComponentSlots} decides what a slot holds; this class only links and
 * unlinks entity indexes.
 *
 * <ul>
 *   <li>{@link #components}: by entity index, the slot's value, non-null exactly where the index
 *       is in the set. What the value is (the component, a tag's shared instance, a column
 *       type's marker) is the storage's business.</li>
 *   <li>{@link #positions}: by entity index, its position in {@link #packed}.</li>
 *   <li>{@link #packed}: the entity indexes from position 0 to {@link #size}, no holes except
 *       the {@link #TOMBSTONE}s that removals during a walk leave.</li>
 * </ul>
 *
 * Queries read the fields and call the final methods here directly, in their hot loops: every
 * member is a plain field or a final (or private) method, so a read through a
 * {@code ComponentStorage} costs what it did when these lived in that class.
 */
abstract sealed class SparseSet permits ComponentSlots {

    /** Updates {@link #lockDepth} atomically: walks on several threads lock one storage at once. */
    private static final AtomicIntegerFieldUpdater<SparseSet> LOCK_DEPTH =
            AtomicIntegerFieldUpdater.newUpdater(SparseSet.class, "lockDepth");

    /** Marks a packed position whose entry was removed during a walk. */
    static final int TOMBSTONE = -1;

    /**
     * By entity index: the slot's value, or {@code null} where the index is not in the set.
     * Paged; pages never move once allocated, so a walk may hold one. Package-private for queries.
     */
    Object[][] components = new Object[0][];
    /** By entity index: the entity's position in {@link #packed}; meaningful where a component is. */
    private int[][] positions = new int[0][];
    /** Packed entity indexes; {@link #TOMBSTONE} marks a removal during a walk. Package-private for queries. */
    int[][] packed = new int[0][];
    /** Packed length, tombstones included. Package-private for queries. */
    int size;
    /** Component pages allocated (pages of {@link #components} that are not null). */
    private int indexPages;
    /** One past the highest entity index that ever had this component; dense walks stop there. */
    int indexLimit;
    /**
     * True only while the packed entries (tombstones aside) are in ascending entity index
     * order, so a scan by index visits exactly what a packed walk visits, in the same order;
     * may be false when they happen to be in order (it is cleared conservatively).
     */
    private boolean inIndexOrder = true;
    /** While {@link #inIndexOrder}: one past the highest index in the packed list. */
    private int packedBound;

    /** Entity indexes in the set: {@link #size} less the tombstones. */
    int live;

    /** Walks in progress over this storage; updated atomically since parallel systems may read at once. */
    @SuppressWarnings("unused") // updated through LOCK_DEPTH
    private volatile int lockDepth;

    private int[] tombstones = new int[16];
    private int tombstoneCount;

    /** The value at an entity index, or {@code null}; no generation check. */
    final Object at(int index) {
        Object[][] directory = components;
        int page = index >>> Pages.SHIFT;
        if (page < directory.length) {
            Object[] components = directory[page];
            if (components != null) {
                return components[index & Pages.MASK];
            }
        }
        return null;
    }

    /** Component page {@code page} (by entity index), or {@code null}; pages never move, so a walk may keep one. */
    final Object[] componentPage(int page) {
        Object[][] directory = components;
        return page < directory.length ? directory[page] : null;
    }

    /** The component page of an entity index that has this component (so the page exists). */
    final Object[] pageOf(int index) {
        return components[index >>> Pages.SHIFT];
    }

    /** Whether the live entity at {@code index} has this component, for query filters. */
    final boolean containsIndex(int index) {
        return at(index) != null;
    }

    /** Position in the packed list of the entity at {@code index}, which must have this component. */
    final int positionUnchecked(int index) {
        return positions[index >>> Pages.SHIFT][index & Pages.MASK];
    }

    /**
     * Whether a walk should scan this storage's component pages by entity index rather than
     * its packed list. While the packed list is in index order the two walks visit the same
     * entities in the same order, and the scan is chosen when at least one in
     * {@value Pages#DENSE_RATIO} of the slots it would visit has the component; otherwise the
     * choice decides the order, and the rule counts whole pages (the rule walks have always
     * followed, which keeps the order a saved and loaded world walks in).
     */
    final boolean isDense() {
        if (inIndexOrder) {
            // Either walk visits the same entities in the same order, so pick by the slots the
            // scan would visit: every allocated page below the last, the last up to indexLimit.
            long scanned = indexPages == 0
                    ? 0
                    : ((long) (indexPages - 1) << Pages.SHIFT) + ((indexLimit - 1) & Pages.MASK) + 1;
            return (long) size * Pages.DENSE_RATIO >= scanned;
        }
        return (long) size * Pages.DENSE_RATIO >= (long) indexPages << Pages.SHIFT;
    }

    /** Whether {@link #isDense()} may pick by scanned slots: the packed list is in index order. */
    final boolean inIndexOrder() {
        return inIndexOrder;
    }

    /**
     * Puts {@code value} at entity index {@code index}, which is not in the set, and appends the
     * index to the packed list. The index's component page must exist ({@link #addIndexPage}).
     */
    final void insert(int index, Object value) {
        int page = index >>> Pages.SHIFT;
        int pos = size;
        int packedPage = pos >>> Pages.SHIFT;
        if (packedPage >= packed.length || packed[packedPage] == null) {
            addPackedPage(packedPage);
        }
        packed[packedPage][pos & Pages.MASK] = index;
        positions[page][index & Pages.MASK] = pos;
        if (index < packedBound) {
            inIndexOrder = false;
        } else {
            packedBound = index + 1;
        }
        if (index >= indexLimit) {
            indexLimit = index + 1;
        }
        components[page][index & Pages.MASK] = value;
        size = pos + 1;
        live++;
    }

    /**
     * Takes entity index {@code index}, which must be in the set, out of it: swap-and-pop, or
     * during a walk a tombstone at its packed position (compacted when the last walk ends).
     */
    final void erase(int index) {
        int page = index >>> Pages.SHIFT;
        int offset = index & Pages.MASK;
        components[page][offset] = null;
        int pos = positions[page][offset];
        live--;
        if (lockDepth > 0) {
            packed[pos >>> Pages.SHIFT][pos & Pages.MASK] = TOMBSTONE;
            if (tombstoneCount == tombstones.length) {
                tombstones = Arrays.copyOf(tombstones, tombstoneCount * 2);
            }
            tombstones[tombstoneCount++] = pos;
        } else {
            fillFromLast(pos);
        }
    }

    /** Moves the last packed entry into {@code pos} (a hole) and shrinks by one. */
    private void fillFromLast(int pos) {
        int last = size - 1;
        if (pos != last) {
            int moved = packed[last >>> Pages.SHIFT][last & Pages.MASK];
            packed[pos >>> Pages.SHIFT][pos & Pages.MASK] = moved;
            positions[moved >>> Pages.SHIFT][moved & Pages.MASK] = pos;
            inIndexOrder = false;
        }
        size = last;
        if (last == 0) {
            inIndexOrder = true;
            packedBound = 0;
        }
    }

    /**
     * Starts a walk over this storage. One atomic update: the world finds walks in progress
     * ({@link World#clear()}, {@link World#trim()} refuse to run inside one) by asking its
     * storages ({@link #isLocked()}), so a walk pays no world-wide counter.
     */
    final void lock() {
        LOCK_DEPTH.getAndAdd(this, 1);
    }

    /** Whether a walk over this storage is in progress, on any thread. */
    final boolean isLocked() {
        return lockDepth > 0;
    }

    /** Ends a walk over this storage; the last one to end compacts the tombstones. */
    final void unlock() {
        // Tombstones only come from structural changes, which are single-threaded by contract,
        // so the thread that ends the last walk is the one that may compact.
        if (LOCK_DEPTH.getAndAdd(this, -1) == 1 && tombstoneCount != 0) {
            compact();
        }
    }

    /** Swap-and-pop every tombstone, highest first, so each hole is filled by a live entry. */
    private void compact() {
        int count = tombstoneCount;
        tombstoneCount = 0;
        Arrays.sort(tombstones, 0, count);
        for (int i = count - 1; i >= 0; i--) {
            // Every entry above tombstones[i] is live here: higher holes were already filled or popped.
            fillFromLast(tombstones[i]);
        }
    }

    /** Drops every entry, keeping the pages. Never during iteration. */
    final void clearEntries() {
        for (Object[] page : components) {
            if (page != null) {
                Arrays.fill(page, null);
            }
        }
        size = 0;
        live = 0;
        inIndexOrder = true;
        packedBound = 0;
    }

    /**
     * Gives back pages no longer needed (never during a walk): component and position pages in
     * which no entity has this component, packed pages past {@link #size}, and directory tails;
     * the dense walk limit drops to the highest entity left.
     */
    final void trimPages() {
        int highest = -1;
        int keptPages = 0;
        for (int page = 0; page < components.length; page++) {
            Object[] slots = components[page];
            if (slots == null) {
                continue;
            }
            int last = -1;
            for (int offset = Pages.MASK; offset >= 0; offset--) {
                if (slots[offset] != null) {
                    last = offset;
                    break;
                }
            }
            if (last < 0) {
                components[page] = null;
                positions[page] = null;
                indexPages--;
            } else {
                highest = (page << Pages.SHIFT) | last;
                keptPages = page + 1;
            }
        }
        if (keptPages < components.length) {
            components = Arrays.copyOf(components, keptPages);
            positions = Arrays.copyOf(positions, keptPages);
        }
        indexLimit = highest + 1;
        int packedPages = (int) (((long) size + Pages.MASK) >>> Pages.SHIFT);
        if (packedPages < packed.length) {
            packed = Arrays.copyOf(packed, packedPages);
        }
        if (tombstones.length > 16 && tombstoneCount == 0) {
            tombstones = new int[16];
        }
    }

    /** Allocates packed page {@code page}, growing the directory if it is too short. */
    final void addPackedPage(int page) {
        if (page >= packed.length) {
            packed = Arrays.copyOf(packed, Pages.grownDirectoryLength(packed.length, page));
        }
        packed[page] = new int[Pages.SIZE];
    }

    /** Allocates component and position page {@code page} (by entity index), growing the directories if too short. */
    final void addIndexPage(int page) {
        if (page >= components.length) {
            int length = Pages.grownDirectoryLength(components.length, page);
            positions = Arrays.copyOf(positions, length);
            // Publish the longer component directory last: a concurrent reader that sees it sees
            // a directory whose pages are all either null or complete.
            Object[][] grown = Arrays.copyOf(components, length);
            grown[page] = new Object[Pages.SIZE];
            positions[page] = new int[Pages.SIZE];
            components = grown;
            indexPages++;
        } else {
            positions[page] = new int[Pages.SIZE];
            components[page] = new Object[Pages.SIZE];
            indexPages++;
        }
    }
}
