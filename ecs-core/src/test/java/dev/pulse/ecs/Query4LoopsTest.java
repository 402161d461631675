package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * What a four-component walk must hand over, whatever the storages' layout: exactly the
 * matching entities, once each, each with its own components. The components here remember
 * their owner, so a walk that reads a neighbour's slot (a wrong fast path) or skips a lookup
 * (a wrong fallback) fails on the spot.
 */
class Query4LoopsTest {

    record A(Entity owner) { }

    record B(Entity owner) { }

    record C(Entity owner) { }

    record D(Entity owner) { }

    record Extra(Entity owner) { }

    /** A tag: no fields, so its storage keeps no component objects. */
    record Mark() { }

    /** Another tag, for {@code without}. */
    record Skip() { }

    private final World world = new World();

    /** Walks, checking each component's owner; answers the visit order and fails on a repeat. */
    private static List<Entity> walk(Query4<A, B, C, D> query) {
        List<Entity> seen = new ArrayList<>();
        query.forEach((entity, a, b, c, d) -> {
            assertEquals(entity, a.owner(), "A of another entity");
            assertEquals(entity, b.owner(), "B of another entity");
            assertEquals(entity, c.owner(), "C of another entity");
            assertEquals(entity, d.owner(), "D of another entity");
            seen.add(entity);
        });
        assertEquals(seen.size(), new HashSet<>(seen).size(), () -> "visited twice: " + seen);
        return seen;
    }

    private void addA(Entity e) {
        world.add(e, new A(e));
    }

    private void addB(Entity e) {
        world.add(e, new B(e));
    }

    private void addC(Entity e) {
        world.add(e, new C(e));
    }

    private void addD(Entity e) {
        world.add(e, new D(e));
    }

    /**
     * Entities with A, B, C and D: the first {@code aligned} get their components in the same
     * order in every storage (the walk's fast path), the next {@code shuffled} in a different
     * order per storage (A forwards, B backwards, C and D rotated by different amounts: the
     * fallback lookup). Entities missing one of the four are interleaved, so their slots sit
     * between the matching ones.
     */
    private Set<Entity> spawnMixedLayout(int aligned, int shuffled) {
        Set<Entity> matching = new LinkedHashSet<>();
        for (int i = 0; i < aligned; i++) {
            Entity e = world.spawn();
            addA(e);
            addB(e);
            addC(e);
            addD(e);
            matching.add(e);
        }
        List<Entity> rest = new ArrayList<>();
        for (int i = 0; i < shuffled; i++) {
            rest.add(world.spawn());
        }
        for (int i = 0; i < rest.size(); i++) {
            addA(rest.get(i));
            if (i % 4 == 0) {
                Entity noC = world.spawn();
                addA(noC);
                addB(noC);
                addD(noC);
            }
        }
        for (int i = rest.size() - 1; i >= 0; i--) {
            addB(rest.get(i));
            if (i % 5 == 0) {
                Entity noA = world.spawn();
                addB(noA);
                addC(noA);
                addD(noA);
            }
        }
        for (int i = 0; i < rest.size(); i++) {
            addC(rest.get((i + rest.size() / 3) % rest.size()));
            if (i % 6 == 0) {
                Entity noB = world.spawn();
                addC(noB);
                addA(noB);
                addD(noB);
            }
        }
        for (int i = 0; i < rest.size(); i++) {
            addD(rest.get((i + rest.size() / 2) % rest.size()));
            if (i % 7 == 0) {
                // Has had D and lost it: the swap-and-pop moves another entity's D into its slot.
                Entity noD = world.spawn();
                addD(noD);
                addA(noD);
                addB(noD);
                addC(noD);
                world.remove(noD, A.class);
                addA(noD);
                world.remove(noD, D.class);
            }
        }
        matching.addAll(rest);
        return matching;
    }

    @Nested
    class Layout {
        @Test
        void aMixedLayoutVisitsExactlyTheEntitiesHavingAllThree() {
            Set<Entity> matching = spawnMixedLayout(20, 40);
            Query4<A, B, C, D> query = world.query(A.class, B.class, C.class, D.class);
            assertEquals(matching, new HashSet<>(walk(query)));
            assertEquals(matching.size(), query.count());
            assertFalse(query.isEmpty());
        }

