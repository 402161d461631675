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
 * Scenario {@code staleLookup}: like {@code getByHandle}, but the {@value #LOOKUPS} handles belong
 * to entities that were despawned, and new entities were spawned into the freed slots afterwards.
 * Pulse rejects such handles (reads answer {@code null}), and so does Dominion; Artemis and the
 * two baselines (plain recycled {@code int} ids) and Ashley's {@code PooledEngine} (recycled
 * {@code Entity} objects) answer with the new occupant's data, the ABA problem (counted by
 * {@link AliasCensus} in the report). Measured anyway: it is the cost of the check, or of not
 * having one. Reported per lookup.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class StaleLookupBenchmark {

    /** Lookups per invocation. */
    public static final int LOOKUPS = 1000;

    /** The implementation under test (each value runs in its own fork). */
    @Param({"pulse", "pulse-id", "artemis", "ashley", "dominion", "objects", "arrays"})
    public String impl;

    /** Number of live entities. */
    @Param({"10000", "100000", "1000000"})
    public int size;

    private EcsAdapter ecs;
    private int[] picks;

    /** Builds the world, retires the picked entities and refills their slots. */
    @Setup(Level.Trial)
    public void world() {
        ecs = Contender.of(impl).withMovingEntities(size);
        picks = SlotSampler.distinct(size, LOOKUPS, 42);
        for (int slot : picks) {
            ecs.retire(slot);
        }
        ecs.flush();
        for (int slot : picks) {
            ecs.spawnMoving(slot);
        }
        ecs.flush();
    }

    /** Drops the world. */
    @TearDown(Level.Trial)
    public void drop() {
        ecs.close();
    }

    /**
     * Reads through the stale handles and sums.
     *
     * @param bh consumes the sum
     */
    @Benchmark
    @OperationsPerInvocation(LOOKUPS)
    public void staleLookup(Blackhole bh) {
        EcsAdapter e = ecs;
        int[] slots = picks;
        float sum = 0f;
        for (int i = 0; i < slots.length; i++) {
            sum += e.readRetiredX(slots[i]);
        }
        bh.consume(sum);
    }
}
