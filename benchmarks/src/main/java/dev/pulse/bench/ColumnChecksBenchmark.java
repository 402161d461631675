package dev.pulse.bench;

import dev.pulse.bench.columns.Motion;
import dev.pulse.ecs.ColumnView;
import dev.pulse.ecs.Entity;
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
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Scenario {@code columnChecks}: what the view's generation checks cost. For {@value #LOOKUPS}
 * random entities out of {@code size}: bind a {@code ColumnView}, then {@code x += dx; y += dy}
 * through it (four reads, two writes, each a checked accessor when checks are on).
 * {@code view-off} and {@code view-on} run with {@code -Dpulse.columnChecks=false/true};
 * {@code unchecked} is the same work hand-written over the same layout (pages of
 * {@code float[]} by entity index and an owner {@code int[]} compared once at bind) with no check
 * in the accessors at all. {@code view-off} should cost what {@code unchecked} costs.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 3, jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ColumnChecksBenchmark {

    /** Entities touched per invocation. */
    public static final int LOOKUPS = 1000;
    private static final int SHIFT = 12;
    private static final int MASK = (1 << SHIFT) - 1;

    /** {@code view-off}, {@code view-on} or {@code unchecked}. */
    @Param({"view-off", "view-on", "unchecked"})
    public String impl;

    /** Number of live entities. */
    @Param({"10000", "1000000"})
    public int size;

    private ColumnView<Motion> view;
    private Entity[] handles;
    private int[] picks;
    /** The hand-written layout: [column][page][offset], owners[page][offset] = generation + 1. */
    private float[][][] pages;
    private int[][] owners;

    /** Sets the checks switch for this fork (before any Pulse column class loads), then builds. */
    @Setup(Level.Trial)
    public void world() {
        System.setProperty("pulse.columnChecks", impl.equals("view-on") ? "true" : "false");
        picks = SlotSampler.distinct(size, LOOKUPS, 42);
        handles = new Entity[size];
        if (impl.equals("unchecked")) {
            int pageCount = (size + MASK) >>> SHIFT;
            pages = new float[4][pageCount][1 << SHIFT];
            owners = new int[pageCount][1 << SHIFT];
            World world = new World();
            for (int i = 0; i < size; i++) {
                handles[i] = world.spawn();
                int index = handles[i].index();
                owners[index >>> SHIFT][index & MASK] = handles[i].generation() + 1;
                pages[0][index >>> SHIFT][index & MASK] = i;
                pages[2][index >>> SHIFT][index & MASK] = 1;
                pages[3][index >>> SHIFT][index & MASK] = 2;
            }
        } else {
            World world = new World();
            for (int i = 0; i < size; i++) {
                handles[i] = world.spawn(new Motion(i, 0, 1, 2));
            }
            view = world.columns(Motion.class).view();
            if (ColumnView.checksEnabled() != impl.equals("view-on")) {
                throw new IllegalStateException(impl + ": checks are " + ColumnView.checksEnabled());
            }
        }
    }

    /**
     * Moves the picked entities.
     *
     * @param bh consumes the count moved
     */
    @Benchmark
    @OperationsPerInvocation(LOOKUPS)
    public void columnChecks(Blackhole bh) {
        int moved = 0;
        Entity[] h = handles;
        if (pages != null) {
            float[][] x = pages[0];
            float[][] y = pages[1];
            float[][] dx = pages[2];
            float[][] dy = pages[3];
            int[][] own = owners;
            for (int slot : picks) {
                Entity e = h[slot];
                int index = e.index();
                int page = index >>> SHIFT;
                int offset = index & MASK;
                if (page < own.length && own[page][offset] == e.generation() + 1) {
                    x[page][offset] += dx[page][offset];
                    y[page][offset] += dy[page][offset];
                    moved++;
                }
            }
        } else {
            ColumnView<Motion> v = view;
            for (int slot : picks) {
                if (v.bind(h[slot])) {
                    v.set(Motion.X, v.get(Motion.X) + v.get(Motion.DX));
                    v.set(Motion.Y, v.get(Motion.Y) + v.get(Motion.DY));
                    moved++;
                }
            }
        }
        bh.consume(moved);
    }
}
