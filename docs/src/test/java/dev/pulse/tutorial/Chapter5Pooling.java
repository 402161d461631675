package dev.pulse.tutorial;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import dev.pulse.ecs.pool.ResourcePool;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.function.Consumer;

/** Chapter 5: the resource pool, a frame that allocates nothing, and tags. */
public final class Chapter5Pooling {

    private static final float DT = 1f / 60;

    // snippet:ch5-fields
    private final World world = new World();
    private final ResourcePool<Spark> sparks =
            new ResourcePool<>(Spark::new, 256, ResourcePool.Exhausted.RETURN_NULL);
    // Queries and the lambdas passed to forEach live in fields: built once, reused every frame.
    private final Query2<Position, Velocity> moving =
            world.query(Position.class, Velocity.class).without(Frozen.class);
    private final Query2.ForEach<Position, Velocity> move = (entity, pos, vel) -> {
        pos.x += vel.dx * DT;
        pos.y += vel.dy * DT;
    };
    private final Consumer<Spark> burn = spark -> {
        if (spark.update(DT)) {
            sparks.release(spark);      // safe inside forEachActive
        }
    };
    // end:ch5-fields
    private int dropped;

    private Chapter5Pooling() {
    }

    /**
     * Runs the chapter's program.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }

    static World run(PrintStream out) {
        Chapter5Pooling game = new Chapter5Pooling();
        game.play(out);
        return game.world;
    }

    // snippet:ch5-explode
    private void explode(float x, float y, int count) {
        for (int i = 0; i < count; i++) {
            Spark spark = sparks.obtain();
            if (spark == null) {
                dropped += count - i;       // pool exhausted: show fewer sparks, allocate nothing
                return;
            }
            spark.launch(x, y, i - count / 2f, count / 2f - i);
        }
    }
    // end:ch5-explode

    // snippet:ch5-frame
    private void frame() {
        moving.forEach(move);
        sparks.forEachActive(burn);
    }
    // end:ch5-frame

    private void play(PrintStream out) {
        for (int i = 0; i < 1000; i++) {
            Entity rock = world.spawn(new Position(i, 0), new Velocity(-1, 0), new Rock());
            if (i % 100 == 0) {
                world.add(rock, new Frozen());
            }
        }
        // snippet:ch5-sparks
        for (int blast = 0; blast < 20; blast++) {
            explode(blast * 10, 0, 20);     // 400 sparks wanted, 256 in the pool
        }
        out.println("sparks flying " + sparks.activeCount() + " of " + sparks.capacity()
                + ", dropped " + dropped);
        for (int i = 0; i < 60; i++) {
            frame();                         // one second: every spark burns out
        }
        out.println("after 1 s: sparks flying " + sparks.activeCount()
                + ", ready for reuse " + sparks.availableCount());
        // end:ch5-sparks

        // snippet:ch5-measure
        long garbageFree = allocatedBy(() -> {
            for (int i = 0; i < 100; i++) {
                explode(0, 0, 20);
                frame();
            }
        });
        long allocating = allocatedBy(() -> {
            for (int i = 0; i < 100; i++) {
                world.query(Position.class, Velocity.class)           // a new query object per frame
                        .forEach((rock, pos, vel) ->
                                world.add(rock, new Position(pos.x + vel.dx * DT, pos.y)));  // a new Position per rock
            }
        });
        // end:ch5-measure
        if (garbageFree < 0) {
            out.println("this JVM cannot measure allocation");
        } else {
            out.println("100 frames with pooling and fields: " + garbageFree + " bytes allocated");
            out.println("100 frames replacing components: " + (allocating >= 100 * 1000 * 16
                    ? "at least one object per rock per frame" : allocating + " bytes"));
        }

        // snippet:ch5-tags
        int frozen = world.query(Position.class).with(Frozen.class).count();
        int movingRocks = moving.count();
        out.println("rocks " + world.count(Rock.class) + ": frozen " + frozen + ", moving " + movingRocks);
        // end:ch5-tags
    }

    /**
     * Bytes allocated by this thread while running {@code work}, after running it once to warm
     * up; -1 when the JVM cannot tell.
     */
    private static long allocatedBy(Runnable work) {
        if (!(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean threads)
                || !threads.isThreadAllocatedMemorySupported()) {
            return -1;
        }
        work.run();
        long before = threads.getCurrentThreadAllocatedBytes();
        work.run();
        return threads.getCurrentThreadAllocatedBytes() - before;
    }
}
