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
 * What a three-component walk must hand over, whatever the storages' layout: exactly the
 * matching entities, once each, each with its own components. The components here remember
 * their owner, so a walk that reads a neighbour's slot (a wrong fast path) or skips a lookup
 * (a wrong fallback) fails on the spot.
 */
class Query3LoopsTest {

    record A(Entity owner) { }

    record B(Entity owner) { }

    record C(Entity owner) { }

    record Extra(Entity owner) { }

    /** A tag: no fields, so its storage keeps no component objects. */
    record Mark() { }

    /** Another tag, for {@code without}. */
    record Skip() { }

    private final World world = new World();

    /** Walks, checking each component's owner; answers the visit order and fails on a repeat. */
    private static List<Entity> walk(Query3<A, B, C> query) {
        List<Entity> seen = new ArrayList<>();
        query.forEach((entity, a, b, c) -> {
            assertEquals(entity, a.owner(), "A of another entity");
            assertEquals(entity, b.owner(), "B of another entity");
            assertEquals(entity, c.owner(), "C of another entity");
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

    /**
     * Entities with A, B and C: the first {@code aligned} get their components in the same
     * order in every storage (the walk's fast path), the next {@code shuffled} in a different
     * order per storage (A forwards, B backwards, C rotated: the fallback lookup). Entities
     * missing one of the three are interleaved, so their slots sit between the matching ones.
     */
    private Set<Entity> spawnMixedLayout(int aligned, int shuffled) {
        Set<Entity> matching = new LinkedHashSet<>();
        for (int i = 0; i < aligned; i++) {
            Entity e = world.spawn();
            addA(e);
            addB(e);
            addC(e);
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
            }
        }
        for (int i = rest.size() - 1; i >= 0; i--) {
            addB(rest.get(i));
            if (i % 5 == 0) {
                Entity noA = world.spawn();
                addB(noA);
                addC(noA);
            }
        }
        for (int i = 0; i < rest.size(); i++) {
            addC(rest.get((i + rest.size() / 3) % rest.size()));
            if (i % 6 == 0) {
                Entity noB = world.spawn();
                addC(noB);
                addA(noB);
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
            Query3<A, B, C> query = world.query(A.class, B.class, C.class);
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
            entities.forEach(Query3LoopsTest.this::addA);
            List<Entity> reversed = new ArrayList<>(entities);
            Collections.reverse(reversed);
            reversed.forEach(Query3LoopsTest.this::addB);
            reversed.forEach(Query3LoopsTest.this::addC);
            assertEquals(new HashSet<>(entities), new HashSet<>(walk(world.query(A.class, B.class, C.class))));
        }

        @Test
        void anEntityMissingAnyOneComponentIsNeverVisited() {
            Entity all = world.spawn();
            Entity noA = world.spawn();
            Entity noB = world.spawn();
            Entity noC = world.spawn();
            // Same packed position in two storages, nothing in the third: only the lookup can tell.
            addB(noA);
            addC(noA);
            addA(noB);
            addC(noB);
            addA(noC);
            addB(noC);
            addA(all);
            addB(all);
            addC(all);
            Query3<A, B, C> query = world.query(A.class, B.class, C.class);
            assertEquals(List.of(all), walk(query));
            assertEquals(1, query.count());
            assertTrue(query.matches(all));
            assertFalse(query.matches(noA));
            assertFalse(query.matches(noB));
            assertFalse(query.matches(noC));
        }

        @Test
        void anEmptyOrEmptiedWorldVisitsNothing() {
            Query3<A, B, C> query = world.query(A.class, B.class, C.class);
            assertEquals(List.of(), walk(query));
            assertTrue(query.isEmpty());
            Entity e = world.spawn();
            addA(e);
            addB(e);
            assertTrue(query.isEmpty());
            addC(e);
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
            }
            world.add(e, mark);
            List<Object> seen = new ArrayList<>();
            world.query(Mark.class, B.class, C.class).forEach((x, m, b, c) -> seen.add(m));
            world.query(A.class, Mark.class, C.class).forEach((x, a, m, c) -> seen.add(m));
            world.query(A.class, B.class, Mark.class).forEach((x, a, b, m) -> seen.add(m));
            assertEquals(3, seen.size());
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
            }
            world.add(second, new Mark()); // packed position 0 of the tag, position 1 elsewhere
            List<Entity> seen = new ArrayList<>();
            world.query(Mark.class, B.class, C.class).forEach((x, m, b, c) -> seen.add(x));
            world.query(A.class, Mark.class, C.class).forEach((x, a, m, c) -> seen.add(x));
            world.query(A.class, B.class, Mark.class).forEach((x, a, b, m) -> seen.add(x));
            assertEquals(List.of(second, second, second), seen);
        }
    }

    @Nested
    class AfterTheWalk {
        @Test
        void aFinishedWalkLeavesTheWorldFreeToClearAndToSwapAndPop() {
            Set<Entity> matching = spawnMixedLayout(4, 8);
            List<Entity> seen = walk(world.query(A.class, B.class, C.class));
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
         * order"). A, B and C are each filled in their own order, so the visit order tells which
         * one drove; padding entities lacking the intended driver make it the smallest.
         */
        @Test
        void eachComponentInTurnDrivesWhenItsStorageIsTheSmallest() {
            for (int driver = 0; driver < 3; driver++) {
                World w = new World();
                List<Entity> entities = new ArrayList<>();
                for (int i = 0; i < 24; i++) {
                    entities.add(w.spawn());
                }
                List<List<Entity>> orders = List.of(entities, reversed(entities), rotated(entities, 7));
                for (Entity e : orders.get(0)) {
                    w.add(e, new A(e));
                }
                for (Entity e : orders.get(1)) {
                    w.add(e, new B(e));
                }
                for (Entity e : orders.get(2)) {
                    w.add(e, new C(e));
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
                }
                assertEquals(orders.get(driver), walk(w.query(A.class, B.class, C.class)), "driver " + driver);
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
            Query3<A, B, C> query = world.query(A.class, B.class, C.class).with(Mark.class);
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
            Query3<A, B, C> query = world.query(A.class, B.class, C.class).without(Skip.class, Extra.class);
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
            Query3<A, B, C> query = world.query(A.class, B.class, C.class).with(Mark.class, Extra.class);
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
            Query3<A, B, C> query = world.query(A.class, B.class, C.class).with(Extra.class).without(Skip.class);
            assertEquals(expected, new HashSet<>(walk(query)));
            assertEquals("Query[A, B, C with Extra without Skip]", query.toString());
        }

        @Test
        void aClassNamedTwiceOrBothRequiredAndExcludedIsRejected() {
            Query3<A, B, C> query = world.query(A.class, B.class, C.class);
            assertMessage(() -> query.with(B.class), "B twice");
            assertMessage(() -> query.without(C.class), "never match");
            assertMessage(() -> query.with(Mark.class).without(Mark.class), "never match");
            assertMessage(() -> query.without(Skip.class, Skip.class), "Skip twice");
            assertMessage(() -> world.query(A.class, B.class, A.class), "A twice");
            assertThrows(NullPointerException.class, () -> query.with((Class<?>) null));
            assertThrows(NullPointerException.class, () -> query.without((Class<?>[]) null));
            assertThrows(NullPointerException.class, () -> query.forEach((Query3.ForEach<A, B, C>) null));
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
            walkAnd(world.query(A.class, B.class, C.class), entity -> {
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
            walkAnd(world.query(A.class, B.class, C.class), entity -> {
                seen.add(entity);
                // Swap-and-pop in every storage moves some later entity into this one's slot.
                world.remove(entity, A.class);
                world.remove(entity, B.class);
                world.remove(entity, C.class);
            });
            assertEquals(matching, new HashSet<>(seen));
            assertTrue(world.query(A.class, B.class, C.class).isEmpty());
        }

        @Test
        void despawningEntitiesAheadSkipsThemAndVisitsTheRestOnce() {
            Set<Entity> matching = spawnMixedLayout(20, 40);
            List<Entity> byCreation = new ArrayList<>(matching);
            Set<Entity> seen = new HashSet<>();
            Set<Entity> killed = new HashSet<>();
            walkAnd(world.query(A.class, B.class, C.class), entity -> {
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
            assertEquals(expected.size(), world.query(A.class, B.class, C.class).count());
        }

        @Test
        void aComponentReplacedBeforeTheWalkReachesItsEntityIsSeenInItsNewValue() {
            Set<Entity> matching = spawnMixedLayout(10, 20);
            List<Entity> byCreation = new ArrayList<>(matching);
            Set<Object> replacements = new HashSet<>();
            Set<Entity> replaced = new HashSet<>();
            List<Object> handed = new ArrayList<>();
            world.query(A.class, B.class, C.class).forEach((entity, a, b, c) -> {
                if (replaced.contains(entity)) {
                    handed.add(c);
                }
                for (Entity t : byCreation) {
                    if (!t.equals(entity) && replaced.add(t)) {
                        C fresh = new C(t);
                        replacements.add(fresh);
                        world.add(t, fresh);
                        break;
                    }
                }
            });
            assertFalse(handed.isEmpty());
            for (Object c : handed) {
                assertTrue(replacements.contains(c), "the walk handed over a replaced C");
            }
        }

        @Test
        void entitiesThatStartMatchingDuringTheWalkWaitForTheNextOne() {
            Set<Entity> matching = spawnMixedLayout(10, 20);
            Entity late = world.spawn();
            Query3<A, B, C> query = world.query(A.class, B.class, C.class);
            List<Entity> seen = new ArrayList<>();
            walkAnd(query, entity -> {
                seen.add(entity);
                if (!world.has(late, C.class)) {
                    addA(late);
                    addB(late);
                    addC(late);
                }
                Entity spawned = world.spawn();
                addA(spawned);
                addB(spawned);
                addC(spawned);
            });
            assertEquals(matching, new HashSet<>(seen));
            assertEquals(matching.size() * 2 + 1, query.count());
        }

        /**
         * As documented in {@link Query} and {@link World}: an entity already in the driving storage
         * that gains its last missing component before the walk reaches it is visited by that walk.
         */
        @Test
        void anEntityGainingItsLastMissingComponentAheadOfTheWalkIsVisitedByIt() {
            List<Entity> full = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                Entity e = world.spawn();
                addA(e);
                addB(e);
                addC(e);
                full.add(e);
            }
            Entity late = world.spawn();
            addA(late);
            addB(late);
            for (int i = 0; i < 2; i++) {
                Entity padding = world.spawn();
                addB(padding);
                addC(padding); // A (4 entries) is now the smallest storage: it drives
            }
            List<Entity> seen = new ArrayList<>();
            walkAnd(world.query(A.class, B.class, C.class), entity -> {
                seen.add(entity);
                if (!world.has(late, C.class)) {
                    addC(late);
                }
            });
            List<Entity> expected = new ArrayList<>(full);
            expected.add(late);
            assertEquals(expected, seen);
        }

        /** Walks with the owner checks of {@link #walk}, calling {@code change} at each entity. */
        private void walkAnd(Query3<A, B, C> query, Consumer<Entity> change) {
            Set<Entity> visited = new HashSet<>();
            query.forEach((entity, a, b, c) -> {
                assertEquals(entity, a.owner(), "A of another entity");
                assertEquals(entity, b.owner(), "B of another entity");
                assertEquals(entity, c.owner(), "C of another entity");
                assertTrue(visited.add(entity), () -> "visited twice: " + entity);
                change.accept(entity);
            });
        }
    }
}
