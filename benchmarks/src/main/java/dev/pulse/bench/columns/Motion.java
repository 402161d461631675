package dev.pulse.bench.columns;

import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.column.FloatColumn;

/**
 * A moving point stored as four float columns.
 *
 * @param x  position x
 * @param y  position y
 * @param dx velocity x
 * @param dy velocity y
 */
public record Motion(float x, float y, float dx, float dy) implements Columnar {
    /** The schema. */
    public static final ColumnSchema<Motion> SCHEMA = ColumnSchema.of(Motion.class);
    /** Column x. */
    public static final FloatColumn<Motion> X = SCHEMA.floatColumn("x");
    /** Column y. */
    public static final FloatColumn<Motion> Y = SCHEMA.floatColumn("y");
    /** Column dx. */
    public static final FloatColumn<Motion> DX = SCHEMA.floatColumn("dx");
    /** Column dy. */
    public static final FloatColumn<Motion> DY = SCHEMA.floatColumn("dy");
}
