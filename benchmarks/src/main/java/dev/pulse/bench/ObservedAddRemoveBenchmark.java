package dev.pulse.bench;

import dev.pulse.bench.pulse.Health;
import dev.pulse.bench.pulse.Position;
import dev.pulse.bench.pulse.Velocity;
import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Scenario {@code addRemove} for Pulse alone, with and without an observer on the component
 * added and removed: what one observer costs a structural change (issue 13 asks for at most
 * 1.3x). Same work as {@link AddRemoveBenchmark}'s {@code pulse} row: add a Health to each of
 * {@code entities} entities with Position and Velocity, then remove it from each.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ObservedAddRemoveBenchmark {

    /**
     * {@code none}: no observer (the world pays its null check); {@code onAdd}: one observer of
     * Health additions; {@code onRemove}: one observer of Health removals.
     */
    @Param({"none", "onAdd", "onRemove"})
    public String observer;

    /** Entities that get Health added and removed per operation. */
    @Param("10000")
    public int entities;

    private World world;
    private ComponentStorage<Health> healths;
    private Entity[] handles;
    /** What the observer counts, so its work is not optimised away. */
    private long seen;

    /** Builds the world and registers the observer. */
    @Setup(Level.Trial)
    public void world() {
        world = new World();
        healths = world.storage(Health.class);
        handles = new Entity[entities];
        for (int i = 0; i < entities; i++) {
            handles[i] = world.spawn(new Position(), new Velocity());
        }
        switch (observer) {
            case "none" -> {}
            case "onAdd" -> world.observers().onAdd(Health.class, (e, h) -> seen += h.hp);
            case "onRemove" -> world.observers().onRemove(Health.class, (e, h) -> seen += h.hp);
            default -> throw new IllegalArgumentException("unknown observer " + observer);
        }
    }

    /**
     * Adds Health to every entity, then removes it again.
     *
     * @return the observer's count, for the blackhole
     */
    @Benchmark
    public long addRemove() {
        ComponentStorage<Health> h = healths;
        Entity[] e = handles;
        for (int i = 0; i < e.length; i++) {
            Health health = new Health();
            health.hp = 1;
            h.add(e[i], health);
        }
        for (int i = 0; i < e.length; i++) {
            h.remove(e[i]);
        }
        return seen;
    }
}
