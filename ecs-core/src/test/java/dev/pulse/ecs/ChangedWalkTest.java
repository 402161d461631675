package dev.pulse.ecs;

import static dev.pulse.ecs.QueryWalks.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.internal.Pages;
import dev.pulse.testing.fixtures.AllocationMeter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The change-filtered walk ({@code changed}/{@code added}, the walk that opens only the lines of
 * change stamps newer than the baseline) for every arity, with each fetched component as the
 * filtered one: exactly the entities changed after the baseline, in index order, each with its
 * own components; the stamp equal to the baseline left out; changed entities that miss a
 * fetched component, or sit in a page where a fetched storage has no page; more changes in a
 * page than the walk's first buffers hold; and changes made during the walk.
 */
class ChangedWalkTest {

    private final World world = new World();

    /** {@code count} entities with all of A, B, C, D, indexes in creation order. */
    private List<Entity> spawnAll(int count) {
        List<Entity> entities = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Entity e = world.spawn();
            for (int k = 0; k < 4; k++) {
                world.add(e, component(k, e));
            }
            entities.add(e);
        }
        return entities;
    }

    @Nested
    class EveryArity {
        @Test
        void changedVisitsExactlyTheEntitiesChangedAfterTheBaselineInIndexOrder() {
            for (int arity = 1; arity <= TYPES.size(); arity++) {
                for (int k = 0; k < arity; k++) {
                    World fresh = new World();
                    List<Entity> entities = spawnAllIn(fresh, 40);
                    Class<? extends Owned> type = TYPES.get(k);
                    Query query = changed(query(fresh, arity), type);
                    fresh.markChanged(entities.get(3), type); // stamped with the baseline tick: not newer
                    int seen = fresh.advanceTick();
                    List<Entity> expected = new ArrayList<>();
                    for (int i = 35; i >= 5; i -= 6) {
                        fresh.markChanged(entities.get(i), type);
                    }
                    fresh.markChanged(
                            entities.get(9),
                            TYPES.get((k + 1) % TYPES.size())); // another type: not a change of this one
                    for (int i = 5; i <= 35; i += 6) {
                        expected.add(entities.get(i));
                    }
                    assertEquals(
                            expected,
                            forEach(since(query, seen)),
                            "arity " + arity + ", changed " + type.getSimpleName());
                }
            }
        }

        @Test
        void addedVisitsOnlyComponentsAddedAfterTheBaseline() {
            for (int arity = 1; arity <= TYPES.size(); arity++) {
                for (int k = 0; k < arity; k++) {
                    World fresh = new World();
                    List<Entity> entities = spawnAllIn(fresh, 20);
                    Class<? extends Owned> type = TYPES.get(k);
                    Query query = added(query(fresh, arity), type);
                    int seen = fresh.advanceTick();
                    fresh.markChanged(entities.get(2), type); // a change, not an addition
                    fresh.add(entities.get(4), component(k, entities.get(4))); // a replacement, not an addition
                    fresh.remove(entities.get(7), type);
                    fresh.add(entities.get(7), component(k, entities.get(7)));
                    Entity late = fresh.spawn();
                    for (int j = 0; j < TYPES.size(); j++) {
                        fresh.add(late, component(j, late));
                    }
                    assertEquals(
                            List.of(entities.get(7), late),
                            forEach(since(query, seen)),
                            "arity " + arity + ", added " + type.getSimpleName());
                }
            }
        }

        @Test
        void theEarlyExitWalksStopAtTheFirstChangedEntityThatPasses() {
            for (int arity = 1; arity <= TYPES.size(); arity++) {
                World fresh = new World();
                List<Entity> entities = spawnAllIn(fresh, 30);
                Query filtered = changed(query(fresh, arity), B.class);
                int seen = fresh.advanceTick();
                for (int i = 10; i < 30; i += 5) {
                    fresh.markChanged(entities.get(i), B.class);
                }
                Query query = since(filtered, seen);
                List<Entity> tested = new ArrayList<>();
                assertSame(entities.get(20), findFirst(query, e -> e.index() >= 20, tested), "arity " + arity);
                assertEquals(List.of(entities.get(10), entities.get(15), entities.get(20)), tested, "arity " + arity);
                tested.clear();
                assertSame(entities.get(15), forEachUntil(query, e -> e.index() == 15, tested), "arity " + arity);
                assertEquals(List.of(entities.get(10), entities.get(15)), tested, "arity " + arity);
                tested.clear();
                assertNull(findFirst(query, e -> false, tested), "arity " + arity);
                assertEquals(4, tested.size(), "arity " + arity);
                fresh.clear(); // every walk has ended: structural changes are allowed again
                assertEquals(0, fresh.entityCount());
            }
        }
    }

    /** {@code count} entities of {@code target} with all of A to H, indexes in creation order. */
    private static List<Entity> spawnAllIn(World target, int count) {
        List<Entity> entities = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Entity e = target.spawn();
            for (int k = 0; k < TYPES.size(); k++) {
                target.add(e, component(k, e));
            }
            entities.add(e);
        }
        return entities;
    }

    @Nested
    class WithOtherFilters {
        @Test
        void aChangeFilterOnAWithClassAndWithAfterChangedKeepBothFilters() {
            List<Entity> entities = spawnAll(12);
            for (int i = 0; i < 12; i += 3) {
                world.add(entities.get(i), new Mark());
            }
            Query1<A> markChanged = world.query(A.class).with(Mark.class).changed(Mark.class);
            Query1<A> changedThenWith = world.query(A.class).changed(B.class).with(Mark.class);
            int seen = world.advanceTick();
            for (int i = 0; i < 12; i += 2) {
                world.markChanged(entities.get(i), Mark.class);
                world.markChanged(entities.get(i), B.class);
            }
            List<Entity> expected = List.of(entities.get(0), entities.get(6));
            assertEquals(expected, forEach(markChanged.since(seen)));
            assertEquals(expected, forEach(changedThenWith.since(seen)));
        }

        @Test
        void aSecondChangeFilterAndAWithoutAreTestedBeyondTheDrivingFilterAtEveryArity() {
            for (int arity = 1; arity <= TYPES.size(); arity++) {
                World fresh = new World();
                List<Entity> entities = spawnAllIn(fresh, 40);
                for (int i = 0; i < 40; i += 2) {
                    fresh.add(entities.get(i), new Mark());
                }
                Query query = changed(
                        changed(query(fresh, arity, new Class<?>[0], new Class<?>[] {Skip.class}), A.class),
                        Mark.class);
                Query single = changed(query(fresh, arity), A.class);
                int seen = fresh.advanceTick();
                for (int i = 0; i < 40; i += 3) {
                    fresh.markChanged(entities.get(i), A.class);
                }
                for (int i = 0; i < 40; i += 4) {
                    fresh.markChanged(entities.get(i), Mark.class);
                }
                fresh.add(entities.get(24), new Skip());
                List<Entity> both = new ArrayList<>();
                List<Entity> changedA = new ArrayList<>();
                for (int i = 0; i < 40; i += 3) {
                    changedA.add(entities.get(i));
                    if (i % 4 == 0 && i != 24) {
                        both.add(entities.get(i)); // 0, 12, 36: A and Mark changed, no Skip
                    }
                }
                assertEquals(both, forEach(since(query, seen)), "arity " + arity);
                assertEquals(changedA, forEach(since(single, seen)), "arity " + arity + ", the driving filter alone");
            }
        }

        @Test
        void theDescriptionNamesEveryFilterAndTheBaseline() {
            Query2<A, B> query = world.query(A.class, B.class)
                    .with(C.class)
                    .without(D.class, Skip.class)
                    .changed(A.class)
                    .added(B.class);
            assertEquals("Query[A, B with C without D, Skip changed A, added B]", query.toString());
            assertEquals(
                    "Query[A, B with C without D, Skip changed A, added B since 5]",
                    query.since(5).toString());
            assertEquals("Query[A, B]", world.query(A.class, B.class).toString());
        }
    }

    @Nested
    class ManyChangesInAPage {
        @Test
        void exactlyAsManyChangesAsTheFirstBufferHoldsAreAllVisited() {
            List<Entity> entities = spawnAll(200);
            Query query = changed(query(world, 2), A.class);
            int seen = world.advanceTick();
            List<Entity> expected = new ArrayList<>();
            for (int i = 0; i < 64 * 3; i += 3) {
                world.markChanged(entities.get(i), A.class);
                expected.add(entities.get(i));
            }
            assertEquals(64, expected.size());
            assertEquals(expected, forEach(since(query, seen)));
        }

        @Test
        void moreChangesThanTheFirstBufferHoldsAreAllVisited() {
            List<Entity> entities = spawnAll(Pages.SIZE + 600);
            Query three = changed(query(world, 3), C.class);
            Query four = changed(query(world, 4), C.class);
            int seen = world.advanceTick();
            List<Entity> expected = new ArrayList<>();
            for (int i = 1; i < entities.size(); i += 7) {
                world.markChanged(entities.get(i), C.class);
                expected.add(entities.get(i));
            }
            assertEquals(expected, forEach(since(three, seen)), "arity 3");
            assertEquals(expected, forEach(since(four, seen)), "arity 4");
        }
    }

    @Nested
    class ReusedPageReader {
        private Query1<A> changedAfter(int count, int step) {
            List<Entity> entities = spawnAll(count);
            int seen = world.advanceTick();
            for (int i = 0; i < count; i += step) {
                world.markChanged(entities.get(i), A.class);
            }
            return world.query(A.class).changed(A.class).since(seen);
        }

        @Test
        void aQueryWalksItsChangesAgainWithoutAllocating() {
            Query1<A> query = changedAfter(3 * Pages.SIZE, 6); // 2,048 changes over three pages
            int[] visited = new int[1];
            Query1.ForEach<A> action = (e, a) -> visited[0]++;
            query.forEach(action); // the page reader's buffers grow to this query's changes once
            long bytes = new AllocationMeter().bytesAllocatedBy(() -> {
                for (int i = 0; i < 1_000; i++) {
                    query.forEach(action);
                }
            });
            assertTrue(bytes < 16_000, "1,000 changed walks allocated " + bytes + " bytes");
            assertEquals(1_001 * 2_048, visited[0]);
        }

        @Test
        void nestedWalksOfOneQueryEachVisitEveryChange() {
            Query1<A> query = changedAfter(Pages.SIZE + 100, 5);
            int changes = (Pages.SIZE + 100 + 4) / 5;
            List<Integer> inner = new ArrayList<>();
            int[] outer = new int[1];
            query.forEach((e, a) -> {
                outer[0]++;
                if (outer[0] % 500 == 1) {
                    int[] count = new int[1];
                    query.forEach((f, b) -> count[0]++);
                    inner.add(count[0]);
                }
            });
            assertEquals(changes, outer[0]);
            assertEquals(List.of(changes, changes), inner); // inner walks at the 1st and 501st of 840
            int[] after = new int[1];
            query.forEach((e, a) -> after[0]++);
            assertEquals(changes, after[0]);
        }

        @Test
        void aWalkAfterTheWorldGrewSeesTheNewPages() {
            Query1<A> query = changedAfter(100, 1);
            assertEquals(100, forEach(query).size());
            // New entity pages and stamp pages: each newcomer's A was added after the baseline.
            List<Entity> more = spawnAll(2 * Pages.SIZE);
            List<Entity> walked = forEach(query);
            assertEquals(100 + 2 * Pages.SIZE, walked.size());
            assertSame(more.get(more.size() - 1), walked.get(walked.size() - 1));
        }
    }

    @Nested
    class MissingComponents {
        @Test
        void aPageWhereAFetchedStorageHasNoPageIsSkipped() {
            // Page 0 of the entity indexes: A and C only, so B's storage never gets a page 0.
            List<Entity> first = new ArrayList<>();
            for (int i = 0; i < Pages.SIZE; i++) {
                Entity e = world.spawn();
                world.add(e, new A(e));
                world.add(e, new C(e));
                first.add(e);
            }
            List<Entity> second = spawnAll(50);
            Query abc = changed(query(world, 3), A.class);
            Query1<A> ac = world.query(A.class).with(C.class).changed(A.class);
            int seen = world.advanceTick();
            List<Entity> changedWithAC = new ArrayList<>();
            for (int i = 0; i < Pages.SIZE; i += 100) {
                world.markChanged(first.get(i), A.class);
                changedWithAC.add(first.get(i));
            }
            world.markChanged(second.get(3), A.class);
            world.markChanged(second.get(40), A.class);
            changedWithAC.add(second.get(3));
            changedWithAC.add(second.get(40));
            assertEquals(List.of(second.get(3), second.get(40)), forEach(since(abc, seen)));
            assertEquals(changedWithAC, forEach(ac.since(seen)));
        }

        @Test
        void aChangedEntityMissingAFetchedComponentIsNotVisited() {
            List<Entity> entities = spawnAll(30);
            for (int i = 0; i < 30; i += 2) {
                world.remove(entities.get(i), D.class);
            }
            Query four = changed(query(world, 4), A.class);
            Query three = changed(query(world, 3), A.class);
            int seen = world.advanceTick();
            for (Entity e : entities) {
                world.markChanged(e, A.class);
            }
            List<Entity> odd = new ArrayList<>();
            for (int i = 1; i < 30; i += 2) {
                odd.add(entities.get(i));
            }
            assertEquals(odd, forEach(since(four, seen)));
            assertEquals(entities, forEach(since(three, seen)));
        }
    }

    @Nested
    class ChangesDuringTheWalk {
        @Test
        void anEntityGivenTheFilteredComponentDuringTheWalkWaitsForTheNextWalk() {
            List<Entity> entities = spawnAll(Pages.SIZE + 10);
            Entity late = entities.get(Pages.SIZE + 5);
            world.remove(late, A.class);
            List<Query> queries = new ArrayList<>();
            for (int arity = 1; arity <= 4; arity++) {
                queries.add(changed(query(world, arity), A.class));
            }
            int seen = world.advanceTick();
            world.markChanged(entities.get(1), A.class);
            world.markChanged(entities.get(Pages.SIZE + 2), A.class);
            for (int arity = 1; arity <= 4; arity++) {
                Query query = since(queries.get(arity - 1), seen);
                boolean[] given = {false};
                List<Entity> visited = forEach(query, e -> {
                    if (!given[0]) {
                        given[0] = true;
                        world.add(late, new A(late)); // stamped now: newer than the baseline, ahead of the walk
                    }
                });
                assertEquals(List.of(entities.get(1), entities.get(Pages.SIZE + 2)), visited, "arity " + arity);
                assertEquals(
                        List.of(entities.get(1), entities.get(Pages.SIZE + 2), late),
                        forEach(query),
                        "arity " + arity + ": the next walk sees it");
                world.remove(late, A.class);
            }
        }

        @Test
        void aFetchedComponentAddedAheadOfTheWalkOnThisPageOrALaterOneIsSeenAtTheVisit() {
            for (int arity = 2; arity <= 4; arity++) {
                World fresh = new World();
                int last = arity - 1; // the last fetched type: not the driving A
                Class<? extends Owned> type = TYPES.get(last);
                List<Entity> entities = spawnAllIn(fresh, Pages.SIZE);
                fresh.remove(entities.get(5), type);
                for (int i = 0; i < 10; i++) { // page 1 of the indexes: every type but the last fetched one
                    Entity e = fresh.spawn();
                    for (int k = 0; k < 4; k++) {
                        if (k != last) {
                            fresh.add(e, component(k, e));
                        }
                    }
                    entities.add(e);
                }
                Query query = changed(query(fresh, arity), A.class);
                int seen = fresh.advanceTick();
                Entity samePage = entities.get(5);
                Entity laterPage = entities.get(Pages.SIZE + 3);
                for (Entity e : List.of(entities.get(1), samePage, laterPage)) {
                    fresh.markChanged(e, A.class);
                }
                List<Entity> visited = forEach(since(query, seen), e -> {
                    if (e.equals(entities.get(1))) { // its storage's page 1 does not exist yet
                        fresh.add(samePage, component(last, samePage));
                        fresh.add(laterPage, component(last, laterPage));
                    }
                });
                assertEquals(List.of(entities.get(1), samePage, laterPage), visited, "arity " + arity);
            }
        }

        @Test
        void anEntityRemovedAheadOfTheWalkIsNotVisitedAndTheStorageIsCompactedAfter() {
            List<Entity> entities = spawnAll(20);
            Query query = changed(query(world, 2), B.class);
            int seen = world.advanceTick();
            for (Entity e : entities) {
                world.markChanged(e, B.class);
            }
            List<Entity> visited = forEach(since(query, seen), e -> {
                if (e.index() % 2 == 0) {
                    world.remove(entities.get(e.index() + 1), B.class);
                }
            });
            List<Entity> even = new ArrayList<>();
            for (int i = 0; i < 20; i += 2) {
                even.add(entities.get(i));
            }
            assertEquals(even, visited);
            assertEquals(10, world.count(B.class));
            world.clear(); // refused inside a walk: the walk has released its lock
            assertEquals(0, world.entityCount());
        }
    }
}
