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
 * Scenario {@code fragIter}, after ecs_bench_suite's {@code frag_iter}: {@value
 * WorkloadAdapter#MARKER_TYPES} marker component types A..Z with {@code perType} entities each,
 * every entity also with Data; one tick of {@code v *= 2} over every Data (520 entities spread
 * over 26 component combinations). See {@link WorkloadAdapter#tickDoubleData()}. The baselines
 * store the marker as a byte nobody reads, so for them this is a plain walk over 520 values: the
 * lower bound, not a model of fragmentation.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class FragIterBenchmark {

    /** The implementation under test (each value runs in its own fork). */
    @Param({"pulse", "artemis", "ashley", "dominion", "objects", "arrays"})
    public String impl;

    /** Entities per marker type (ecs_bench_suite uses 20). */
    @Param("20")
    public int perType;

    private WorkloadAdapter ecs;
    private double before;

    /** Builds the world. */
    @Setup(Level.Trial)
    public void world() {
        ecs = Contender.of(impl).newWorkloads();
        ecs.openFragmented(perType);
        before = ecs.sumData();
        double expected = (double) WorkloadAdapter.MARKER_TYPES * perType;
        if (before != expected) {
            throw new IllegalStateException(impl + ": the fragmented world holds " + before + " in Data, expected "
                    + expected + " (one per entity)");
        }
    }

    /** Checks the ticks doubled the values, then drops the world. */
    @TearDown(Level.Trial)
    public void checkAndDrop() {
        double after = ecs.sumData();
        if (!(after > before)) {
            throw new IllegalStateException(impl + ": ticks changed no Data (sum " + before + " -> " + after + ")");
        }
        ecs.close();
    }

    /** One tick. */
    @Benchmark
    public void fragIter() {
        ecs.tickDoubleData();
    }
}
