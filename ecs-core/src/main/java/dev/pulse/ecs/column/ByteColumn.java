package dev.pulse.ecs.column;

/**
 * A key for a {@code byte} column; make it with {@link ColumnSchema#byteColumn(String)}.
 *
 * @param <R> the column record
 */
public final class ByteColumn<R extends Record & Columnar> extends Column<R> {
    ByteColumn(ColumnSchema<R> schema, String name, int slot) {
        super(schema, name, slot);
    }
}
