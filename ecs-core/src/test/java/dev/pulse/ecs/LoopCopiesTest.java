package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * A query walked often gets its own copy of its arity's walk ({@link LoopCopies}): a hidden
 * class defined from the shared walk's class file, one per query, which walks exactly as the
 * shared one does (every form, removals during the walk, filters, dense and packed drivers).
 */
class LoopCopiesTest {

    private final World world = new World();

    /** Runs {@code walk} enough times for its query to get its own walk copy. */
    private static void walkUntilCopied(Runnable walk) {
        for (int i = 0; i < LoopCopies.WALKS_BEFORE_COPY; i++) {
            walk.run();
        }
    }

    @Nested
    class Copies {
        @Test
        void aQueryWalksWithTheSharedWalkFirstThenWithAHiddenCopyOfIt() {
            world.spawn(new Position(1, 0));
            Query1<Position> query = world.query(Position.class);
            for (int i = 1; i < LoopCopies.WALKS_BEFORE_COPY; i++) {
                assertSame(Query1Loops.SHARED, query.walker(Query1Loops.SHARED), "walk " + i);
            }
            QueryLoops own = query.walker(Query1Loops.SHARED);
            assertNotSame(Query1Loops.SHARED, own);
            assertTrue(own.getClass().isHidden(), own.getClass().getName());
            assertEquals(
                    Query1Loops.class.getName(),
                    own.getClass()
                            .getName()
                            .substring(0, Query1Loops.class.getName().length()));
            assertSame(own, query.walker(Query1Loops.SHARED), "the copy is kept");
        }

        @Test
        void twoQueriesGetTwoCopiesOfEveryArityAndTheCopiesWalk() {
            Entity entity = world.spawn();
            for (int k = 0; k < QueryWalks.TYPES.size(); k++) {
                world.add(entity, QueryWalks.component(k, entity));
            }
            QueryLoops[] shared = {
                Query1Loops.SHARED,
                Query2Loops.SHARED,
                Query3Loops.SHARED,
                Query4Loops.SHARED,
                Query5Loops.SHARED,
                Query6Loops.SHARED,
                Query7Loops.SHARED,
                Query8Loops.SHARED
            };
            for (int arity = 1; arity <= shared.length; arity++) {
                List<Class<?>> types = new ArrayList<>(QueryWalks.TYPES.subList(0, arity));
                Query first = QueryWalks.query(world, types);
                Collections.reverse(types);
                Query second = QueryWalks.query(world, types);
                QueryLoops a = copied(first, shared[arity - 1]);
                QueryLoops b = copied(second, shared[arity - 1]);
                assertTrue(a.getClass().isHidden() && b.getClass().isHidden(), "arity " + arity);
                assertFalse(a.getClass() == b.getClass(), "each query has its own class, arity " + arity);
                assertFalse(a.getClass() == shared[arity - 1].getClass());
                assertEquals(
                        shared[arity - 1].getClass().getName(),
                        a.getClass()
                                .getName()
                                .substring(
                                        0,
                                        shared[arity - 1].getClass().getName().length()),
                        "a copy of its own arity's walk");
                assertEquals(List.of(entity), QueryWalks.forEach(first), "the copy walks, arity " + arity);
                assertSame(a, first.walker(shared[arity - 1]), "the walk above used the copy, arity " + arity);
            }
        }

        private QueryLoops copied(Query query, QueryLoops shared) {
            QueryLoops walk = shared;
            for (int i = 0; i < LoopCopies.WALKS_BEFORE_COPY; i++) {
                walk = query.walker(shared);
            }
            return walk;
        }
    }

    /** The copy walks as the shared walk does: the same entities, the same order, the same rules. */
    @Nested
    class SameWalks {
        private List<Entity> spawnRow(int n, boolean withVelocity) {
            List<Entity> row = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                row.add(
                        withVelocity
                                ? world.spawn(new Position(i, 0), new Velocity(1, 0))
                                : world.spawn(new Position(i, 0)));
            }
            return row;
        }

        @Test
        void denseAndPackedDriversEveryFormAndFilters() {
            List<Entity> moving = spawnRow(600, true);
            spawnRow(5000, false); // Position is dense; Velocity (600 of 5,600, out of index order below) is not
            world.remove(moving.get(3), Velocity.class); // a swap: Velocity's packed list leaves index order
            world.add(moving.get(10), new Frozen());
            Query2<Position, Velocity> both =
                    world.query(Position.class, Velocity.class).without(Frozen.class);
            Query1<Position> positions = world.query(Position.class);
            List<List<Entity>> seen = new ArrayList<>();
            for (int walk = 0; walk < LoopCopies.WALKS_BEFORE_COPY + 3; walk++) {
                List<Entity> order = new ArrayList<>();
                both.forEach((entity, p, v) -> order.add(entity));
                float[] sum = {0};
                both.forEach((p, v) -> sum[0] += v.dx);
                assertEquals(order.size(), (int) sum[0], "the components form visits as many, walk " + walk);
                int[] count = {0};
                positions.forEach(p -> count[0]++);
                assertEquals(5600, count[0]);
                seen.add(order);
            }
            assertTrue(both.walker(Query2Loops.SHARED).getClass().isHidden());
            assertEquals(598, seen.get(0).size());
            for (List<Entity> order : seen) {
                assertEquals(seen.get(0), order, "every walk, shared or copied, visits the same order");
            }
        }

        @Test
        void removalsAndAddsDuringCopiedWalksFollowTheRules() {
            List<Entity> row = spawnRow(50, true);
            Query1<Velocity> query = world.query(Velocity.class);
            walkUntilCopied(() -> query.forEach(v -> {}));
            assertTrue(query.walker(Query1Loops.SHARED).getClass().isHidden());
            List<Entity> visited = new ArrayList<>();
            query.forEach((entity, v) -> {
                visited.add(entity);
                if (entity.equals(row.get(0))) {
                    world.remove(row.get(49), Velocity.class); // not yet visited: skipped
                    world.add(world.spawn(new Position(0, 0)), new Velocity(0, 0)); // added: not visited
                }
            });
            assertEquals(row.subList(0, 49), visited);
            assertEquals(50, world.storage(Velocity.class).size());
        }
    }
}
