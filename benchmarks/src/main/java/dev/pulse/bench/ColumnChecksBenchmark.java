package dev.pulse.bench;

import dev.pulse.bench.columns.Motion;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnView;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Scenario {@code columnChecks}: what the view's generation checks cost. For {@value #LOOKUPS}
 * random entities out of {@code size}: bind a {@code ColumnView}, then {@code x += dx; y += dy}
 * through it (four reads, two writes, each a checked accessor when checks are on).
 * {@code view-off} and {@code view-on} run with {@code -Dpulse.columnChecks=false/true};
 * {@code unchecked} is the same work hand-written over the same layout (pages of 16384
 * {@code float}s by entity index, the column pages' geometry, and an owner {@code int[]} per page
 * compared once at bind) with no check in the accessors at all; {@code unchecked-4k} the same with
 * pages of 4096 (the baseline before column pages grew to 16384). {@code view-off} should cost
 * what {@code unchecked} costs.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ColumnChecksBenchmark {

    /** Entities touched per invocation. */
    public static final int LOOKUPS = 1000;
    /** Hand-written pages of 16384 entities, as {@code ColumnPage}. */
    private static final int SHIFT = 14;

    private static final int MASK = (1 << SHIFT) - 1;
    /** Hand-written pages of 4096 entities ({@code unchecked-4k}). */
    private static final int SHIFT_4K = 12;

    private static final int MASK_4K = (1 << SHIFT_4K) - 1;

    /** {@code view-off}, {@code view-on}, {@code unchecked} or {@code unchecked-4k}. */
    @Param({"view-off", "view-on", "unchecked", "unchecked-4k"})
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
        if (impl.startsWith("unchecked")) {
            int shift = impl.equals("unchecked") ? SHIFT : SHIFT_4K;
            int mask = (1 << shift) - 1;
            int pageCount = (size + mask) >>> shift;
            pages = new float[4][pageCount][1 << shift];
            owners = new int[pageCount][1 << shift];
            World world = new World();
            for (int i = 0; i < size; i++) {
                handles[i] = world.spawn();
                int index = handles[i].index();
                owners[index >>> shift][index & mask] = handles[i].generation() + 1;
                pages[0][index >>> shift][index & mask] = i;
                pages[2][index >>> shift][index & mask] = 1;
                pages[3][index >>> shift][index & mask] = 2;
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
        int moved;
        if (pages == null) {
            moved = throughView();
        } else if (impl.equals("unchecked")) {
            moved = byHand();
        } else {
            moved = byHand4k();
        }
        bh.consume(moved);
    }

    private int throughView() {
        int moved = 0;
        Entity[] h = handles;
        ColumnView<Motion> v = view;
        for (int slot : picks) {
            if (v.bind(h[slot])) {
                v.set(Motion.X, v.get(Motion.X) + v.get(Motion.DX));
                v.set(Motion.Y, v.get(Motion.Y) + v.get(Motion.DY));
                moved++;
            }
        }
        return moved;
    }

    private int byHand() {
        int moved = 0;
        Entity[] h = handles;
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
        return moved;
    }

    /**
     * {@link #byHand()} at the 4096 geometry. A near-copy on purpose: each loop has its shift and
     * mask as compile-time constants, as the code it stands for does; one method taking them as
     * arguments would measure variable shifts unless the JIT happened to inline it.
     */
    private int byHand4k() {
        int moved = 0;
        Entity[] h = handles;
        float[][] x = pages[0];
        float[][] y = pages[1];
        float[][] dx = pages[2];
        float[][] dy = pages[3];
        int[][] own = owners;
        for (int slot : picks) {
            Entity e = h[slot];
            int index = e.index();
            int page = index >>> SHIFT_4K;
            int offset = index & MASK_4K;
            if (page < own.length && own[page][offset] == e.generation() + 1) {
                x[page][offset] += dx[page][offset];
                y[page][offset] += dy[page][offset];
                moved++;
            }
        }
        return moved;
    }
}
