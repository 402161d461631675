package dev.pulse.bench;

import dev.pulse.bench.objects.Position;
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
 * Scenario {@code getByHandleFloor}: the lookup of {@code getByHandle} written by hand over three
 * layouts, no ECS involved, to show what each part of Pulse's lookup costs by itself (run it
 * beside {@code getByHandle}). {@code int-flat}: an {@code int} id per entity and one flat
 * {@code Position[]} (Artemis's mapper, this suite's {@code objects} baseline); {@code
 * handle-flat}: a handle object per entity (index, generation, owner mark: Pulse's {@code
 * Entity}) and the flat array; {@code handle-paged}: the handle object and pages of 4096
 * component references by index, Pulse's layout; {@code id-paged}: the handle as a {@code long}
 * id (generation high, index low) and, by index, pages of 4096 generations and pages of 4096
 * component references, read independently and compared (Pulse's {@code get(long id)}).
 * Handles are made a page of 4096 at a time
 * before that page's components, as Pulse's allocator makes them, and a handle is trusted when
 * its owner field equals the world's number (Pulse's unmarked-handle rule), so {@code
 * handle-paged} does exactly the loads {@code ComponentStorage.get(Entity)} does, with none of
 * its code.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class GetByHandleFloorBenchmark {

    /** Lookups per invocation, as in {@code getByHandle}. */
    public static final int LOOKUPS = 1000;

    private static final int SHIFT = 12;
    private static final int MASK = (1 << SHIFT) - 1;
    private static final int OWNER = 1;

    /** The layout under test. */
    @Param({"int-flat", "handle-flat", "handle-paged", "id-paged"})
    public String impl;

    /** Number of live entities. */
    @Param({"10000", "1000000"})
    public int size;

    /** A hand-written {@code Entity}: index, generation, owner number (the despawn mark's field). */
    static final class FloorHandle {
        final int index;
        final int generation;
        int owner;

        FloorHandle(int index, int generation, int owner) {
            this.index = index;
            this.generation = generation;
            this.owner = owner;
        }
    }

    private int[] ids;
    private long[] longIds;
    private int[][] generations;
    private FloorHandle[] handles;
    private Position[] flat;
    private Position[][] pages;
    private int[] picks;

    /** Builds the layout (entity i at x = i + 1) and picks the entities to read. */
    @Setup(Level.Trial)
    public void build() {
        boolean byId = impl.equals("id-paged");
        boolean byHandle = !byId && !impl.equals("int-flat");
        if (byHandle) {
            handles = new FloorHandle[size];
        } else {
            ids = new int[size];
        }
        if (byId) {
            longIds = new long[size];
            generations = new int[(size + MASK) >>> SHIFT][];
        }
        if (byId || impl.equals("handle-paged")) {
            pages = new Position[(size + MASK) >>> SHIFT][];
        } else {
            flat = new Position[size];
        }
        for (int page = 0; page << SHIFT < size; page++) {
            int base = page << SHIFT;
            int end = Math.min(size, base + (1 << SHIFT));
            if (byHandle) {
                for (int i = base; i < end; i++) {
                    handles[i] = new FloorHandle(i, 0, OWNER);
                }
            }
            if (pages != null) {
                pages[page] = new Position[1 << SHIFT];
            }
            if (byId) {
                generations[page] = new int[1 << SHIFT];
            }
            for (int i = base; i < end; i++) {
                Position p = new Position();
                p.x = i + 1;
                if (pages != null) {
                    pages[page][i & MASK] = p;
                } else {
                    flat[i] = p;
                }
                if (byId) {
                    longIds[i] = i; // generation 0
                } else if (!byHandle) {
                    ids[i] = i;
                }
            }
        }
        picks = SlotSampler.distinct(size, LOOKUPS, 42);
    }

    /**
     * Reads and sums.
     *
     * @param bh consumes the sum
     */
    @Benchmark
    @OperationsPerInvocation(LOOKUPS)
    public void getByHandleFloor(Blackhole bh) {
        int[] slots = picks;
        float sum = 0f;
        if (longIds != null) {
            long[] h = longIds;
            int[][] gens = generations;
            Position[][] directory = pages;
            for (int slot : slots) {
                long id = h[slot];
                int index = (int) id;
                Position p = directory[index >>> SHIFT][index & MASK];
                if (p != null && gens[index >>> SHIFT][index & MASK] == (int) (id >>> 32)) {
                    sum += p.x;
                }
            }
        } else if (pages != null) {
            FloorHandle[] h = handles;
            Position[][] directory = pages;
            for (int slot : slots) {
                FloorHandle e = h[slot];
                if (e.owner == OWNER) {
                    Position p = directory[e.index >>> SHIFT][e.index & MASK];
                    sum += p == null ? Float.NaN : p.x;
                }
            }
        } else if (handles != null) {
            FloorHandle[] h = handles;
            Position[] ps = flat;
            for (int slot : slots) {
                FloorHandle e = h[slot];
                if (e.owner == OWNER) {
                    Position p = ps[e.index];
                    sum += p == null ? Float.NaN : p.x;
                }
            }
        } else {
            int[] h = ids;
            Position[] ps = flat;
            for (int slot : slots) {
                Position p = ps[h[slot]];
                sum += p == null ? Float.NaN : p.x;
            }
        }
        bh.consume(sum);
    }
}
