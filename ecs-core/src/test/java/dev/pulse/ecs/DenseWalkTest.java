package dev.pulse.ecs;

import static dev.pulse.ecs.QueryWalks.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.internal.Pages;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Walks whose driving storage is dense (at least one entity per four indexes its pages cover),
 * which scan the component pages in entity index order instead of the packed list: every
 * arity, every component in turn as the driver, filters, the parallel walk's chunks (which end
 * in the middle of pages), the early-exit walk and changes made during the walk. The worlds
 * span two pages of entity indexes, so the page edge (4095/4096) is inside every walk. The
 * components remember their owner: a walk that hands over a neighbour's slot fails on the spot.
 */
class DenseWalkTest {

    /** Entity indexes 0 .. COUNT-1: all of page 0 and part of page 1. */
    static final int COUNT = Pages.SIZE + 1500;

    /** Component k is missing where {@code index % MODULI[(k + rotation) % 4] == 1}. */
    private static final int[] MODULI = {3, 7, 11, 13};

    /**
     * A world of {@link #COUNT} entities with indexes in creation order, each having component
     * k (A, B, C, D) unless its index falls on that component's gap; the component with the
     * most gaps (a third of the indexes) is the smallest storage, so it drives a walk that
     * fetches it. {@code rotation} picks which one that is.
     */
    static final class Grid {
        final World world = new World();
        final List<Entity> entities = new ArrayList<>();
        private final int rotation;

        Grid(int rotation) {
            this.rotation = rotation;
            for (int i = 0; i < COUNT; i++) {
                Entity e = world.spawn();
                assertEquals(i, e.index(), "a fresh world hands out indexes in order");
                entities.add(e);
            }
            for (int k = 0; k < 4; k++) {
                for (int i = 0; i < COUNT; i++) {
                    if (has(k, i)) {
                        world.add(entities.get(i), component(k, entities.get(i)));
                    }
                }
            }
        }

        boolean has(int k, int index) {
            return index % MODULI[(k + rotation) % 4] != 1;
        }

        /** The component (0..3) with the smallest storage. */
        int smallest() {
            return (4 - rotation) % 4;
        }

        /** Entities, in index order, having the first {@code arity} components and passing {@code also}. */
        List<Entity> matching(int arity, Predicate<Entity> also) {
            List<Entity> result = new ArrayList<>();
            for (Entity e : entities) {
                boolean all = also.test(e);
                for (int k = 0; k < arity && all; k++) {
                    all = has(k, e.index());
                }
                if (all) {
                    result.add(e);
                }
            }
            return result;
        }

        List<Entity> matching(int arity) {
            return matching(arity, e -> true);
        }

        /** The storage a walk over the first {@code arity} components is driven by. */
        int driver(int arity) {
            int best = 0;
            for (int k = 1; k < arity; k++) {
                if (world.count(TYPES.get(k)) < world.count(TYPES.get(best))) {
                    best = k;
                }
            }
            return best;
        }
    }

    @Nested
    class EveryArityAndDriver {
        @Test
        void theWorldsStoragesAreDenseSoTheWalksScanByIndex() {
            Grid grid = new Grid(0);
            for (Class<?> type : TYPES.subList(0, 4)) { // the four the grid fills
                assertTrue(grid.world.storage(type).isDense(), type + " should be dense here");
            }
        }

        @Test
        void eachArityVisitsExactlyTheMatchingEntitiesInIndexOrderWhicheverComponentDrives() {
            for (int rotation = 0; rotation < 4; rotation++) {
                Grid grid = new Grid(rotation);
                for (int arity = 1; arity <= 4; arity++) {
                    List<Entity> expected = grid.matching(arity);
                    Query query = query(grid.world, arity);
                    assertEquals(expected, forEach(query), "arity " + arity + ", rotation " + rotation);
                    assertEquals(expected.size(), query.count());
                    assertFalse(query.isEmpty());
                }
            }
        }

