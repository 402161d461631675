package dev.pulse.bench.columns;

import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.column.FloatColumn;

/**
 * A acceleration as two float columns (one of the three components of the 3-component scenario).
 *
 * @param ax first component
 * @param ay second component
 */
public record Push(float ax, float ay) implements Columnar {
    /** The schema. */
    public static final ColumnSchema<Push> SCHEMA = ColumnSchema.of(Push.class);
    /** Column ax. */
    public static final FloatColumn<Push> AX = SCHEMA.floatColumn("ax");
    /** Column ay. */
    public static final FloatColumn<Push> AY = SCHEMA.floatColumn("ay");
}
