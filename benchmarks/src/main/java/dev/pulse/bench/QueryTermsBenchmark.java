package dev.pulse.bench;

import dev.pulse.bench.pulse.Position;
import dev.pulse.bench.pulse.Velocity;
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
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Pulse only: what the query terms cost against what a game wrote before them. {@code size}
 * entities have a Position; every other one a Velocity too, and every third a {@link Shield}
 * (the {@code any} scenarios want Velocity or Shield). Each method moves every entity by its
 * velocity where it has one and sums the x coordinates:
 * <ul>
 *   <li>{@code optionalTerm}: one walk of {@code query(Position).optional(Velocity)};</li>
 *   <li>{@code twoQueries}: the way without it, a walk of {@code query(Position, Velocity)} and
 *       one of {@code query(Position).without(Velocity)};</li>
 *   <li>{@code lookupPerEntity}: one walk of {@code query(Position)} with a storage lookup of
 *       the Velocity per entity ({@code storage.get(entity)});</li>
 *   <li>{@code anyGroup}: {@code query(Position).any(Velocity, Shield)}, counting;</li>
 *   <li>{@code anyByHand}: the same count from a walk of {@code query(Position)} testing both
 *       storages per entity.</li>
 * </ul>
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class QueryTermsBenchmark {

    /** A third component, for the {@code any} groups. */
    public record Shield(int strength) {}

    /** Number of entities. */
    @Param({"100000"})
    public int size;

    private Query2<Position, Velocity> optional;
    private Query2<Position, Velocity> withVelocity;
    private Query1<Position> withoutVelocity;
    private Query1<Position> positions;
    private Query1<Position> anyOf;
    private dev.pulse.ecs.ComponentStorage<Velocity> velocities;
    private dev.pulse.ecs.ComponentStorage<Shield> shields;
    private float sum;
    private int count;

    /** Builds the world. */
    @Setup
    public void world() {
        World world = new World();
        for (int i = 0; i < size; i++) {
            Position p = new Position();
            p.x = i;
            var e = world.spawn(p);
            if (i % 2 == 0) {
                Velocity v = new Velocity();
                v.dx = 1;
                world.add(e, v);
            }
            if (i % 3 == 0) {
                world.add(e, new Shield(i));
            }
        }
        optional = world.query(Position.class).optional(Velocity.class);
        withVelocity = world.query(Position.class, Velocity.class);
        withoutVelocity = world.query(Position.class).without(Velocity.class);
        positions = world.query(Position.class);
        anyOf = world.query(Position.class).any(Velocity.class, Shield.class);
        velocities = world.storage(Velocity.class);
        shields = world.storage(Shield.class);
    }

    /**
     * One walk with an optional term.
     *
     * @return the sum
     */
    @Benchmark
    public float optionalTerm() {
        sum = 0;
        optional.forEach((p, v) -> {
            if (v != null) {
                p.x += v.dx;
            }
            sum += p.x;
        });
        return sum;
    }

    /**
     * Two walks: with the velocity, and without.
     *
     * @return the sum
     */
    @Benchmark
    public float twoQueries() {
        sum = 0;
        withVelocity.forEach((p, v) -> {
            p.x += v.dx;
            sum += p.x;
        });
        withoutVelocity.forEach(p -> sum += p.x);
        return sum;
    }

    /**
     * One walk, the velocity looked up per entity.
     *
     * @return the sum
     */
    @Benchmark
    public float lookupPerEntity() {
        sum = 0;
        positions.forEach((e, p) -> {
            Velocity v = velocities.get(e);
            if (v != null) {
                p.x += v.dx;
            }
            sum += p.x;
        });
        return sum;
    }

    /**
     * The entities with a velocity or a shield, by an {@code any} group.
     *
     * @return the count
     */
    @Benchmark
    public int anyGroup() {
        count = 0;
        anyOf.forEach(p -> count++);
        return count;
    }

    /**
     * The same count by hand.
     *
     * @return the count
     */
    @Benchmark
    public int anyByHand() {
        count = 0;
        positions.forEach((e, p) -> {
            if (velocities.has(e) || shields.has(e)) {
                count++;
            }
        });
        return count;
    }
}
