package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.internal.Pages;
import dev.pulse.testing.fixtures.AllocationMeter;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Optional terms ({@code optional(X)}) and {@code any(A, B, ...)} groups of the typed queries. */
class QueryTermsTest {

    record Shield(int strength) {}

    record Sprite(String name) {}

    record Text(String line) {}

    private final World world = new World();

    @Nested
    class OptionalTerms {
        @Test
        void theWalkHandsNullWhereTheEntityLacksTheOptionalComponent() {
            Entity plain = world.spawn(new Position(1, 0));
            Entity shielded = world.spawn(new Position(2, 0), new Shield(7));
            world.spawn(new Shield(9)); // no Position: not visited
            Map<Entity, @Nullable Shield> seen = new HashMap<>();
            Query2<Position, @Nullable Shield> query =
                    world.query(Position.class).optional(Shield.class);
            query.forEach((entity, pos, shield) -> seen.put(entity, shield));
            assertEquals(Set.of(plain, shielded), seen.keySet());
            assertNull(seen.get(plain));
            assertEquals(new Shield(7), seen.get(shielded));
            assertEquals(2, query.count());
            assertTrue(query.matches(plain));
        }

        @Test
        void anOptionalTermNeverDrivesTheWalkEvenWhenItsStorageIsTheSmallest() {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                all.add(world.spawn(new Position(i, 0), new Health(i)));
            }
            world.add(all.get(3), new Shield(1));
            Set<Entity> seen = new HashSet<>();
            world.query(Position.class, Health.class).optional(Shield.class).forEach((e, p, h, s) -> {
                assertEquals(e == all.get(3), s != null);
                seen.add(e);
            });
            assertEquals(new HashSet<>(all), seen);
        }

        @Test
        void everyArityTakesAnOptionalTermAndTermsChain() {
            Entity e = world.spawn(new Position(1, 0), new Velocity(1, 1), new Health(5));
            List<String> seen = new ArrayList<>();
            world.query(Position.class).optional(Shield.class).forEach((x, p, s) -> seen.add("1+" + s));
            world.query(Position.class, Velocity.class)
                    .optional(Shield.class)
                    .forEach((x, p, v, s) -> seen.add("2+" + s));
            world.query(Position.class, Velocity.class, Health.class)
                    .optional(Shield.class)
                    .forEach((x, p, v, h, s) -> seen.add("3+" + s));
            world.query(Position.class)
                    .optional(Shield.class)
                    .optional(Sprite.class)
                    .optional(Health.class)
                    .forEach((x, p, s, sp, h) -> seen.add("1+3 " + s + sp + h.hp()));
            assertEquals(
                    List.of("2+null", "3+null", "1+3 nullnull5", "1+null").stream()
                            .sorted()
                            .toList(),
                    seen.stream().sorted().toList());
            assertNotNull(e);
        }

        @Test
        void theWidestQueryTakesAnOptionalTermAsItsEighthComponent() {
            Entity full = world.spawn();
            Entity bare = world.spawn();
            for (int k = 0; k < 7; k++) {
                world.add(full, QueryWalks.component(k, full));
                world.add(bare, QueryWalks.component(k, bare));
            }
            world.add(full, QueryWalks.component(7, full));
            Query7<QueryWalks.A, QueryWalks.B, QueryWalks.C, QueryWalks.D, QueryWalks.E, QueryWalks.F, QueryWalks.G>
                    seven = world.query(
                            QueryWalks.A.class,
                            QueryWalks.B.class,
                            QueryWalks.C.class,
                            QueryWalks.D.class,
                            QueryWalks.E.class,
                            QueryWalks.F.class,
                            QueryWalks.G.class);
            Map<Entity, QueryWalks.@Nullable H> seen = new HashMap<>();
            seven.optional(QueryWalks.H.class).forEach((e, a, b, c, d, f, g, h7, h) -> {
                QueryWalks.checkComponents(e, a, b, c, d, f, g, h7);
                seen.put(e, h);
            });
            assertEquals(Set.of(full, bare), seen.keySet());
            assertEquals(full, seen.get(full).owner());
            assertNull(seen.get(bare));
        }

