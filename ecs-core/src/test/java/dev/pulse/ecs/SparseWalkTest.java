package dev.pulse.ecs;

import static dev.pulse.ecs.QueryWalks.TYPES;
import static dev.pulse.ecs.QueryWalks.component;
import static dev.pulse.ecs.QueryWalks.componentsNull;
import static dev.pulse.ecs.QueryWalks.findFirst;
import static dev.pulse.ecs.QueryWalks.findFirstNull;
import static dev.pulse.ecs.QueryWalks.forEach;
import static dev.pulse.ecs.QueryWalks.forEachNull;
import static dev.pulse.ecs.QueryWalks.forEachUntil;
import static dev.pulse.ecs.QueryWalks.parallelForEach;
import static dev.pulse.ecs.QueryWalks.parallelNull;
import static dev.pulse.ecs.QueryWalks.query;
import static dev.pulse.ecs.QueryWalks.singleNull;
import static dev.pulse.ecs.QueryWalks.untilNull;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.QueryWalks.A;
import dev.pulse.ecs.QueryWalks.Visited;
import dev.pulse.ecs.internal.Pages;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Walks whose driving storage is sparse (fewer than one entity per four indexes its pages
 * cover), which follow the driver's packed list and look every other component up by entity
 * index: packed lists longer than one page, each storage filled in its own order (so the
 * packed positions never line up), every component in turn as the driver, parallel chunks,
 * storages that have no page where the driver has entities, removals during the walk, and the
 * refusal of null actions. The components remember their owner.
 */
class SparseWalkTest {

    /**
     * Entity indexes 0 .. COUNT-1, eight pages; components only on every fifth index, so even
     * the smallest storage holds more than a page of packed entries.
     */
    static final int COUNT = 8 * Pages.SIZE;

    /** Component k is missing where {@code (index / 5) % MODULI[(k + rotation) % 4] == 1}. */
    private static final int[] MODULI = {3, 7, 11, 13};

    /**
     * A world of {@link #COUNT} entities in which component k sits on every fifth index except
     * its gaps, added in an order of its own (A ascending, B descending, C rotated, D evens then
     * odds), so each storage's packed list is longer than a page and differs from the others.
     * The component with the most gaps is the smallest storage. {@code rotation} picks it.
     */
    static final class Scatter {
        final World world = new World();
        final List<Entity> entities = new ArrayList<>();
        final List<List<Entity>> orders = new ArrayList<>();
        private final int rotation;

        Scatter(int rotation) {
            this.rotation = rotation;
            for (int i = 0; i < COUNT; i++) {
                entities.add(world.spawn());
            }
            for (int k = 0; k < 4; k++) {
                List<Entity> holders = new ArrayList<>();
                for (Entity e : entities) {
                    if (has(k, e.index())) {
                        holders.add(e);
                    }
                }
                List<Entity> order = new ArrayList<>(holders);
                switch (k) {
                    case 1 -> Collections.reverse(order);
                    case 2 -> Collections.rotate(order, 1000);
                    case 3 -> {
                        order.clear();
                        for (int start = 0; start < 2; start++) {
                            for (int i = start; i < holders.size(); i += 2) {
                                order.add(holders.get(i));
                            }
                        }
                    }
                    default -> {}
                }
                for (Entity e : order) {
                    world.add(e, component(k, e));
                }
                orders.add(order);
            }
        }

        boolean has(int k, int index) {
            return index % 5 == 0 && (index / 5) % MODULI[(k + rotation) % 4] != 1;
        }

        boolean matches(int arity, Entity e) {
            for (int k = 0; k < arity; k++) {
                if (!has(k, e.index())) {
                    return false;
                }
            }
            return true;
        }

        int driver(int arity) {
            int best = 0;
            for (int k = 1; k < arity; k++) {
                if (orders.get(k).size() < orders.get(best).size()) {
                    best = k;
                }
            }
            return best;
        }

        /** The matching entities in the driver's packed order: the order of a sequential walk. */
        List<Entity> walkOrder(int arity) {
            List<Entity> result = new ArrayList<>();
            for (Entity e : orders.get(driver(arity))) {
                if (matches(arity, e)) {
                    result.add(e);
                }
            }
            return result;
        }
    }

    @Nested
    class EveryArityAndDriver {
        @Test
        void theStoragesAreSparseAndTheirPackedListsSpanTwoPages() {
            Scatter scatter = new Scatter(0);
            for (Class<?> type : TYPES.subList(0, 4)) { // the four the grid fills
                ComponentStorage<?> storage = scatter.world.storage(type);
                assertFalse(storage.isDense(), type + " should be sparse here");
                assertTrue(storage.size() > Pages.SIZE, type + " should fill more than one packed page");
            }
        }

        @Test
        void eachArityVisitsTheMatchingEntitiesInTheDriversPackedOrderWhicheverComponentDrives() {
            Set<Integer> drivers = new HashSet<>();
            for (int rotation = 0; rotation < 4; rotation++) {
                Scatter scatter = new Scatter(rotation);
                drivers.add(scatter.driver(4));
                for (int arity = 1; arity <= 4; arity++) {
                    List<Entity> expected = scatter.walkOrder(arity);
                    Query query = query(scatter.world, arity);
                    assertEquals(expected, forEach(query), "arity " + arity + ", rotation " + rotation);
                    assertEquals(expected.size(), query.count());
                    List<Entity> visited = new ArrayList<>();
                    assertNull(forEachUntil(query, e -> false, visited));
                    assertEquals(expected, visited);
                }
            }
            assertEquals(Set.of(0, 1, 2, 3), drivers, "every component drove the four-class walk once");
        }

