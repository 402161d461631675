package com.example.bumper;

import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.Columnar;

/**
 * A spark thrown off by a collision or a pop: a column component, so each of its fields is one
 * primitive array per chunk of entities, walked with plain loops.
 *
 * @param x    where it is
 * @param y    where it is
 * @param dx   its speed per tick
 * @param dy   its speed per tick
 * @param life ticks left before it goes out
 */
record Spark(float x, float y, float dx, float dy, int life) implements Columnar {

    /**
     * Its columns, declared: TeaVM cannot read records by reflection, so a column record that runs
     * in the browser lists its components (on the JVM the declaration is checked against them).
     */
    static final ColumnSchema<Spark> COLUMNS = ColumnSchema.declare(Spark.class)
            .floatColumn("x", Spark::x)
            .floatColumn("y", Spark::y)
            .floatColumn("dx", Spark::dx)
            .floatColumn("dy", Spark::dy)
            .intColumn("life", Spark::life)
            .build(v -> new Spark((float) v[0], (float) v[1], (float) v[2], (float) v[3], (int) v[4]));
}