        @Test
        void pagesWhereTheOptionalStorageHasNoPageAreWalkedInEveryForm() {
            // The optional storage has a page only for the first entities: the rest read the absent page.
            List<Entity> entities = new ArrayList<>();
            for (int i = 0; i < Pages.SIZE + 50; i++) {
                entities.add(world.spawn(new Position(i, 0)));
            }
            world.add(entities.get(0), new Shield(3));
            Entity last = entities.get(entities.size() - 1);
            Query2<Position, @Nullable Shield> query =
                    world.query(Position.class).optional(Shield.class);
            int[] counts = new int[3];
            query.forEach((e, p, s) -> counts[0] += s == null ? 1 : 0);
            query.forEach((p, s) -> counts[1] += s == null ? 0 : 1);
            assertEquals(entities.size() - 1, counts[0]);
            assertEquals(1, counts[1]);
            assertEquals(last, query.findFirst((e, p, s) -> p.x == Pages.SIZE + 49 && s == null));
            assertEquals(last, query.forEachUntil((e, p, s) -> e == last ? Flow.STOP : Flow.CONTINUE));
            assertEquals(entities.size(), query.collect(new ArrayList<>()).size());
            query.parallelForEach((e, p, s, commands) -> {
                if (s != null) {
                    commands.remove(e, Shield.class);
                }
            });
            assertFalse(world.has(entities.get(0), Shield.class));
            Shield[] single = new Shield[1];
            world.add(last, new Frozen());
            query.with(Frozen.class).single((e, p, s) -> single[0] = s);
            assertNull(single[0]);
        }

