package dev.pulse.ecs.column;

/**
 * A key for an object column (a record component of reference type, for cold data such as a
 * name); make it with {@link ColumnSchema#objectColumn(String, Class)}.
 *
 * @param <R> the column record
 * @param <V> the component's declared type
 */
public final class ObjectColumn<R extends Record & Columnar, V> extends Column<R> {
    final Class<V> valueType;

    ObjectColumn(ColumnSchema<R> schema, String name, int slot, Class<V> valueType) {
        super(schema, name, slot);
        this.valueType = valueType;
    }
}