        @Test
        void findFirstStopsAtTheFirstMatchOnTheSecondPackedPage() {
            Scatter scatter = new Scatter(1);
            for (int arity = 1; arity <= 4; arity++) {
                List<Entity> expected = scatter.walkOrder(arity);
                Entity target = expected.get(expected.size() - 3);
                List<Entity> visited = new ArrayList<>();
                assertEquals(target, findFirst(query(scatter.world, arity), target::equals, visited));
                assertEquals(expected.subList(0, expected.size() - 2), visited, "arity " + arity);
            }
        }
    }

    @Nested
    class Parallel {
        @Test
        void everyMatchIsVisitedOnceAcrossChunksOfThePackedList() {
            for (int rotation = 0; rotation < 4; rotation++) {
                for (int arity = 1; arity <= 4; arity++) {
                    Scatter scatter = new Scatter(rotation);
                    List<Entity> expected = scatter.walkOrder(arity);
                    assertEquals(
                            new HashSet<>(expected),
                            parallelForEach(query(scatter.world, arity)),
                            "arity " + arity + ", rotation " + rotation);
                    // The recorded spawns apply in chunk order, which is the driver's packed order.
                    List<Integer> order = new ArrayList<>();
                    scatter.world.query(Visited.class).forEach((e, v) -> order.add(v.index()));
                    assertEquals(
                            expected.stream().map(Entity::index).toList(),
                            order,
                            "arity " + arity + ", rotation " + rotation);
                }
            }
        }
    }

    @Nested
    class MissingPages {
        /**
         * A (every tenth index over six pages) drives; the other classes sit on every fifth
         * index, except that class {@code missing} has nothing (so no page) from page 5 on.
         */
        private List<Entity> build(World world, int missing) {
            List<Entity> expected = new ArrayList<>();
            for (int i = 0; i < COUNT; i++) {
                Entity e = world.spawn();
                if (i % 5 != 0) {
                    continue;
                }
                boolean inLastPage = i >= 5 * Pages.SIZE;
                for (int k = 1; k < 4; k++) {
                    if (k != missing || !inLastPage) {
                        world.add(e, component(k, e));
                    }
                }
                if (i % 10 == 0) {
                    world.add(e, new A(e));
                    if (!inLastPage) {
                        expected.add(e);
                    }
                }
            }
            assertFalse(world.storage(A.class).isDense());
            return expected;
        }

        @Test
        void entitiesInAPageSomeStorageNeverHadAreSkipped() {
            for (int missing = 1; missing < 4; missing++) {
                World world = new World();
                List<Entity> expected = build(world, missing);
                for (int arity = missing + 1; arity <= 4; arity++) {
                    assertEquals(
                            expected, forEach(query(world, arity)), "no page 5.. of " + missing + ", arity " + arity);
                    assertEquals(new HashSet<>(expected), parallelForEach(query(world, arity)));
                    assertEquals(expected.size(), query(world, arity).count());
                }
            }
        }

        @Test
        void aSparseWithClassDrivesPastPagesTheFetchedClassNeverHad() {
            World world = new World();
            List<Entity> expected = new ArrayList<>();
            for (int i = 0; i < COUNT; i++) {
                Entity e = world.spawn();
                if (i % 50 == 0) {
                    world.add(e, new QueryWalks.Mark());
                    if (i < Pages.SIZE) {
                        expected.add(e);
                    }
                }
                if (i < Pages.SIZE) {
                    world.add(e, new A(e));
                }
            }
            Query query = query(world, 1, new Class<?>[] {QueryWalks.Mark.class}, new Class<?>[0]);
            assertEquals(expected, forEach(query));
            assertEquals(new HashSet<>(expected), parallelForEach(query));
        }
    }

    @Nested
    class ChangesDuringTheWalk {
        @Test
        void entitiesLosingTheirDrivingComponentOnTheNextPackedPageAreSkipped() {
            for (int arity = 1; arity <= 4; arity++) {
                Scatter scatter = new Scatter(2);
                List<Entity> expected = scatter.walkOrder(arity);
                Class<?> driver = TYPES.get(scatter.driver(arity));
                Map<Entity, Integer> position = DenseWalkTest.positions(expected);
                Set<Entity> removed = new HashSet<>();
                List<Entity> seen = forEach(query(scatter.world, arity), e -> {
                    int ahead = position.get(e) + Pages.SIZE / 2;
                    if (ahead < expected.size() && removed.size() < 200) {
                        Entity victim = expected.get(ahead);
                        scatter.world.remove(victim, driver);
                        removed.add(victim);
                    }
                });
                List<Entity> rest = new ArrayList<>(expected);
                rest.removeAll(removed);
                assertEquals(rest, seen, "arity " + arity);
                assertEquals(200, removed.size());
            }
        }
    }

    @Nested
    class NullActions {
        @Test
        void everyWalkOfEveryArityRefusesANullActionEvenWithNothingToVisit() {
            World world = new World();
            for (int arity = 1; arity <= TYPES.size(); arity++) {
                Query query = query(world, arity);
                assertRefused(() -> forEachNull(query), "forEach needs an action");
                assertRefused(() -> componentsNull(query), "forEach needs an action");
                assertRefused(() -> parallelNull(query), "forEach needs an action");
                assertRefused(() -> findFirstNull(query), "findFirst needs an action");
                assertRefused(() -> untilNull(query), "forEachUntil needs an action");
                assertRefused(() -> singleNull(query), "single needs an action");
            }
        }

        private void assertRefused(Executable call, String message) {
            NullPointerException error = assertThrows(NullPointerException.class, call);
            assertTrue(error.getMessage().contains(message), error.getMessage());
        }
    }
}