        @Test
        void storagesFilledInOppositeOrdersStillHandOverEachEntitysOwnComponents() {
            List<Entity> entities = new ArrayList<>();
            for (int i = 0; i < 30; i++) {
                entities.add(world.spawn());
            }
            entities.forEach(Query4LoopsTest.this::addA);
            List<Entity> reversed = new ArrayList<>(entities);
            Collections.reverse(reversed);
            reversed.forEach(Query4LoopsTest.this::addB);
            reversed.forEach(Query4LoopsTest.this::addC);
            entities.forEach(Query4LoopsTest.this::addD);
            assertEquals(new HashSet<>(entities), new HashSet<>(walk(world.query(A.class, B.class, C.class, D.class))));
        }

        @Test
        void anEntityMissingAnyOneComponentIsNeverVisited() {
            Entity all = world.spawn();
            Entity noA = world.spawn();
            Entity noB = world.spawn();
            Entity noC = world.spawn();
            Entity noD = world.spawn();
            // Same packed position in three storages, nothing in the fourth: only the lookup can tell.
            addB(noA);
            addC(noA);
            addD(noA);
            addA(noB);
            addC(noB);
            addD(noB);
            addA(noC);
            addB(noC);
            addD(noC);
            addA(noD);
            addB(noD);
            addC(noD);
            addA(all);
            addB(all);
            addC(all);
            addD(all);
            Query4<A, B, C, D> query = world.query(A.class, B.class, C.class, D.class);
            assertEquals(List.of(all), walk(query));
            assertEquals(1, query.count());
            assertTrue(query.matches(all));
            assertFalse(query.matches(noA));
            assertFalse(query.matches(noB));
            assertFalse(query.matches(noC));
            assertFalse(query.matches(noD));
        }

        @Test
        void anEmptyOrEmptiedWorldVisitsNothing() {
            Query4<A, B, C, D> query = world.query(A.class, B.class, C.class, D.class);
            assertEquals(List.of(), walk(query));
            assertTrue(query.isEmpty());
            Entity e = world.spawn();
            addA(e);
            addB(e);
            addC(e);
            assertTrue(query.isEmpty());
            addD(e);
            assertEquals(List.of(e), walk(query));
            world.despawn(e);
            assertEquals(List.of(), walk(query));
            assertEquals(0, query.count());
        }

        @Test
        void aTagInAnyPositionIsHandedOverAsItsSharedInstance() {
            Mark mark = new Mark();
            Entity e = world.spawn();
            Entity other = world.spawn();
            for (Entity x : List.of(e, other)) {
                addA(x);
                addB(x);
                addC(x);
                addD(x);
            }
            world.add(e, mark);
            List<Object> seen = new ArrayList<>();
            world.query(Mark.class, B.class, C.class, D.class).forEach((x, m, b, c, d) -> seen.add(m));
            world.query(A.class, Mark.class, C.class, D.class).forEach((x, a, m, c, d) -> seen.add(m));
            world.query(A.class, B.class, Mark.class, D.class).forEach((x, a, b, m, d) -> seen.add(m));
            world.query(A.class, B.class, C.class, Mark.class).forEach((x, a, b, c, m) -> seen.add(m));
            assertEquals(4, seen.size());
            for (Object m : seen) {
                assertSame(mark, m);
            }
        }

        @Test
        void aTagInAnyPositionIsFoundWhenItsPackedSlotHoldsAnotherEntity() {
            Entity first = world.spawn();
            Entity second = world.spawn();
            for (Entity x : List.of(first, second)) {
                addA(x);
                addB(x);
                addC(x);
                addD(x);
            }
            world.add(second, new Mark()); // packed position 0 of the tag, position 1 elsewhere
            List<Entity> seen = new ArrayList<>();
            world.query(Mark.class, B.class, C.class, D.class).forEach((x, m, b, c, d) -> seen.add(x));
            world.query(A.class, Mark.class, C.class, D.class).forEach((x, a, m, c, d) -> seen.add(x));
            world.query(A.class, B.class, Mark.class, D.class).forEach((x, a, b, m, d) -> seen.add(x));
            world.query(A.class, B.class, C.class, Mark.class).forEach((x, a, b, c, m) -> seen.add(x));
            assertEquals(List.of(second, second, second, second), seen);
        }
    }

