package dev.pulse.bench.columns;

import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.column.FloatColumn;

/**
 * A position as two float columns (one of the three components of the 3-component scenario).
 *
 * @param x first component
 * @param y second component
 */
public record Place(float x, float y) implements Columnar {
    /** The schema. */
    public static final ColumnSchema<Place> SCHEMA = ColumnSchema.of(Place.class);
    /** Column x. */
    public static final FloatColumn<Place> X = SCHEMA.floatColumn("x");
    /** Column y. */
    public static final FloatColumn<Place> Y = SCHEMA.floatColumn("y");
}
