package com.example.bumper;

import dev.pulse.ecs.column.ColumnQuery;
import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.Commands;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.column.FloatColumn;
import dev.pulse.ecs.column.IntColumn;
import dev.pulse.ecs.World;
import dev.pulse.ecs.snapshot.ComponentCodec;
import dev.pulse.ecs.snapshot.FieldReader;
import dev.pulse.ecs.snapshot.FieldWriter;
import dev.pulse.ecs.snapshot.LoadedSnapshot;
import dev.pulse.ecs.snapshot.Snapshots;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * Balls bounce in a box: they collide, lose health and pop into sparks, and new ones keep
 * coming. Everything random comes from {@link Dice} on the game's singleton entity, so a game
 * started from the same seed plays the same on the JVM and in the browser (JavaScript and
 * WebAssembly), and a game loaded from a save goes on exactly as the saved one would have.
 *
 * <p>Each {@link #tick()} is one game step: the scheduler's systems ignore the frame time, so
 * the checksum does not depend on the machine's speed.
 */
final class Bumper {

    /** The arena's width. */
    static final double WIDTH = 640;
    /** The arena's height. */
    static final double HEIGHT = 360;
    /** At most this many balls at once. */
    static final int MAX_BALLS = 48;
    /** A new ball every this many ticks, while there is room. */
    static final int SPAWN_EVERY = 12;

    static final ColumnSchema<Spark> SPARK = Spark.COLUMNS;
    static final FloatColumn<Spark> SPARK_X = SPARK.floatColumn("x");
    static final FloatColumn<Spark> SPARK_Y = SPARK.floatColumn("y");
    static final FloatColumn<Spark> SPARK_DX = SPARK.floatColumn("dx");
    static final FloatColumn<Spark> SPARK_DY = SPARK.floatColumn("dy");
    static final IntColumn<Spark> SPARK_LIFE = SPARK.intColumn("life");

    /**
     * What a save holds: the components by name, with a codec for each mutable class; the records
     * (Size, and Spark, the column component) take the default record codec, in the browser too.
     */
    static final Snapshots SNAPSHOTS = Snapshots.builder()
            .register("bumper.Position", Position.class, new PositionCodec())
            .register("bumper.Velocity", Velocity.class, new VelocityCodec())
            .register("bumper.Health", Health.class, new HealthCodec())
            .register("bumper.Heavy", Heavy.class, new HeavyCodec())
            .register("bumper.Dice", Dice.class, new DiceCodec())
            .register("bumper.Score", Score.class, new ScoreCodec())
            .register("bumper.Size", Size.class)
            .register("bumper.Spark", Spark.class)
            .build();

    private final World world;
    private final Scheduler scheduler;
    private final Entity game;
    private final ColumnQuery sparks;
    // Reused by the collision system every tick: the balls of this tick, in query order.
    private final List<Entity> balls = new ArrayList<>();

    private Bumper(World world, Entity game) {
        this.world = world;
        this.game = game;
        this.sparks = world.columnQuery(Spark.class);
        world.observers().onRemove(Health.class, (ball, health) -> pop(ball));
        scheduler = Scheduler.builder(world)
                .add("count", (w, dt) -> w.get(game, Score.class).tick++,
                        s -> s.inPhase(Phase.UPDATE).writes(Score.class))
                .add("spawn", GameSystem.withCommands((w, commands, dt) -> spawnBall(commands)),
                        s -> s.inPhase(Phase.UPDATE).after("count").writes(Dice.class, Score.class))
                .add("move", GameSystem.each(Position.class, Velocity.class, Size.class, (ball, p, v, size, dt) -> {
                    p.x += v.dx;
                    p.y += v.dy;
                    double r = size.radius();
                    if (p.x < r || p.x > WIDTH - r) {
                        v.dx = -v.dx;
                        p.x = p.x < r ? r : WIDTH - r;
                    }
                    if (p.y < r || p.y > HEIGHT - r) {
                        v.dy = -v.dy;
                        p.y = p.y < r ? r : HEIGHT - r;
                    }
                }), s -> s.inPhase(Phase.UPDATE).after("spawn").writes(Position.class, Velocity.class))
                .add("collide", GameSystem.withCommands((w, commands, dt) -> collide(commands)),
                        s -> s.inPhase(Phase.UPDATE).after("move").writes(Velocity.class, Health.class, Score.class, Dice.class))
                .add("sparks", GameSystem.withCommands((w, commands, dt) -> burn(commands)),
                        s -> s.inPhase(Phase.UPDATE).after("collide").writes(Spark.class))
                .build();
    }

    /**
     * Starts a new game.
     *
     * @param seed the dice's seed: the same seed plays the same game everywhere
     * @return the game, before its first tick
     */
    static Bumper start(long seed) {
        World world = new World();
        Entity game = world.spawn(new Dice(seed), new Score());
        return new Bumper(world, game);
    }

    /**
     * Loads a game saved by {@link #save()}.
     *
     * @param save the Base64 text of a binary snapshot
     * @return the game, going on where the saved one stopped
     * @throws IllegalArgumentException if the save is not Base64 or names no game entity
     */
    static Bumper load(String save) {
        World world = new World();
        LoadedSnapshot loaded = SNAPSHOTS.fromBinary(Base64.getDecoder().decode(save), world);
        for (Entity e : loaded.entities()) {
            if (world.has(e, Score.class)) {
                return new Bumper(world, e);
            }
        }
        throw new IllegalArgumentException("The save holds no entity with a Score: not a Bumper save");
    }

    /**
     * Saves the game: Pulse's binary snapshot, as Base64 text (what a browser game would keep in
     * local storage).
     *
     * @return the save
     */
    String save() {
        return Base64.getEncoder().encodeToString(SNAPSHOTS.toBinary(world));
    }

    /** Plays one game step. */
    void tick() {
        scheduler.tick(1.0 / 60);
    }

    /** The world, for drawing and tests. */
    World world() {
        return world;
    }

    /** The score so far. */
    Score score() {
        return world.get(game, Score.class);
    }

    /** The sparks, for drawing. */
    ColumnQuery sparks() {
        return sparks;
    }

    private void spawnBall(Commands commands) {
        Score score = world.get(game, Score.class);
        if (score.tick % SPAWN_EVERY != 1 || world.query(Health.class).count() >= MAX_BALLS) {
            return;
        }
        Dice dice = world.get(game, Dice.class);
        double radius = 6 + dice.nextInt(10);
        double x = radius + dice.nextDouble() * (WIDTH - 2 * radius);
        double y = radius + dice.nextDouble() * (HEIGHT - 2 * radius);
        Velocity v = new Velocity(dice.nextDouble() * 6 - 3, dice.nextDouble() * 6 - 3);
        if (dice.nextInt(5) == 0) {
            commands.spawn(new Position(x, y), v, new Size(radius), new Health(1), new Heavy());
        } else {
            commands.spawn(new Position(x, y), v, new Size(radius), new Health(3));
        }
        score.spawned++;
    }

    private void collide(Commands commands) {
        balls.clear();
        world.query(Position.class).with(Velocity.class, Size.class, Health.class).forEach((ball, p) -> balls.add(ball));
        Score score = world.get(game, Score.class);
        Dice dice = world.get(game, Dice.class);
        for (int i = 0; i < balls.size(); i++) {
            Entity a = balls.get(i);
            Position pa = world.get(a, Position.class);
            double ra = world.get(a, Size.class).radius();
            for (int j = i + 1; j < balls.size(); j++) {
                Entity b = balls.get(j);
                Position pb = world.get(b, Position.class);
                double reach = ra + world.get(b, Size.class).radius();
                double ddx = pb.x - pa.x;
                double ddy = pb.y - pa.y;
                double distance2 = ddx * ddx + ddy * ddy;
                if (distance2 >= reach * reach || distance2 == 0) {
                    continue;
                }
                // Equal masses, elastic: the balls trade velocities, then step apart so they
                // do not hit again next tick. Only +, -, *, / and sqrt: bit-exact everywhere.
                Velocity va = world.get(a, Velocity.class);
                Velocity vb = world.get(b, Velocity.class);
                double dx = va.dx;
                double dy = va.dy;
                va.dx = vb.dx;
                va.dy = vb.dy;
                vb.dx = dx;
                vb.dy = dy;
                double distance = Math.sqrt(distance2);
                double push = (reach - distance) / 2 / distance;
                pa.x -= ddx * push;
                pa.y -= ddy * push;
                pb.x += ddx * push;
                pb.y += ddy * push;
                score.collisions++;
                burst(commands, dice, (pa.x + pb.x) / 2, (pa.y + pb.y) / 2, 4);
                hit(commands, a);
                hit(commands, b);
            }
        }
    }

    private void hit(Commands commands, Entity ball) {
        if (world.has(ball, Heavy.class)) {
            return;
        }
        Health health = world.get(ball, Health.class);
        if (--health.hp == 0) {
            commands.despawn(ball);      // the Health observer turns it into sparks
        }
    }

    /** The observer of Health removals: a ball that pops leaves a burst of sparks and a point. */
    private void pop(Entity ball) {
        Position p = world.get(ball, Position.class);
        Dice dice = world.get(game, Dice.class);
        Commands commands = new Commands();
        burst(commands, dice, p.x, p.y, 12);
        world.get(game, Score.class).popped++;
        commands.apply(world);           // observers may change the world: the sparks spawn now
    }

    private static void burst(Commands commands, Dice dice, double x, double y, int count) {
        for (int i = 0; i < count; i++) {
            float dx = (float) (dice.nextDouble() * 4 - 2);
            float dy = (float) (dice.nextDouble() * 4 - 2);
            commands.spawn(new Spark((float) x, (float) y, dx, dy, 20 + dice.nextInt(20)));
        }
    }

    private void burn(Commands commands) {
        sparks.forEachChunk(chunk -> {
            float[] x = chunk.floats(SPARK_X);
            float[] y = chunk.floats(SPARK_Y);
            float[] dx = chunk.floats(SPARK_DX);
            float[] dy = chunk.floats(SPARK_DY);
            int[] life = chunk.ints(SPARK_LIFE);
            for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
                x[i] += dx[i];
                y[i] += dy[i];
                dy[i] += 0.05f;
                if (--life[i] <= 0) {
                    commands.despawn(chunk.entity(i));
                }
            }
        });
    }

    /**
     * A checksum of the whole game state that does not depend on the order entities are visited
     * in: the sum of one hash per ball and per spark (every field, doubles and floats by their
     * bits), mixed with the score and the dice.
     *
     * @return 64 bits that differ when any saved value differs
     */
    long checksum() {
        long[] sum = {0};
        world.query(Position.class, Velocity.class, Size.class, Health.class).forEach((ball, p, v, size, health) -> {
            long h = mix(Double.doubleToLongBits(p.x));
            h = mix(h ^ Double.doubleToLongBits(p.y));
            h = mix(h ^ Double.doubleToLongBits(v.dx));
            h = mix(h ^ Double.doubleToLongBits(v.dy));
            h = mix(h ^ Double.doubleToLongBits(size.radius()));
            h = mix(h ^ health.hp ^ (world.has(ball, Heavy.class) ? 1L << 32 : 0));
            sum[0] += h;
        });
        sparks.forEachChunk(chunk -> {
            float[] x = chunk.floats(SPARK_X);
            float[] y = chunk.floats(SPARK_Y);
            float[] dx = chunk.floats(SPARK_DX);
            float[] dy = chunk.floats(SPARK_DY);
            int[] life = chunk.ints(SPARK_LIFE);
            for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
                long h = mix(((long) Float.floatToIntBits(x[i]) << 32) ^ Float.floatToIntBits(y[i]));
                h = mix(h ^ ((long) Float.floatToIntBits(dx[i]) << 32) ^ Float.floatToIntBits(dy[i]));
                sum[0] += mix(h ^ life[i]);
            }
        });
        Score score = score();
        long h = mix(sum[0] ^ world.get(game, Dice.class).state);
        h = mix(h ^ ((long) score.tick << 32) ^ score.spawned);
        return mix(h ^ ((long) score.collisions << 32) ^ score.popped);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 33)) * 0xFF51AFD7ED558CCDL;
        z = (z ^ (z >>> 33)) * 0xC4CEB9FE1A85EC53L;
        return z ^ (z >>> 33);
    }

    private static final class PositionCodec implements ComponentCodec<Position> {
        @Override
        public void write(Position p, FieldWriter out) {
            out.writeDouble("x", p.x);
            out.writeDouble("y", p.y);
        }

        @Override
        public Position read(FieldReader in) {
            return new Position(in.readDouble("x"), in.readDouble("y"));
        }
    }

    private static final class VelocityCodec implements ComponentCodec<Velocity> {
        @Override
        public void write(Velocity v, FieldWriter out) {
            out.writeDouble("dx", v.dx);
            out.writeDouble("dy", v.dy);
        }

        @Override
        public Velocity read(FieldReader in) {
            return new Velocity(in.readDouble("dx"), in.readDouble("dy"));
        }
    }

    private static final class HealthCodec implements ComponentCodec<Health> {
        @Override
        public void write(Health h, FieldWriter out) {
            out.writeInt("hp", h.hp);
        }

        @Override
        public Health read(FieldReader in) {
            return new Health(in.readInt("hp"));
        }
    }

    private static final class HeavyCodec implements ComponentCodec<Heavy> {
        @Override
        public void write(Heavy h, FieldWriter out) {
            // a tag: nothing to save but its presence
        }

        @Override
        public Heavy read(FieldReader in) {
            return new Heavy();
        }
    }

    private static final class DiceCodec implements ComponentCodec<Dice> {
        @Override
        public void write(Dice d, FieldWriter out) {
            out.writeLong("state", d.state);
        }

        @Override
        public Dice read(FieldReader in) {
            return new Dice(in.readLong("state"));
        }
    }

    private static final class ScoreCodec implements ComponentCodec<Score> {
        @Override
        public void write(Score s, FieldWriter out) {
            out.writeInt("tick", s.tick);
            out.writeInt("spawned", s.spawned);
            out.writeInt("collisions", s.collisions);
            out.writeInt("popped", s.popped);
        }

        @Override
        public Score read(FieldReader in) {
            Score s = new Score();
            s.tick = in.readInt("tick");
            s.spawned = in.readInt("spawned");
            s.collisions = in.readInt("collisions");
            s.popped = in.readInt("popped");
            return s;
        }
    }
}
