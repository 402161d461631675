package dev.pulse.bench;

import dev.pulse.bench.columns.Motion;
import dev.pulse.bench.columns.Mover;
import dev.pulse.ecs.ColumnChunk;
import dev.pulse.ecs.ColumnQuery;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.World;
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

import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Scenario {@code columnIterate}: one tick of {@code x += dx; y += dy} over {@code size} entities.
 * {@code columns}: a {@code Motion} column record walked in chunks; {@code columns-row}: the same
 * one entity at a time through {@code ColumnRow}; {@code objects}: one mutable {@code Mover}
 * object per entity in an ordinary Pulse query (the best object layout: one component, no
 * join); {@code arrays}: four plain {@code float[]}s, the baseline.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ColumnIterateBenchmark {

    /** The implementation under test. */
    @Param({"columns", "columns-row", "objects", "arrays"})
    public String impl;

    /** Number of entities. */
    @Param({"1000000"})
    public int size;

    private World world;
    private ColumnQuery movers;
    private Query1<Mover> objects;
    private float[] x;
    private float[] y;
    private float[] dx;
    private float[] dy;

    /** The chunk loop, built once so the tick allocates nothing. */
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

    /** Builds the data: entity i at x = i, moving by (1, 2). */
    @Setup(Level.Trial)
    public void build() {
        world = new World();
        switch (impl) {
            case "columns", "columns-row" -> {
                for (int i = 0; i < size; i++) {
                    world.spawn(new Motion(i, 0, 1, 2));
                }
                movers = world.columnQuery(Motion.class);
            }
            case "objects" -> {
                for (int i = 0; i < size; i++) {
                    world.spawn(new Mover(i, 0, 1, 2));
                }
                objects = world.query(Mover.class);
            }
            case "arrays" -> {
                x = new float[size];
                y = new float[size];
                dx = new float[size];
                dy = new float[size];
                for (int i = 0; i < size; i++) {
                    x[i] = i;
                    dx[i] = 1;
                    dy[i] = 2;
                }
            }
            default -> throw new IllegalArgumentException("unknown impl " + impl);
        }
    }

    /** Checks that the ticks moved entity 0. */
    @TearDown(Level.Trial)
    public void check() {
        float first = switch (impl) {
            case "arrays" -> y[0];
            case "objects" -> world.get(world.entityAt(0), Mover.class).y;
            default -> world.columns(Motion.class).get(world.entityAt(0)).y();
        };
        if (!(first > 0)) {
            throw new IllegalStateException(impl + ": ticks did not move entity 0 (y = " + first + ")");
        }
    }

    /** One tick. */
    @Benchmark
    public void columnIterate() {
        switch (impl) {
            case "columns" -> movers.forEachChunk(MOVE);
            case "columns-row" -> movers.forEach((e, row) -> {
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
                for (int i = 0; i < xs.length; i++) {
                    xs[i] += dxs[i];
                    ys[i] += dys[i];
                }
            }
        }
    }
}
