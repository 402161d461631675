package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.internal.ParallelWorkers;
import dev.pulse.testing.fixtures.AllocationMeter;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code parallelForEach}: every match once, commands applied in order afterwards, changes refused. */
class ParallelForEachTest {

    /** Enough entities for several chunks (chunks hold at least {@link ParallelRun#MIN_CHUNK}). */
    static final int COUNT = 50_000;

    static World worldWithEveryThirdFrozen() {
        World world = new World();
        for (int i = 0; i < COUNT; i++) {
            Entity e = world.spawn(new Position(i, 0), new Velocity(1, 2), new Health(i));
            if (i % 3 == 0) {
                world.add(e, new Frozen());
            }
        }
        return world;
    }

    @Nested
    class Visits {

        @Test
        void everyMatchOnceForEachArity() {
            World world = worldWithEveryThirdFrozen();
            Set<Entity> seen1 = ConcurrentHashMap.newKeySet();
            AtomicInteger visits1 = new AtomicInteger();
            world.query(Position.class).parallelForEach((e, p, commands) -> {
                visits1.incrementAndGet();
                seen1.add(e);
            });
            assertEquals(COUNT, visits1.get());
            assertEquals(COUNT, seen1.size());

            world.query(Position.class, Velocity.class).parallelForEach((e, p, v, commands) -> p.y += v.dy);
            AtomicInteger visits3 = new AtomicInteger();
            world.query(Position.class, Velocity.class, Health.class).parallelForEach((e, p, v, h, commands) -> {
                assertEquals(h.hp(), (int) p.x, "components of one entity arrive together");
                visits3.incrementAndGet();
            });
            assertEquals(COUNT, visits3.get());
            AtomicInteger frozen = new AtomicInteger();
            world.query(Position.class, Velocity.class, Health.class, Frozen.class)
                    .parallelForEach((e, p, v, h, f, commands) -> frozen.incrementAndGet());
            assertEquals((COUNT + 2) / 3, frozen.get());
            world.query(Position.class).forEach((e, p) -> assertEquals(2f, p.y, "each entity moved exactly once"));
        }

        @Test
        void filtersApplyAsInTheSequentialWalk() {
            World world = worldWithEveryThirdFrozen();
            AtomicInteger parallel = new AtomicInteger();
            world.query(Position.class, Velocity.class)
                    .without(Frozen.class)
                    .parallelForEach((e, p, v, commands) -> parallel.incrementAndGet());
            AtomicInteger sequential = new AtomicInteger();
            world.query(Position.class, Velocity.class)
                    .without(Frozen.class)
                    .forEach((e, p, v) -> sequential.incrementAndGet());
            assertEquals(sequential.get(), parallel.get());
            assertEquals(COUNT - (COUNT + 2) / 3, parallel.get());
        }

        @Test
        void smallQueriesRunToo() {
            World world = new World();
            Entity only = world.spawn(new Position(1, 1));
            List<Entity> seen = new ArrayList<>();
            world.query(Position.class).parallelForEach((e, p, commands) -> seen.add(e));
            assertEquals(List.of(only), seen);
            world.query(Velocity.class).parallelForEach((e, v, commands) -> {
                throw new AssertionError("no entity has a Velocity");
            });
        }
    }

    @Nested
    class Commands {

        @Test
        void recordedChangesApplyAfterTheWalkInWalkOrder() {
            World world = new World();
            for (int i = 0; i < COUNT; i++) {
                world.spawn(new Health(i));
            }
            AtomicInteger visibleDuringWalk = new AtomicInteger();
            world.query(Health.class).parallelForEach((e, h, commands) -> {
                if (world.has(e, Position.class)) {
                    visibleDuringWalk.incrementAndGet();
                }
                commands.add(e, new Position(h.hp(), 0));
                commands.spawn(new Velocity(h.hp(), 0));
            });
            assertEquals(0, visibleDuringWalk.get(), "commands wait for the end of the walk");
            assertEquals(2 * COUNT, world.entityCount());
            world.query(Health.class, Position.class).forEach((e, h, p) -> assertEquals(h.hp(), (int) p.x));
            // The spawns were applied chunk by chunk in walk order, so the new entities' slots
            // (fresh, ascending) hold ascending dx: the order does not depend on thread timing.
            List<Float> spawned = new ArrayList<>();
            world.query(Velocity.class).forEach((e, v) -> spawned.add(v.dx));
            assertEquals(COUNT, spawned.size());
            for (int i = 0; i < spawned.size(); i++) {
                assertEquals(i, spawned.get(i).intValue());
            }
        }

