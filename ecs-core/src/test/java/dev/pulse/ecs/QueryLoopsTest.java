package dev.pulse.ecs;

import static dev.pulse.ecs.QueryWalks.TYPES;
import static dev.pulse.ecs.QueryWalks.component;
import static dev.pulse.ecs.QueryWalks.findFirst;
import static dev.pulse.ecs.QueryWalks.forEach;
import static dev.pulse.ecs.QueryWalks.forEachNull;
import static dev.pulse.ecs.QueryWalks.forEachRaw;
import static dev.pulse.ecs.QueryWalks.forEachUntil;
import static dev.pulse.ecs.QueryWalks.ordered;
import static dev.pulse.ecs.QueryWalks.parallelForEach;
import static dev.pulse.ecs.QueryWalks.query;
import static dev.pulse.ecs.QueryWalks.single;
import static dev.pulse.ecs.QueryWalks.with;
import static dev.pulse.ecs.QueryWalks.without;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.QueryWalks.Mark;
import dev.pulse.ecs.QueryWalks.Owned;
import dev.pulse.ecs.QueryWalks.Skip;
import dev.pulse.ecs.QueryWalks.Visited;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the walk of every arity ({@code Query1Loops} .. {@code Query8Loops}, generated from one
 * template) must hand over, whatever the storages' layout: exactly the matching entities, once
 * each, each with its own components in query order. Every test runs at arities 1 to 8 over the
 * first components of {@link QueryWalks}' A to H, which remember their owner, so a walk that
 * reads a neighbour's slot (a wrong fast path) or skips a lookup (a wrong fallback) fails on the
 * spot; a plain walk is also checked against the walk without the entity. {@link WalkForms}
 * runs every other walk (parallel, early exit, ordered, single) over a dense and a sparse
 * driver at every arity; DenseWalkTest, SparseWalkTest and OrderedWalkTest go deeper into each
 * path at arities 1 to 4, ChangedWalkTest covers the change-filtered walk at every arity.
 */
class QueryLoopsTest {

    /** A parameterised test run once per arity, 1 to 8. */
    @Target(ElementType.METHOD)
    @Retention(RetentionPolicy.RUNTIME)
    @ParameterizedTest(name = "arity {0}")
    @MethodSource("dev.pulse.ecs.QueryLoopsTest#arities")
    @interface EveryArity {}

    static IntStream arities() {
        return IntStream.rangeClosed(1, TYPES.size());
    }

    /** Arities with a second component (an entity can then lack one and still be in the driver). */
    static IntStream aritiesFromTwo() {
        return IntStream.rangeClosed(2, TYPES.size());
    }

    /** Another class for the filters, which remembers its owner too. */
    record Extra(Entity owner) {}

    private final World world = new World();

    private void add(Entity e, int k) {
        world.add(e, component(k, e));
    }

    /** Gives {@code e} the first {@code arity} components, in order. */
    private void addAll(Entity e, int arity) {
        for (int k = 0; k < arity; k++) {
            add(e, k);
        }
    }

    /** A, B, C, ...: the first {@code arity}. */
    private static List<Class<?>> types(int arity) {
        return new ArrayList<>(TYPES.subList(0, arity));
    }

    /** How the query over {@code types} describes itself before its filters: "Query[A, B". */
    private static String described(int arity) {
        return "Query[" + types(arity).stream().map(Class::getSimpleName).collect(Collectors.joining(", "));
    }

    /**
     * Entities with the first {@code arity} components: the first {@code aligned} get them in the
     * same order in every storage (the walk's fast path), the next {@code shuffled} in a different
     * order per storage (A forwards, B backwards, the others rotated by different amounts: the
     * fallback lookup). Entities missing one component are interleaved, so their slots sit
     * between the matching ones; in the last component's pass some also had that component and
     * lost it, so the swap-and-pop moved another entity's component into their slot.
     */
    private Set<Entity> spawnMixedLayout(int arity, int aligned, int shuffled) {
        Set<Entity> matching = new LinkedHashSet<>();
        for (int i = 0; i < aligned; i++) {
            Entity e = world.spawn();
            addAll(e, arity);
            matching.add(e);
        }
        List<Entity> rest = new ArrayList<>();
        for (int i = 0; i < shuffled; i++) {
            rest.add(world.spawn());
        }
        for (int k = 0; k < arity; k++) {
            List<Entity> order = fillOrder(rest, k);
            for (int i = 0; i < order.size(); i++) {
                add(order.get(i), k);
                if (i % (4 + k) == 0) {
                    Entity lacking = world.spawn();
                    for (int j = 0; j < arity; j++) {
                        if (j != (k + 2) % arity) {
                            add(lacking, j);
                        }
                    }
                }
                if (k == arity - 1 && i % 7 == 0) {
                    Entity lost = world.spawn();
                    addAll(lost, arity);
                    world.remove(lost, TYPES.get(0));
                    add(lost, 0);
                    world.remove(lost, TYPES.get(k));
                }
            }
        }
        matching.addAll(rest);
        return matching;
    }

