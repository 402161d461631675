package com.example.rocks;

import dev.pulse.ecs.column.ColumnQuery;
import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.column.FloatColumn;
import dev.pulse.ecs.column.IntColumn;
import dev.pulse.ecs.World;
import dev.pulse.ecs.snapshot.ComponentCodec;
import dev.pulse.ecs.snapshot.FieldReader;
import dev.pulse.ecs.snapshot.FieldWriter;
import dev.pulse.ecs.snapshot.Snapshots;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.IntervalSystem;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;

/**
 * A game on Pulse written as an Android game is: no {@code main}, no threads of its own, only
 * what a libGDX {@code ApplicationListener} calls ({@link #render} every frame, {@link #save} in
 * {@code pause()}, {@link #load} in {@code create()} when a save exists).
 *
 * <p>A rock drops every half second from a height of 100; each time it reaches the ground it
 * loses a point of health and starts again from the top; a rock with no health left explodes into {@link #SPARKS_PER_ROCK} sparks, which live
 * in columns and fade. The build dexes this class with Pulse's jars at Android's min-api 21.
 *
 * <p>What Android asks of it, and HotSpot does not: {@link Spark}'s columns are declared
 * ({@link ColumnSchema#declare}), because Android cannot read records by reflection, and
 * {@link Velocity} (two components of one type) is saved with a codec, because Android does not
 * list fields in declaration order. Both work unchanged on HotSpot.
 */
public final class RockField {

    /** Where a rock is: a plain mutable class, as games keep positions. */
    static final class Position {
        float x;
        float y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    /** How a rock moves, in units a second. */
    record Velocity(float dx, float dy) { }

    /** A rock's health: the bounces it has left. */
    record Health(int points) { }

    /** Marks rocks (a tag: no fields). */
    record Rock() { }

    // snippet:android-declared-column
    /** One particle of an explosion, stored in columns. */
    record Spark(float x, float y, int life) implements Columnar { }

    /** Spark's columns, declared: how Android (and TeaVM) learn a column record's layout. */
    static final ColumnSchema<Spark> SPARK = ColumnSchema.declare(Spark.class)
            .floatColumn("x", Spark::x)
            .floatColumn("y", Spark::y)
            .intColumn("life", Spark::life)
            .build(v -> new Spark((float) v[0], (float) v[1], (int) v[2]));
    // end:android-declared-column

    static final FloatColumn<Spark> SPARK_X = SPARK.floatColumn("x");
    static final FloatColumn<Spark> SPARK_Y = SPARK.floatColumn("y");
    static final IntColumn<Spark> SPARK_LIFE = SPARK.intColumn("life");

    static final float HEIGHT = 100;
    static final float FALL_SPEED = 40;
    static final int HEALTH = 3;
    static final int SPARKS_PER_ROCK = 8;
    static final int SPARK_FRAMES = 30;

    /** Saves and loads the whole world: every component type registered once. */
    static final Snapshots SNAPSHOTS = Snapshots.builder()
            .register("Position", Position.class, new ComponentCodec<>() {
                @Override
                public void write(Position p, FieldWriter out) {
                    out.writeFloat("x", p.x);
                    out.writeFloat("y", p.y);
                }

                @Override
                public Position read(FieldReader in) {
                    return new Position(in.readFloat("x"), in.readFloat("y"));
                }
            })
            .register("Velocity", Velocity.class, new ComponentCodec<>() {
                @Override
                public void write(Velocity v, FieldWriter out) {
                    out.writeFloat("dx", v.dx());
                    out.writeFloat("dy", v.dy());
                }

                @Override
                public Velocity read(FieldReader in) {
                    return new Velocity(in.readFloat("dx"), in.readFloat("dy"));
                }
            })
            .register("Health", Health.class)
            .register("Rock", Rock.class)
            .register("Spark", Spark.class)
            .build();

    private final World world;
    private final Scheduler scheduler;
    private final ColumnQuery sparks;
    private int dropped;
    private int exploded;

    /** Starts an empty field. */
    public RockField() {
        this(new World());
    }

