package dev.pulse.bench;

import dev.pulse.bench.objects.Position;
import dev.pulse.bench.objects.Velocity;
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
 * Scenario {@code iterateSparseFloor}: the walk of {@code iterateSparse} (every 10th of
 * {@code size} entities has a Velocity; {@code pos += vel} over those) written by hand over two
 * layouts, no ECS: {@code int-flat}, an {@code int[]} of the matching ids and flat
 * {@code Position[]}/{@code Velocity[]} indexed by id (Artemis's layout: an entity bag and
 * mappers); {@code packed-paged}, pages of 4096 packed {@code int} entity indexes and, by index,
 * pages of 4096 component references (Pulse's layout: the driver's packed list, each storage's
 * page held while the index stays in it); {@code packed-runs}, the same layout walked in runs of
 * packed entries that share a page. The component objects are allocated alike for both
 * (a Position per entity, its Velocity right after it), so the two differ only in the walk's
 * structures: what the layouts cost by themselves, below which no ECS built on them can go.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class IterateSparseFloorBenchmark {

    private static final int SHIFT = 12;
    private static final int MASK = (1 << SHIFT) - 1;

    /** The layout under test. */
    @Param({"int-flat", "packed-paged", "packed-runs"})
    public String impl;

    /** Number of entities. */
    @Param("1000000")
    public int size;

    private int[] ids;
    private Position[] flatPositions;
    private Velocity[] flatVelocities;
    private int[][] packed;
    private int packedSize;
    private Position[][] positionPages;
    private Velocity[][] velocityPages;
    private double before;

    /** Builds the layout: entity i at x = i + 1, a Velocity (1, 2) on every 10th. */
    @Setup(Level.Trial)
    public void build() {
        boolean paged = !impl.equals("int-flat");
        if (paged && !impl.startsWith("packed-")) {
            throw new IllegalArgumentException(
                    "unknown layout " + impl + ": use int-flat, packed-paged or packed-runs");
        }
        int pageCount = (size + MASK) >>> SHIFT;
        int matches = (size + 9) / 10;
        if (paged) {
            packed = new int[(matches + MASK) >>> SHIFT][1 << SHIFT];
            positionPages = new Position[pageCount][];
            velocityPages = new Velocity[pageCount][];
        } else {
            ids = new int[matches];
            flatPositions = new Position[size];
            flatVelocities = new Velocity[size];
        }
        int n = 0;
        for (int i = 0; i < size; i++) {
            Position p = new Position();
            p.x = i + 1;
            Velocity v = null;
            if (i % 10 == 0) {
                v = new Velocity();
                v.dx = 1f;
                v.dy = 2f;
            }
            if (paged) {
                int page = i >>> SHIFT;
                if (positionPages[page] == null) {
                    positionPages[page] = new Position[1 << SHIFT];
                    velocityPages[page] = new Velocity[1 << SHIFT];
                }
                positionPages[page][i & MASK] = p;
                if (v != null) {
                    velocityPages[page][i & MASK] = v;
                    packed[n >>> SHIFT][n & MASK] = i;
                    n++;
                }
            } else {
                flatPositions[i] = p;
                if (v != null) {
                    flatVelocities[i] = v;
                    ids[n++] = i;
                }
            }
        }
        packedSize = n;
        before = sumX();
    }

    private double sumX() {
        double sum = 0;
        for (int i = 0; i < size; i++) {
            sum += (impl.equals("int-flat") ? flatPositions[i] : positionPages[i >>> SHIFT][i & MASK]).x;
        }
        return sum;
    }

    /** Checks the ticks moved the entities. */
    @TearDown(Level.Trial)
    public void check() {
        double after = sumX();
        if (!(after > before)) {
            throw new IllegalStateException(
                    impl + ": ticks did not move anything (sum of x " + before + " -> " + after + ")");
        }
    }

    /** One tick. */
    @Benchmark
    public void iterateSparseFloor() {
        if (impl.equals("packed-runs")) {
            walkRuns();
        } else if (packed != null) {
            walkPackedPaged();
        } else {
            walkIntFlat();
        }
    }

    /**
     * Pulse's layout walked in runs of packed entries whose indexes share a page, each run with
     * the component pages held (no page test per entity beyond the run's end).
     */
    private void walkRuns() {
        int[][] lists = packed;
        Position[][] pPages = positionPages;
        Velocity[][] vPages = velocityPages;
        int end = packedSize;
        for (int pos = 0; pos < end; pos += 1 << SHIFT) {
            int[] list = lists[pos >>> SHIFT];
            int last = Math.min(end - pos, 1 << SHIFT);
            int slot = 0;
            while (slot < last) {
                int page = list[slot] >>> SHIFT;
                Position[] ps = pPages[page];
                Velocity[] vs = vPages[page];
                int pageEnd = (page + 1) << SHIFT;
                int index;
                while (slot < last && (index = list[slot]) < pageEnd) {
                    Position p = ps[index & MASK];
                    Velocity v = vs[index & MASK];
                    p.x += v.dx;
                    p.y += v.dy;
                    slot++;
                }
            }
        }
    }

    private void walkIntFlat() {
        int[] bag = ids;
        Position[] ps = flatPositions;
        Velocity[] vs = flatVelocities;
        for (int i = 0; i < bag.length; i++) {
            int id = bag[i];
            Position p = ps[id];
            Velocity v = vs[id];
            p.x += v.dx;
            p.y += v.dy;
        }
    }

    /** As Pulse's packed walk: a counted loop per packed page, component pages re-read when the index changes page. */
    private void walkPackedPaged() {
        int[][] lists = packed;
        Position[][] pPages = positionPages;
        Velocity[][] vPages = velocityPages;
        int end = packedSize;
        int cachedPage = -1;
        Position[] ps = null;
        Velocity[] vs = null;
        for (int pos = 0; pos < end; pos += 1 << SHIFT) {
            int[] list = lists[pos >>> SHIFT];
            int last = Math.min(end - pos, 1 << SHIFT);
            for (int slot = 0; slot < last; slot++) {
                int index = list[slot];
                int page = index >>> SHIFT;
                if (page != cachedPage) {
                    cachedPage = page;
                    ps = pPages[page];
                    vs = vPages[page];
                }
                int offset = index & MASK;
                Position p = ps[offset];
                Velocity v = vs[offset];
                if (p != null && v != null) {
                    p.x += v.dx;
                    p.y += v.dy;
                }
            }
        }
    }
}