    /**
     * Component k's fill order over {@code entities}: forwards, backwards, rotated by a third, by
     * a half; E to H backwards and rotated by a third, a quarter, a fifth and a sixth.
     */
    private static List<Entity> fillOrder(List<Entity> entities, int k) {
        List<Entity> order = new ArrayList<>(entities);
        switch (k) {
            case 0 -> {}
            case 1 -> Collections.reverse(order);
            case 2 -> Collections.rotate(order, -(order.size() / 3));
            case 3 -> Collections.rotate(order, -(order.size() / 2));
            default -> {
                Collections.reverse(order);
                Collections.rotate(order, -(order.size() / (k - 1)));
            }
        }
        return order;
    }

    @Nested
    class Layout {
        @EveryArity
        void aMixedLayoutVisitsExactlyTheEntitiesHavingAllComponents(int arity) {
            Set<Entity> matching = spawnMixedLayout(arity, 20, 40);
            Query query = query(world, arity);
            assertEquals(matching, new HashSet<>(forEach(query)));
            assertEquals(matching.size(), query.count());
            assertFalse(query.isEmpty());
        }

        @EveryArity
        void storagesFilledInOppositeOrdersStillHandOverEachEntitysOwnComponents(int arity) {
            List<Entity> entities = new ArrayList<>();
            for (int i = 0; i < 30; i++) {
                entities.add(world.spawn());
            }
            List<Entity> reversed = new ArrayList<>(entities);
            Collections.reverse(reversed);
            for (int k = 0; k < arity; k++) {
                // A, D, E and H forwards; B, C, F and G backwards.
                for (Entity e : k % 4 == 1 || k % 4 == 2 ? reversed : entities) {
                    add(e, k);
                }
            }
            assertEquals(new HashSet<>(entities), new HashSet<>(forEach(query(world, arity))));
        }

        @EveryArity
        void anEntityMissingAnyOneComponentIsNeverVisited(int arity) {
            Entity all = world.spawn();
            List<Entity> missing = new ArrayList<>();
            for (int m = 0; m < arity; m++) {
                missing.add(world.spawn());
            }
            // Same packed position in the other storages, nothing in this one: only the lookup can tell.
            for (int m = 0; m < arity; m++) {
                for (int k = 0; k < arity; k++) {
                    if (k != m) {
                        add(missing.get(m), k);
                    }
                }
            }
            addAll(all, arity);
            Query query = query(world, arity);
            assertEquals(List.of(all), forEach(query));
            assertEquals(1, query.count());
            assertTrue(query.matches(all));
            for (Entity e : missing) {
                assertFalse(query.matches(e), () -> e + " lacks a component");
            }
        }

        @EveryArity
        void anEmptyOrEmptiedWorldVisitsNothing(int arity) {
            Query query = query(world, arity);
            assertEquals(List.of(), forEach(query));
            assertTrue(query.isEmpty());
            Entity e = world.spawn();
            for (int k = 0; k < arity - 1; k++) {
                add(e, k);
            }
            assertTrue(query.isEmpty());
            add(e, arity - 1);
            assertEquals(List.of(e), forEach(query));
            world.despawn(e);
            assertEquals(List.of(), forEach(query));
            assertEquals(0, query.count());
        }

        @EveryArity
        void walksOverStoragesThatNeverHeldAnythingVisitNothing(int arity) {
            for (int never = 0; never < arity; never++) {
                World w = new World();
                for (int i = 0; i < 3; i++) {
                    Entity e = w.spawn();
                    for (int k = 0; k < arity; k++) {
                        if (k != never) {
                            w.add(e, component(k, e));
                        }
                    }
                }
                Query query = query(w, arity);
                assertEquals(List.of(), forEach(query), "component " + never + " never held anything");
                assertTrue(query.isEmpty());
            }
            World w = new World();
            w.spawn(new Position(0, 0));
            Query none = query(w, arity);
            assertEquals(List.of(), forEach(none), "no fetched storage ever held anything");
            assertTrue(none.isEmpty());
        }

