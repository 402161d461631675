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
 * Scenario {@code iterateSparse}: {@code size} entities with Position, every 10th also with Velocity; one tick of {@code pos += vel} over those with both.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class IterateSparseBenchmark {

    /** The implementation under test (each value runs in its own fork). */
    @Param({"pulse", "artemis", "ashley", "dominion", "objects", "arrays"})
    public String impl;

    /** Number of entities. */
    @Param({"10000", "100000", "1000000"})
    public int size;

    private EcsAdapter ecs;
    private double before;

    /** Builds the world. */
    @Setup(Level.Trial)
    public void world() {
        ecs = Contender.of(impl).newAdapter();
        ecs.open(size);
        for (int i = 0; i < size; i++) {
            if (i % 10 == 0) {
                ecs.spawnMoving(i);
            } else {
                ecs.spawnStill(i);
            }
        }
        ecs.flush();
        before = ecs.sumX();
    }

    /** Checks the ticks moved the entities, then drops the world. */
    @TearDown(Level.Trial)
    public void checkAndDrop() {
        double after = ecs.sumX();
        if (!(after > before)) {
            throw new IllegalStateException(
                    impl + ": ticks did not move anything (sum of x " + before + " -> " + after + ")");
        }
        ecs.close();
    }

    /** One tick. */
    @Benchmark
    public void iterateSparse() {
        ecs.tickMove();
    }
}
