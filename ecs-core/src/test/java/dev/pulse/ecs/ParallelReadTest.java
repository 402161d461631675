package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** What the scheduler's parallel mode relies on: concurrent readers leave the world consistent. */
class ParallelReadTest {

    @Test
    void concurrentWalksLeaveNoIterationCountBehind() throws Exception {
        World world = new World();
        for (int i = 0; i < 200; i++) {
            world.spawn(new Position(i, 0), new Velocity(1, 0), new Health(i));
        }
        Query1<Position> positions = world.query(Position.class);
        Query2<Position, Health> healths = world.query(Position.class, Health.class);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            CyclicBarrier start = new CyclicBarrier(4);
            List<Future<Long>> results = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                boolean first = t % 2 == 0;
                results.add(pool.submit(() -> {
                    start.await();
                    long visited = 0;
                    long[] count = {0};
                    for (int round = 0; round < 5_000; round++) {
                        if (first) {
                            positions.forEach((e, p) -> count[0]++);
                        } else {
                            healths.forEach((e, p, h) -> count[0]++);
                        }
                    }
                    visited += count[0];
                    return visited;
                }));
            }
            for (Future<Long> result : results) {
                assertEquals(200L * 5_000, result.get());
            }
        } finally {
            pool.shutdownNow();
        }
        // With a lost update the world would still believe a walk is running.
        world.clear();
        assertEquals(0, world.entityCount());
        // And storages compact again: removal outside a walk is swap-and-pop, not a tombstone.
        Entity a = world.spawn(new Position(1, 1));
        Entity b = world.spawn(new Position(2, 2));
        world.despawn(a);
        assertEquals(1, positions.count());
        assertEquals(2f, world.get(b, Position.class).x);
    }

    @Test
    void firstUseOfAComponentClassFromManyThreadsCreatesOneStorage() throws Exception {
        for (int attempt = 0; attempt < 20; attempt++) {
            World world = new World();
            ExecutorService pool = Executors.newFixedThreadPool(4);
            try {
                CyclicBarrier start = new CyclicBarrier(4);
                List<Callable<List<ComponentStorage<?>>>> tasks = new ArrayList<>();
                for (int t = 0; t < 4; t++) {
                    tasks.add(() -> {
                        start.await();
                        return List.of(
                                world.storage(Position.class),
                                world.storage(Velocity.class),
                                world.storage(Health.class),
                                world.storage(Frozen.class),
                                world.storage(Target.class));
                    });
                }
                List<Future<List<ComponentStorage<?>>>> results = pool.invokeAll(tasks);
                List<ComponentStorage<?>> expected = results.get(0).get();
                for (Future<List<ComponentStorage<?>>> result : results) {
                    List<ComponentStorage<?>> got = result.get();
                    for (int i = 0; i < expected.size(); i++) {
                        assertSame(expected.get(i), got.get(i));
                        assertSame(
                                expected.get(i), world.storage(expected.get(i).type()));
                    }
                }
                Entity e = world.spawn(new Position(0, 0), new Health(1));
                world.despawn(e);
                assertEquals(
                        0, world.count(Position.class) + world.count(Health.class), "despawn reached every storage");
            } finally {
                pool.shutdownNow();
            }
        }
    }
}
