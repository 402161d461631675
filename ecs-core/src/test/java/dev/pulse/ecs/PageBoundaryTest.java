package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Entity indexes and packed positions at the edges of the 4096-entry pages (the last entry of
 * a page, the first of the next, and the pages where the page directory has to grow: 4, 8,
 * 16), where an off-by-one in the paging would read the wrong page or none.
 */
class PageBoundaryTest {

    /** Entries per page; a behaviour of the storage documented in {@link ComponentStorage}. */
    private static final int PAGE = 4096;

    /** Indexes at every page edge up to page 16, where the page directory grows 4, 8, 16, 32. */
    private static final int[] EDGES = {
        0,
        1,
        PAGE - 1,
        PAGE,
        PAGE + 1,
        2 * PAGE - 1,
        2 * PAGE,
        3 * PAGE,
        4 * PAGE - 1,
        4 * PAGE,
        8 * PAGE - 1,
        8 * PAGE,
        16 * PAGE - 1,
        16 * PAGE
    };

    /** A component that remembers its owner. */
    record Tagged(Entity owner) {}

    private final World world = new World();

    /** Spawns entities with indexes 0..last (a fresh world hands out indexes in order). */
    private List<Entity> spawnUpTo(int last) {
        List<Entity> entities = new ArrayList<>(last + 1);
        for (int i = 0; i <= last; i++) {
            Entity e = world.spawn();
            assertEquals(i, e.index(), "a fresh world hands out indexes in order");
            entities.add(e);
        }
        return entities;
    }

    @Test
    void componentsAtEveryPageEdgeIndexAreKeptApart() {
        List<Entity> entities = spawnUpTo(16 * PAGE);
        for (int index : EDGES) {
            Entity e = entities.get(index);
            world.add(e, new Tagged(e));
        }
        Set<Integer> edges = new HashSet<>();
        for (int index : EDGES) {
            Entity e = entities.get(index);
            assertEquals(e, world.get(e, Tagged.class).owner(), "index " + index);
            edges.add(index);
        }
        for (int index : EDGES) {
            for (int neighbour : new int[] {index - 2, index + 2}) {
                if (neighbour >= 0 && neighbour < entities.size() && !edges.contains(neighbour)) {
                    assertNull(world.get(entities.get(neighbour), Tagged.class), "index " + neighbour);
                }
            }
        }
        assertEquals(EDGES.length, world.count(Tagged.class));
        Set<Entity> seen = new HashSet<>();
        world.query(Tagged.class).forEach((entity, t) -> {
            assertEquals(entity, t.owner());
            assertTrue(seen.add(entity));
        });
        assertEquals(EDGES.length, seen.size());
    }

    @Test
    void entitiesWithoutComponentsBesideThePageEdgesAnswerNothing() {
        List<Entity> entities = spawnUpTo(8 * PAGE + 1);
        for (int index : new int[] {PAGE - 1, PAGE, 8 * PAGE}) {
            Entity e = entities.get(index);
            world.add(e, new Tagged(e));
        }
        for (int index : new int[] {PAGE - 2, PAGE + 1, 2 * PAGE - 1, 2 * PAGE, 4 * PAGE, 8 * PAGE - 1, 8 * PAGE + 1}) {
            assertNull(world.get(entities.get(index), Tagged.class), "index " + index);
            assertFalse(world.has(entities.get(index), Tagged.class), "index " + index);
        }
    }

    @Test
    void aHandleBeyondEverySparsePageAnswersNothing() {
        Entity onlyOne = world.spawn(new Tagged(null));
        List<Entity> entities = spawnUpToAfter(onlyOne, 4 * PAGE);
        assertNull(world.get(entities.get(entities.size() - 1), Tagged.class));
        assertFalse(world.has(entities.get(PAGE), Tagged.class));
        assertNull(world.remove(entities.get(4 * PAGE), Tagged.class));
        assertEquals(1, world.count(Tagged.class));
    }

    private List<Entity> spawnUpToAfter(Entity first, int last) {
        List<Entity> entities = new ArrayList<>();
        entities.add(first);
        for (int i = 1; i <= last; i++) {
            entities.add(world.spawn());
        }
        return entities;
    }

