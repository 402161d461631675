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
 * Scenario {@code heavyCompute}: {@code entities} entities with Position and a 4&times;4 matrix;
 * one tick inverts every matrix in place (the general cofactor inverse of {@link Matrix4x4},
 * identical in every contender) and adds the inverse's translation to Position. With real work
 * per entity the walk's own cost should vanish in the noise. See
 * {@link WorkloadAdapter#tickInvert()}.
 *
 * <p>{@code pulse-par} runs the same tick as a parallel query walk ({@code parallelForEach}),
 * shown beside the sequential {@code pulse} row of the same run.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class HeavyComputeBenchmark {

    /** The implementation under test (each value runs in its own fork). */
    @Param({"pulse", "pulse-par", "artemis", "ashley", "dominion", "objects", "arrays"})
    public String impl;

    /** Number of entities (the setting is 10,000). */
    @Param("10000")
    public int entities;

    private WorkloadAdapter ecs;
    private double before;

    /** Builds the world. */
    @Setup(Level.Trial)
    public void world() {
        ecs = Contender.of(impl).newWorkloads();
        ecs.openMatrices(entities);
        before = ecs.sumPositions();
    }

    /** Checks the ticks changed the positions and kept them finite, then drops the world. */
    @TearDown(Level.Trial)
    public void checkAndDrop() {
        double after = ecs.sumPositions();
        if (!Double.isFinite(after) || after == before) {
            throw new IllegalStateException(impl + ": ticks left the positions unchanged or "
                    + "not finite (sum of x + y " + before + " -> " + after + ")");
        }
        ecs.close();
    }

    /** One tick. */
    @Benchmark
    public void heavyCompute() {
        ecs.tickInvert();
    }
}
