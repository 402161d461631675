package dev.pulse.ecs.column;

/** Test column component: the four floats of a moving point. */
public record Motion(float x, float y, float dx, float dy) implements Columnar {

    /** Declared, as on Android and TeaVM, so the portable-paths test run can use it. */
    public static final ColumnSchema<Motion> SCHEMA = ColumnSchema.declare(Motion.class)
            .floatColumn("x", Motion::x)
            .floatColumn("y", Motion::y)
            .floatColumn("dx", Motion::dx)
            .floatColumn("dy", Motion::dy)
            .build(v -> new Motion((float) v[0], (float) v[1], (float) v[2], (float) v[3]));

    public static final FloatColumn<Motion> X = SCHEMA.floatColumn("x");
    public static final FloatColumn<Motion> Y = SCHEMA.floatColumn("y");
    public static final FloatColumn<Motion> DX = SCHEMA.floatColumn("dx");
    public static final FloatColumn<Motion> DY = SCHEMA.floatColumn("dy");
}
