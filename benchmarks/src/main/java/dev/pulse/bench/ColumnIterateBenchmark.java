package dev.pulse.bench;

import dev.pulse.bench.columns.Motion;
import dev.pulse.bench.columns.Mover;
import dev.pulse.ecs.Query1;
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
 * Scenario {@code columnIterate}: one tick of {@code x += dx; y += dy} over {@code size} entities.
 * {@code columns}: a {@code Motion} column record walked in chunks; {@code columns-row}: the same
 * one entity at a time through {@code ColumnRow}; {@code objects}: one mutable {@code Mover}
 * object per entity in an ordinary Pulse query (the best object layout: one component, no
 * join); {@code arrays}: four plain {@code float[]}s, the baseline. Layout experiments (results in
 * benchmarks/evidence/columns.md), run by name: {@code arrays-paged}: the same four {@code float[]}s cut
 * into pages of 4096 (each page's four arrays allocated one after the other), walked page by
 * page; {@code arrays-paged-pad}: the same with each array padded to whole 64-byte lines, as
 * column pages are; {@code arrays-paged-16k}: pages of 16384 ({@code arrays-paged-16k-pad}: padded); {@code columns-reserved}: the
 * column pages allocated up front by {@code world.reserve}; {@code columns-gc} and
 * {@code arrays-paged-pad-gc}: a full collection after the build (pages moved);
 * {@code columns-empty}: the walk with one write per chunk (what the walk itself costs).
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ColumnIterateBenchmark {

    /** The implementation under test. */
    @Param({"columns", "columns-row", "objects", "arrays", "arrays-paged"})
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
    /** {@code arrays-paged}: [page][column] arrays of 4096 floats (x, y, dx, dy). */
    private float[][][] paged;

    private int pageSize;

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

    /** Reads one value per chunk: what the walk costs without the loop. */
    private static final Consumer<ColumnChunk> TOUCH = chunk -> chunk.floats(Motion.Y)[chunk.start()] += 1;

    /** Builds the data: entity i at x = i, moving by (1, 2). */
    @Setup(Level.Trial)
    public void build() {
        world = new World();
        String layout = impl.endsWith("-gc") ? impl.substring(0, impl.length() - 3) : impl;
        switch (layout) {
            case "columns", "columns-row", "columns-reserved", "columns-empty" -> {
                if (impl.equals("columns-reserved")) {
                    world.reserve(size);
                    world.columns(Motion.class); // its pages now, one after the other
                }
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
            case "arrays-paged", "arrays-paged-pad", "arrays-paged-16k", "arrays-paged-16k-pad" -> {
                int bits = impl.contains("16k") ? 14 : 12;
                int length = (1 << bits) + (impl.endsWith("pad") ? 12 : 0);
                pageSize = 1 << bits;
                paged = new float[(size + pageSize - 1) / pageSize][][];
                for (int p = 0; p < paged.length; p++) {
                    paged[p] =
                            new float[][] {new float[length], new float[length], new float[length], new float[length]};
                }
                for (int i = 0; i < size; i++) {
                    paged[i >>> bits][0][i & (pageSize - 1)] = i;
                    paged[i >>> bits][2][i & (pageSize - 1)] = 1;
                    paged[i >>> bits][3][i & (pageSize - 1)] = 2;
                }
            }
            default -> throw new IllegalArgumentException("unknown impl " + impl);
        }
        if (impl.endsWith("-gc")) {
            System.gc(); // a full collection moves the live pages: does their placement matter?
        }
    }

    /** Checks that the ticks moved entity 0. */
    @TearDown(Level.Trial)
    public void check() {
        float first =
                switch (impl.endsWith("-gc") ? impl.substring(0, impl.length() - 3) : impl) {
                    case "arrays" -> y[0];
                    case "arrays-paged", "arrays-paged-pad", "arrays-paged-16k", "arrays-paged-16k-pad" -> paged[0][1][
                            0];
                    case "objects" -> world.get(world.entityAt(0), Mover.class).y;
                    default -> world.columns(Motion.class)
                            .get(world.entityAt(0))
                            .y();
                };
        if (!(first > 0)) {
            throw new IllegalStateException(impl + ": ticks did not move entity 0 (y = " + first + ")");
        }
    }

    /** One tick. */
    @Benchmark
    public void columnIterate() {
        switch (impl) {
            case "columns", "columns-reserved", "columns-gc" -> movers.forEachChunk(MOVE);
            case "columns-empty" -> movers.forEachChunk(TOUCH);
            case "columns-row" -> movers.forEach((e, row) -> {
                row.set(Motion.X, row.get(Motion.X) + row.get(Motion.DX));
                row.set(Motion.Y, row.get(Motion.Y) + row.get(Motion.DY));
            });
            case "objects" -> objects.forEach((e, m) -> {
                m.x += m.dx;
                m.y += m.dy;
            });
            case "arrays-paged",
                    "arrays-paged-pad",
                    "arrays-paged-16k",
                    "arrays-paged-16k-pad",
                    "arrays-paged-pad-gc" -> {
                float[][][] pages = paged;
                int n = pageSize;
                int left = size;
                for (float[][] page : pages) {
                    float[] xs = page[0];
                    float[] ys = page[1];
                    float[] dxs = page[2];
                    float[] dys = page[3];
                    for (int i = 0, end = Math.min(left, n); i < end; i++) {
                        xs[i] += dxs[i];
                        ys[i] += dys[i];
                    }
                    left -= n;
                }
            }
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