        @Test
        void recordedDespawnsApplyAfterTheWalk() {
            World world = worldWithEveryThirdFrozen();
            world.query(Health.class).parallelForEach((e, h, commands) -> {
                assertTrue(world.isAlive(e));
                if (h.hp() % 2 == 0) {
                    commands.despawn(e);
                }
            });
            assertEquals(COUNT / 2, world.entityCount());
            world.query(Health.class).forEach((e, h) -> assertEquals(1, h.hp() % 2));
        }
    }

    @Nested
    class Refusals {

        @Test
        void structuralChangesOnTheWorldThrowAndLeaveItIntact() {
            World world = worldWithEveryThirdFrozen();
            Entity victim = world.spawn(new Position(-1, -1), new Velocity(0, 0));
            IllegalStateException thrown =
                    assertThrows(IllegalStateException.class, () -> world.query(Position.class, Velocity.class)
                            .parallelForEach((e, p, v, commands) -> world.despawn(victim)));
            assertTrue(thrown.getMessage().contains("Commands"), thrown.getMessage());
            assertTrue(world.isAlive(victim));
            assertEquals(COUNT + 1, world.entityCount());
            for (var change : List.<Runnable>of(
                    () -> world.spawn(new Position(0, 0)),
                    () -> world.add(victim, new Health(1)),
                    () -> world.remove(victim, Position.class),
                    () -> world.storage(Position.class).remove(victim))) {
                assertThrows(IllegalStateException.class, () -> world.query(Health.class)
                        .parallelForEach((e, h, commands) -> change.run()));
            }
            assertEquals(COUNT + 1, world.entityCount());
            assertNotNull(world.get(victim, Position.class));
            world.despawn(victim); // allowed again once the walks are over
            assertEquals(COUNT, world.entityCount());
        }

        @Test
        void anActionThatThrowsAppliesNoCommandAndUnlocksTheWorld() {
            World world = worldWithEveryThirdFrozen();
            RuntimeException boom = new RuntimeException("boom");
            RuntimeException thrown = assertThrows(
                    RuntimeException.class, () -> world.query(Health.class).parallelForEach((e, h, commands) -> {
                        commands.spawn(new Velocity(0, 0));
                        if (h.hp() == COUNT - 1) {
                            throw boom;
                        }
                    }));
            assertSame(boom, thrown.getCause() == boom ? thrown.getCause() : thrown);
            assertEquals(COUNT, world.entityCount(), "no recorded spawn was applied");
            world.clear(); // refused during a walk: proves every chunk has ended
            assertEquals(0, world.entityCount());
        }

        @Test
        void everySpawnFormAndEveryParentChangeIsRefusedDuringTheWalk() {
            World world = worldWithEveryThirdFrozen();
            Entity parent = world.spawn();
            Entity child = world.spawn();
            world.setParent(child, parent);
            Entity orphan = world.spawn();
            int before = world.entityCount();
            for (var change : List.<Runnable>of(
                    world::spawn,
                    () -> world.spawn(new Position(0, 0)),
                    () -> world.spawn(new Position(0, 0), new Velocity(0, 0)),
                    () -> world.spawn(new Position(0, 0), new Velocity(0, 0), new Health(1)),
                    () -> world.spawn(new Position(0, 0), new Velocity(0, 0), new Health(1), new Frozen()),
                    () -> world.setParent(orphan, parent),
                    () -> world.clearParent(child))) {
                IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> world.query(Health.class)
                        .parallelForEach((e, h, commands) -> change.run()));
                assertTrue(thrown.getMessage().contains("Commands"), thrown.getMessage());
            }
            assertEquals(before, world.entityCount());
            assertEquals(parent, world.get(child, Parent.class).entity());
            assertEquals(null, world.get(orphan, Parent.class));
        }

