package dev.pulse.ecs.column;

/**
 * A key naming one column of a {@link ColumnSchema}, checked when it is made
 * ({@link ColumnSchema#floatColumn(String)} and its siblings): keep keys in
 * {@code static final} fields, so a misspelt name or a wrong type fails when the class loads.
 * A key is what chunks, rows and views take to hand out the column's array or value; its
 * subclass fixes the element type, so {@code view.get(X)} returns a {@code float} for a
 * {@link FloatColumn} without boxing.
 *
 * @param <R> the column record the key belongs to
 */
public abstract sealed class Column<R extends Record & Columnar>
        permits FloatColumn, IntColumn, LongColumn, DoubleColumn, BooleanColumn, ByteColumn, ObjectColumn {

    final ColumnSchema<R> schema;
    final String name;
    /** Index among the columns of the same kind: the array within a page. */
    final int slot;

    Column(ColumnSchema<R> schema, String name, int slot) {
        this.schema = schema;
        this.name = name;
        this.slot = slot;
    }

    /**
     * Returns the schema this column belongs to.
     *
     * @return the schema
     */
    public final ColumnSchema<R> schema() {
        return schema;
    }

    /**
     * Returns the record component's name.
     *
     * @return the name, e.g. {@code "x"}
     */
    public final String name() {
        return name;
    }

    /**
     * Returns e.g. {@code Particle.x:float}.
     *
     * @return the description
     */
    @Override
    public final String toString() {
        return schema.type().getSimpleName() + "." + name + ":"
                + schema.kindOf(name).typeName();
    }
}
