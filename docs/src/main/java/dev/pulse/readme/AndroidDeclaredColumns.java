package dev.pulse.readme;

import dev.pulse.ecs.ColumnSchema;
import dev.pulse.ecs.Columnar;

/** docs/ANDROID.md's column record declared for Android, compiled so the page cannot rot. */
final class AndroidDeclaredColumns {

    private AndroidDeclaredColumns() {
    }

    // snippet:android-declared-column
    record Spark(float x, float y, int life) implements Columnar {
        static final ColumnSchema<Spark> SCHEMA = ColumnSchema.declare(Spark.class)
                .floatColumn("x", Spark::x)
                .floatColumn("y", Spark::y)
                .intColumn("life", Spark::life)
                .build(v -> new Spark((float) v[0], (float) v[1], (int) v[2]));
    }
    // end:android-declared-column
}
