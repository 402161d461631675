package dev.pulse.ecs.column;

/**
 * A key for a {@code boolean} column; make it with {@link ColumnSchema#booleanColumn(String)}.
 *
 * @param <R> the column record
 */
public final class BooleanColumn<R extends Record & Columnar> extends Column<R> {
    BooleanColumn(ColumnSchema<R> schema, String name, int slot) {
        super(schema, name, slot);
    }
}
