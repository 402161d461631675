package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.pool.GenerationalArena;
import dev.pulse.ecs.pool.ResourcePool;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The public API tried as an attacker of the world's state would (issue 16): absurd sizes,
 * reentrant calls from callbacks, and exceptions thrown from user code at every callback point.
 * Each case ends in a clear exception or a documented answer, with the world intact.
 */
class AttackerReviewTest {

    private static final class Boom extends RuntimeException {
        Boom() {
            super("thrown by user code");
        }
    }

    /** A world of {@code n} entities with Position, every third with Velocity too. */
    private static World worldOf(int n, List<Entity> into) {
        World world = new World();
        for (int i = 0; i < n; i++) {
            into.add(
                    i % 3 == 0 ? world.spawn(new Position(i, 0), new Velocity(1, 0)) : world.spawn(new Position(i, 0)));
        }
        return world;
    }

    @Nested
    class AbsurdSizes {

        @Test
        void spawnManyBeyondTheEntityLimitIsRefusedBeforeAnythingHappens() {
            World world = World.builder().maxEntities(10).build();
            world.spawn();
            Prefab rock = Prefab.builder("rock")
                    .with(Position.class, () -> new Position(0, 0))
                    .build();
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> rock.spawnMany(world, Integer.MAX_VALUE));
            assertTrue(e.getMessage().contains("at most 10"), e.getMessage());
            assertEquals(1, world.entityCount());
            assertEquals(9, rock.spawnMany(world, 9).length);
        }

        @Test
        void negativeAndHugeReservationsAreRefused() {
            World world = new World();
            assertThrows(IllegalArgumentException.class, () -> world.reserve(-1));
            assertThrows(IllegalArgumentException.class, () -> world.reserve(Integer.MAX_VALUE));
            assertThrows(
                    IllegalArgumentException.class,
                    () -> World.builder().initialCapacity(-1).build());
            assertThrows(
                    IllegalArgumentException.class,
                    () -> World.builder().maxEntities(0).build());
            assertThrows(
                    IllegalArgumentException.class, () -> new GenerationalArena<String>().reserve(Integer.MAX_VALUE));
            assertThrows(
                    IllegalArgumentException.class,
                    () -> new ResourcePool<>(StringBuilder::new, Integer.MAX_VALUE, ResourcePool.Exhausted.GROW));
            assertEquals(0, world.entityCount());
        }

