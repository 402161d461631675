package dev.pulse.ecs.column;

/**
 * A key for a {@code double} column; make it with {@link ColumnSchema#doubleColumn(String)}.
 *
 * @param <R> the column record
 */
public final class DoubleColumn<R extends Record & Columnar> extends Column<R> {
    DoubleColumn(ColumnSchema<R> schema, String name, int slot) {
        super(schema, name, slot);
    }
}
