package dev.pulse.ecs.column;

/**
 * A key for a {@code long} column; make it with {@link ColumnSchema#longColumn(String)}.
 *
 * @param <R> the column record
 */
public final class LongColumn<R extends Record & Columnar> extends Column<R> {
    LongColumn(ColumnSchema<R> schema, String name, int slot) {
        super(schema, name, slot);
    }
}
