package dev.pulse.ecs.column;

import dev.pulse.ecs.internal.Pages;
import java.util.Arrays;

/**
 * The columns of one column component for {@value #SIZE} consecutive entity indexes: one
 * primitive array per column, grouped by kind, plus the owner column. Allocated the first time an
 * entity of the page gets the component; never moved or shrunk, so a walk or a view may keep it.
 *
 * <p>A column page spans {@value #ENTITY_PAGES} pages of the rest of Pulse ({@link Pages}: the
 * allocator's slots and handles, object components, presence): its own geometry, because a dense
 * walk pays for every page it enters (C2's pre- and post-loop around each page's vectorised loop,
 * per column) and only the column walk does.
 */
final class ColumnPage {
    /** log2 of the entity indexes per column page. */
    static final int SHIFT = 14;
    /** Entity indexes per column page. */
    static final int SIZE = 1 << SHIFT;
    /** Mask of the offset inside a column page. */
    static final int MASK = SIZE - 1;
    /** Entity pages ({@link Pages#SIZE}) per column page. */
    static final int ENTITY_PAGES = 1 << (SHIFT - Pages.SHIFT);

    final float[][] floats;
    final int[][] ints;
    final long[][] longs;
    final double[][] doubles;
    final boolean[][] booleans;
    final byte[][] bytes;
    final Object[][] objects;
    /**
     * By offset: the owning entity's generation plus one, or 0 where no entity has the
     * component. A handle matches when {@code owners[offset] == generation + 1}: one load
     * answers "alive, same generation, has the component" (the seed's generation column).
     */
    final int[] owners = new int[SIZE];
    /** Entities of this page that have the component: a full page is walked without looking at owners. */
    int count;

    ColumnPage(int[] kindCounts) {
        floats = new float[kindCounts[ColumnKind.FLOAT.ordinal()]][];
        ints = new int[kindCounts[ColumnKind.INT.ordinal()]][];
        longs = new long[kindCounts[ColumnKind.LONG.ordinal()]][];
        doubles = new double[kindCounts[ColumnKind.DOUBLE.ordinal()]][];
        booleans = new boolean[kindCounts[ColumnKind.BOOLEAN.ordinal()]][];
        bytes = new byte[kindCounts[ColumnKind.BYTE.ordinal()]][];
        objects = new Object[kindCounts[ColumnKind.OBJECT.ordinal()]][SIZE];
        // The primitive columns one after the other, each padded to a whole number of 64-byte
        // cache lines (see FOUR_BYTE_LENGTH), so all columns of a kind start at the same offset
        // within a line and a vectorised loop over several of them is aligned on all or none.
        for (int k = 0; k < floats.length; k++) {
            floats[k] = new float[FOUR_BYTE_LENGTH];
        }
        for (int k = 0; k < ints.length; k++) {
            ints[k] = new int[FOUR_BYTE_LENGTH];
        }
        for (int k = 0; k < longs.length; k++) {
            longs[k] = new long[EIGHT_BYTE_LENGTH];
        }
        for (int k = 0; k < doubles.length; k++) {
            doubles[k] = new double[EIGHT_BYTE_LENGTH];
        }
        for (int k = 0; k < booleans.length; k++) {
            booleans[k] = new boolean[ONE_BYTE_LENGTH];
        }
        for (int k = 0; k < bytes.length; k++) {
            bytes[k] = new byte[ONE_BYTE_LENGTH];
        }
    }

    /*
     * Column array lengths: SIZE entries plus padding, so that the whole array object (a
     * 16-byte header on a 64-bit JVM with compressed class pointers, then the elements) is a
     * multiple of 64 bytes: 16 + 4 * 16396 = 65600 = 1025 * 64; 16 + 8 * 16390 = 131136 =
     * 2049 * 64; 16 + 16432 = 16448 = 257 * 64 (SIZE is a multiple of 64). Arrays allocated back to back (as the constructor does, and
     * as the collector copies the elements of one array of arrays) then share their alignment
     * within a cache line, which the JIT's vectorised loops need: it aligns a loop to one array,
     * and every other array read or written at a different offset costs a split cache-line
     * access per vector. Entries past SIZE are never used.
     */
    static final int FOUR_BYTE_LENGTH = SIZE + 12;
    static final int EIGHT_BYTE_LENGTH = SIZE + 6;
    static final int ONE_BYTE_LENGTH = SIZE + 48;

    /** Sets every column at {@code offset} to its default (0, false, null). */
    void zero(int offset) {
        for (float[] column : floats) {
            column[offset] = 0f;
        }
        for (int[] column : ints) {
            column[offset] = 0;
        }
        for (long[] column : longs) {
            column[offset] = 0L;
        }
        for (double[] column : doubles) {
            column[offset] = 0d;
        }
        for (boolean[] column : booleans) {
            column[offset] = false;
        }
        for (byte[] column : bytes) {
            column[offset] = 0;
        }
        for (Object[] column : objects) {
            column[offset] = null;
        }
    }

    /** Drops every owner and object reference (world cleared). */
    void clear() {
        Arrays.fill(owners, 0);
        count = 0;
        for (Object[] column : objects) {
            Arrays.fill(column, null);
        }
    }

    // Typed puts, composed with a record's accessors into ColumnSchema's writer.

    static void putFloat(ColumnPage page, int slot, int offset, float value) {
        page.floats[slot][offset] = value;
    }

    static void putInt(ColumnPage page, int slot, int offset, int value) {
        page.ints[slot][offset] = value;
    }

    static void putLong(ColumnPage page, int slot, int offset, long value) {
        page.longs[slot][offset] = value;
    }

    static void putDouble(ColumnPage page, int slot, int offset, double value) {
        page.doubles[slot][offset] = value;
    }

    static void putBoolean(ColumnPage page, int slot, int offset, boolean value) {
        page.booleans[slot][offset] = value;
    }

    static void putByte(ColumnPage page, int slot, int offset, byte value) {
        page.bytes[slot][offset] = value;
    }

    static void putObject(ColumnPage page, int slot, int offset, Object value) {
        page.objects[slot][offset] = value;
    }
}
