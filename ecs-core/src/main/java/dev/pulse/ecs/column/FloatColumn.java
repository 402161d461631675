package dev.pulse.ecs.column;

/**
 * A key for a {@code float} column; make it with {@link ColumnSchema#floatColumn(String)}.
 *
 * @param <R> the column record
 */
public final class FloatColumn<R extends Record & Columnar> extends Column<R> {
    FloatColumn(ColumnSchema<R> schema, String name, int slot) {
        super(schema, name, slot);
    }
}
