package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.internal.Pages;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * {@link World#trim()} and {@link GenerationalIndexAllocator#trim()} give pages back without
 * letting any handle issued before come back to life.
 */
class TrimTest {

    private static int pagesOf(Object[][] directory) {
        int n = 0;
        for (Object[] page : directory) {
            if (page != null) {
                n++;
            }
        }
        return n;
    }

    private static int pagesOf(int[][] directory) {
        int n = 0;
        for (int[] page : directory) {
            if (page != null) {
                n++;
            }
        }
        return n;
    }

    @Nested
    class AfterDespawningEverything {
        final World world = new World();
        final List<Entity> spawned = new ArrayList<>();

        AfterDespawningEverything() {
            for (int i = 0; i < 3 * Pages.SIZE + 17; i++) {
                spawned.add(world.spawn(new Position(i, 0), new Velocity(0, i)));
            }
            for (Entity e : spawned) {
                world.despawn(e);
            }
            world.trim();
        }

        @Test
        void storagesKeepNoPages() {
            ComponentStorage<Position> positions = world.storage(Position.class);
            assertEquals(0, pagesOf(positions.components));
            assertEquals(0, pagesOf(positions.packed));
            assertEquals(0, positions.indexLimit);
            assertEquals(0, world.count(Velocity.class));
        }

        @Test
        void theAllocatorReleasesEverySlotPageAndHandlePage() {
            assertEquals(0, pagesOf(world.handlePages()));
            for (int index = 0; index < world.slotCount(); index++) {
                assertNull(world.entityAt(index));
            }
        }

        @Test
        void oldHandlesStayStaleAfterTheSlotsAreReused() {
            List<Entity> again = new ArrayList<>();
            for (int i = 0; i < spawned.size(); i++) {
                again.add(world.spawn(new Position(-i, 0)));
            }
            Set<Integer> indexes = new HashSet<>();
            for (Entity e : again) {
                indexes.add(e.index());
                assertTrue(world.isAlive(e));
            }
            assertEquals(spawned.size(), indexes.size());
            assertTrue(indexes.stream().allMatch(i -> i < spawned.size()), "released slots are reused before growing");
            for (Entity old : spawned) {
                assertFalse(world.isAlive(old));
                assertNull(world.get(old, Position.class));
                assertFalse(world.despawn(old));
                assertThrows(StaleEntityException.class, () -> world.add(old, new Velocity(1, 1)));
            }
            int[] visited = {0};
            world.query(Position.class).forEach((e, p) -> {
                assertTrue(p.x <= 0);
                visited[0]++;
            });
            assertEquals(spawned.size(), visited[0]);
        }

        @Test
        void reserveBringsReleasedPagesBackWithTheirGenerations() {
            world.reserve(spawned.size() + 10);
            Entity e = world.spawn(new Position(9, 9));
            assertTrue(e.generation() > 0, "a slot used before the trim restarts above its old generation");
            for (Entity old : spawned) {
                assertFalse(world.isAlive(old));
            }
        }
    }

    @Nested
    class WithSurvivors {

        @Test
        void liveEntitiesAndTheirComponentsAreUntouched() {
            World world = new World();
            List<Entity> kept = new ArrayList<>();
            Map<Entity, Position> positions = new HashMap<>();
            for (int i = 0; i < 5 * Pages.SIZE; i++) {
                Position p = new Position(i, i);
                Entity e = world.spawn(p, new Velocity(1, 1));
                if (i % 4099 == 0) {
                    kept.add(e);
                    positions.put(e, p);
                } else {
                    world.despawn(e);
                }
            }
            world.trim();
            assertEquals(kept.size(), world.entityCount());
            for (Entity e : kept) {
                assertSame(positions.get(e), world.get(e, Position.class));
                assertTrue(world.has(e, Velocity.class));
            }
            int[] visited = {0};
            world.query(Position.class, Velocity.class).forEach((e, p, v) -> {
                assertSame(positions.get(e), p);
                visited[0]++;
            });
            assertEquals(kept.size(), visited[0]);
            assertTrue(pagesOf(world.storage(Position.class).components) <= kept.size());
        }

        @Test
        void aPageWithARetiredSlotIsKeptSoTheSlotStaysRetired() {
            World world = World.builder().maxGeneration(1).build();
            Entity first = world.spawn();
            world.despawn(first);
            Entity second = world.spawn();
            assertEquals(first.index(), second.index());
            world.despawn(second); // generation 1 = max: retired
            world.trim();
            for (int i = 0; i < 10; i++) {
                assertTrue(world.spawn().index() != first.index(), "a retired slot is never handed out again");
            }
        }

        @Test
        void trimIsRefusedDuringAWalk() {
            World world = new World();
            world.spawn(new Position(0, 0));
            world.query(Position.class).forEach((e, p) -> assertThrows(IllegalStateException.class, world::trim));
            assertEquals(1, world.entityCount());
        }

        @Test
        void parentLinksSurviveATrim() {
            World world = new World();
            Entity parent = world.spawn();
            Entity child = world.spawn();
            world.setParent(child, parent);
            world.trim();
            assertEquals(parent, world.parent(child));
            world.despawn(parent);
            assertFalse(world.isAlive(child));
            world.trim();
            Entity again = world.spawn();
            assertNull(world.parent(again));
        }
    }

    @Nested
    class AllocatorAgainstAModel {

        /**
         * Random allocate/deallocate/trim: every handle ever freed stays dead for ever, every
         * live one stays live, and the live count matches.
         */
        @Test
        void trimNeverRevivesAHandle() {
            Random random = new Random(16);
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            List<Entity> live = new ArrayList<>();
            List<Entity> dead = new ArrayList<>();
            int released = 0;
            for (int step = 0; step < 200_000; step++) {
                int op = random.nextInt(100);
                if (op < 60 || live.isEmpty()) {
                    live.add(ids.allocate());
                } else if (op < 98) {
                    Entity e = live.remove(random.nextInt(live.size()));
                    assertTrue(ids.deallocate(e));
                    dead.add(e);
                } else if (op == 98 && random.nextInt(20) == 0) {
                    for (Entity e : live) { // a level unloaded: everything goes
                        ids.deallocate(e);
                        dead.add(e);
                    }
                    live.clear();
                    released += ids.trim();
                } else {
                    released += ids.trim();
                }
            }
            assertTrue(released > 0, "the run released pages");
            assertEquals(live.size(), ids.liveCount());
            for (Entity e : live) {
                assertTrue(ids.isLive(e));
            }
            for (Entity e : dead) {
                assertFalse(ids.isLive(e), e.toString());
                assertFalse(ids.deallocate(e));
            }
        }
    }
}