        @Test
        void everyComponentDrivesTheFourClassWalkInTurn() {
            Set<Integer> drivers = new HashSet<>();
            for (int rotation = 0; rotation < 4; rotation++) {
                Grid grid = new Grid(rotation);
                drivers.add(grid.driver(4));
                assertEquals(grid.smallest(), grid.driver(4));
            }
            assertEquals(Set.of(0, 1, 2, 3), drivers);
        }

        @Test
        void entitiesBesideThePageEdgeAreVisitedWithTheirOwnComponents() {
            Grid grid = new Grid(0);
            List<Entity> seen = forEach(query(grid.world, 4));
            for (int index : new int[] {Pages.SIZE - 2, Pages.SIZE - 1, Pages.SIZE, Pages.SIZE + 2, COUNT - 1}) {
                Entity e = grid.entities.get(index);
                assertEquals(grid.matching(4).contains(e), seen.contains(e), "index " + index);
            }
            assertTrue(seen.stream().anyMatch(e -> e.index() >= Pages.SIZE - 4 && e.index() < Pages.SIZE));
            assertTrue(seen.stream().anyMatch(e -> e.index() >= Pages.SIZE && e.index() < Pages.SIZE + 4));
        }

        @Test
        void aDespawnedEntityLeavesAHoleTheWalkSkips() {
            Grid grid = new Grid(2);
            List<Entity> expected = new ArrayList<>(grid.matching(4));
            for (int i = 0; i < expected.size(); i += 9) {
                grid.world.despawn(expected.get(i));
            }
            expected.removeIf(e -> !grid.world.isAlive(e));
            for (int arity = 1; arity <= 4; arity++) {
                List<Entity> seen = forEach(query(grid.world, arity));
                assertTrue(seen.containsAll(expected));
                seen.forEach(e -> assertTrue(grid.world.isAlive(e)));
            }
            assertEquals(expected, forEach(query(grid.world, 4)));
        }
    }

    @Nested
    class Filters {
        /** Mark on even indexes: fewer entities than any fetched storage, so Mark drives. */
        private Grid markedGrid(int rotation) {
            Grid grid = new Grid(rotation);
            for (Entity e : grid.entities) {
                if (e.index() % 2 == 0) {
                    grid.world.add(e, new Mark());
                }
                if (e.index() % 5 == 0) {
                    grid.world.add(e, new Skip());
                }
            }
            assertTrue(grid.world.storage(Mark.class).isDense());
            return grid;
        }

        @Test
        void aDenseWithClassDrivesAndOnlyEntitiesHavingItAreVisited() {
            for (int rotation = 0; rotation < 4; rotation++) {
                Grid grid = markedGrid(rotation);
                for (int arity = 1; arity <= 4; arity++) {
                    Query query = query(grid.world, arity, new Class<?>[] {Mark.class}, new Class<?>[0]);
                    List<Entity> expected = grid.matching(arity, e -> e.index() % 2 == 0);
                    assertEquals(expected, forEach(query), "arity " + arity + ", rotation " + rotation);
                    assertEquals(expected.size(), query.count());
                }
            }
        }

        @Test
        void withoutSkipsEntitiesHavingTheExcludedClass() {
            Grid grid = markedGrid(1);
            for (int arity = 1; arity <= 4; arity++) {
                Query query = query(grid.world, arity, new Class<?>[0], new Class<?>[] {Skip.class});
                List<Entity> expected = grid.matching(arity, e -> e.index() % 5 != 0);
                assertEquals(expected, forEach(query), "arity " + arity);
                assertEquals(expected.size(), query.count());
            }
        }

        @Test
        void withAndWithoutTogether() {
            Grid grid = markedGrid(3);
            for (int arity = 1; arity <= 4; arity++) {
                Query query = query(grid.world, arity, new Class<?>[] {Mark.class}, new Class<?>[] {Skip.class});
                List<Entity> expected = grid.matching(arity, e -> e.index() % 2 == 0 && e.index() % 5 != 0);
                assertEquals(expected, forEach(query), "arity " + arity);
                assertEquals(
                        expected,
                        parallelForEach(query).stream()
                                .sorted((x, y) -> Integer.compare(x.index(), y.index()))
                                .toList());
            }
        }
    }

