package dev.pulse.demo.game;

import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.column.FloatColumn;

/**
 * One drone of the stress mode's swarm, stored as columns: a hundred thousand bodies that do
 * nothing but fly, bounce off the walls and burn out, which is exactly the kind of data columns
 * are for. Every fixed step the {@code swarm} system walks them as plain {@code float[]} loops,
 * page by page, instead of chasing a hundred thousand {@link Position} and {@link Velocity}
 * objects. Like {@link Spark sparks}, drones are entities of the game's particle world
 * ({@link Game#particles()}): nothing holds a handle to one, nothing collides with one, and the
 * game world's entities (the enemies, turrets and missiles that do hold handles to each other)
 * stay objects.
 *
 * @param x         position, arena units
 * @param y         position, arena units
 * @param previousX position at the previous fixed step, for interpolated drawing
 * @param previousY position at the previous fixed step, for interpolated drawing
 * @param vx        velocity, units per second
 * @param vy        velocity, units per second
 * @param age       seconds since launch
 * @param life      seconds the drone flies before it burns out (and a new one is launched)
 */
public record Drone(float x, float y, float previousX, float previousY, float vx, float vy, float age, float life)
        implements Columnar {

    /** The columns. */
    public static final ColumnSchema<Drone> SCHEMA = ColumnSchema.of(Drone.class);
    /** Column {@code x}. */
    public static final FloatColumn<Drone> X = SCHEMA.floatColumn("x");
    /** Column {@code y}. */
    public static final FloatColumn<Drone> Y = SCHEMA.floatColumn("y");
    /** Column {@code previousX}. */
    public static final FloatColumn<Drone> PREVIOUS_X = SCHEMA.floatColumn("previousX");
    /** Column {@code previousY}. */
    public static final FloatColumn<Drone> PREVIOUS_Y = SCHEMA.floatColumn("previousY");
    /** Column {@code vx}. */
    public static final FloatColumn<Drone> VX = SCHEMA.floatColumn("vx");
    /** Column {@code vy}. */
    public static final FloatColumn<Drone> VY = SCHEMA.floatColumn("vy");
    /** Column {@code age}. */
    public static final FloatColumn<Drone> AGE = SCHEMA.floatColumn("age");
    /** Column {@code life}. */
    public static final FloatColumn<Drone> LIFE = SCHEMA.floatColumn("life");
}
