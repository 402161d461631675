package dev.pulse.bench.pool;

import dev.pulse.bench.SlotSampler;
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
 * Scenario {@code arenaGet}: look up {@value #LOOKUPS} random live handles out of {@code size}
 * values and sum the payloads into a {@link Blackhole}. Reported per lookup.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ArenaGetBenchmark {

    /** Lookups per invocation. */
    public static final int LOOKUPS = 1000;

    /** The store under test (each value runs in its own fork). */
    @Param({"arena", "idarena", "arraylist", "hashmap"})
    public String impl;

    /** Number of values. */
    @Param("1000000")
    public int size;

    private SlotStore store;
    private int[] picks;

    /** Fills the store and picks the handles to read. */
    @Setup(Level.Trial)
    public void fill() {
        store = StoreKind.of(impl).open(size);
        for (int i = 0; i < size; i++) {
            store.insert(i, new Item(i));
        }
        picks = SlotSampler.distinct(size, LOOKUPS, 42);
        for (int slot : picks) {
            if (store.get(slot).value != slot) {
                throw new IllegalStateException(impl + ": slot " + slot + " reads the wrong value");
            }
        }
    }

    /**
     * Looks up and sums.
     *
     * @param bh consumes the sum
     */
    @Benchmark
    @OperationsPerInvocation(LOOKUPS)
    public void arenaGet(Blackhole bh) {
        SlotStore s = store;
        int[] slots = picks;
        int sum = 0;
        for (int i = 0; i < slots.length; i++) {
            sum += s.get(slots[i]).value;
        }
        bh.consume(sum);
    }
}