    @Nested
    class Parallel {
        @Test
        void everyMatchIsVisitedOnceAcrossChunksThatEndInsidePages() {
            for (int rotation = 0; rotation < 4; rotation++) {
                for (int arity = 1; arity <= 4; arity++) {
                    Grid grid = new Grid(rotation);
                    List<Entity> expected = grid.matching(arity);
                    assertEquals(
                            new HashSet<>(expected),
                            parallelForEach(query(grid.world, arity)),
                            "arity " + arity + ", rotation " + rotation);
                }
            }
        }

        @Test
        void recordedCommandsApplyInIndexOrderAfterTheWalk() {
            for (int arity = 1; arity <= 4; arity++) {
                Grid grid = new Grid(arity - 1);
                List<Entity> expected = grid.matching(arity);
                parallelForEach(query(grid.world, arity));
                List<Integer> order = new ArrayList<>();
                grid.world.query(Visited.class).forEach((e, v) -> order.add(v.index()));
                List<Integer> expectedOrder =
                        expected.stream().map(Entity::index).toList();
                List<Integer> sorted = new ArrayList<>(order);
                Collections.sort(sorted);
                assertEquals(expectedOrder, sorted, "arity " + arity);
                // Spawned in command order; the Visited storage is walked in packed (spawn) order
                // or index order, which for fresh indexes is the same.
                assertEquals(expectedOrder, order, "commands applied out of walk order, arity " + arity);
            }
        }
    }

    @Nested
    class EarlyExit {
        @Test
        void findFirstAnswersTheLowestMatchingIndexPassingTheTestAndStopsThere() {
            for (int rotation = 0; rotation < 4; rotation++) {
                Grid grid = new Grid(rotation);
                for (int arity = 1; arity <= 4; arity++) {
                    List<Entity> matching = grid.matching(arity);
                    Entity expected = matching.stream()
                            .filter(e -> e.index() >= Pages.SIZE - 3)
                            .findFirst()
                            .orElseThrow();
                    List<Entity> visited = new ArrayList<>();
                    Query query = query(grid.world, arity);
                    assertEquals(expected, findFirst(query, e -> e.index() >= Pages.SIZE - 3, visited));
                    assertEquals(
                            matching.subList(0, matching.indexOf(expected) + 1),
                            visited,
                            "arity " + arity + ", rotation " + rotation);
                    assertEquals(matching.get(0), query.firstOrNull());
                    assertEquals(matching.get(0), query.first());
                }
            }
        }

        @Test
        void forEachUntilRunsToTheEndWhenNothingStopsIt() {
            for (int rotation = 0; rotation < 4; rotation++) {
                Grid grid = new Grid(rotation);
                for (int arity = 1; arity <= 4; arity++) {
                    List<Entity> visited = new ArrayList<>();
                    assertNull(forEachUntil(query(grid.world, arity), e -> false, visited));
                    assertEquals(grid.matching(arity), visited, "arity " + arity + ", rotation " + rotation);
                }
            }
        }

        @Test
        void forEachUntilStopsAtTheEntityOnThePageEdge() {
            Grid grid = new Grid(0);
            for (int arity = 1; arity <= 4; arity++) {
                List<Entity> matching = grid.matching(arity);
                Entity edge = matching.stream()
                        .filter(e -> e.index() >= Pages.SIZE)
                        .findFirst()
                        .orElseThrow();
                List<Entity> visited = new ArrayList<>();
                assertEquals(edge, forEachUntil(query(grid.world, arity), e -> e.equals(edge), visited));
                assertEquals(matching.subList(0, matching.indexOf(edge) + 1), visited);
            }
        }

