package dev.pulse.bench.columns;

import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.column.FloatColumn;

/**
 * A velocity as two float columns (one of the three components of the 3-component scenario).
 *
 * @param dx first component
 * @param dy second component
 */
public record Speed(float dx, float dy) implements Columnar {
    /** The schema. */
    public static final ColumnSchema<Speed> SCHEMA = ColumnSchema.of(Speed.class);
    /** Column dx. */
    public static final FloatColumn<Speed> DX = SCHEMA.floatColumn("dx");
    /** Column dy. */
    public static final FloatColumn<Speed> DY = SCHEMA.floatColumn("dy");
}
