package dev.pulse.bench;

import dev.pulse.bench.pulse.Position;
import dev.pulse.bench.pulse.Velocity;
import dev.pulse.ecs.DynamicQuery;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.QuerySpec;
import dev.pulse.ecs.WalkOrder;
import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
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

/**
 * Pulse only: what a query built at run time ({@link DynamicQuery}, from a {@link QuerySpec})
 * costs next to the typed query with the same terms, over {@code size} entities with Position
 * and Velocity, each walk summing {@code x + dx}. Layouts: {@code dense}, every entity has both
 * (the scan by entity index); {@code shuffled}, one entity in ten has a Velocity, given in a
 * shuffled order, walked in {@link WalkOrder#ENTITY_INDEX} order (the walk over the driver's
 * sorted index list).
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class DynamicQueryBenchmark {

    /** Number of matching entities. */
    @Param({"100000"})
    public int size;

    /** {@code dense} or {@code shuffled} (see the class comment). */
    @Param({"dense", "shuffled"})
    public String layout;

    private Query2<Position, Velocity> typed;
    private DynamicQuery dynamic;
    private float sum;

    /** Builds the world and both queries. */
    @Setup
    public void world() {
        World world = new World();
        WalkOrder order = WalkOrder.STORAGE;
        switch (layout) {
            case "dense" -> {
                for (int i = 0; i < size; i++) {
                    world.spawn(Position.atX(i), Velocity.ofX(1));
                }
            }
            case "shuffled" -> {
                List<Entity> moving = new ArrayList<>();
                for (int i = 0; i < size * 10; i++) {
                    Entity e = world.spawn(Position.atX(i));
                    if (i % 10 == 0) {
                        moving.add(e);
                    }
                }
                Collections.shuffle(moving, new Random(42));
                for (Entity e : moving) {
                    world.add(e, Velocity.ofX(1));
                }
                order = WalkOrder.ENTITY_INDEX;
            }
            default -> throw new IllegalArgumentException("unknown layout " + layout);
        }
        typed = world.query(Position.class, Velocity.class).ordered(order);
        dynamic = world.query(QuerySpec.of(Position.class, Velocity.class).ordered(order));
    }

    /**
     * The typed walk, for comparison.
     *
     * @return the sum
     */
    @Benchmark
    public float typedForEach() {
        sum = 0;
        typed.forEach((p, v) -> sum += p.x + v.dx);
        return sum;
    }

    /**
     * The dynamic walk, components read by position.
     *
     * @return the sum
     */
    @Benchmark
    public float dynamicForEach() {
        sum = 0;
        dynamic.forEach(row -> {
            Position p = (Position) row.get(0);
            Velocity v = (Velocity) row.get(1);
            sum += p.x + v.dx;
        });
        return sum;
    }
}