    @Nested
    class AfterTheWalk {
        @Test
        void aFinishedWalkLeavesTheWorldFreeToClearAndToSwapAndPop() {
            Set<Entity> matching = spawnMixedLayout(4, 8);
            List<Entity> seen = walk(world.query(A.class, B.class, C.class, D.class));
            assertEquals(matching, new HashSet<>(seen));
            // Removal outside a walk swaps the last A into the hole at once (no tombstone is left
            // for a walk that never ends), and clear is allowed again.
            int before = world.count(A.class);
            world.remove(seen.get(0), A.class);
            assertEquals(before - 1, world.count(A.class));
            List<Entity> order = new ArrayList<>();
            world.query(A.class).forEach((entity, a) -> order.add(entity));
            assertEquals(before - 1, order.size());
            assertFalse(order.contains(seen.get(0)));
            world.clear();
            assertEquals(0, world.entityCount());
        }
    }

    @Nested
    class Driver {
        /**
         * The walk follows the packed order of its smallest storage (docs/DESIGN.md, "Iteration
         * order"). A, B, C and D are each filled in their own order, so the visit order tells which
         * one drove; padding entities lacking the intended driver make it the smallest.
         */
        @Test
        void eachComponentInTurnDrivesWhenItsStorageIsTheSmallest() {
            for (int driver = 0; driver < 4; driver++) {
                World w = new World();
                List<Entity> entities = new ArrayList<>();
                for (int i = 0; i < 24; i++) {
                    entities.add(w.spawn());
                }
                List<List<Entity>> orders = List.of(entities, reversed(entities), rotated(entities, 7),
                        rotated(reversed(entities), 11));
                for (Entity e : orders.get(0)) {
                    w.add(e, new A(e));
                }
                for (Entity e : orders.get(1)) {
                    w.add(e, new B(e));
                }
                for (Entity e : orders.get(2)) {
                    w.add(e, new C(e));
                }
                for (Entity e : orders.get(3)) {
                    w.add(e, new D(e));
                }
                for (int i = 0; i < 5; i++) {
                    Entity padding = w.spawn();
                    if (driver != 0) {
                        w.add(padding, new A(padding));
                    }
                    if (driver != 1) {
                        w.add(padding, new B(padding));
                    }
                    if (driver != 2) {
                        w.add(padding, new C(padding));
                    }
                    if (driver != 3) {
                        w.add(padding, new D(padding));
                    }
                }
                assertEquals(orders.get(driver), walk(w.query(A.class, B.class, C.class, D.class)), "driver " + driver);
            }
        }

        @Test
        void aWithClassDrivesWhenItsStorageIsTheSmallest() {
            Set<Entity> matching = spawnMixedLayout(10, 20);
            List<Entity> marked = new ArrayList<>(matching);
            Collections.reverse(marked);
            marked = marked.subList(0, 8);
            for (Entity e : marked) {
                world.add(e, new Mark());
            }
            Query4<A, B, C, D> query = world.query(A.class, B.class, C.class, D.class).with(Mark.class);
            assertEquals(marked, walk(query));
            assertEquals(8, query.count());
        }

        private List<Entity> reversed(List<Entity> list) {
            List<Entity> copy = new ArrayList<>(list);
            Collections.reverse(copy);
            return copy;
        }

        private List<Entity> rotated(List<Entity> list, int by) {
            List<Entity> copy = new ArrayList<>(list);
            Collections.rotate(copy, by);
            return copy;
        }
    }