        @Test
        void orderedWalksOverAShuffledSparseDriverHandTheOptionalTerm() {
            List<Entity> entities = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                entities.add(world.spawn());
            }
            for (int i = 39; i >= 0; i -= 3) { // added in descending index order: the packed list is shuffled
                world.add(entities.get(i), new Health(i));
            }
            world.add(entities.get(9), new Shield(9));
            List<Integer> order = new ArrayList<>();
            List<Entity> shielded = new ArrayList<>();
            world.query(Health.class)
                    .optional(Shield.class)
                    .ordered(WalkOrder.ENTITY_INDEX)
                    .forEach((e, h, s) -> {
                        order.add(h.hp());
                        if (s != null) {
                            shielded.add(e);
                        }
                    });
            assertEquals(order.stream().sorted().toList(), order);
            assertEquals(14, order.size());
            assertEquals(List.of(entities.get(9)), shielded);
        }

        @Test
        void anEntityThatLosesItsOptionalComponentDuringTheWalkIsHandedNull() {
            Entity first = world.spawn(new Position(0, 0), new Shield(1));
            Entity second = world.spawn(new Position(1, 0), new Shield(2));
            Map<Entity, @Nullable Shield> seen = new HashMap<>();
            world.query(Position.class).optional(Shield.class).forEach((e, p, s) -> {
                seen.put(e, s);
                world.remove(e == first ? second : first, Shield.class);
            });
            assertEquals(2, seen.size());
            // Whichever came first kept its shield; the other lost it before it was reached.
            assertEquals(1, seen.values().stream().filter(s -> s == null).count());
        }

        @Test
        void aComponentAddedDuringTheWalkToAPageTheOptionalStorageLackedIsHandedOver() {
            List<Entity> entities = new ArrayList<>();
            for (int i = 0; i < Pages.SIZE + 10; i++) {
                entities.add(world.spawn(new Position(i, 0)));
            }
            world.add(entities.get(0), new Shield(0)); // Shield has page 0 only
            Entity late = entities.get(Pages.SIZE + 5);
            Shield[] handed = new Shield[1];
            world.query(Position.class).optional(Shield.class).forEach((e, p, s) -> {
                if (e == entities.get(Pages.SIZE)) {
                    world.add(late, new Shield(42)); // creates Shield's page 1 mid-walk
                }
                if (e == late) {
                    handed[0] = s;
                }
            });
            assertEquals(new Shield(42), handed[0]);
        }

        @Test
        void withOrChangedOnAnOptionalTermMakesItRequired() {
            Entity plain = world.spawn(new Position(1, 0));
            Entity shielded = world.spawn(new Position(2, 0), new Shield(7));
            Query2<Position, @Nullable Shield> query =
                    world.query(Position.class).optional(Shield.class);
            Query2<Position, @Nullable Shield> changed = query.changed(Shield.class); // tracks changes from here
            List<Entity> seen = new ArrayList<>();
            query.with(Shield.class).forEach((e, p, s) -> {
                assertNotNull(s);
                seen.add(e);
            });
            assertEquals(List.of(shielded), seen);
            int tick = world.advanceTick();
            world.add(shielded, new Shield(8));
            seen.clear();
            changed.since(tick).forEach((e, p, s) -> seen.add(e));
            assertEquals(List.of(shielded), seen);
            assertFalse(changed.since(tick).matches(plain));
        }

        @Test
        void aChangeFilteredWalkHandsTheOptionalTerm() {
            Entity plain = world.spawn(new Position(1, 0));
            Entity shielded = world.spawn(new Position(2, 0), new Shield(7));
            world.spawn(new Position(3, 0), new Shield(8)); // not changed
            Query2<Position, @Nullable Shield> changed =
                    world.query(Position.class).optional(Shield.class).changed(Position.class);
            int tick = world.advanceTick();
            world.add(plain, new Position(5, 0));
            world.add(shielded, new Position(6, 0));
            Map<Entity, @Nullable Shield> seen = new HashMap<>();
            changed.since(tick).forEach((e, p, s) -> seen.put(e, s));
            assertEquals(Set.of(plain, shielded), seen.keySet());
            assertNull(seen.get(plain));
            assertEquals(new Shield(7), seen.get(shielded));
        }

        @Test
        void walksWithAnOptionalTermAllocateNothingPerEntity() {
            for (int i = 0; i < 2_000; i++) {
                Entity e = world.spawn(new Position(i, 0));
                if (i % 3 == 0) {
                    world.add(e, new Shield(i));
                }
            }
            Query2<Position, @Nullable Shield> query =
                    world.query(Position.class).optional(Shield.class);
            int[] sum = new int[1];
            Query2.ForEachComponents<Position, @Nullable Shield> action =
                    (p, s) -> sum[0] += s == null ? 1 : s.strength();
            for (int i = 0; i < 20; i++) {
                query.forEach(action);
            }
            long bytes = new AllocationMeter().bytesAllocatedBy(() -> query.forEach(action));
            assertTrue(bytes < 200, () -> bytes + " bytes for one walk of 2,000 entities");
        }

        @Test
        void anOptionalTermAlreadyNamedOrExcludedIsRefused() {
            IllegalArgumentException twice =
                    assertThrows(IllegalArgumentException.class, () -> world.query(Position.class, Shield.class)
                            .optional(Shield.class));
            assertEquals("Query names Shield twice; name each component class once", twice.getMessage());
            IllegalArgumentException excluded = assertThrows(
                    IllegalArgumentException.class,
                    () -> world.query(Position.class).without(Shield.class).optional(Shield.class));
            assertTrue(
                    excluded.getMessage().contains("Shield as an optional term and excludes it"), excluded::getMessage);
            assertThrows(
                    IllegalArgumentException.class,
                    () -> world.query(Position.class).optional(Shield.class).without(Shield.class));
            assertThrows(
                    IllegalArgumentException.class,
                    () -> world.query(Position.class).optional(Shield.class).optional(Shield.class));
            NullPointerException none = assertThrows(NullPointerException.class, () -> world.query(Position.class)
                    .optional(null));
            assertTrue(none.getMessage().contains("optional(...) needs a component class"), none::getMessage);
        }

        @Test
        void theQueryDescribesItsOptionalTerms() {
            assertEquals(
                    "Query[Position, Shield?]",
                    world.query(Position.class).optional(Shield.class).toString());
        }
    }

    @Nested
    class AnyGroups {
        @Test
        void anyVisitsEntitiesThatHaveAtLeastOneOfTheTypes() {
            Entity sprite = world.spawn(new Position(0, 0), new Sprite("s"));
            Entity text = world.spawn(new Position(0, 0), new Text("t"));
            Entity both = world.spawn(new Position(0, 0), new Sprite("s"), new Text("t"));
            Entity neither = world.spawn(new Position(0, 0));
            Query1<Position> query = world.query(Position.class).any(Sprite.class, Text.class);
            Set<Entity> seen = new HashSet<>();
            query.forEach((e, p) -> seen.add(e));
            assertEquals(Set.of(sprite, text, both), seen);
            assertEquals(3, query.count());
            assertFalse(query.matches(neither));
            assertTrue(query.matches(both));
            assertEquals(3, query.collect(new ArrayList<>()).size());
        }

        @Test
        void everyGroupMustHoldAndOptionalTermsReadTheGroup() {
            Entity a = world.spawn(new Position(0, 0), new Sprite("s"), new Health(1));
            world.spawn(new Position(0, 0), new Sprite("s"));
            Entity b = world.spawn(new Position(0, 0), new Text("t"), new Shield(2));
            List<String> seen = new ArrayList<>();
            world.query(Position.class)
                    .optional(Sprite.class)
                    .optional(Text.class)
                    .any(Sprite.class, Text.class)
                    .any(Health.class, Shield.class)
                    .forEach((e, p, s, t) -> seen.add((e == a ? "a" : e == b ? "b" : "?") + " " + s + " " + t));
            assertEquals(
                    List.of("a Sprite[name=s] null", "b null Text[line=t]"),
                    seen.stream().sorted().toList());
        }

        @Test
        void anyCombinesWithWithWithoutAndChangeFilters() {
            Entity frozen = world.spawn(new Position(0, 0), new Sprite("s"), new Frozen());
            Entity moving = world.spawn(new Position(0, 0), new Text("t"), new Velocity(1, 0));
            world.spawn(new Position(0, 0), new Velocity(1, 0));
            Query1<Position> any = world.query(Position.class).any(Sprite.class, Text.class);
            Query1<Position> changed = any.changed(Position.class); // tracks changes from here
            Query1<Position> addedVelocity = any.added(Velocity.class);
            assertThrows(IllegalArgumentException.class, () -> any.added(Text.class)); // the group would always hold
            assertEquals(List.of(moving), any.without(Frozen.class).collect(new ArrayList<>()));
            assertEquals(List.of(moving), any.with(Velocity.class).collect(new ArrayList<>()));
            int tick = world.advanceTick();
            world.add(frozen, new Position(1, 1));
            world.add(moving, new Position(1, 1));
            assertEquals(
                    Set.of(frozen, moving), new HashSet<>(changed.since(tick).collect(new ArrayList<>())));
            assertEquals(
                    List.of(frozen),
                    any.changed(Position.class)
                            .since(tick)
                            .without(Velocity.class)
                            .collect(new ArrayList<>()));
            // Derived queries keep the group.
            assertEquals(2, any.ordered(WalkOrder.ENTITY_INDEX).count());
            assertSame(moving, addedVelocity.since(World.NEVER_RAN).single());
        }

        @Test
        void denseSparseAndOrderedWalksAgreeOnAnyGroups() {
            List<Entity> expected = new ArrayList<>();
            for (int i = 0; i < 3_000; i++) {
                Entity e = world.spawn(new Position(i, 0));
                if (i % 5 == 0) {
                    world.add(e, new Sprite("s"));
                } else if (i % 7 == 0) {
                    world.add(e, new Text("t"));
                } else {
                    continue;
                }
                expected.add(e);
            }
            List<Entity> dense = new ArrayList<>();
            world.query(Position.class).any(Sprite.class, Text.class).forEach((e, p) -> dense.add(e));
            List<Entity> sparse = new ArrayList<>();
            world.query(Sprite.class)
                    .optional(Position.class)
                    .any(Position.class, Text.class)
                    .forEach((e, s, p) -> sparse.add(e));
            assertEquals(expected, dense);
            assertEquals(
                    expected.stream().filter(e -> world.has(e, Sprite.class)).toList(), sparse);
            assertEquals(
                    expected.get(1),
                    world.query(Position.class)
                            .any(Sprite.class, Text.class)
                            .ordered(WalkOrder.ENTITY_INDEX)
                            .findFirst((e, p) -> p.x > 0));
        }

        @Test
        void badGroupsAreRefusedWithWhatToDoInstead() {
            IllegalArgumentException one =
                    assertThrows(IllegalArgumentException.class, () -> world.query(Position.class)
                            .any(Sprite.class));
            assertEquals(
                    "any(...) needs at least two component classes, got 1 (Sprite); "
                            + "use with(Sprite.class) to require one",
                    one.getMessage());
            assertThrows(IllegalArgumentException.class, () -> world.query(Position.class)
                    .any());
            IllegalArgumentException twice =
                    assertThrows(IllegalArgumentException.class, () -> world.query(Position.class)
                            .any(Sprite.class, Sprite.class));
            assertEquals("any(...) names Sprite twice; name each class once", twice.getMessage());
            IllegalArgumentException required =
                    assertThrows(IllegalArgumentException.class, () -> world.query(Position.class)
                            .any(Position.class, Sprite.class));
            assertTrue(required.getMessage().contains("already requires, so it always holds"), required::getMessage);
            assertThrows(IllegalArgumentException.class, () -> world.query(Position.class)
                    .any(Sprite.class, Text.class)
                    .with(Text.class));
            IllegalArgumentException excluded =
                    assertThrows(IllegalArgumentException.class, () -> world.query(Position.class)
                            .any(Sprite.class, Text.class)
                            .without(Text.class));
            assertEquals(
                    "Query excludes Text and names it in any(...); drop it from one of them", excluded.getMessage());
            NullPointerException nul = assertThrows(NullPointerException.class, () -> world.query(Position.class)
                    .any(Sprite.class, null));
            assertTrue(nul.getMessage().startsWith("any(...) got a null class (argument 1)"), nul::getMessage);
            assertThrows(NullPointerException.class, () -> world.query(Position.class)
                    .any((Class<?>[]) null));
        }

        @Test
        void theQueryDescribesItsGroups() {
            assertEquals(
                    "Query[Position any(Sprite, Text)]",
                    world.query(Position.class).any(Sprite.class, Text.class).toString());
        }
    }

    /**
     * Optional terms at every position after the first, at arities 2 to 5 (the optional term of
     * {@code Query4} makes a {@code Query5}), in every walk form: dense, packed and index-sorted
     * walks, the early exits, the change-filtered walk, with pages the optional storages lack.
     */
    @Nested
    class EveryArity {
        /** The components of {@code e} the query hands over: A, then B.. where present, else null. */
        private List<Object> expected(World w, Entity e, int arity) {
            List<Object> components = new ArrayList<>();
            for (int k = 0; k < arity; k++) {
                components.add(w.get(e, QueryWalks.TYPES.get(k)));
            }
            return components;
        }

        private Query optionalQuery(World w, int arity) {
            Query query = w.query(QueryWalks.A.class);
            for (int k = 1; k < arity; k++) {
                Class<?> type = QueryWalks.TYPES.get(k);
                if (query instanceof Query1<?> q) {
                    query = q.optional(type);
                } else if (query instanceof Query2<?, ?> q) {
                    query = q.optional(type);
                } else if (query instanceof Query3<?, ?, ?> q) {
                    query = q.optional(type);
                } else {
                    query = ((Query4<?, ?, ?, ?>) query).optional(type);
                }
            }
            return query;
        }

        /**
         * A world of {@code count} entities, every {@code step}-th with an A (added in descending
         * order when {@code shuffled}), and B.. on some of the first 64 only: page 1 lacks them.
         */
        private List<Entity> populate(World w, int arity, int count, int step, boolean shuffled) {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                all.add(w.spawn());
            }
            List<Entity> withA = new ArrayList<>();
            for (int i = 0; i < count; i += step) {
                withA.add(all.get(i));
            }
            if (shuffled) {
                java.util.Collections.reverse(withA);
            }
            for (Entity e : withA) {
                w.add(e, QueryWalks.component(0, e));
            }
            for (int i = 0; i < 64; i += step) {
                for (int k = 1; k < arity; k++) {
                    if ((i / step + k) % 3 != 0) {
                        w.add(all.get(i), QueryWalks.component(k, all.get(i)));
                    }
                }
            }
            withA.sort((x, y) -> Integer.compare(x.index(), y.index()));
            return withA;
        }

        private void checkEveryForm(World w, Query query, List<Entity> members, int arity, boolean ordered) {
            Map<Entity, List<Object>> seen = new HashMap<>();
            List<Entity> order = new ArrayList<>();
            QueryWalks.forEachRaw(query, (e, components) -> {
                seen.put(e, components);
                order.add(e);
            });
            assertEquals(new HashSet<>(members), seen.keySet(), query::toString);
            for (Entity e : members) {
                assertEquals(expected(w, e, arity), seen.get(e), () -> query + " at " + e);
            }
            if (ordered) {
                assertEquals(members, order, query::toString);
            }
            Entity last = order.get(order.size() - 1);
            assertSame(last, untilAndFirst(query, last, true), query::toString);
            assertSame(last, untilAndFirst(query, last, false), query::toString);
            assertEquals(members.size(), query.count());
            if (!ordered) {
                assertEquals(new HashSet<>(members), parallel(query), query::toString);
            }
        }

        /** forEachUntil ({@code until}) or findFirst stopping at {@code stop}, for arities 2 to 5. */
        @SuppressWarnings("unchecked")
        private Entity untilAndFirst(Query query, Entity stop, boolean until) {
            if (query instanceof Query2<?, ?> q) {
                Query2<Object, Object> typed = (Query2<Object, Object>) q;
                return until
                        ? typed.forEachUntil((e, a, b) -> e == stop ? Flow.STOP : Flow.CONTINUE)
                        : typed.findFirst((e, a, b) -> e == stop);
            } else if (query instanceof Query3<?, ?, ?> q) {
                Query3<Object, Object, Object> typed = (Query3<Object, Object, Object>) q;
                return until
                        ? typed.forEachUntil((e, a, b, c) -> e == stop ? Flow.STOP : Flow.CONTINUE)
                        : typed.findFirst((e, a, b, c) -> e == stop);
            } else if (query instanceof Query4<?, ?, ?, ?> q) {
                Query4<Object, Object, Object, Object> typed = (Query4<Object, Object, Object, Object>) q;
                return until
                        ? typed.forEachUntil((e, a, b, c, d) -> e == stop ? Flow.STOP : Flow.CONTINUE)
                        : typed.findFirst((e, a, b, c, d) -> e == stop);
            }
            Query5<Object, Object, Object, Object, Object> typed =
                    (Query5<Object, Object, Object, Object, Object>) query;
            return until
                    ? typed.forEachUntil((e, a, b, c, d, f) -> e == stop ? Flow.STOP : Flow.CONTINUE)
                    : typed.findFirst((e, a, b, c, d, f) -> e == stop);
        }

        /** The entities parallelForEach visits, each checked to own its non-null components. */
        @SuppressWarnings("unchecked")
        private Set<Entity> parallel(Query query) {
            Set<Entity> seen = java.util.concurrent.ConcurrentHashMap.newKeySet();
            if (query instanceof Query2<?, ?> q) {
                ((Query2<Object, Object>) q).parallelForEach((e, a, b, commands) -> seen.add(e));
            } else if (query instanceof Query3<?, ?, ?> q) {
                ((Query3<Object, Object, Object>) q).parallelForEach((e, a, b, c, commands) -> seen.add(e));
            } else if (query instanceof Query4<?, ?, ?, ?> q) {
                ((Query4<Object, Object, Object, Object>) q).parallelForEach((e, a, b, c, d, commands) -> seen.add(e));
            } else {
                ((Query5<Object, Object, Object, Object, Object>) query)
                        .parallelForEach((e, a, b, c, d, f, commands) -> seen.add(e));
            }
            return seen;
        }

        @Test
        void denseSparseAndSortedWalksHandEveryOptionalPosition() {
            for (int arity = 2; arity <= 5; arity++) {
                World dense = new World();
                List<Entity> denseMembers = populate(dense, arity, Pages.SIZE + 200, 1, false);
                checkEveryForm(dense, optionalQuery(dense, arity), denseMembers, arity, false);
                World sparse = new World();
                List<Entity> sparseMembers = populate(sparse, arity, Pages.SIZE + 200, 16, false);
                checkEveryForm(sparse, optionalQuery(sparse, arity), sparseMembers, arity, true);
                World shuffled = new World();
                List<Entity> shuffledMembers = populate(shuffled, arity, Pages.SIZE + 200, 16, true);
                Query ordered = QueryWalks.ordered(optionalQuery(shuffled, arity), WalkOrder.ENTITY_INDEX);
                checkEveryForm(shuffled, ordered, shuffledMembers, arity, true);
            }
        }

        @Test
        void changeFilteredWalksHandEveryOptionalPositionAndComponentsAddedDuringTheWalk() {
            for (int arity = 2; arity <= 5; arity++) {
                World w = new World();
                List<Entity> members = populate(w, arity, Pages.SIZE + 200, 1, false);
                Query changed = QueryWalks.changed(optionalQuery(w, arity), QueryWalks.A.class);
                int tick = w.advanceTick();
                List<Entity> touched = new ArrayList<>();
                for (int i = 0; i < members.size(); i += 7) {
                    Entity e = members.get(i);
                    w.add(e, QueryWalks.component(0, e));
                    touched.add(e);
                }
                Query since = QueryWalks.since(changed, tick);
                Entity late = touched.get(touched.size() - 1); // in page 1, where B.. have no page
                Entity first = touched.get(touched.size() - 2);
                int arityNow = arity;
                Map<Entity, List<Object>> seen = new HashMap<>();
                QueryWalks.forEachRaw(since, (e, components) -> {
                    seen.put(e, components);
                    if (e == first) { // gives the late entity its optional components mid-walk
                        for (int k = 1; k < arityNow; k++) {
                            w.add(late, QueryWalks.component(k, late));
                        }
                    }
                });
                assertEquals(new HashSet<>(touched), seen.keySet(), since::toString);
                for (Entity e : touched) {
                    assertEquals(expected(w, e, arity), seen.get(e), () -> since + " at " + e);
                }
                assertTrue(seen.get(late).get(arity - 1) != null, "added during the walk, handed over");
            }
        }
    }
}
