package dev.pulse.bench;

import dev.pulse.bench.pulse.Position;
import dev.pulse.bench.pulse.Velocity;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.WalkOrder;
import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.Comparator;
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
 * Pulse only: what a walk in {@link WalkOrder#ENTITY_INDEX} order costs next to the default
 * walk ({@link WalkOrder#STORAGE}) over the same {@code size} matches of Position and Velocity,
 * each summing {@code x + dx}, and next to what a port did before the ordered walk existed:
 * collect the matches into a list, sort it by entity index, loop over it.
 *
 * <p>Layouts ({@link #layout}):
 * <ul>
 *   <li>{@code dense}: every entity has both, and half of them were despawned and respawned in
 *       random order, so the storages' packed lists are shuffled; the driver is dense, so both
 *       orders run the same index scan (the ordered walk should cost nothing extra).</li>
 *   <li>{@code sparseInOrder}: ten times {@code size} entities have a Position, every tenth
 *       gets a Velocity in index order; the driver is sparse but its packed list is in index
 *       order, so both orders run the same packed walk.</li>
 *   <li>{@code fragmented}: as {@code sparseInOrder}, but the Velocities are added in random
 *       order: the ordered walk gathers and radix-sorts the driver's indexes each call, then
 *       reads the components in index order (page after page), while the default walk follows
 *       the shuffled packed list.</li>
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
public class OrderedWalkBenchmark {

    /** Number of matching entities. */
    @Param({"1000", "100000"})
    public int size;

    /** How the matches lie in the storages (see the class comment). */
    @Param({"dense", "sparseInOrder", "fragmented"})
    public String layout;

    private Query2<Position, Velocity> storageOrder;
    private Query2<Position, Velocity> indexOrder;
    private final List<Entity> collected = new ArrayList<>();
    private World world;
    private float sum;

    /** Builds the world in the chosen layout. */
    @Setup
    public void world() {
        world = new World();
        Random random = new Random(42);
        switch (layout) {
            case "dense" -> {
                List<Entity> all = new ArrayList<>();
                for (int i = 0; i < size; i++) {
                    all.add(world.spawn(Position.atX(i), Velocity.ofX(1)));
                }
                List<Entity> gone = new ArrayList<>();
                for (int i = 0; i < size / 2; i++) {
                    Entity e = all.remove(random.nextInt(all.size()));
                    world.despawn(e);
                    gone.add(e);
                }
                for (int i = 0; i < gone.size(); i++) {
                    world.spawn(Position.atX(i), Velocity.ofX(1));
                }
            }
            case "sparseInOrder", "fragmented" -> {
                List<Entity> moving = new ArrayList<>();
                for (int i = 0; i < size * 10; i++) {
                    Entity e = world.spawn(Position.atX(i));
                    if (i % 10 == 0) {
                        moving.add(e);
                    }
                }
                if (layout.equals("fragmented")) {
                    java.util.Collections.shuffle(moving, random);
                }
                for (Entity e : moving) {
                    world.add(e, Velocity.ofX(1));
                }
            }
            default -> throw new IllegalArgumentException("unknown layout " + layout);
        }
        storageOrder = world.query(Position.class, Velocity.class);
        indexOrder = storageOrder.ordered(WalkOrder.ENTITY_INDEX);
    }

    /**
     * The default walk.
     *
     * @return the sum
     */
    @Benchmark
    public float storageOrder() {
        sum = 0;
        storageOrder.forEach((e, p, v) -> sum += p.x + v.dx);
        return sum;
    }

    /**
     * The walk in ascending entity index.
     *
     * @return the sum
     */
    @Benchmark
    public float entityIndexOrder() {
        sum = 0;
        indexOrder.forEach((e, p, v) -> sum += p.x + v.dx);
        return sum;
    }

    /**
     * The hand-made way to the same order: collect, sort by index, then read each entity's
     * components by handle.
     *
     * @return the sum
     */
    @Benchmark
    public float collectSortAndLookUp() {
        collected.clear();
        storageOrder.collect(collected);
        collected.sort(Comparator.comparingInt(Entity::index));
        float s = 0;
        for (int i = 0, n = collected.size(); i < n; i++) {
            Entity e = collected.get(i);
            s += world.get(e, Position.class).x + world.get(e, Velocity.class).dx;
        }
        return s;
    }
}
