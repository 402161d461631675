package dev.pulse.bench;

import dev.pulse.bench.pulse.Position;
import dev.pulse.bench.pulse.Velocity;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
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
 * Scenario {@code memory}: how many heap bytes a Pulse world holds per entity with two small
 * components (Position, Velocity: two floats each), and how many it still holds after every
 * entity is despawned, before and after {@code World.trim()}. Each invocation measures the
 * used heap after a full collection ({@code System.gc()}, repeated until it settles) around a
 * fresh world of {@code size} entities; the numbers are the secondary results (one invocation
 * per iteration, so each is the value of one build-up and tear-down); the primary score is the
 * time the whole cycle took and means nothing here.
 *
 * <ul>
 *   <li>{@code bytesPerEntity}: world plus components plus handles, at the peak, per entity;</li>
 *   <li>{@code retainedPerSlot}: what the world still holds after despawning all, per slot;</li>
 *   <li>{@code trimmedPerSlot}: the same after {@code world.trim()};</li>
 *   <li>{@code trimmedPercentOfPeak}: trimmed / peak, in percent (issue 16 target: &le; 5).</li>
 * </ul>
 * JMH sums {@code EVENTS} counters over the measurement iterations, so each number printed is
 * the per-cycle value times the iteration count ({@code Cnt}); the default of one measurement
 * iteration prints the values as they are. Run:
 * {@code java -jar benchmarks.jar MemoryBenchmark -f 1 -wi 1 -i 1}.
 */
@BenchmarkMode(Mode.SingleShotTime)
@Warmup(iterations = 1)
@Measurement(iterations = 1)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g", "-XX:+UseG1GC"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class MemoryBenchmark {

    /** Entities in the world at its peak. */
    @Param({"10000", "100000", "1000000"})
    public int size;

    /** The measured bytes, reported as secondary results. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.EVENTS)
    public static class Bytes {
        /** Heap per live entity at the peak (world, handles and both components). */
        public double bytesPerEntity;
        /** Heap the world still holds per slot after despawning every entity. */
        public double retainedPerSlot;
        /** The same after {@code World.trim()}. */
        public double trimmedPerSlot;
        /** {@link #trimmedPerSlot} as a percentage of {@link #bytesPerEntity}. */
        public double trimmedPercentOfPeak;

        /** Clears the counters before each iteration (one invocation each). */
        @Setup(Level.Iteration)
        public void reset() {
            bytesPerEntity = 0;
            retainedPerSlot = 0;
            trimmedPerSlot = 0;
            trimmedPercentOfPeak = 0;
        }
    }

    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

    /** Keeps the world reachable between measurements. */
    private World world;

    /** Builds up, tears down and trims one world, measuring the heap at each stage. */
    @Benchmark
    public World cycle(Bytes bytes) {
        world = null;
        long empty = usedAfterGc();
        world = new World();
        Entity[] handles = new Entity[size];
        for (int i = 0; i < size; i++) {
            Position position = new Position();
            position.x = i;
            Velocity velocity = new Velocity();
            velocity.dx = 1;
            handles[i] = world.spawn(position, velocity);
        }
        long handleArray = 16L + 4L * size; // the benchmark's own array, not the world's
        long peak = usedAfterGc() - empty - handleArray;
        for (Entity e : handles) {
            world.despawn(e);
        }
        handles = null;
        long retained = usedAfterGc() - empty;
        world.trim();
        long trimmed = usedAfterGc() - empty;
        bytes.bytesPerEntity = peak / (double) size;
        bytes.retainedPerSlot = retained / (double) size;
        bytes.trimmedPerSlot = trimmed / (double) size;
        bytes.trimmedPercentOfPeak = 100.0 * trimmed / peak;
        return world;
    }

    /** Used heap after full collections, repeated until two readings agree within 1 KB. */
    private static long usedAfterGc() {
        long previous = Long.MAX_VALUE;
        for (int i = 0; i < 10; i++) {
            System.gc();
            long used = MEMORY.getHeapMemoryUsage().getUsed();
            if (Math.abs(previous - used) < 1024) {
                return used;
            }
            previous = used;
        }
        return previous;
    }
}
