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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Scenario {@code arenaRemove}: in a store of {@code size} values, remove {@value #BATCH} distinct
 * random live values, then insert {@value #BATCH} new values (new handles, freed slots reused), so
 * the size stays constant. Reported per remove + insert pair. The new values are freshly allocated,
 * as in a program that replaces objects: re-inserting the removed (old-generation) values instead
 * made every store an old-to-old reference store, whose G1 write barrier dominated the numbers.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ArenaRemoveBenchmark {

    /** Values removed and re-inserted per invocation. */
    public static final int BATCH = 1000;

    /** The store under test (each value runs in its own fork). */
    @Param({"arena", "idarena", "arraylist", "hashmap"})
    public String impl;

    /** Number of values. */
    @Param("1000000")
    public int size;

    private SlotStore store;
    private int[] order;
    private int cursor;

    /** Fills the store and fixes a random order of slots to remove. */
    @Setup(Level.Trial)
    public void fill() {
        store = StoreKind.of(impl).open(size);
        for (int i = 0; i < size; i++) {
            store.insert(i, new Item(i));
        }
        order = SlotSampler.shuffled(size, 7);
        cursor = 0;
    }

    /** Checks every slot still reads its own value. */
    @TearDown(Level.Trial)
    public void check() {
        for (int i = 0; i < size; i++) {
            Item item = store.get(i);
            if (item == null || item.value != i) {
                throw new IllegalStateException(impl + ": slot " + i + " lost its value");
            }
        }
    }

    /** Removes a batch and inserts replacements. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public void arenaRemove() {
        SlotStore s = store;
        int[] slots = order;
        int from = cursor;
        for (int k = 0; k < BATCH; k++) {
            s.remove(slots[from + k]);
        }
        for (int k = 0; k < BATCH; k++) {
            int slot = slots[from + k];
            s.insert(slot, new Item(slot));
        }
        cursor = from + 2 * BATCH > slots.length ? 0 : from + BATCH;
    }
}
