package dev.pulse.ecs.snapshot;

import java.util.Arrays;

/**
 * One saved type as parsed from a snapshot, before anything is decoded or applied: its schema
 * and its rows in columns. A row's owner is a snapshot entity id, or {@link #EXTRA} for an
 * extra. Numbers are kept as {@code long} (see {@link FieldKind}), strings apart.
 */
final class ParsedType {

    /** Owner of a row that is an extra rather than a component. */
    static final int EXTRA = -1;

    final SavedType<?> saved;
    final Schema schema;
    /** Input position of the type's declaration, for messages. */
    final long position;

    int rows;
    int[] owners;
    long[] rowPositions;
    /** Per field: values by row, or null for string fields. */
    final long[][] numbers;
    /** Per field: values by row, or null for non-string fields. */
    final String[][] strings;

    ParsedType(SavedType<?> saved, Schema schema, long position, int capacity) {
        this.saved = saved;
        this.schema = schema;
        this.position = position;
        int fields = schema.size();
        this.owners = new int[capacity];
        this.rowPositions = new long[capacity];
        this.numbers = new long[fields][];
        this.strings = new String[fields][];
        for (int f = 0; f < fields; f++) {
            if (schema.kinds[f] == FieldKind.STRING) {
                strings[f] = new String[capacity];
            } else {
                numbers[f] = new long[capacity];
            }
        }
    }

    /** Starts a row, growing the columns if needed; returns its index. */
    int addRow(int owner, long position) {
        int row = rows;
        if (row == owners.length) {
            int capacity = Math.max(16, row * 2);
            owners = Arrays.copyOf(owners, capacity);
            rowPositions = Arrays.copyOf(rowPositions, capacity);
            for (int f = 0; f < numbers.length; f++) {
                if (numbers[f] != null) {
                    numbers[f] = Arrays.copyOf(numbers[f], capacity);
                } else {
                    strings[f] = Arrays.copyOf(strings[f], capacity);
                }
            }
        }
        owners[row] = owner;
        rowPositions[row] = position;
        rows = row + 1;
        return row;
    }
}
