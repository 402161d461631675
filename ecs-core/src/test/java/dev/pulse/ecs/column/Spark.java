package dev.pulse.ecs.column;

/** Test column component: every supported column kind at once. */
record Spark(float x, float y, int life, long id, double heat, boolean lit, byte colour, String name)
        implements Columnar {

    /** Declared, as on Android and TeaVM: so the tests run the portable record access on HotSpot too. */
    static final ColumnSchema<Spark> SCHEMA = ColumnSchema.declare(Spark.class)
            .floatColumn("x", Spark::x)
            .floatColumn("y", Spark::y)
            .intColumn("life", Spark::life)
            .longColumn("id", Spark::id)
            .doubleColumn("heat", Spark::heat)
            .booleanColumn("lit", Spark::lit)
            .byteColumn("colour", Spark::colour)
            .objectColumn("name", String.class, Spark::name)
            .build(v -> new Spark(
                    (float) v[0],
                    (float) v[1],
                    (int) v[2],
                    (long) v[3],
                    (double) v[4],
                    (boolean) v[5],
                    (byte) v[6],
                    (String) v[7]));

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
