package dev.pulse.bench;

import dev.pulse.bench.columns.Burning;
import dev.pulse.bench.columns.Motion;
import dev.pulse.bench.columns.Mover;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnChunk;
import dev.pulse.ecs.column.ColumnQuery;
import java.util.SplittableRandom;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Scenario {@code columnSparse}: {@code size} moving entities of which a random tenth also have the
 * tag {@code Burning}; one tick moves only the burning ones. {@code columns}: chunks of
 * {@code columnQuery(Motion.class).with(Burning.class)} (runs of matches, mostly of length 1);
 * {@code columns-row}: the same one entity at a time; {@code objects}: an ordinary query over
 * {@code Mover} objects with {@code with(Burning.class)}; {@code arrays}: four {@code float[]}s
 * and a {@code boolean[]} mask.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ColumnSparseBenchmark {

    /** The implementation under test. */
    @Param({"columns", "columns-row", "objects", "arrays"})
    public String impl;

    /** Number of entities (a tenth match). */
    @Param({"1000000"})
    public int size;

    private World world;
    private ColumnQuery columns;
    private Query1<Mover> objects;
    private float[] x;
    private float[] y;
    private float[] dx;
    private float[] dy;
    private boolean[] burning;

    private static final Consumer<ColumnChunk> MOVE = chunk -> {
        float[] xs = chunk.floats(Motion.X);
        float[] ys = chunk.floats(Motion.Y);
        float[] dxs = chunk.floats(Motion.DX);
        float[] dys = chunk.floats(Motion.DY);
        for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
            xs[i] += dxs[i];
            ys[i] += dys[i];
        }
    };

    /** Builds the data; the same seed picks the burning tenth for every implementation. */
    @Setup(Level.Trial)
    public void build() {
        world = new World();
        SplittableRandom random = new SplittableRandom(42);
        boolean[] marked = new boolean[size];
        for (int i = 0; i < size; i++) {
            marked[i] = random.nextInt(10) == 0;
        }
        switch (impl) {
            case "columns", "columns-row" -> {
                for (int i = 0; i < size; i++) {
                    if (marked[i]) {
                        world.spawn(new Motion(i, 0, 1, 2), new Burning());
                    } else {
                        world.spawn(new Motion(i, 0, 1, 2));
                    }
                }
                columns = world.columnQuery(Motion.class).with(Burning.class);
            }
            case "objects" -> {
                for (int i = 0; i < size; i++) {
                    if (marked[i]) {
                        world.spawn(new Mover(i, 0, 1, 2), new Burning());
                    } else {
                        world.spawn(new Mover(i, 0, 1, 2));
                    }
                }
                objects = world.query(Mover.class).with(Burning.class);
            }
            case "arrays" -> {
                x = new float[size];
                y = new float[size];
                dx = new float[size];
                dy = new float[size];
                burning = marked;
                for (int i = 0; i < size; i++) {
                    x[i] = i;
                    dx[i] = 1;
                    dy[i] = 2;
                }
            }
            default -> throw new IllegalArgumentException("unknown impl " + impl);
        }
    }

    /** One tick. */
    @Benchmark
    public void columnSparse() {
        switch (impl) {
            case "columns" -> columns.forEachChunk(MOVE);
            case "columns-row" -> columns.forEach((e, row) -> {
                row.set(Motion.X, row.get(Motion.X) + row.get(Motion.DX));
                row.set(Motion.Y, row.get(Motion.Y) + row.get(Motion.DY));
            });
            case "objects" -> objects.forEach((e, m) -> {
                m.x += m.dx;
                m.y += m.dy;
            });
            default -> {
                float[] xs = x;
                float[] ys = y;
                float[] dxs = dx;
                float[] dys = dy;
                boolean[] mask = burning;
                for (int i = 0; i < xs.length; i++) {
                    if (mask[i]) {
                        xs[i] += dxs[i];
                        ys[i] += dys[i];
                    }
                }
            }
        }
    }
}
