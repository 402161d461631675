package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Structural changes belong to one thread, the world's owner: the first thread to make one, or
 * the one that called {@link World#bindToCurrentThread()}. Any other thread fails fast, before
 * changing anything; reads stay allowed from any thread.
 */
class OwnerThreadTest {

    private final ExecutorService other = Executors.newSingleThreadExecutor(r -> new Thread(r, "intruder"));

    @AfterEach
    void stop() {
        other.shutdownNow();
    }

    /** Runs {@code task} on the other thread and returns what it threw (or null). */
    private Throwable onOtherThread(Runnable task) throws InterruptedException {
        try {
            other.submit(task).get();
            return null;
        } catch (ExecutionException e) {
            return e.getCause();
        }
    }

    private static void assertRefusedNamingThreads(Throwable thrown) {
        assertTrue(thrown instanceof IllegalStateException, String.valueOf(thrown));
        String message = thrown.getMessage();
        assertTrue(
                message.contains("'intruder'")
                        && message.contains("'" + Thread.currentThread().getName() + "'")
                        && message.contains("bindToCurrentThread"),
                message);
    }

    @Nested
    class WrongThread {
        final World world = new World();
        final Position position = new Position(1, 2);
        final Entity owned = world.spawn(position); // binds the world to this thread

        @Test
        void everyStructuralChangeFromAnotherThreadIsRefusedAndChangesNothing() throws InterruptedException {
            List<Runnable> changes = List.of(
                    () -> world.spawn(),
                    () -> world.spawn(new Position(0, 0)),
                    () -> world.spawn(new Position(0, 0), new Velocity(1, 1)),
                    () -> world.despawn(owned),
                    () -> world.add(owned, new Velocity(1, 1)),
                    () -> world.remove(owned, Position.class),
                    () -> world.storage(Position.class).remove(owned),
                    () -> world.storage(Velocity.class).add(owned, new Velocity(1, 1)),
                    () -> world.setParent(owned, world.entityAt(owned.index())),
                    () -> world.clear(),
                    () -> world.reserve(10),
                    () -> world.trim(),
                    () -> {
                        world.commands().spawn(new Position(3, 3));
                        world.flush();
                    });
            for (Runnable change : changes) {
                Throwable thrown = onOtherThread(change);
                if (thrown instanceof IllegalArgumentException) {
                    continue; // setParent(owned, owned) is refused for its arguments first: also no change
                }
                assertRefusedNamingThreads(thrown);
            }
            assertEquals(1, world.entityCount());
            assertTrue(world.isAlive(owned));
            assertSame(position, world.get(owned, Position.class));
            assertNull(world.get(owned, Velocity.class));
            assertEquals(1, world.commands().size(), "a refused flush keeps the buffer");
        }

        @Test
        void readsFromAnotherThreadStayAllowed() throws Exception {
            Future<Position> read = other.submit(() -> world.get(owned, Position.class));
            assertSame(position, read.get());
            Future<Integer> visited = other.submit(() -> {
                int[] n = {0};
                world.query(Position.class).forEach((e, p) -> n[0]++);
                return n[0];
            });
            assertEquals(1, visited.get());
        }

        @Test
        void recordingCommandsOnAnotherThreadAndApplyingThemOnTheOwnerWorks() throws Exception {
            Commands commands = new Commands();
            Velocity velocity = new Velocity(4, 4);
            other.submit(() -> commands.add(owned, velocity)).get();
            commands.apply(world);
            assertSame(velocity, world.get(owned, Velocity.class));
        }
    }

    @Nested
    class HandOver {

        @Test
        void aWorldBuiltOnALoaderThreadIsTakenOverWithBindToCurrentThread() throws Exception {
            World level = other.submit(() -> {
                        World w = new World();
                        for (int i = 0; i < 100; i++) {
                            w.spawn(new Position(i, i));
                        }
                        return w;
                    })
                    .get();
            assertThrows(IllegalStateException.class, level::spawn, "still the loader's");
            level.bindToCurrentThread();
            Position position = new Position(-1, -1);
            Entity e = level.spawn(position);
            assertEquals(101, level.entityCount());
            assertSame(position, level.get(e, Position.class));
            assertRefusedNamingThreads(onOtherThread(level::spawn));
        }

        @Test
        void aWorldNobodyChangedYetBelongsToTheFirstThreadThatDoes() throws Exception {
            World world = new World();
            assertNull(onOtherThread(world::spawn));
            assertThrows(IllegalStateException.class, world::spawn);
            assertEquals(1, world.entityCount());
        }

        @Test
        void bindingIsRefusedDuringAParallelWalk() {
            World world = new World();
            for (int i = 0; i < 10_000; i++) {
                world.spawn(new Position(i, 0));
            }
            AtomicInteger refused = new AtomicInteger();
            world.query(Position.class).parallelForEach((e, p, commands) -> {
                try {
                    world.bindToCurrentThread();
                } catch (IllegalStateException expected) {
                    refused.incrementAndGet();
                }
            });
            assertEquals(10_000, refused.get());
            world.spawn(); // still this thread's
        }
    }

    @Nested
    class TwoWriters {

        /**
         * The probe: two threads spawning and despawning in one world used to leave the
         * live count, the entity count and a query's visits disagreeing. Now the thread that is
         * not the owner fails at its first change, and the world stays consistent.
         */
        @Test
        void aSecondWriterFailsFastAndTheWorldStaysConsistent() throws Exception {
            World world = new World();
            world.spawn(new Position(0, 0)); // owned by this thread
            CountDownLatch start = new CountDownLatch(1);
            AtomicInteger refusals = new AtomicInteger();
            Future<?> intruder = other.submit(() -> {
                start.await();
                for (int i = 0; i < 10_000; i++) {
                    try {
                        Entity e = world.spawn(new Position(i, i));
                        world.despawn(e);
                    } catch (IllegalStateException expected) {
                        refusals.incrementAndGet();
                    }
                }
                return null;
            });
            start.countDown();
            List<Entity> mine = new ArrayList<>();
            for (int i = 0; i < 10_000; i++) {
                mine.add(world.spawn(new Position(i, -i)));
                if (i % 2 == 0) {
                    world.despawn(mine.remove(mine.size() - 1));
                }
            }
            intruder.get();
            assertEquals(10_000, refusals.get(), "every change of the second writer is refused");
            int[] visited = {0};
            world.query(Position.class).forEach((e, p) -> visited[0]++);
            assertEquals(mine.size() + 1, world.entityCount());
            assertEquals(world.entityCount(), visited[0]);
            assertEquals(world.entityCount(), world.count(Position.class));
            for (Entity e : mine) {
                assertTrue(world.isAlive(e));
            }
        }

        @Test
        void parallelWalksStillRecordThroughCommandsAndTheOwnerApplies() {
            World world = new World();
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < 20_000; i++) {
                all.add(world.spawn(new Position(i, 0)));
            }
            world.query(Position.class).parallelForEach((e, p, commands) -> {
                if (p.x % 2 == 0) {
                    commands.despawn(e);
                }
            });
            assertEquals(10_000, world.entityCount());
            assertSame(null, world.get(all.get(0), Position.class));
        }
    }
}