        @Test
        void forgedIdsAndIndexesAnswerNothing() {
            List<Entity> all = new ArrayList<>();
            World world = worldOf(10, all);
            ComponentStorage<Position> positions = world.storage(Position.class);
            assertNull(positions.get(Long.MAX_VALUE));
            assertNull(positions.get(-1L));
            assertNull(positions.get(0x7FFF_FFFF_7FFF_FFFFL));
            assertNull(world.entityAt(Integer.MAX_VALUE));
            assertNull(world.entityAt(Integer.MIN_VALUE));
            assertThrows(IllegalArgumentException.class, () -> Entity.fromId(-1L));
            assertFalse(world.isAlive(Entity.fromId(Entity.pack(Integer.MAX_VALUE, 0))));
            assertThrows(
                    StaleEntityException.class,
                    () -> world.add(Entity.fromId(Entity.pack(5_000_000, 0)), new Velocity(0, 0)));
        }
    }

    @Nested
    class ExceptionsFromUserCode {

        @Test
        void aThrowingForEachActionLeavesNoWalkOpen() {
            List<Entity> all = new ArrayList<>();
            World world = worldOf(100, all);
            assertThrows(Boom.class, () -> world.query(Position.class).forEach((e, p) -> {
                world.despawn(all.get(50)); // leaves a tombstone while the walk is open
                throw new Boom();
            }));
            world.clear(); // refused inside a walk: proves the walk was closed
            assertEquals(0, world.entityCount());
            assertEquals(0, world.count(Position.class));
        }

        @Test
        void aThrowingForEachActionStillCompactsTheStorage() {
            List<Entity> all = new ArrayList<>();
            World world = worldOf(100, all);
            assertThrows(Boom.class, () -> world.query(Position.class).forEach((e, p) -> {
                world.despawn(all.get(99));
                world.despawn(all.get(98));
                throw new Boom();
            }));
            int[] visited = {0};
            world.query(Position.class).forEach((e, p) -> visited[0]++);
            assertEquals(98, visited[0]);
            assertEquals(98, world.count(Position.class));
        }

        @Test
        void aThrowingParallelActionAppliesNoCommandsAndReleasesTheWorld() {
            List<Entity> all = new ArrayList<>();
            World world = worldOf(20_000, all);
            assertThrows(
                    RuntimeException.class, () -> world.query(Position.class).parallelForEach((e, p, commands) -> {
                        commands.despawn(e);
                        if (p.x == 12_345) {
                            throw new Boom();
                        }
                    }));
            assertEquals(20_000, world.entityCount(), "no chunk's commands are applied after a failure");
            world.spawn(); // structural changes are allowed again
            assertEquals(20_001, world.entityCount());
        }

        @Test
        void aThrowingPrefabFactorySpawnsNothing() {
            World world = new World();
            Prefab bad = Prefab.builder("bad")
                    .with(Position.class, () -> new Position(0, 0))
                    .with(Velocity.class, () -> {
                        throw new Boom();
                    })
                    .build();
            assertThrows(Boom.class, () -> bad.spawn(world));
            assertEquals(0, world.entityCount());
            assertEquals(0, world.count(Position.class));
        }

        @Test
        void aThrowingArenaPassEndsThePass() {
            GenerationalArena<String> arena = new GenerationalArena<>();
            arena.insert("a");
            assertThrows(
                    Boom.class,
                    () -> arena.forEach((h, v) -> {
                        throw new Boom();
                    }));
            arena.insert("b"); // refused during a pass: proves the pass ended
            assertEquals(2, arena.size());
        }

        @Test
        void aThrowingPoolPassEndsThePass() {
            ResourcePool<StringBuilder> pool = new ResourcePool<>(StringBuilder::new, 4, ResourcePool.Exhausted.THROW);
            pool.obtain();
            assertThrows(
                    Boom.class,
                    () -> pool.forEachActive(item -> {
                        throw new Boom();
                    }));
            int[] seen = {0};
            pool.forEachActive(item -> seen[0]++); // a nested or unfinished pass would be refused
            assertEquals(1, seen[0]);
        }

        @Test
        void aThrowingPoolFactoryLeavesAConsistentPool() {
            int[] made = {0};
            ResourcePool<StringBuilder> pool = new ResourcePool<>(
                    () -> {
                        if (++made[0] == 7) {
                            throw new Boom();
                        }
                        return new StringBuilder();
                    },
                    4,
                    ResourcePool.Exhausted.GROW);
            for (int i = 0; i < 4; i++) {
                pool.obtain();
            }
            assertThrows(Boom.class, pool::obtain); // the growth's third item throws
            assertEquals(4, pool.activeCount());
            assertEquals(6, pool.capacity(), "the two items made before the failure are kept");
            StringBuilder item = pool.obtain();
            assertTrue(pool.isActive(item));
        }
    }

    @Nested
    class ReentrantCalls {

        @Test
        void clearAndTrimInsideAWalkAreRefused() {
            List<Entity> all = new ArrayList<>();
            World world = worldOf(10, all);
            world.query(Position.class).forEach((e, p) -> {
                assertThrows(IllegalStateException.class, world::clear);
                assertThrows(IllegalStateException.class, world::trim);
            });
            assertEquals(10, world.entityCount());
        }

        @Test
        void anAppliedBufferIsEmptySoApplyingItAgainChangesNothing() {
            // No user code runs inside apply (components are made when recorded), so apply cannot
            // be re-entered from a callback; applying twice is the remaining way to double-apply.
            World world = new World();
            Commands commands = new Commands();
            commands.spawn(new Position(0, 0));
            assertEquals(0, commands.apply(world));
            assertEquals(0, commands.apply(world), "an applied buffer is empty");
            assertEquals(1, world.entityCount());
        }

        @Test
        void changingLinksInsideForEachChildIsReported() {
            World world = new World();
            Entity parent = world.spawn();
            Entity a = world.spawn();
            Entity b = world.spawn();
            world.setParent(a, parent);
            world.setParent(b, parent);
            assertThrows(
                    ConcurrentModificationException.class,
                    () -> world.forEachChild(parent, child -> world.clearParent(child)));
            assertEquals(1, world.childCount(parent), "the change made before the report stands, consistently");
            assertSame(parent, world.parent(b));
        }

        @Test
        void insertingIntoAnArenaDuringItsPassIsRefused() {
            GenerationalArena<String> arena = new GenerationalArena<>();
            arena.insert("a");
            arena.forEach((h, v) -> assertThrows(ConcurrentModificationException.class, () -> arena.insert("b")));
            assertEquals(1, arena.size());
        }

        @Test
        void flushingInsideAWalkAppliesLikeDirectChanges() {
            List<Entity> all = new ArrayList<>();
            World world = worldOf(10, all);
            world.commands().despawn(all.get(9));
            int[] visited = {0};
            world.query(Position.class).forEach((e, p) -> {
                visited[0]++;
                world.flush();
            });
            assertEquals(9, visited[0], "despawned before the walk reached it");
            assertEquals(9, world.entityCount());
        }
    }
}
