package dev.pulse.ecs;

import java.util.Arrays;

/**
 * The columns of one column component for {@value Pages#SIZE} consecutive entity indexes: one
 * primitive array per column, grouped by kind, plus the owner column. Allocated the first time an
 * entity of the page gets the component; never moved or shrunk, so a walk or a view may keep it.
 */
final class ColumnPage {
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
    final int[] owners = new int[Pages.SIZE];
    /** Entities of this page that have the component: a full page is walked without looking at owners. */
    int count;

    ColumnPage(int[] kindCounts) {
        floats = new float[kindCounts[ColumnKind.FLOAT.ordinal()]][Pages.SIZE];
        ints = new int[kindCounts[ColumnKind.INT.ordinal()]][Pages.SIZE];
        longs = new long[kindCounts[ColumnKind.LONG.ordinal()]][Pages.SIZE];
        doubles = new double[kindCounts[ColumnKind.DOUBLE.ordinal()]][Pages.SIZE];
        booleans = new boolean[kindCounts[ColumnKind.BOOLEAN.ordinal()]][Pages.SIZE];
        bytes = new byte[kindCounts[ColumnKind.BYTE.ordinal()]][Pages.SIZE];
        objects = new Object[kindCounts[ColumnKind.OBJECT.ordinal()]][Pages.SIZE];
    }

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
}
