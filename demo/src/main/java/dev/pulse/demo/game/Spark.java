package dev.pulse.demo.game;

import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.column.FloatColumn;
import dev.pulse.ecs.column.IntColumn;

/**
 * One explosion particle, stored as columns: thousands of sparks come and go every second, and
 * the spark system and the renderer walk them as plain {@code float[]} loops. Sparks are
 * entities of the game's particle world ({@link Game#particles()}), not of the game world:
 * nothing in the game holds a handle to one, and keeping them apart keeps the game world's
 * entities (and its saves' entity sections) what they were.
 *
 * @param x         position, arena units
 * @param y         position, arena units
 * @param previousX position at the previous fixed step
 * @param previousY position at the previous fixed step
 * @param vx        velocity, units per second
 * @param vy        velocity, units per second
 * @param age       seconds since launch
 * @param life      seconds the spark lives
 * @param rgb       colour as {@code 0xRRGGBB}
 * @param ringSpeed for a shock ring, how fast its radius grows (units per second); 0 for a plain spark
 */
public record Spark(
        float x,
        float y,
        float previousX,
        float previousY,
        float vx,
        float vy,
        float age,
        float life,
        int rgb,
        float ringSpeed)
        implements Columnar {

    /** The columns. */
    public static final ColumnSchema<Spark> SCHEMA = ColumnSchema.of(Spark.class);
    /** Column {@code x}. */
    public static final FloatColumn<Spark> X = SCHEMA.floatColumn("x");
    /** Column {@code y}. */
    public static final FloatColumn<Spark> Y = SCHEMA.floatColumn("y");
    /** Column {@code previousX}. */
    public static final FloatColumn<Spark> PREVIOUS_X = SCHEMA.floatColumn("previousX");
    /** Column {@code previousY}. */
    public static final FloatColumn<Spark> PREVIOUS_Y = SCHEMA.floatColumn("previousY");
    /** Column {@code vx}. */
    public static final FloatColumn<Spark> VX = SCHEMA.floatColumn("vx");
    /** Column {@code vy}. */
    public static final FloatColumn<Spark> VY = SCHEMA.floatColumn("vy");
    /** Column {@code age}. */
    public static final FloatColumn<Spark> AGE = SCHEMA.floatColumn("age");
    /** Column {@code life}. */
    public static final FloatColumn<Spark> LIFE = SCHEMA.floatColumn("life");
    /** Column {@code rgb}. */
    public static final IntColumn<Spark> RGB = SCHEMA.intColumn("rgb");
    /** Column {@code ringSpeed}. */
    public static final FloatColumn<Spark> RING_SPEED = SCHEMA.floatColumn("ringSpeed");

    /**
     * Returns how visible a spark still is.
     *
     * @param age  seconds since launch
     * @param life seconds it lives
     * @return 1 at launch, falling to 0 at the end of its life
     */
    public static float fade(float age, float life) {
        return Math.max(0f, 1f - age / life);
    }
}