        @Test
        void afterAChunkFailsNoFurtherChunkIsStartedAndEveryFailureIsReported() {
            World world = worldWithEveryThirdFrozen();
            Set<Integer> chunksStarted = ConcurrentHashMap.newKeySet();
            RuntimeException thrown = assertThrows(
                    RuntimeException.class, () -> world.query(Health.class).parallelForEach((e, h, commands) -> {
                        chunksStarted.add(h.hp());
                        throw new IllegalStateException("chunk starting at " + h.hp());
                    }));
            // Each participating thread fails on its first entity and then claims nothing more.
            int threads = ParallelWorkers.shared().threads() + 1;
            assertTrue(chunksStarted.size() <= threads, chunksStarted + " chunks started");
            assertEquals(
                    chunksStarted.size(),
                    1 + thrown.getSuppressed().length,
                    "one failure thrown, the others suppressed in it");
            assertEquals(COUNT, world.entityCount());
        }

        @Test
        void nullActionIsRejected() {
            World world = new World();
            assertThrows(NullPointerException.class, () -> world.query(Position.class)
                    .parallelForEach(null));
        }
    }

    /** A query keeps the state of its last parallel walk and reuses it ({@link ParallelRun}). */
    @Nested
    @Timeout(30)
    class Reuse {

        @Test
        void aWalkAfterAFailedOneAppliesOnlyItsOwnCommands() {
            World world = worldWithEveryThirdFrozen();
            Query1<Health> query = world.query(Health.class);
            assertThrows(
                    IllegalStateException.class,
                    () -> query.parallelForEach((e, h, commands) -> {
                        commands.spawn(new Velocity(0, 0)); // recorded in every chunk, applied in none
                        if (h.hp() == COUNT / 2) {
                            throw new IllegalStateException("boom");
                        }
                    }));
            assertEquals(COUNT, world.entityCount());
            query.parallelForEach((e, h, commands) -> {
                if (h.hp() == 0) {
                    commands.spawn(new Velocity(7, 7));
                }
            });
            assertEquals(COUNT + 1, world.entityCount(), "the failed walk's recorded spawns are gone");
            assertEquals(1, world.query(Velocity.class).without(Position.class).count());
        }

        @Test
        void aWalkAfterAFailedApplyStartsWithEmptyBuffers() {
            World world = worldWithEveryThirdFrozen();
            Entity foreign = new World().spawn();
            Query1<Health> query = world.query(Health.class);
            // Some chunks record a change to another world's entity: applying refuses it.
            assertThrows(
                    ForeignEntityException.class,
                    () -> query.parallelForEach((e, h, commands) -> {
                        if (h.hp() % 1000 == 0) {
                            commands.add(foreign, new Velocity(1, 1));
                        }
                    }));
            int before = world.entityCount();
            query.parallelForEach((e, h, commands) -> {}); // would throw again with the old buffers
            assertEquals(before, world.entityCount());
        }

        @Test
        void aRepeatedWalkAllocatesNothingOnTheCallingThread() {
            World world = worldWithEveryThirdFrozen();
            Query2<Position, Velocity> query = world.query(Position.class, Velocity.class);
            Query2.ParallelForEach<Position, Velocity> move = (e, p, v, commands) -> {
                if (p.x < 0) { // never: reads only, records nothing
                    commands.despawn(e);
                }
            };
            AllocationMeter meter = new AllocationMeter();
            query.parallelForEach(move); // the query's reusable state is made here
            long bytes = meter.bytesAllocatedBy(() -> {
                for (int walk = 0; walk < 20; walk++) {
                    query.parallelForEach(move);
                }
            });
            // Before the state was reused, each walk allocated ~3.7 KB here (buffers, arrays, adapters).
            assertTrue(bytes < 20 * 64, "20 parallel walks allocated " + bytes + " bytes on the calling thread");
        }
    }
}