    @Test
    void staleHandlesAtPageEdgesNeverReachTheNextOccupant() {
        List<Entity> entities = spawnUpTo(2 * PAGE);
        for (int index : new int[] {PAGE - 1, PAGE, 2 * PAGE}) {
            Entity old = entities.get(index);
            world.add(old, new Tagged(old));
            world.despawn(old);
        }
        for (int index : new int[] {PAGE - 1, PAGE, 2 * PAGE}) {
            Entity reused = world.spawn();
            world.add(reused, new Tagged(reused));
            Entity old = entities.get(index);
            assertNull(world.get(old, Tagged.class), "stale handle at index " + old.index());
            assertFalse(world.isAlive(old));
        }
        assertEquals(3, world.count(Tagged.class));
    }

    @Test
    void aWalkAcrossPackedPagesHandsOverEachEntitysOwnComponents() {
        // Position filled forwards, Tagged backwards: the same entity sits on different packed
        // pages in the two storages, and both storages span two pages.
        List<Entity> entities = spawnUpTo(PAGE + 10);
        for (Entity e : entities) {
            world.add(e, new Position(e.index(), 0));
        }
        for (int i = entities.size() - 1; i >= 0; i--) {
            Entity e = entities.get(i);
            world.add(e, new Tagged(e));
        }
        int[] visits = {0};
        world.query(Position.class, Tagged.class).forEach((entity, pos, t) -> {
            assertEquals(entity, t.owner());
            assertEquals(entity.index(), (int) pos.x);
            visits[0]++;
        });
        assertEquals(entities.size(), visits[0]);
        assertEquals(entities.size(), world.query(Position.class, Tagged.class).count());
    }

    @Test
    void swapAndPopAcrossAPageEdgeMovesTheLastEntryCorrectly() {
        List<Entity> entities = spawnUpTo(PAGE);
        for (Entity e : entities) {
            world.add(e, new Tagged(e));
        }
        // The last packed entry (page 1, offset 0) moves into the hole at page 0.
        world.remove(entities.get(0), Tagged.class);
        world.remove(entities.get(PAGE - 1), Tagged.class);
        for (int i = 1; i <= PAGE; i++) {
            Entity e = entities.get(i);
            if (i != PAGE - 1) {
                assertEquals(e, world.get(e, Tagged.class).owner(), "index " + i);
            }
        }
        assertEquals(PAGE - 1, world.count(Tagged.class));
        // Refill across the edge again.
        world.add(entities.get(0), new Tagged(entities.get(0)));
        world.add(entities.get(PAGE - 1), new Tagged(entities.get(PAGE - 1)));
        assertEquals(PAGE + 1, world.query(Tagged.class).count());
        Set<Entity> seen = new HashSet<>();
        world.query(Tagged.class).forEach((entity, t) -> {
            assertEquals(entity, t.owner());
            seen.add(entity);
        });
        assertEquals(new HashSet<>(entities), seen);
    }

    @Test
    void despawningDuringAWalkOverSeveralPagesVisitsEveryOtherEntityOnce() {
        List<Entity> entities = spawnUpTo(2 * PAGE + 5);
        for (Entity e : entities) {
            world.add(e, new Tagged(e));
        }
        Set<Entity> seen = new HashSet<>();
        world.query(Tagged.class).forEach((entity, t) -> {
            assertEquals(entity, t.owner());
            assertTrue(seen.add(entity));
            int index = entity.index();
            if (index % PAGE == PAGE - 1 || index % PAGE == 0 || index % 3 == 0) {
                world.despawn(entity);
            }
        });
        assertEquals(new HashSet<>(entities), seen);
        int alive = 0;
        for (Entity e : entities) {
            int index = e.index();
            boolean despawned = index % PAGE == PAGE - 1 || index % PAGE == 0 || index % 3 == 0;
            assertEquals(!despawned, world.isAlive(e));
            if (!despawned) {
                assertSame(e, world.get(e, Tagged.class).owner());
                alive++;
            }
        }
        assertEquals(alive, world.count(Tagged.class));
        assertEquals(alive, world.query(Tagged.class).count());
    }