        @EveryArity
        void aTagInAnyPositionIsHandedOverAsItsSharedInstance(int arity) {
            Mark mark = new Mark();
            Entity first = world.spawn();
            Entity second = world.spawn();
            Entity unmarked = world.spawn();
            for (Entity x : List.of(first, second, unmarked)) {
                addAll(x, arity);
            }
            world.add(first, mark);
            world.add(second, new Mark()); // an equal instance: the storage keeps the first one
            for (int p = 0; p < arity; p++) {
                int position = p;
                List<Class<?>> types = types(arity);
                types.set(position, Mark.class);
                List<Entity> seen = new ArrayList<>();
                forEachRaw(query(world, types), (x, components) -> {
                    assertSame(mark, components.get(position), "the tag's shared instance");
                    seen.add(x);
                });
                assertEquals(List.of(first, second), seen, "the tag in position " + position);
            }
        }

        @EveryArity
        void aTagInAnyPositionIsFoundWhenItsPackedSlotHoldsAnotherEntity(int arity) {
            Entity first = world.spawn();
            Entity second = world.spawn();
            for (Entity x : List.of(first, second)) {
                addAll(x, arity);
            }
            Mark mark = new Mark();
            world.add(second, mark); // packed position 0 of the tag, position 1 elsewhere
            List<Entity> seen = new ArrayList<>();
            for (int p = 0; p < arity; p++) {
                int position = p;
                List<Class<?>> types = types(arity);
                types.set(position, Mark.class);
                forEachRaw(query(world, types), (x, components) -> {
                    for (int k = 0; k < components.size(); k++) {
                        if (k == position) {
                            assertSame(mark, components.get(k));
                        } else {
                            assertSame(x, ((Owned) components.get(k)).owner(), "a component of another entity");
                        }
                    }
                    seen.add(x);
                });
            }
            assertEquals(Collections.nCopies(arity, second), seen);
        }
    }

