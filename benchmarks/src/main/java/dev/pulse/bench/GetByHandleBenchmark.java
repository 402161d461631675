package dev.pulse.bench;

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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Scenario {@code getByHandle}: read {@code Position.x} through {@value #LOOKUPS} random live
 * handles out of {@code size} entities and sum them into a {@link Blackhole}. Reported per lookup.
 * Pulse runs twice: {@code pulse} reads through a typed {@code ComponentStorage} kept in a field,
 * {@code pulse-world} through {@code world.get(entity, Position.class)}.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class GetByHandleBenchmark {

    /** Lookups per invocation. */
    public static final int LOOKUPS = 1000;

    /**
     * The implementation under test (each value runs in its own fork); {@code pulse-world} reads
     * through {@code world.get(e, Position.class)}, {@code pulse} through a typed storage.
     */
    @Param({"pulse", "pulse-world", "pulse-id", "artemis", "ashley", "dominion", "objects", "arrays"})
    public String impl;

    /** Number of live entities. */
    @Param({"10000", "100000", "1000000"})
    public int size;

    private EcsAdapter ecs;
    private int[] picks;

    /** Builds the world and picks the handles to read. */
    @Setup(Level.Trial)
    public void world() {
        ecs = Contender.of(impl).withMovingEntities(size);
        picks = SlotSampler.distinct(size, LOOKUPS, 42);
        for (int slot : picks) {
            if (Float.isNaN(ecs.readX(slot))) {
                throw new IllegalStateException(impl + ": live handle in slot " + slot + " reads no Position");
            }
        }
    }

    /** Drops the world. */
    @TearDown(Level.Trial)
    public void drop() {
        ecs.close();
    }

    /**
     * Reads and sums.
     *
     * @param bh consumes the sum
     */
    @Benchmark
    @OperationsPerInvocation(LOOKUPS)
    public void getByHandle(Blackhole bh) {
        EcsAdapter e = ecs;
        int[] slots = picks;
        float sum = 0f;
        for (int i = 0; i < slots.length; i++) {
            sum += e.readX(slots[i]);
        }
        bh.consume(sum);
    }
}
