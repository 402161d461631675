package dev.pulse.bench;

import dev.pulse.bench.pulse.Acceleration;
import dev.pulse.bench.pulse.Current;
import dev.pulse.bench.pulse.Gravity;
import dev.pulse.bench.pulse.Position;
import dev.pulse.bench.pulse.Recoil;
import dev.pulse.bench.pulse.Thrust;
import dev.pulse.bench.pulse.Velocity;
import dev.pulse.bench.pulse.Wind;
import dev.pulse.ecs.Query8;
import dev.pulse.ecs.World;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Scenario {@code iterate8}, Pulse only: {@link Iterate3Benchmark}'s tick over {@code size}
 * entities that have eight components, the widest typed query: Position, Velocity, Acceleration
 * and five forces (Wind, Gravity, Thrust, Current, Recoil) added to the velocity with the
 * acceleration: {@code dx += ax + w.fx + g.fx + t.fx + c.fx + r.fx} (and so for {@code dy}),
 * {@code x += dx; y += dy}. The same per-entity work as iterate3 plus one read and add per extra
 * component, walked by {@code Query8.forEach} without the entity, as iterate3's Pulse adapter
 * walks its {@code Query3}; with {@link Iterate5Benchmark},
 * {@code run.sh quick 'Iterate3|Iterate5|Iterate8' -p impl=pulse} shows what each fetched
 * component adds to the walk. The peers' adapters have no eight-component world, so only Pulse
 * runs; {@code impl} names it for the report.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class Iterate8Benchmark {

    /** The implementation under test: Pulse only (see the class comment). */
    @Param({"pulse"})
    public String impl;

    /** Number of entities. */
    @Param({"10000", "100000", "1000000"})
    public int size;

    private World world;
    private Query8<Position, Velocity, Acceleration, Wind, Gravity, Thrust, Current, Recoil> walked;
    private double before;

    /**
     * Builds the world: entity i (from 1) gets {@code Position(i, 0)}, {@code Velocity(1, 2)},
     * {@code Acceleration(0.5, 0.25)} and each force {@code (0.125, 0.0625)}.
     */
    @Setup(Level.Trial)
    public void world() {
        world = new World();
        walked = world.query(
                Position.class,
                Velocity.class,
                Acceleration.class,
                Wind.class,
                Gravity.class,
                Thrust.class,
                Current.class,
                Recoil.class);
        for (int i = 1; i <= size; i++) {
            Position p = new Position();
            p.x = i;
            Velocity v = new Velocity();
            v.dx = 1f;
            v.dy = 2f;
            Acceleration a = new Acceleration();
            a.ax = 0.5f;
            a.ay = 0.25f;
            world.spawn(
                    p,
                    v,
                    a,
                    new Wind(0.125f, 0.0625f),
                    new Gravity(0.125f, 0.0625f),
                    new Thrust(0.125f, 0.0625f),
                    new Current(0.125f, 0.0625f),
                    new Recoil(0.125f, 0.0625f));
        }
        before = sumPositions();
    }

    private double sumPositions() {
        double[] sum = {0};
        world.query(Position.class).forEach(p -> sum[0] += p.x + p.y);
        return sum[0];
    }

    /** Checks the ticks moved the entities. */
    @TearDown(Level.Trial)
    public void check() {
        double after = sumPositions();
        if (!(after > before)) {
            throw new IllegalStateException(
                    "iterate8: ticks did not move anything (sum of x + y " + before + " -> " + after + ")");
        }
    }

    /** One tick. */
    @Benchmark
    public void iterate8() {
        walked.forEach((p, v, a, w, g, t, c, r) -> {
            v.dx += a.ax + w.fx + g.fx + t.fx + c.fx + r.fx;
            v.dy += a.ay + w.fy + g.fy + t.fy + c.fy + r.fy;
            p.x += v.dx;
            p.y += v.dy;
        });
    }
}
