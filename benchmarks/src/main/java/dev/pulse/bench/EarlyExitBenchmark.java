package dev.pulse.bench;

import dev.pulse.bench.pulse.Position;
import dev.pulse.bench.pulse.Velocity;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Flow;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Pulse only: what the early-exit walks ({@code forEachUntil}, {@code findFirst}) cost per
 * entity next to the plain {@code forEach} when none of them stops early, i.e. the worst case
 * for an early exit. Every method visits all {@code size} entities with Position and Velocity
 * and sums {@code x + dx}. The {@code ...NonCapturing} methods do the same with actions that
 * capture nothing (they add into a static field), so {@code -prof gc} shows what the walk
 * itself allocates per call: one action object is reused by every call.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class EarlyExitBenchmark {

    /** Number of entities. */
    @Param({"100000"})
    public int size;

    private Query2<Position, Velocity> moving;
    private float sum;
    /** Where the non-capturing actions add up. */
    private static float total;

    /** Builds the world. */
    @Setup
    public void world() {
        World world = new World();
        for (int i = 0; i < size; i++) {
            Position p = new Position();
            p.x = i;
            Velocity v = new Velocity();
            v.dx = 1;
            world.spawn(p, v);
        }
        moving = world.query(Position.class, Velocity.class);
    }

    /**
     * The plain walk, for comparison.
     *
     * @return the sum
     */
    @Benchmark
    public float forEachAll() {
        sum = 0;
        moving.forEach((e, p, v) -> sum += p.x + v.dx);
        return sum;
    }

    /**
     * The early-exit walk, never stopping.
     *
     * @return the sum
     */
    @Benchmark
    public float forEachUntilNeverStops() {
        sum = 0;
        moving.forEachUntil((e, p, v) -> {
            sum += p.x + v.dx;
            return Flow.CONTINUE;
        });
        return sum;
    }

    /**
     * The predicate walk, nothing passes the test.
     *
     * @param blackhole receives the (null) result
     */
    @Benchmark
    public void findFirstFindsNothing(Blackhole blackhole) {
        sum = 0;
        Entity found = moving.findFirst((e, p, v) -> {
            sum += p.x + v.dx;
            return p.x < 0;
        });
        blackhole.consume(found);
        blackhole.consume(sum);
    }

    /**
     * The plain walk with a non-capturing action, for comparison.
     *
     * @return the sum
     */
    @Benchmark
    public float forEachAllNonCapturing() {
        total = 0;
        moving.forEach((e, p, v) -> total += p.x + v.dx);
        return total;
    }

    /**
     * The early-exit walk, never stopping, with a non-capturing action.
     *
     * @return the sum
     */
    @Benchmark
    public float forEachUntilNeverStopsNonCapturing() {
        total = 0;
        moving.forEachUntil((e, p, v) -> {
            total += p.x + v.dx;
            return Flow.CONTINUE;
        });
        return total;
    }

    /**
     * The predicate walk, nothing passes the test, with a non-capturing predicate.
     *
     * @param blackhole receives the (null) result
     * @return the sum
     */
    @Benchmark
    public float findFirstFindsNothingNonCapturing(Blackhole blackhole) {
        total = 0;
        blackhole.consume(moving.findFirst((e, p, v) -> {
            total += p.x + v.dx;
            return p.x < 0;
        }));
        return total;
    }
}
