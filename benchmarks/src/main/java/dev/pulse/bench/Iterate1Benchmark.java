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
 * Scenario {@code iterate1}: one tick of {@code x += 1} over {@code size} entities that have Position and Velocity (the query asks for Position only).
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class Iterate1Benchmark {

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
        ecs = Contender.of(impl).withMovingEntities(size);
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
    public void iterate1() {
        ecs.tickTranslate();
    }
}
