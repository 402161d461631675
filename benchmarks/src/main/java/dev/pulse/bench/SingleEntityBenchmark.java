package dev.pulse.bench;

import dev.pulse.bench.pulse.Position;
import dev.pulse.bench.pulse.Velocity;
import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
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
 * Pulse only: finding "the player", the one entity with a Velocity among 1,000 with a Position,
 * and reading its velocity and position: {@code single()} then storage {@code get}s, and
 * {@code single((e, v) -> ...)} on a two-component query (one call), against a {@code forEach}
 * over the one-entity query (the baseline that needs no {@code single}).
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SingleEntityBenchmark {

    private Query1<Velocity> player;
    private Query2<Velocity, Position> playerWithPosition;
    private ComponentStorage<Position> positions;
    /** Where the non-capturing forEach action writes. */
    private static float seen;

    /** Builds the world: 999 positions and one player with a velocity too. */
    @Setup
    public void world() {
        World world = new World();
        for (int i = 0; i < 999; i++) {
            Position p = new Position();
            p.x = i;
            world.spawn(p);
        }
        Position p = new Position();
        p.x = -1;
        world.spawn(p, new Velocity());
        player = world.query(Velocity.class);
        playerWithPosition = world.query(Velocity.class, Position.class);
        positions = world.storage(Position.class);
    }

    /**
     * {@code single()} and one storage get.
     *
     * @return the player's x
     */
    @Benchmark
    public float singleThenGet() {
        Entity e = player.single();
        return positions.get(e).x;
    }

    /**
     * The baseline: a forEach over the one-entity query.
     *
     * @return the player's x
     */
    @Benchmark
    public float forEachOverOne() {
        player.forEach((e, v) -> seen = positions.get(e).x);
        return seen;
    }

    /**
     * {@code single(action)}: the player's components handed over in the same call.
     *
     * @return the player's x
     */
    @Benchmark
    public float singleWithComponents() {
        playerWithPosition.single((e, v, p) -> seen = p.x);
        return seen;
    }
}
