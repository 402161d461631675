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
 * Scenario {@code addRemove}: add a Health component to each of {@code entities} entities (which
 * have Position and Velocity), then remove it from each. Deferred changes are flushed after each
 * pass, so every library ends the operation with up-to-date queries.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class AddRemoveBenchmark {

    /** The implementation under test (each value runs in its own fork). */
    @Param({"pulse", "artemis", "ashley", "dominion", "objects", "arrays"})
    public String impl;

    /** Entities that get Health added and removed per operation. */
    @Param("10000")
    public int entities;

    private EcsAdapter ecs;

    /** Builds the world. */
    @Setup(Level.Trial)
    public void world() {
        ecs = Contender.of(impl).withMovingEntities(entities);
    }

    /** Drops the world. */
    @TearDown(Level.Trial)
    public void drop() {
        ecs.close();
    }

    /** Adds Health to every entity, then removes it again. */
    @Benchmark
    public void addRemove() {
        EcsAdapter e = ecs;
        int n = entities;
        for (int i = 0; i < n; i++) {
            e.addHealth(i);
        }
        e.flush();
        for (int i = 0; i < n; i++) {
            e.removeHealth(i);
        }
        e.flush();
    }
}