    @Nested
    class AfterTheWalk {
        @EveryArity
        void aFinishedWalkLeavesTheWorldFreeToClearAndToSwapAndPop(int arity) {
            Set<Entity> matching = spawnMixedLayout(arity, 4, 8);
            List<Entity> seen = forEach(query(world, arity));
            assertEquals(matching, new HashSet<>(seen));
            // Removal outside a walk swaps the last A into the hole at once (no tombstone is left
            // for a walk that never ends), and clear is allowed again.
            Class<?> a = TYPES.get(0);
            int before = world.count(a);
            world.remove(seen.get(0), a);
            assertEquals(before - 1, world.count(a));
            List<Entity> order = forEach(query(world, 1));
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
         * order"). A to H are each filled in their own order, so the visit order tells
         * which one drove; padding entities lacking the intended driver make it the smallest.
         */
        @EveryArity
        void eachComponentInTurnDrivesWhenItsStorageIsTheSmallest(int arity) {
            for (int driver = 0; driver < arity; driver++) {
                World w = new World();
                List<Entity> entities = new ArrayList<>();
                for (int i = 0; i < 24; i++) {
                    entities.add(w.spawn());
                }
                List<List<Entity>> orders = List.of(
                        entities,
                        reversed(entities),
                        rotated(entities, 7),
                        rotated(reversed(entities), 11),
                        rotated(entities, 3),
                        rotated(reversed(entities), 5),
                        rotated(entities, 17),
                        rotated(reversed(entities), 19));
                for (int k = 0; k < arity; k++) {
                    for (Entity e : orders.get(k)) {
                        w.add(e, component(k, e));
                    }
                }
                for (int i = 0; i < 5; i++) {
                    Entity padding = w.spawn();
                    for (int k = 0; k < arity; k++) {
                        if (k != driver) {
                            w.add(padding, component(k, padding));
                        }
                    }
                }
                assertEquals(orders.get(driver), forEach(query(w, arity)), "driver " + driver);
            }
        }

        @EveryArity
        void aWithClassDrivesWhenItsStorageIsTheSmallest(int arity) {
            Set<Entity> matching = spawnMixedLayout(arity, 10, 20);
            List<Entity> marked = new ArrayList<>(matching);
            Collections.reverse(marked);
            marked = marked.subList(0, 8);
            for (Entity e : marked) {
                world.add(e, new Mark());
            }
            Query query = with(query(world, arity), Mark.class);
            assertEquals(marked, forEach(query));
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
        @EveryArity
        void withoutSkipsEntitiesHavingAnyExcludedClass(int arity) {
            Set<Entity> matching = spawnMixedLayout(arity, 15, 30);
            Set<Entity> expected = new HashSet<>();
            int i = 0;
            for (Entity e : matching) {
                switch (i++ % 3) {
                    case 0 -> world.add(e, new Skip());
                    case 1 -> world.add(e, new Extra(e));
                    default -> expected.add(e);
                }
            }
            Query query = without(query(world, arity), Skip.class, Extra.class);
            assertEquals(expected, new HashSet<>(forEach(query)));
            assertEquals(expected.size(), query.count());
            for (Entity e : matching) {
                assertEquals(expected.contains(e), query.matches(e));
            }
        }

        @EveryArity
        void withRequiresEveryNamedClass(int arity) {
            Set<Entity> matching = spawnMixedLayout(arity, 15, 30);
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
            Query query = with(query(world, arity), Mark.class, Extra.class);
            assertEquals(expected, new HashSet<>(forEach(query)));
            assertEquals(expected.size(), query.count());
            for (Entity e : matching) {
                assertEquals(expected.contains(e), query.matches(e));
            }
        }

        @EveryArity
        void withAndWithoutCombineAndDescribeThemselves(int arity) {
            Set<Entity> matching = spawnMixedLayout(arity, 6, 12);
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
            Query query = without(with(query(world, arity), Extra.class), Skip.class);
            assertEquals(expected, new HashSet<>(forEach(query)));
            assertEquals(described(arity) + " with Extra without Skip]", query.toString());
        }

        @EveryArity
        void withAndWithoutFiltersApplyOneAfterTheOther(int arity) {
            Entity plain = world.spawn();
            Entity marked = world.spawn();
            Entity frozen = world.spawn();
            for (Entity e : List.of(plain, marked, frozen)) {
                addAll(e, arity);
            }
            world.add(marked, new Mark());
            world.add(frozen, new Mark());
            world.add(frozen, new Frozen());
            Query withMark = with(query(world, arity), Mark.class);
            Query notFrozen = without(withMark, Frozen.class);
            assertEquals(List.of(marked), forEach(notFrozen));
            assertEquals(2, withMark.count());
            assertTrue(withMark.matches(frozen));
            assertFalse(notFrozen.matches(frozen));
            assertFalse(withMark.matches(plain));
            assertEquals(described(arity) + " with Mark without Frozen]", notFrozen.toString());
        }

        @EveryArity
        void aClassNamedTwiceOrBothRequiredAndExcludedIsRejected(int arity) {
            Query query = query(world, arity);
            for (Class<?> received : types(arity)) {
                assertMessage(() -> with(query, received), received.getSimpleName() + " twice");
                assertMessage(() -> without(query, received), "never match");
            }
            assertMessage(() -> without(with(query, Mark.class), Mark.class), "never match");
            assertMessage(() -> without(query, Skip.class, Skip.class), "Skip twice");
            if (arity > 1) {
                List<Class<?>> twice = types(arity);
                twice.set(arity - 1, TYPES.get(0));
                assertMessage(() -> query(world, twice), "A twice");
            }
            assertThrows(NullPointerException.class, () -> with(query, (Class<?>) null));
            assertThrows(NullPointerException.class, () -> without(query, (Class<?>[]) null));
            assertThrows(NullPointerException.class, () -> forEachNull(query));
        }

        private void assertMessage(Runnable call, String fragment) {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, call::run);
            assertTrue(error.getMessage().contains(fragment), error.getMessage());
        }
    }

