package dev.pulse.bench;

import dev.pulse.bench.columns.Place;
import dev.pulse.bench.columns.Push;
import dev.pulse.bench.columns.Speed;
import dev.pulse.bench.columns.Vec;
import dev.pulse.ecs.Query3;
import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnChunk;
import dev.pulse.ecs.column.ColumnQuery;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
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
 * Scenario {@code columnIterate3}: one tick of {@code v += a; p += v} over {@code size} entities
 * that have three components: {@code columns} walks the column records {@code Place},
 * {@code Speed} and {@code Push} in chunks (their columns are aligned by entity index);
 * {@code objects} walks three mutable objects per entity with an ordinary {@code Query3};
 * {@code arrays} is six plain {@code float[]}s.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ColumnIterate3Benchmark {

    /** The implementation under test. */
    @Param({"columns", "objects", "arrays"})
    public String impl;

    /** Number of entities. */
    @Param({"1000000"})
    public int size;

    private World world;
    private ColumnQuery columns;
    private Query3<Vec.Pos, Vec.Vel, Vec.Acc> objects;
    private float[][] arrays;

    private static final Consumer<ColumnChunk> STEP = chunk -> {
        float[] x = chunk.floats(Place.X);
        float[] y = chunk.floats(Place.Y);
        float[] dx = chunk.floats(Speed.DX);
        float[] dy = chunk.floats(Speed.DY);
        float[] ax = chunk.floats(Push.AX);
        float[] ay = chunk.floats(Push.AY);
        for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
            dx[i] += ax[i];
            dy[i] += ay[i];
            x[i] += dx[i];
            y[i] += dy[i];
        }
    };

    /** Builds the data: entity i at (i, 0), speed (1, 2), push (0.001, 0.002). */
    @Setup(Level.Trial)
    public void build() {
        world = new World();
        switch (impl) {
            case "columns" -> {
                for (int i = 0; i < size; i++) {
                    world.spawn(new Place(i, 0), new Speed(1, 2), new Push(0.001f, 0.002f));
                }
                columns = world.columnQuery(Place.class, Speed.class, Push.class);
            }
            case "objects" -> {
                for (int i = 0; i < size; i++) {
                    world.spawn(new Vec.Pos(i, 0), new Vec.Vel(1, 2), new Vec.Acc(0.001f, 0.002f));
                }
                objects = world.query(Vec.Pos.class, Vec.Vel.class, Vec.Acc.class);
            }
            case "arrays" -> {
                arrays = new float[6][size];
                for (int i = 0; i < size; i++) {
                    arrays[0][i] = i;
                    arrays[2][i] = 1;
                    arrays[3][i] = 2;
                    arrays[4][i] = 0.001f;
                    arrays[5][i] = 0.002f;
                }
            }
            default -> throw new IllegalArgumentException("unknown impl " + impl);
        }
    }

    /** Checks that the ticks moved entity 0. */
    @TearDown(Level.Trial)
    public void check() {
        float y =
                switch (impl) {
                    case "arrays" -> arrays[1][0];
                    case "objects" -> world.get(world.entityAt(0), Vec.Pos.class).b;
                    default -> world.columns(Place.class).get(world.entityAt(0)).y();
                };
        if (!(y > 0)) {
            throw new IllegalStateException(impl + ": ticks did not move entity 0 (y = " + y + ")");
        }
    }

    /** One tick. */
    @Benchmark
    public void columnIterate3() {
        switch (impl) {
            case "columns" -> columns.forEachChunk(STEP);
            case "objects" -> objects.forEach((e, p, v, a) -> {
                v.a += a.a;
                v.b += a.b;
                p.a += v.a;
                p.b += v.b;
            });
            default -> {
                float[] x = arrays[0];
                float[] y = arrays[1];
                float[] dx = arrays[2];
                float[] dy = arrays[3];
                float[] ax = arrays[4];
                float[] ay = arrays[5];
                for (int i = 0; i < x.length; i++) {
                    dx[i] += ax[i];
                    dy[i] += ay[i];
                    x[i] += dx[i];
                    y[i] += dy[i];
                }
            }
        }
    }
}
