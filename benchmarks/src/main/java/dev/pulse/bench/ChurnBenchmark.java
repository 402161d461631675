package dev.pulse.bench;

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
 * Scenario {@code churn}: a world of {@code live} moving entities; each operation despawns
 * {@code batch} distinct random live entities and spawns {@code batch} new ones in their place, so
 * the live count stays constant and freed slots get reused.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ChurnBenchmark {

    /** The implementation under test (each value runs in its own fork). */
    @Param({"pulse", "artemis", "ashley", "dominion", "objects", "arrays"})
    public String impl;

    /** Live entities. */
    @Param("100000")
    public int live;

    /** Entities despawned and spawned per operation. */
    @Param("1000")
    public int batch;

    private EcsAdapter ecs;
    private int[] order;
    private int cursor;

    /** Builds the world and a random order in which slots are churned. */
    @Setup(Level.Trial)
    public void world() {
        if (batch > live) {
            throw new IllegalArgumentException(
                    "batch (" + batch + ") must not exceed live (" + live + "): lower batch or raise live");
        }
        ecs = Contender.of(impl).withMovingEntities(live);
        order = SlotSampler.shuffled(live, 0xC0FFEE);
        cursor = 0;
    }

    /** Checks the churned slots still hold live entities, then drops the world. */
    @TearDown(Level.Trial)
    public void checkAndDrop() {
        for (int i = 0; i < live; i++) {
            if (Float.isNaN(ecs.readX(i))) {
                throw new IllegalStateException(impl + ": slot " + i + " lost its entity");
            }
        }
        ecs.close();
    }

    /** Despawns one batch and spawns its replacements. */
    @Benchmark
    public void churn() {
        EcsAdapter e = ecs;
        int[] slots = order;
        int from = cursor;
        int to = from + batch;
        for (int i = from; i < to; i++) {
            e.despawn(slots[i]);
        }
        for (int i = from; i < to; i++) {
            e.spawnMoving(slots[i]);
        }
        e.flush();
        cursor = to + batch > slots.length ? 0 : to;
    }
}