    @Nested
    class Filters {
        @Test
        void withoutSkipsEntitiesHavingAnyExcludedClass() {
            Set<Entity> matching = spawnMixedLayout(15, 30);
            Set<Entity> expected = new HashSet<>();
            int i = 0;
            for (Entity e : matching) {
                switch (i++ % 3) {
                    case 0 -> world.add(e, new Skip());
                    case 1 -> world.add(e, new Extra(e));
                    default -> expected.add(e);
                }
            }
            Query4<A, B, C, D> query = world.query(A.class, B.class, C.class, D.class).without(Skip.class, Extra.class);
            assertEquals(expected, new HashSet<>(walk(query)));
            assertEquals(expected.size(), query.count());
            for (Entity e : matching) {
                assertEquals(expected.contains(e), query.matches(e));
            }
        }

        @Test
        void withRequiresEveryNamedClass() {
            Set<Entity> matching = spawnMixedLayout(15, 30);
            Set<Entity> expected = new HashSet<>();
            int i = 0;
            for (Entity e : matching) {
                int k = i++;
                if (k % 2 == 0) {
                    world.add(e, new Mark());
                }
                if (k % 3 == 0) {
                    world.add(e, new Extra(e));
                }
                if (k % 6 == 0) {
                    expected.add(e);
                }
            }
            Query4<A, B, C, D> query = world.query(A.class, B.class, C.class, D.class).with(Mark.class, Extra.class);
            assertEquals(expected, new HashSet<>(walk(query)));
            assertEquals(expected.size(), query.count());
            for (Entity e : matching) {
                assertEquals(expected.contains(e), query.matches(e));
            }
        }

        @Test
        void withAndWithoutCombineAndDescribeThemselves() {
            Set<Entity> matching = spawnMixedLayout(6, 12);
            Set<Entity> expected = new HashSet<>();
            int i = 0;
            for (Entity e : matching) {
                int k = i++;
                world.add(e, new Extra(e));
                if (k % 2 == 0) {
                    world.add(e, new Skip());
                } else {
                    expected.add(e);
                }
            }
            Query4<A, B, C, D> query = world.query(A.class, B.class, C.class, D.class).with(Extra.class).without(Skip.class);
            assertEquals(expected, new HashSet<>(walk(query)));
            assertEquals("Query[A, B, C, D with Extra without Skip]", query.toString());
        }

        @Test
        void aClassNamedTwiceOrBothRequiredAndExcludedIsRejected() {
            Query4<A, B, C, D> query = world.query(A.class, B.class, C.class, D.class);
            assertMessage(() -> query.with(B.class), "B twice");
            assertMessage(() -> query.without(D.class), "never match");
            assertMessage(() -> query.with(Mark.class).without(Mark.class), "never match");
            assertMessage(() -> query.without(Skip.class, Skip.class), "Skip twice");
            assertMessage(() -> world.query(A.class, B.class, C.class, B.class), "B twice");
            assertThrows(NullPointerException.class, () -> query.with((Class<?>) null));
            assertThrows(NullPointerException.class, () -> query.without((Class<?>[]) null));
            assertThrows(NullPointerException.class, () -> query.forEach((Query4.ForEach<A, B, C, D>) null));
        }

