package dev.pulse.bench;

import dev.pulse.bench.columns.Motion;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnStorage;
import dev.pulse.ecs.column.ColumnView;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Scenario {@code columnByHandle}: read {@code x} through {@value #LOOKUPS} random live handles out
 * of {@code size} entities and sum them, reported per lookup, like {@code getByHandle}.
 * {@code view}: a reused {@code ColumnView} bound to each {@code Entity}; {@code view-id}: the same
 * bound by {@code long} id; {@code modify}: {@code storage.modify(entity, visitor)};
 * {@code artemis}: Artemis's {@code ComponentMapper.get(int)}; {@code pulse}: Pulse's object
 * {@code ComponentStorage.get(Entity)}; {@code arrays}: plain arrays indexed by id;
 * {@code by-hand} and {@code by-hand-id}: the column layout's safe lookup written by hand (pages of
 * 16384 {@code float}s and an owner {@code int[]} per page holding generation + 1, compared with the
 * handle's or id's generation before the read; no wrong-world check, which Pulse's handles allow
 * and a hand-written layout cannot do), the floor of this layout. Generation checks of view
 * accessors follow the JVM's settings (off here: no {@code -ea}).
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ColumnByHandleBenchmark {

    /** Lookups per invocation. */
    public static final int LOOKUPS = 1000;

    /** The implementation under test. */
    @Param({"view", "view-id", "modify", "artemis", "pulse", "arrays", "by-hand", "by-hand-id"})
    public String impl;

    /** Number of live entities. */
    @Param({"10000", "1000000"})
    public int size;

    private EcsAdapter ecs;
    private ColumnStorage<Motion> motions;
    private ColumnView<Motion> view;
    private Entity[] handles;
    private long[] ids;
    private int[] picks;
    private final float[] sum = new float[1];
    /** {@code by-hand}: x by [page][offset], owners[page][offset] = generation + 1. */
    private float[][] xPages;

    private int[][] owners;
    private static final int SHIFT = 14;
    private static final int MASK = (1 << SHIFT) - 1;
    private final Consumer<ColumnView<Motion>> addX = v -> sum[0] += v.get(Motion.X);

    /** Builds the world (entity i at x = i + 1) and picks the handles to read. */
    @Setup(Level.Trial)
    public void world() {
        picks = SlotSampler.distinct(size, LOOKUPS, 42);
        if (impl.equals("view") || impl.equals("view-id") || impl.equals("modify")) {
            World world = new World();
            handles = new Entity[size];
            ids = new long[size];
            for (int i = 0; i < size; i++) {
                handles[i] = world.spawn(new Motion(i + 1, 0, 1, 2));
                ids[i] = handles[i].id();
            }
            motions = world.columns(Motion.class);
            view = motions.view();
        } else if (impl.startsWith("by-hand")) {
            World world = new World();
            handles = new Entity[size];
            ids = new long[size];
            int pageCount = (size + MASK) >>> SHIFT;
            xPages = new float[pageCount][1 << SHIFT];
            owners = new int[pageCount][1 << SHIFT];
            for (int i = 0; i < size; i++) {
                handles[i] = world.spawn();
                ids[i] = handles[i].id();
                int index = handles[i].index();
                owners[index >>> SHIFT][index & MASK] = handles[i].generation() + 1;
                xPages[index >>> SHIFT][index & MASK] = i + 1;
            }
        } else {
            ecs = Contender.of(impl).withMovingEntities(size);
        }
        for (int slot : picks) {
            if (Float.isNaN(read(slot))) {
                throw new IllegalStateException(impl + ": live handle in slot " + slot + " reads nothing");
            }
        }
    }

    private float read(int slot) {
        return switch (impl) {
            case "view" -> view.bind(handles[slot]) ? view.get(Motion.X) : Float.NaN;
            case "view-id" -> view.bind(ids[slot]) ? view.get(Motion.X) : Float.NaN;
            case "modify" -> {
                sum[0] = 0;
                yield motions.modify(handles[slot], addX) ? sum[0] : Float.NaN;
            }
            case "by-hand" -> byHand(handles[slot].index(), handles[slot].generation());
            case "by-hand-id" -> byHand((int) ids[slot], (int) (ids[slot] >>> 32));
            default -> ecs.readX(slot);
        };
    }

    private float byHand(int index, int generation) {
        int page = index >>> SHIFT;
        int offset = index & MASK;
        return index >= 0 && page < owners.length && owners[page][offset] == generation + 1
                ? xPages[page][offset]
                : Float.NaN;
    }

    /** Drops the world. */
    @TearDown(Level.Trial)
    public void drop() {
        if (ecs != null) {
            ecs.close();
        }
    }

    /**
     * Reads and sums.
     *
     * @param bh consumes the sum
     */
    @Benchmark
    @OperationsPerInvocation(LOOKUPS)
    public void columnByHandle(Blackhole bh) {
        int[] slots = picks;
        float total = 0f;
        switch (impl) {
            case "view" -> {
                ColumnView<Motion> v = view;
                Entity[] h = handles;
                for (int slot : slots) {
                    if (v.bind(h[slot])) {
                        total += v.get(Motion.X);
                    }
                }
            }
            case "view-id" -> {
                ColumnView<Motion> v = view;
                long[] h = ids;
                for (int slot : slots) {
                    if (v.bind(h[slot])) {
                        total += v.get(Motion.X);
                    }
                }
            }
            case "modify" -> {
                sum[0] = 0;
                ColumnStorage<Motion> m = motions;
                Entity[] h = handles;
                for (int slot : slots) {
                    m.modify(h[slot], addX);
                }
                total = sum[0];
            }
            case "by-hand" -> {
                Entity[] h = handles;
                float[][] x = xPages;
                int[][] own = owners;
                for (int slot : slots) {
                    Entity e = h[slot];
                    int index = e.index();
                    int page = index >>> SHIFT;
                    int offset = index & MASK;
                    if (page < own.length && own[page][offset] == e.generation() + 1) {
                        total += x[page][offset];
                    }
                }
            }
            case "by-hand-id" -> {
                long[] h = ids;
                float[][] x = xPages;
                int[][] own = owners;
                for (int slot : slots) {
                    long id = h[slot];
                    int index = (int) id;
                    int page = index >>> SHIFT;
                    int offset = index & MASK;
                    if (index >= 0 && page < own.length && own[page][offset] == (int) (id >>> 32) + 1) {
                        total += x[page][offset];
                    }
                }
            }
            default -> {
                EcsAdapter e = ecs;
                for (int slot : slots) {
                    total += e.readX(slot);
                }
            }
        }
        bh.consume(total);
    }
}
