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
 * Scenario {@code create}: spawn {@code count} entities with Position and Velocity into an empty
 * world (a new world per invocation, not pre-sized). Time per whole batch.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class CreateBenchmark {

    /** The implementation under test (each value runs in its own fork). */
    @Param({"pulse", "artemis", "ashley", "dominion", "objects", "arrays"})
    public String impl;

    /** Entities spawned per invocation. */
    @Param("1000000")
    public int count;

    private EcsAdapter ecs;

    /** Creates the adapter for {@link #impl}. */
    @Setup(Level.Trial)
    public void adapter() {
        ecs = Contender.of(impl).newAdapter();
    }

    /** Opens a fresh, empty world before every invocation (not measured). */
    @Setup(Level.Invocation)
    public void emptyWorld() {
        ecs.open(count);
    }

    /** Checks the batch really landed, then drops the world. */
    @TearDown(Level.Invocation)
    public void checkAndDrop() {
        if (Float.isNaN(ecs.readX(count - 1))) {
            throw new IllegalStateException(impl + ": last spawned entity has no Position");
        }
        ecs.close();
    }

    /** Spawns the batch. */
    @Benchmark
    public void create() {
        EcsAdapter e = ecs;
        for (int i = 0, n = count; i < n; i++) {
            e.spawnMoving(i);
        }
        e.flush();
    }
}
