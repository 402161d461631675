package dev.pulse.bench;

import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.Scheduler;
import dev.pulse.ecs.systems.SystemContext;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Pulse only: one checked resource access through a system's {@link SystemContext}
 * ({@code readResource}, {@code writeResource}) against the unchecked {@code world.resource}
 * (the floor). The system declares one read and one written resource.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CheckedResourceBenchmark {

    /** A read resource. */
    public static final class Gravity {
        /** Downward acceleration. */
        public float g = 9.8f;
    }

    /** A written resource. */
    public static final class Score {
        /** Points so far. */
        public int points;
    }

    private World world;
    private SystemContext context;

    /** Builds a scheduler with one system and keeps its context. */
    @Setup
    public void setup() {
        world = new World();
        world.insertResource(new Gravity());
        world.insertResource(new Score());
        GameSystem keeper = new GameSystem() {
            @Override
            public void start(SystemContext started) {
                context = started;
            }

            @Override
            public void update(World w, double dt) {}
        };
        Scheduler scheduler = Scheduler.builder(world)
                .add("keeper", keeper, s -> s.readsResource(Gravity.class).writesResource(Score.class))
                .build();
        scheduler.start();
    }

    /**
     * A checked read.
     *
     * @return the resource's value
     */
    @Benchmark
    public float readResource() {
        return context.readResource(Gravity.class).g;
    }

    /**
     * A checked write.
     *
     * @return the new value
     */
    @Benchmark
    public int writeResource() {
        return ++context.writeResource(Score.class).points;
    }

    /**
     * The floor: the world's unchecked lookup.
     *
     * @return the resource's value
     */
    @Benchmark
    public float worldResource() {
        return world.resource(Gravity.class).g;
    }
}
