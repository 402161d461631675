package dev.pulse.bench.pool;

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
 * Scenario {@code arenaInsert}: insert {@code size} values into an empty store (a new one per
 * invocation). The values are allocated once up front, so only the store's own work is measured.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class ArenaInsertBenchmark {

    /** The store under test (each value runs in its own fork). */
    @Param({"arena", "idarena", "arraylist", "hashmap"})
    public String impl;

    /** Number of values. */
    @Param("1000000")
    public int size;

    private StoreKind kind;
    private Item[] items;
    private SlotStore store;

    /** Allocates the values. */
    @Setup(Level.Trial)
    public void values() {
        kind = StoreKind.of(impl);
        items = new Item[size];
        for (int i = 0; i < size; i++) {
            items[i] = new Item(i);
        }
    }

    /** A new, empty store before every invocation (not measured). */
    @Setup(Level.Invocation)
    public void emptyStore() {
        store = kind.open(size);
    }

    /** Checks the last insert is readable. */
    @TearDown(Level.Invocation)
    public void check() {
        if (store.get(size - 1) != items[size - 1]) {
            throw new IllegalStateException(impl + ": last inserted value is not readable");
        }
    }

    /** Inserts every value. */
    @Benchmark
    public void arenaInsert() {
        SlotStore s = store;
        Item[] values = items;
        for (int i = 0; i < values.length; i++) {
            s.insert(i, values[i]);
        }
    }
}
