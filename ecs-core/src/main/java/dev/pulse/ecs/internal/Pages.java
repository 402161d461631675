package dev.pulse.ecs.internal;

/**
 * The page geometry shared by the paged arrays of Pulse, defined once: the allocator's slots and
 * handles, object components and their index lists, the arenas of {@code dev.pulse.ecs.pool}.
 * Column components alone use larger pages (a whole number of these; see {@code ColumnPage}).
 *
 * <p>Sparse arrays, packed arrays and the allocator's slot tables are split into pages of
 * {@value #SIZE} entries. Growing allocates one new page and, rarely, copies the page
 * directory (one reference per page: 245 references for a million entries), so no single
 * insertion ever copies storage proportional to the entity count. Pages are never moved once
 * allocated, which also keeps references to them valid while a query walks them.
 */
public final class Pages {
    /** log2 of the page size. */
    public static final int SHIFT = 12;
    /** Entries per page. */
    public static final int SIZE = 1 << SHIFT;
    /** Mask of the offset inside a page. */
    public static final int MASK = SIZE - 1;
    /**
     * A walk scans pages by entity index, rather than following the driving storage's packed
     * list, when at least one in this many of the slots it would scan has the driver's component
     * (object and column walks alike).
     */
    public static final int DENSE_RATIO = 4;

    private Pages() {}

    /** Returns a directory length that holds page {@code page}, at least double the old one. */
    public static int grownDirectoryLength(int oldLength, int page) {
        int length = Math.max(4, oldLength);
        while (length <= page) {
            length = length << 1 > 0 ? length << 1 : Integer.MAX_VALUE;
        }
        return length;
    }
}