    private RockField(World world) {
        this.world = world;
        sparks = world.columnQuery(Spark.class);
        // On death, an explosion where the rock was: the rock still has its Position here.
        world.observers().onRemove(Health.class, (rock, health) -> {
            Position at = world.get(rock, Position.class);
            for (int i = 0; i < SPARKS_PER_ROCK; i++) {
                world.spawn(new Spark(at.x + i, at.y, SPARK_FRAMES));
            }
            exploded++;
        });
        scheduler = Scheduler.builder(world)
                .add("drop", IntervalSystem.every(0.5, GameSystem.withCommands((w, commands, dt) -> {
                    commands.spawn(new Position(dropped % 10 * 10, HEIGHT),
                            new Velocity(0, -FALL_SPEED - dropped % 3 * 10), new Health(HEALTH), new Rock());
                    dropped++;
                })), s -> s.inPhase(Phase.UPDATE))
                .add("fall", (w, dt) -> w.query(Position.class, Velocity.class).forEach((rock, pos, vel) -> {
                    pos.x += vel.dx() * (float) dt;
                    pos.y += vel.dy() * (float) dt;
                }), s -> s.inPhase(Phase.FIXED_UPDATE).reads(Velocity.class).writes(Position.class))
                .add("land", GameSystem.withCommands((w, commands, dt) ->
                        w.query(Position.class, Health.class).with(Rock.class).forEach((rock, pos, health) -> {
                            if (pos.y > 0) {
                                return;
                            }
                            if (health.points() == 1) {
                                commands.despawn(rock); // the observer above makes the explosion
                            } else {
                                pos.y = HEIGHT;
                                commands.add(rock, new Health(health.points() - 1));
                            }
                        })), s -> s.inPhase(Phase.FIXED_UPDATE).after("fall").writes(Position.class).reads(Health.class))
                .add("fade", (w, dt) -> sparks.forEachChunk(chunk -> {
                    float[] y = chunk.floats(SPARK_Y);
                    int[] life = chunk.ints(SPARK_LIFE);
                    for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
                        if (life[i] > 0) {
                            life[i]--;
                            y[i] += 1;
                        }
                    }
                }), s -> s.inPhase(Phase.UPDATE).writes(Spark.class))
                .build();
    }

    /**
     * Plays one frame.
     *
     * @param dt the frame's length in seconds
     */
    public void render(float dt) {
        scheduler.tick(dt);
    }

    /**
     * Saves the game, as {@code pause()} would before Android stops the app.
     *
     * @return the save, in Pulse's binary format
     */
    public byte[] save() {
        return SNAPSHOTS.toBinary(world);
    }

    /**
     * A field with the entities of a save, as {@code create()} would build after a restart.
     *
     * @param save what {@link #save()} returned
     * @return the loaded field
     */
    public static RockField load(byte[] save) {
        RockField field = new RockField(new World());
        SNAPSHOTS.fromBinary(save, field.world);
        return field;
    }

    /** @return the world the game plays in */
    World world() {
        return world;
    }

    /** @return the rocks dropped so far */
    int dropped() {
        return dropped;
    }

    /** @return the rocks that ran out of health and exploded */
    int exploded() {
        return exploded;
    }

    /**
     * A digest of the whole game state (every rock's position, velocity and health, every spark's
     * columns), equal for two worlds in the same state whatever their entity handles.
     *
     * @return the digest
     */
    long checksum() {
        long[] sum = {world.count(Rock.class)};
        world.query(Position.class, Velocity.class, Health.class).forEach((rock, pos, vel, health) ->
                sum[0] += 31L * Float.floatToIntBits(pos.x) + 17L * Float.floatToIntBits(pos.y)
                        + 7L * Float.floatToIntBits(vel.dy()) + health.points());
        sparks.forEachChunk(chunk -> {
            float[] x = chunk.floats(SPARK_X);
            float[] y = chunk.floats(SPARK_Y);
            int[] life = chunk.ints(SPARK_LIFE);
            for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
                sum[0] += 13L * Float.floatToIntBits(x[i]) + 5L * Float.floatToIntBits(y[i]) + life[i];
            }
        });
        return sum[0];
    }

    /** @return how many entities have a {@code type} */
    int count(Class<?> type) {
        return world.count(type);
    }
}
