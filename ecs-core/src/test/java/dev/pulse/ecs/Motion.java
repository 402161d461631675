package dev.pulse.ecs;

/** Test column component: the four floats of a moving point. */
record Motion(float x, float y, float dx, float dy) implements Columnar {

    static final ColumnSchema<Motion> SCHEMA = ColumnSchema.of(Motion.class);
    static final FloatColumn<Motion> X = SCHEMA.floatColumn("x");
    static final FloatColumn<Motion> Y = SCHEMA.floatColumn("y");
    static final FloatColumn<Motion> DX = SCHEMA.floatColumn("dx");
    static final FloatColumn<Motion> DY = SCHEMA.floatColumn("dy");
}