        @Test
        void filtersApplyToTheEarlyExitWalk() {
            Grid grid = new Grid(1);
            for (Entity e : grid.entities) {
                if (e.index() % 3 == 0) {
                    grid.world.add(e, new Skip());
                }
            }
            for (int arity = 1; arity <= 4; arity++) {
                List<Entity> visited = new ArrayList<>();
                Query query = query(grid.world, arity, new Class<?>[0], new Class<?>[] {Skip.class});
                assertNull(forEachUntil(query, e -> false, visited));
                assertEquals(grid.matching(arity, e -> e.index() % 3 != 0), visited);
            }
        }

        @Test
        void entitiesGivenTheDrivingComponentDuringTheWalkAreNotVisited() {
            for (int arity = 1; arity <= 4; arity++) {
                Grid grid = new Grid(0);
                int driver = grid.driver(arity);
                List<Entity> expected = grid.matching(arity);
                List<Entity> visited = new ArrayList<>();
                boolean[] done = {false};
                assertNull(forEachUntil(
                        query(grid.world, arity),
                        e -> {
                            if (!done[0]) {
                                done[0] = true;
                                giveEveryoneComponent(grid, driver);
                            }
                            return false;
                        },
                        visited));
                assertEquals(expected, visited, "arity " + arity);
            }
        }
    }

    /** Adds component k to every entity lacking it. */
    static void giveEveryoneComponent(Grid grid, int k) {
        for (Entity e : grid.entities) {
            if (grid.world.isAlive(e) && !grid.world.has(e, TYPES.get(k))) {
                grid.world.add(e, component(k, e));
            }
        }
    }

    @Nested
    class ChangesDuringTheWalk {
        @Test
        void entitiesGivenTheDrivingComponentWaitForTheNextWalk() {
            for (int rotation = 0; rotation < 4; rotation++) {
                for (int arity = 1; arity <= 4; arity++) {
                    Grid grid = new Grid(rotation);
                    int driver = grid.driver(arity);
                    List<Entity> expected = grid.matching(arity);
                    boolean[] done = {false};
                    Query query = query(grid.world, arity);
                    List<Entity> seen = forEach(query, e -> {
                        if (!done[0]) {
                            done[0] = true;
                            giveEveryoneComponent(grid, driver);
                        }
                    });
                    assertEquals(expected, seen, "arity " + arity + ", rotation " + rotation);
                    assertTrue(forEach(query).size() > expected.size(), "the next walk sees them");
                }
            }
        }

        @Test
        void entitiesGainingTheirLastMissingComponentAheadOfTheWalkAreVisited() {
            for (int arity = 2; arity <= 4; arity++) {
                Grid grid = new Grid(0);
                int driver = grid.driver(arity);
                List<Entity> expected = new ArrayList<>();
                for (Entity e : grid.entities) {
                    if (grid.has(driver, e.index())) {
                        expected.add(e);
                    }
                }
                boolean[] done = {false};
                int fetched = arity;
                List<Entity> seen = forEach(query(grid.world, arity), e -> {
                    if (!done[0]) {
                        done[0] = true;
                        for (int k = 0; k < fetched; k++) {
                            if (k != driver) {
                                giveEveryoneComponent(grid, k);
                            }
                        }
                    }
                });
                // The first visit comes before anything changed; every later driver entity now matches.
                assertEquals(expected.subList(expected.indexOf(seen.get(0)), expected.size()), seen, "arity " + arity);
            }
        }

        @Test
        void entitiesLosingAComponentAheadOfTheWalkAreSkipped() {
            for (int arity = 1; arity <= 4; arity++) {
                Grid grid = new Grid(1);
                List<Entity> matching = grid.matching(arity);
                Map<Entity, Integer> position = positions(matching);
                int k = arity - 1;
                Set<Entity> removed = new HashSet<>();
                List<Entity> seen = forEach(query(grid.world, arity), e -> {
                    int ahead = position.get(e) + 3;
                    if (ahead < matching.size()) {
                        Entity victim = matching.get(ahead);
                        grid.world.remove(victim, TYPES.get(k));
                        removed.add(victim);
                    }
                });
                List<Entity> expected = new ArrayList<>(matching);
                expected.removeAll(removed);
                assertEquals(expected, seen, "arity " + arity);
            }
        }

