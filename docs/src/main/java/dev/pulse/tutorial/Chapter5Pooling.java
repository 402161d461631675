// snippet:ch5-head
package dev.pulse.tutorial;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import dev.pulse.ecs.pool.ResourcePool;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.function.Consumer;

/** Chapter 5: the resource pool, a frame that allocates nothing, typed storages and tags. */
public final class Chapter5Pooling {

    static final class Position {
        float x;
        float y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    static final class Velocity {
        float dx;
        float dy;

        Velocity(float dx, float dy) {
            this.dx = dx;
            this.dy = dy;
        }
    }

    /** Tag: a rock. */
    record Rock() {}

    /** Tag: does not move for now. */
    record Frozen() {}

    private static final float DT = 1f / 60; // one frame at 60 frames a second
    private int dropped; // sparks we wanted but the pool had none left

    private Chapter5Pooling() {}
    // end:ch5-head

    // snippet:ch5-spark
    /** One explosion spark: short-lived, so it is pooled rather than spawned as an entity. */
    static final class Spark {
        float x;
        float y;
        float dx;
        float dy;
        float life;

        /** Sets the spark up for a new flight: pooled objects are reused, so reset every field. */
        void launch(float x, float y, float dx, float dy) {
            this.x = x;
            this.y = y;
            this.dx = dx;
            this.dy = dy;
            this.life = 0.5f;
        }

        /** Moves the spark; answers true when it has burnt out. */
        boolean update(float dt) {
            x += dx * dt;
            y += dy * dt;
            life -= dt;
            return life <= 0;
        }
    }
    // end:ch5-spark

    // snippet:ch5-explode
    private void explode(float x, float y, int count) {
        for (int i = 0; i < count; i++) {
            Spark spark = sparks.obtain();
            if (spark == null) {
                dropped += count - i; // pool exhausted: show fewer sparks, allocate nothing
                return;
            }
            spark.launch(x, y, i - count / 2f, count / 2f - i);
        }
    }
    // end:ch5-explode

    // snippet:ch5-fields
    private final World world = new World();
    private final ResourcePool<Spark> sparks = new ResourcePool<>(Spark::new, 256, ResourcePool.Exhausted.RETURN_NULL);
    // Queries and the lambdas passed to forEach live in fields: built once, reused every frame.
    private final Query2<Position, Velocity> moving =
            world.query(Position.class, Velocity.class).without(Frozen.class);
    private final Query2.ForEach<Position, Velocity> move = (entity, pos, vel) -> {
        pos.x += vel.dx * DT;
        pos.y += vel.dy * DT;
    };
    private final Consumer<Spark> burn = spark -> {
        if (spark.update(DT)) {
            sparks.release(spark); // safe inside forEachActive
        }
    };
    // end:ch5-fields

    // snippet:ch5-storage
    // A typed storage: the fastest lookup by handle. Get it once, keep it in a field.
    private final ComponentStorage<Position> positions = world.storage(Position.class);
    private final Entity[] watched = new Entity[10]; // handles kept elsewhere: a radar's list
    private int watchedAlive;

    private void track() {
        watchedAlive = 0;
        for (Entity rock : watched) {
            Position p = positions.get(rock); // null once the rock is gone, even if its slot is reused
            if (p != null) {
                watchedAlive++;
            }
        }
    }
    // end:ch5-storage

    // snippet:ch5-frame
    private void frame() {
        moving.forEach(move);
        sparks.forEachActive(burn);
        track();
    }
    // end:ch5-frame

    // snippet:ch5-allocation-counter
    /**
     * Bytes this thread allocates while running {@code work}, or -1 if the JVM cannot tell. Runs
     * {@code work} once first without counting: that first run loads classes and links lambdas,
     * which allocates once per program, not once per frame. Then it counts three runs and
     * answers the least: a one-off event in one of them (the JIT re-creating objects it had
     * optimized away when it recompiles a method) is not garbage per frame either.
     */
    static long allocatedBy(Runnable work) {
        if (!(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean threads)
                || !threads.isThreadAllocatedMemorySupported()) {
            return -1;
        }
        work.run(); // warm-up, not counted
        long least = Long.MAX_VALUE;
        for (int run = 0; run < 3; run++) {
            long before = threads.getCurrentThreadAllocatedBytes();
            work.run();
            least = Math.min(least, threads.getCurrentThreadAllocatedBytes() - before);
        }
        return least;
    }
    // end:ch5-allocation-counter

    // snippet:ch5-rocks
    private void spawnRocks() {
        for (int i = 0; i < 1000; i++) {
            Entity rock = world.spawn(new Position(i, 0), new Velocity(-1, 0), new Rock());
            if (i % 100 == 0) {
                world.add(rock, new Frozen());
            }
            if (i < watched.length) {
                watched[i] = rock;
            }
        }
    }
    // end:ch5-rocks

    // snippet:ch5-sparks
    private void blasts(PrintStream out) {
        for (int blast = 0; blast < 20; blast++) {
            explode(blast * 10, 0, 20); // 400 sparks wanted, 256 in the pool
        }
        out.println("sparks flying " + sparks.activeCount() + " of " + sparks.capacity() + ", dropped " + dropped);
        for (int i = 0; i < 60; i++) {
            frame(); // one second: every spark burns out
        }
        out.println(
                "after 1 s: sparks flying " + sparks.activeCount() + ", ready for reuse " + sparks.availableCount());
    }
    // end:ch5-sparks

    // snippet:ch5-track
    private void radar(PrintStream out) {
        world.despawn(watched[3]); // one watched rock is destroyed...
        world.spawn(new Position(0, 0), new Velocity(-1, 0), new Rock()); // ...a new one takes its slot
        frame();
        out.println("radar: " + watchedAlive + " of " + watched.length + " watched rocks alive");
    }
    // end:ch5-track

    // snippet:ch5-measure
    private void measure(PrintStream out) {
        long garbageFree = allocatedBy(() -> {
            for (int i = 0; i < 100; i++) {
                explode(0, 0, 20);
                frame();
            }
        });
        long allocating = allocatedBy(() -> {
            for (int i = 0; i < 100; i++) {
                world.query(Position.class, Velocity.class) // a new query object per frame
                        .forEach((rock, pos, vel) ->
                                world.add(rock, new Position(pos.x + vel.dx * DT, pos.y))); // a new Position per rock
            }
        });
        if (garbageFree < 0) {
            out.println("this JVM cannot measure allocation");
        } else {
            out.println("100 frames with pooling and fields: " + garbageFree + " bytes allocated");
            out.println("100 frames replacing components: "
                    + (allocating >= 100 * 1000 * 16
                            ? "at least one object per rock per frame"
                            : allocating + " bytes"));
        }
    }
    // end:ch5-measure

    // snippet:ch5-tags
    private void tags(PrintStream out) {
        int frozen = world.query(Position.class).with(Frozen.class).count();
        int movingRocks = moving.count();
        out.println("rocks " + world.count(Rock.class) + ": frozen " + frozen + ", moving " + movingRocks);
    }
    // end:ch5-tags

    // snippet:ch5-main
    static World run(PrintStream out) {
        Chapter5Pooling game = new Chapter5Pooling();
        game.spawnRocks();
        game.blasts(out);
        game.radar(out);
        game.measure(out);
        game.tags(out);
        return game.world;
    }

    /**
     * Runs the chapter's program, printing to the console.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }
}
// end:ch5-main
