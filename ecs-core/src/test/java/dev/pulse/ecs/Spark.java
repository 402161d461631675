package dev.pulse.ecs;

/** Test column component: every supported column kind at once. */
record Spark(float x, float y, int life, long id, double heat, boolean lit, byte colour, String name)
        implements Columnar {

    static final ColumnSchema<Spark> SCHEMA = ColumnSchema.of(Spark.class);
    static final FloatColumn<Spark> X = SCHEMA.floatColumn("x");
    static final FloatColumn<Spark> Y = SCHEMA.floatColumn("y");
    static final IntColumn<Spark> LIFE = SCHEMA.intColumn("life");
    static final LongColumn<Spark> ID = SCHEMA.longColumn("id");
    static final DoubleColumn<Spark> HEAT = SCHEMA.doubleColumn("heat");
    static final BooleanColumn<Spark> LIT = SCHEMA.booleanColumn("lit");
    static final ByteColumn<Spark> COLOUR = SCHEMA.byteColumn("colour");
    static final ObjectColumn<Spark, String> NAME = SCHEMA.objectColumn("name", String.class);

    static Spark of(int n) {
        return new Spark(n, -n, n * 2, n * 1_000_000_000L, n / 4.0, n % 2 == 0, (byte) n, "s" + n);
    }
}