        @Test
        void entitiesSpawnedIntoFreedIndexesDuringTheWalkWaitForTheNextWalk() {
            for (int arity = 1; arity <= 4; arity++) {
                Grid grid = new Grid(2);
                List<Entity> matching = new ArrayList<>(grid.matching(arity));
                // Free indexes all over both pages, for spawns during the walk to reuse.
                for (int i = 0; i < matching.size(); i += 7) {
                    grid.world.despawn(matching.get(i));
                }
                matching.removeIf(e -> !grid.world.isAlive(e));
                int fetched = arity;
                List<Entity> spawned = new ArrayList<>();
                List<Entity> seen = forEach(query(grid.world, arity), e -> {
                    Entity fresh = grid.world.spawn();
                    for (int k = 0; k < fetched; k++) {
                        grid.world.add(fresh, component(k, fresh));
                    }
                    spawned.add(fresh);
                });
                assertEquals(matching, seen, "arity " + arity);
                assertTrue(spawned.stream().anyMatch(e -> e.index() < COUNT), "spawns reused freed indexes");
                assertEquals(
                        matching.size() + spawned.size(),
                        query(grid.world, arity).count());
            }
        }

        @Test
        void aStorageWithoutAPageWhereTheDriverHasOneYieldsNothingThere() {
            // A drives (every other index, both pages); each other class in turn has no page 1.
            for (int missing = 1; missing < 4; missing++) {
                World world = new World();
                List<Entity> expected = new ArrayList<>();
                for (int i = 0; i < COUNT; i++) {
                    Entity e = world.spawn();
                    if (i % 2 == 0) {
                        world.add(e, new A(e));
                    }
                    for (int k = 1; k < 4; k++) {
                        if (k != missing || i < Pages.SIZE) {
                            world.add(e, component(k, e));
                        }
                    }
                    if (i % 2 == 0 && i < Pages.SIZE) {
                        expected.add(e);
                    }
                }
                assertTrue(world.storage(A.class).isDense());
                List<Entity> seen = forEach(query(world, 4));
                assertEquals(expected, seen, "no " + TYPES.get(missing).getSimpleName() + " page 1");
                if (missing < 3) {
                    assertEquals(expected, forEach(query(world, 3)));
                }
                if (missing < 2) {
                    assertEquals(expected, forEach(query(world, 2)));
                }
                List<Entity> visited = new ArrayList<>();
                assertNull(forEachUntil(query(world, 4), e -> false, visited));
                assertEquals(expected, visited);
            }
        }

        @Test
        void aDenseWithClassWithoutAFetchedClassPageYieldsNothingThere() {
            World world = new World();
            List<Entity> expected = new ArrayList<>();
            for (int i = 0; i < COUNT; i++) {
                Entity e = world.spawn();
                if (i % 2 == 0) {
                    world.add(e, new Mark());
                }
                if (i < Pages.SIZE) {
                    world.add(e, new A(e));
                    if (i % 2 == 0) {
                        expected.add(e);
                    }
                }
            }
            Query query = query(world, 1, new Class<?>[] {Mark.class}, new Class<?>[0]);
            assertEquals(expected, forEach(query));
            assertEquals(new HashSet<>(expected), parallelForEach(query));
        }
    }

    /** Each entity's position in the list (a list's indexOf per visited entity would make a walk test quadratic). */
    static Map<Entity, Integer> positions(List<Entity> entities) {
        Map<Entity, Integer> positions = new HashMap<>();
        for (int i = 0; i < entities.size(); i++) {
            positions.put(entities.get(i), i);
        }
        return positions;
    }
}