    @Nested
    class ChangesDuringTheWalk {
        @EveryArity
        void removingAComponentFromAnEntityNotYetVisitedSkipsIt(int arity) {
            Set<Entity> matching = spawnMixedLayout(arity, 20, 40);
            List<Entity> targets = new ArrayList<>(matching);
            Set<Entity> seen = new HashSet<>();
            Set<Entity> skipped = new HashSet<>();
            // B where there is one (a storage the walk only looks into swaps entries at once),
            // else A, the driver (which leaves a hole until the walk ends).
            Class<?> taken = TYPES.get(arity > 1 ? 1 : 0);
            forEach(query(world, arity), entity -> {
                seen.add(entity);
                // From the next entity in creation order that the walk has not reached yet.
                for (Entity t : targets) {
                    if (!seen.contains(t) && !skipped.contains(t)) {
                        world.remove(t, taken);
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

        @EveryArity
        void removingComponentsOfVisitedEntitiesKeepsTheOthersComponentsRight(int arity) {
            Set<Entity> matching = spawnMixedLayout(arity, 20, 40);
            List<Entity> seen = forEach(query(world, arity), entity -> {
                // Swap-and-pop in every storage moves some later entity into this one's slot.
                for (int k = 0; k < arity; k++) {
                    world.remove(entity, TYPES.get(k));
                }
            });
            assertEquals(matching, new HashSet<>(seen));
            assertTrue(query(world, arity).isEmpty());
        }

        @EveryArity
        void despawningEntitiesAheadSkipsThemAndVisitsTheRestOnce(int arity) {
            Set<Entity> matching = spawnMixedLayout(arity, 20, 40);
            List<Entity> byCreation = new ArrayList<>(matching);
            Set<Entity> seen = new HashSet<>();
            Set<Entity> killed = new HashSet<>();
            forEach(query(world, arity), entity -> {
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
            assertEquals(expected.size(), query(world, arity).count());
        }

        @EveryArity
        void aComponentReplacedBeforeTheWalkReachesItsEntityIsSeenInItsNewValue(int arity) {
            Set<Entity> matching = spawnMixedLayout(arity, 10, 20);
            List<Entity> byCreation = new ArrayList<>(matching);
            int last = arity - 1;
            // By identity: a replacement equals the component it replaces (same owner).
            Set<Object> replacements = Collections.newSetFromMap(new IdentityHashMap<>());
            Set<Entity> replaced = new HashSet<>();
            List<Object> handed = new ArrayList<>();
            forEachRaw(query(world, arity), (entity, components) -> {
                if (replaced.contains(entity)) {
                    handed.add(components.get(last));
                }
                for (Entity t : byCreation) {
                    if (!t.equals(entity) && replaced.add(t)) {
                        Owned fresh = component(last, t);
                        replacements.add(fresh);
                        world.add(t, fresh);
                        break;
                    }
                }
            });
            assertFalse(handed.isEmpty());
            for (Object c : handed) {
                assertTrue(
                        replacements.contains(c),
                        "the walk handed over a replaced " + TYPES.get(last).getSimpleName());
            }
        }

        @EveryArity
        void entitiesThatStartMatchingDuringTheWalkWaitForTheNextOne(int arity) {
            Set<Entity> matching = spawnMixedLayout(arity, 10, 20);
            Entity late = world.spawn();
            Query query = query(world, arity);
            List<Entity> seen = forEach(query, entity -> {
                if (!world.has(late, TYPES.get(arity - 1))) {
                    addAll(late, arity);
                }
                addAll(world.spawn(), arity);
            });
            assertEquals(matching, new HashSet<>(seen));
            assertEquals(matching.size() * 2 + 1, query.count());
        }

        /**
         * As documented in {@link Query} and {@link World}: an entity already in the driving storage
         * that gains its last missing component before the walk reaches it is visited by that walk.
         */
        @ParameterizedTest(name = "arity {0}")
        @MethodSource("dev.pulse.ecs.QueryLoopsTest#aritiesFromTwo")
        void anEntityGainingItsLastMissingComponentAheadOfTheWalkIsVisitedByIt(int arity) {
            List<Entity> full = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                Entity e = world.spawn();
                addAll(e, arity);
                full.add(e);
            }
            Entity late = world.spawn();
            addAll(late, arity - 1);
            for (int i = 0; i < 2; i++) {
                Entity padding = world.spawn();
                for (int k = 1; k < arity; k++) {
                    add(padding, k); // A (4 entries) is now the smallest storage: it drives
                }
            }
            Class<?> lastType = TYPES.get(arity - 1);
            List<Entity> seen = forEach(query(world, arity), entity -> {
                if (!world.has(late, lastType)) {
                    add(late, arity - 1);
                }
            });
            List<Entity> expected = new ArrayList<>(full);
            expected.add(late);
            assertEquals(expected, seen);
        }
    }

    /**
     * Every walk besides the plain {@code forEach}, over a dense driver (the page scan) and a
     * sparse one (the packed list): the parallel walk, the early-exit walks, the index-ordered
     * walk and {@code single(action)}, each checked by {@link QueryWalks} to hand over the
     * entity's own components in query order.
     */
    @Nested
    class WalkForms {
        /** Component k is missing where {@code index % GAPS[k] == 1}: A has the most gaps, so it drives. */
        private static final int[] GAPS = {3, 5, 7, 11, 13, 17, 19, 23};

        /**
         * Gives entities of {@code target} the first {@code arity} components, except on their
         * gaps. Dense: 600 entities, each component added in index order. Sparse: every eighth
         * of 2,000 entities, each component added backwards (a packed list out of index order,
         * under a quarter of its page). Answers the matching entities in walk order: ascending
         * index for the dense driver, the driver's packed order (descending) for the sparse one.
         */
        private List<Entity> spawnLayout(World target, int arity, boolean dense) {
            List<Entity> holders = new ArrayList<>();
            for (int i = 0; i < (dense ? 600 : 2_000); i++) {
                Entity e = target.spawn();
                if (dense || i % 8 == 0) {
                    holders.add(e);
                }
            }
            if (!dense) {
                Collections.reverse(holders);
            }
            List<Entity> matching = new ArrayList<>(holders);
            for (int k = 0; k < arity; k++) {
                for (Entity e : holders) {
                    if (e.index() % GAPS[k] == 1) {
                        matching.remove(e);
                    } else {
                        target.add(e, component(k, e));
                    }
                }
            }
            return matching;
        }

        @EveryArity
        void theParallelAndEarlyExitWalksVisitExactlyTheMatchesOverADenseAndASparseDriver(int arity) {
            for (boolean dense : new boolean[] {true, false}) {
                World w = new World();
                List<Entity> expected = spawnLayout(w, arity, dense);
                String driver = dense ? "dense driver" : "sparse driver";
                assertEquals(dense, w.storage(TYPES.get(0)).isDense(), driver);
                Query query = query(w, arity);
                assertEquals(expected, forEach(query), driver);
                assertEquals(new HashSet<>(expected), parallelForEach(query), driver);
                assertEquals(expected.size(), w.count(Visited.class), driver + ": one command per visit, applied");
                int stop = expected.size() / 2;
                Entity middle = expected.get(stop);
                List<Entity> tested = new ArrayList<>();
                assertSame(middle, findFirst(query, middle::equals, tested), driver);
                assertEquals(expected.subList(0, stop + 1), tested, driver);
                tested.clear();
                assertSame(middle, forEachUntil(query, middle::equals, tested), driver);
                assertEquals(expected.subList(0, stop + 1), tested, driver);
                tested.clear();
                assertNull(findFirst(query, e -> false, tested), driver);
                assertEquals(expected, tested, driver);
                tested.clear();
                assertNull(forEachUntil(query, e -> false, tested), driver);
                assertEquals(expected, tested, driver);
            }
        }

        @EveryArity
        void anIndexOrderedQueryWalksASparseDriverOutOfIndexOrderInAscendingIndexInEveryForm(int arity) {
            List<Entity> expected = spawnLayout(world, arity, false);
            Collections.reverse(expected);
            assertFalse(world.storage(TYPES.get(0)).inIndexOrder(), "the driver's packed list is out of index order");
            Query query = ordered(query(world, arity), WalkOrder.ENTITY_INDEX);
            assertEquals(expected, forEach(query));
            int stop = expected.size() / 3;
            Entity target = expected.get(stop);
            List<Entity> tested = new ArrayList<>();
            assertSame(target, findFirst(query, target::equals, tested));
            assertEquals(expected.subList(0, stop + 1), tested);
            tested.clear();
            assertSame(target, forEachUntil(query, target::equals, tested));
            assertEquals(expected.subList(0, stop + 1), tested);
        }

        @EveryArity
        void singleHandsTheOnlyMatchItsOwnComponentsAndRunsNothingWhenSeveralMatch(int arity) {
            Entity lacking = world.spawn();
            addAll(lacking, arity - 1);
            world.add(lacking, new Extra(lacking));
            Entity only = world.spawn();
            addAll(only, arity);
            List<Entity> given = new ArrayList<>();
            assertSame(only, single(query(world, arity), given));
            assertEquals(List.of(only), given);
            addAll(world.spawn(), arity);
            assertThrows(IllegalStateException.class, () -> single(query(world, arity), given));
            assertEquals(List.of(only), given, "the action does not run when several match");
        }
    }
}
