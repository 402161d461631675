package dev.pulse.ecs;

import dev.pulse.ecs.internal.Pages;

/**
 * The entity indexes of a sparse driving storage, sorted ascending, for a walk in
 * {@link WalkOrder#ENTITY_INDEX} order whose driver's packed list is out of index order.
 * A query keeps one and reuses it, so a walk allocates nothing once the buffers have grown to
 * the driver's size. One walk at a time: a walk takes it from the query and gives it back.
 *
 * <p>Sorting is a least-significant-digit radix sort over bytes, with only as many passes as
 * the highest index needs (two below 65,536 entities' worth of slots, three below 16 million),
 * so its cost is linear in the number of entries and does not depend on how shuffled they are;
 * a list that is already ascending is not sorted at all, and a short one is sorted by insertion.
 */
final class SortedIndexes {

    /** Below this many entries insertion sort beats the radix sort's fixed cost. */
    static final int INSERTION_LIMIT = 48;

    /** The sorted indexes; the first {@link #count} are valid. */
    int[] indexes = new int[16];
    /** How many of {@link #indexes} are valid. */
    int count;
    /** The radix sort's second buffer. */
    private int[] scratch = new int[0];

    private final int[] counts = new int[256];

    /**
     * Replaces the contents with the entity indexes at packed positions {@code [0, end)} of the
     * locked {@code driver} (tombstones left out), sorted ascending.
     */
    void gather(ComponentStorage<?> driver, int end) {
        int[] into = indexes;
        if (into.length < end) {
            into = new int[Math.max(end, into.length * 2)];
            indexes = into;
        }
        final int[][] packed = driver.packed;
        int n = 0;
        int previous = -1;
        boolean ascending = true;
        int highest = 0;
        for (int pos = 0; pos < end; pos++) {
            final int index = packed[pos >>> Pages.SHIFT][pos & Pages.MASK];
            if (index < 0) {
                continue; // removed during an enclosing walk
            }
            into[n++] = index;
            if (index < previous) {
                ascending = false;
            }
            previous = index;
            highest = Math.max(highest, index);
        }
        count = n;
        if (!ascending) {
            sort(highest);
        }
    }

    /** Sorts the first {@link #count} indexes, all in {@code [0, highest]}. */
    void sort(int highest) {
        final int n = count;
        if (n < INSERTION_LIMIT) {
            final int[] a = indexes;
            for (int i = 1; i < n; i++) {
                final int x = a[i];
                int j = i - 1;
                while (j >= 0 && a[j] > x) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = x;
            }
            return;
        }
        if (scratch.length < n) {
            scratch = new int[indexes.length];
        }
        int[] from = indexes;
        int[] to = scratch;
        final int[] counts = this.counts;
        for (int shift = 0; shift < 32 && (highest >>> shift) != 0; shift += 8) {
            java.util.Arrays.fill(counts, 0);
            for (int i = 0; i < n; i++) {
                counts[(from[i] >>> shift) & 0xFF]++;
            }
            int sum = 0;
            for (int d = 0; d < 256; d++) {
                final int c = counts[d];
                counts[d] = sum;
                sum += c;
            }
            for (int i = 0; i < n; i++) {
                final int x = from[i];
                to[counts[(x >>> shift) & 0xFF]++] = x;
            }
            final int[] swap = from;
            from = to;
            to = swap;
        }
        // After an odd number of passes the result sits in the other buffer: keep that one.
        indexes = from;
        scratch = to;
    }
}