    @Test
    void walksOverMoreThanOnePageNeverVisitEntitiesSpawnedDuringThem() {
        // The last page of the walk has room after the walk's end: new entries land there.
        int n = PAGE + 10;
        int[] visits = new int[4];
        World one = filledWorld(n);
        one.query(Position.class).forEach((e, p) -> spawnThreeOnFirstVisit(one, visits, 0));
        World two = filledWorld(n);
        two.query(Position.class, Velocity.class).forEach((e, p, v) -> spawnThreeOnFirstVisit(two, visits, 1));
        World three = filledWorld(n);
        three.query(Position.class, Velocity.class, Health.class)
                .forEach((e, p, v, h) -> spawnThreeOnFirstVisit(three, visits, 2));
        World four = filledWorld(n);
        four.query(Position.class, Velocity.class, Health.class, Frozen.class)
                .forEach((e, p, v, h, f) -> spawnThreeOnFirstVisit(four, visits, 3));
        assertEquals(List.of(n, n, n, n), List.of(visits[0], visits[1], visits[2], visits[3]));
        assertEquals(
                n + 3,
                four.query(Position.class, Velocity.class, Health.class, Frozen.class)
                        .count());
    }

    private static World filledWorld(int n) {
        World w = new World();
        for (int i = 0; i < n; i++) {
            w.spawn(new Position(i, 0), new Velocity(0, 0), new Health(i), new Frozen());
        }
        return w;
    }

    private static void spawnThreeOnFirstVisit(World w, int[] visits, int arity) {
        if (visits[arity]++ == 0) {
            for (int i = 0; i < 3; i++) {
                w.spawn(new Position(0, 0), new Velocity(0, 0), new Health(0), new Frozen());
            }
        }
    }

    @Test
    void aWithoutStorageHoldingExactlyOneFullPageExcludesItsEntities() {
        // The filter's storage ends exactly at a page edge while the walk goes past it.
        List<Entity> entities = spawnUpTo(PAGE + 20);
        for (Entity e : entities) {
            world.add(e, new Position(0, 0));
        }
        for (int i = 0; i < PAGE; i++) {
            world.add(entities.get(i), new Frozen());
        }
        assertEquals(PAGE, world.count(Frozen.class));
        List<Entity> seen = new ArrayList<>();
        world.query(Position.class).without(Frozen.class).forEach((entity, pos) -> seen.add(entity));
        assertEquals(entities.subList(PAGE, PAGE + 21), seen);
        assertEquals(21, world.query(Position.class).without(Frozen.class).count());
        assertEquals(PAGE, world.query(Position.class).with(Frozen.class).count());
    }

    @Test
    void reservingExactlyOnePageOrOneMoreBehavesLikeGrowing() {
        for (int reserved : new int[] {PAGE - 1, PAGE, PAGE + 1, 4 * PAGE}) {
            World w = World.builder().initialCapacity(reserved).build();
            List<Entity> entities = new ArrayList<>();
            for (int i = 0; i < reserved + 2; i++) {
                Entity e = w.spawn();
                w.add(e, new Tagged(e));
                entities.add(e);
            }
            for (Entity e : entities) {
                assertEquals(e, w.get(e, Tagged.class).owner(), "reserved " + reserved + ", index " + e.index());
            }
            assertEquals(reserved + 2, w.query(Tagged.class).count());
        }
    }

    @Test
    void clearAfterFillingExactlyOnePageEmptiesEveryStorage() {
        List<Entity> entities = spawnUpTo(PAGE - 1);
        for (Entity e : entities) {
            world.add(e, new Tagged(e));
        }
        world.clear();
        assertEquals(0, world.count(Tagged.class));
        for (Entity e : entities) {
            assertNull(world.get(e, Tagged.class));
        }
        Entity fresh = world.spawn();
        world.add(fresh, new Tagged(fresh));
        List<Entity> seen = new ArrayList<>();
        world.query(Tagged.class).forEach((entity, t) -> seen.add(entity));
        assertEquals(List.of(fresh), seen);
    }
}