        private void assertMessage(Runnable call, String fragment) {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, call::run);
            assertTrue(error.getMessage().contains(fragment), error.getMessage());
        }
    }

    @Nested
    class ChangesDuringTheWalk {
        @Test
        void removingAComponentFromAnEntityNotYetVisitedSkipsIt() {
            Set<Entity> matching = spawnMixedLayout(20, 40);
            List<Entity> targets = new ArrayList<>(matching);
            Set<Entity> seen = new HashSet<>();
            Set<Entity> skipped = new HashSet<>();
            walkAnd(world.query(A.class, B.class, C.class, D.class), entity -> {
                seen.add(entity);
                // Take B (not the driver's class, so B's storage swaps entries at once) from the
                // next entity in creation order that the walk has not reached yet.
                for (Entity t : targets) {
                    if (!seen.contains(t) && !skipped.contains(t)) {
                        world.remove(t, B.class);
                        skipped.add(t);
                        break;
                    }
                }
            });
            Set<Entity> expected = new HashSet<>(matching);
            expected.removeAll(skipped);
            assertEquals(expected, seen);
            assertTrue(skipped.size() > 10);
        }

        @Test
        void removingComponentsOfVisitedEntitiesKeepsTheOthersComponentsRight() {
            Set<Entity> matching = spawnMixedLayout(20, 40);
            List<Entity> seen = new ArrayList<>();
            walkAnd(world.query(A.class, B.class, C.class, D.class), entity -> {
                seen.add(entity);
                // Swap-and-pop in every storage moves some later entity into this one's slot.
                world.remove(entity, A.class);
                world.remove(entity, B.class);
                world.remove(entity, C.class);
                world.remove(entity, D.class);
            });
            assertEquals(matching, new HashSet<>(seen));
            assertTrue(world.query(A.class, B.class, C.class, D.class).isEmpty());
        }

        @Test
        void despawningEntitiesAheadSkipsThemAndVisitsTheRestOnce() {
            Set<Entity> matching = spawnMixedLayout(20, 40);
            List<Entity> byCreation = new ArrayList<>(matching);
            Set<Entity> seen = new HashSet<>();
            Set<Entity> killed = new HashSet<>();
            walkAnd(world.query(A.class, B.class, C.class, D.class), entity -> {
                seen.add(entity);
                for (int i = byCreation.size() - 1; i >= 0; i--) {
                    Entity victim = byCreation.get(i);
                    if (!seen.contains(victim) && world.despawn(victim)) {
                        killed.add(victim);
                        break;
                    }
                }
            });
            Set<Entity> expected = new HashSet<>(matching);
            expected.removeAll(killed);
            assertEquals(expected, seen);
            assertEquals(expected.size(), world.query(A.class, B.class, C.class, D.class).count());
        }

        @Test
        void aComponentReplacedBeforeTheWalkReachesItsEntityIsSeenInItsNewValue() {
            Set<Entity> matching = spawnMixedLayout(10, 20);
            List<Entity> byCreation = new ArrayList<>(matching);
            Set<Object> replacements = new HashSet<>();
            Set<Entity> replaced = new HashSet<>();
            List<Object> handed = new ArrayList<>();
            world.query(A.class, B.class, C.class, D.class).forEach((entity, a, b, c, d) -> {
                if (replaced.contains(entity)) {
                    handed.add(d);
                }
                for (Entity t : byCreation) {
                    if (!t.equals(entity) && replaced.add(t)) {
                        D fresh = new D(t);
                        replacements.add(fresh);
                        world.add(t, fresh);
                        break;
                    }
                }
            });
            assertFalse(handed.isEmpty());
            for (Object c : handed) {
                assertTrue(replacements.contains(c), "the walk handed over a replaced D");
            }
        }

        @Test
        void entitiesThatStartMatchingDuringTheWalkWaitForTheNextOne() {
            Set<Entity> matching = spawnMixedLayout(10, 20);
            Entity late = world.spawn();
            Query4<A, B, C, D> query = world.query(A.class, B.class, C.class, D.class);
            List<Entity> seen = new ArrayList<>();
            walkAnd(query, entity -> {
                seen.add(entity);
                if (!world.has(late, D.class)) {
                    addA(late);
                    addB(late);
                    addC(late);
                    addD(late);
                }
                Entity spawned = world.spawn();
                addA(spawned);
                addB(spawned);
                addC(spawned);
                addD(spawned);
            });
            assertEquals(matching, new HashSet<>(seen));
            assertEquals(matching.size() * 2 + 1, query.count());
        }

        /** Walks with the owner checks of {@link #walk}, calling {@code change} at each entity. */
        private void walkAnd(Query4<A, B, C, D> query, Consumer<Entity> change) {
            Set<Entity> visited = new HashSet<>();
            query.forEach((entity, a, b, c, d) -> {
                assertEquals(entity, a.owner(), "A of another entity");
                assertEquals(entity, b.owner(), "B of another entity");
                assertEquals(entity, c.owner(), "C of another entity");
                assertEquals(entity, d.owner(), "D of another entity");
                assertTrue(visited.add(entity), () -> "visited twice: " + entity);
                change.accept(entity);
            });
        }
    }
}
