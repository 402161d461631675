package dev.pulse.ecs.column;

/**
 * A key for a {@code int} column; make it with {@link ColumnSchema#intColumn(String)}.
 *
 * @param <R> the column record
 */
public final class IntColumn<R extends Record & Columnar> extends Column<R> {
    IntColumn(ColumnSchema<R> schema, String name, int slot) {
        super(schema, name, slot);
    }
}
