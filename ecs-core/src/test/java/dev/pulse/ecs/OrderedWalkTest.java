package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.column.ColumnQuery;
import dev.pulse.ecs.column.Motion;
import dev.pulse.testing.fixtures.AllocationMeter;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * {@link WalkOrder#ENTITY_INDEX}: the {@code ordered(...)} queries, each of the three ways an
 * ordered walk runs (dense driver, sparse driver still in index order, sparse driver out of
 * order), what it refuses, determinism across worlds, allocation, and column queries. The
 * random-operation model test is {@link OrderedWalkModelTest}.
 */
class OrderedWalkTest {

    private final World world = new World();

    /** A tag on few entities, so that it drives the walk (sparse). */
    record Mark() {}

    /** Spawns {@code count} entities with a Health each; every tenth also gets a Mark, in index order. */
    private List<Entity> spawnWithEveryTenthMarked(int count) {
        List<Entity> all = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Entity e = world.spawn(new Health(i));
            if (i % 10 == 0) {
                world.add(e, new Mark());
            }
            all.add(e);
        }
        return all;
    }

    /** Moves the marks of the lowest entities to the end of the Mark storage's packed list. */
    private void shuffleMarks(List<Entity> all) {
        for (int i = 0; i < 200; i += 10) {
            world.remove(all.get(i), Mark.class);
            world.add(all.get(i), new Mark());
        }
    }

    private static List<Integer> indexesOf(List<Entity> entities) {
        List<Integer> indexes = new ArrayList<>();
        for (Entity e : entities) {
            indexes.add(e.index());
        }
        return indexes;
    }

    private static void assertAscending(List<Integer> indexes) {
        for (int i = 1; i < indexes.size(); i++) {
            assertTrue(indexes.get(i - 1) < indexes.get(i), () -> "not ascending: " + indexes);
        }
    }

    @Nested
    class TheOrderedQuery {
        @Test
        void storageOrderIsTheDefault() {
            assertSame(WalkOrder.STORAGE, world.query(Health.class).order());
            assertSame(WalkOrder.STORAGE, world.columnQuery(Motion.class).order());
        }

        @Test
        void orderedReturnsANewQueryAndLeavesTheOriginalAlone() {
            Query1<Health> plain = world.query(Health.class);
            Query1<Health> ordered = plain.ordered(WalkOrder.ENTITY_INDEX);
            assertNotEquals(plain, ordered);
            assertSame(WalkOrder.STORAGE, plain.order());
            assertSame(WalkOrder.ENTITY_INDEX, ordered.order());
            assertSame(WalkOrder.STORAGE, ordered.ordered(WalkOrder.STORAGE).order());
        }

        @Test
        void derivedQueriesKeepTheOrder() {
            WalkOrder o = WalkOrder.ENTITY_INDEX;
            assertSame(o, world.query(Health.class).ordered(o).with(Mark.class).order());
            assertSame(
                    o, world.query(Health.class).ordered(o).without(Mark.class).order());
            assertSame(
                    o,
                    world.query(Health.class).ordered(o).changed(Health.class).order());
            assertSame(
                    o, world.query(Health.class).ordered(o).added(Health.class).order());
            assertSame(
                    o,
                    world.query(Health.class)
                            .ordered(o)
                            .added(Health.class)
                            .since(0)
                            .order());
            assertSame(
                    o,
                    world.query(Health.class, Position.class)
                            .ordered(o)
                            .without(Mark.class)
                            .order());
            assertSame(
                    o,
                    world.query(Health.class, Position.class, Velocity.class)
                            .ordered(o)
                            .with(Mark.class)
                            .changed(Health.class)
                            .since(0)
                            .order());
            assertSame(
                    o,
                    world.query(Health.class, Position.class, Velocity.class, Frozen.class)
                            .ordered(o)
                            .without(Mark.class)
                            .added(Health.class)
                            .since(0)
                            .order());
            assertSame(
                    o,
                    world.columnQuery(Motion.class)
                            .ordered(o)
                            .with(Mark.class)
                            .without(Frozen.class)
                            .order());
        }

        @Test
        void everyArityReportsItsOrder() {
            WalkOrder o = WalkOrder.ENTITY_INDEX;
            assertSame(o, world.query(Health.class, Position.class).ordered(o).order());
            assertSame(
                    o,
                    world.query(Health.class, Position.class, Velocity.class)
                            .ordered(o)
                            .order());
            assertSame(
                    o,
                    world.query(Health.class, Position.class, Velocity.class, Frozen.class)
                            .ordered(o)
                            .order());
            assertSame(
                    o,
                    world.query(Health.class, Position.class)
                            .ordered(o)
                            .with(Mark.class)
                            .order());
            assertSame(
                    o,
                    world.query(Health.class, Position.class, Velocity.class)
                            .ordered(o)
                            .without(Mark.class)
                            .added(Health.class)
                            .order());
            assertSame(
                    o,
                    world.query(Health.class, Position.class, Velocity.class, Frozen.class)
                            .ordered(o)
                            .with(Mark.class)
                            .order());
        }

        @Test
        void toStringSaysTheOrder() {
            assertEquals(
                    "Query[Health with Mark in entity index order]",
                    world.query(Health.class)
                            .with(Mark.class)
                            .ordered(WalkOrder.ENTITY_INDEX)
                            .toString());
            assertEquals(
                    "ColumnQuery[Motion in entity index order]",
                    world.columnQuery(Motion.class)
                            .ordered(WalkOrder.ENTITY_INDEX)
                            .toString());
            assertEquals(
                    "Query[Health]",
                    world.query(Health.class).ordered(WalkOrder.STORAGE).toString());
        }

        @Test
        void aNullOrderIsRefusedWithWhatToPass() {
            NullPointerException e = assertThrows(
                    NullPointerException.class, () -> world.query(Health.class).ordered(null));
            assertTrue(e.getMessage().contains("WalkOrder.ENTITY_INDEX"), e.getMessage());
            assertThrows(NullPointerException.class, () -> world.query(Health.class, Position.class)
                    .ordered(null));
            assertThrows(NullPointerException.class, () -> world.query(Health.class, Position.class, Velocity.class)
                    .ordered(null));
            assertThrows(NullPointerException.class, () -> world.query(
                            Health.class, Position.class, Velocity.class, Frozen.class)
                    .ordered(null));
            NullPointerException c = assertThrows(NullPointerException.class, () -> world.columnQuery(Motion.class)
                    .ordered(null));
            assertTrue(c.getMessage().contains("WalkOrder.ENTITY_INDEX"), c.getMessage());
        }

        @Test
        void parallelForEachIsRefusedNamingTheQuery() {
            world.spawn(new Health(1), new Position(0, 0), new Velocity(0, 0), new Frozen());
            WalkOrder o = WalkOrder.ENTITY_INDEX;
            IllegalStateException e = assertThrows(
                    IllegalStateException.class,
                    () -> world.query(Health.class).ordered(o).parallelForEach((x, h, commands) -> {}));
            assertTrue(
                    e.getMessage().contains("Query[Health in entity index order]")
                            && e.getMessage().contains("use forEach"),
                    e.getMessage());
            assertThrows(IllegalStateException.class, () -> world.query(Health.class, Position.class)
                    .ordered(o)
                    .parallelForEach((x, h, p, commands) -> {}));
            assertThrows(IllegalStateException.class, () -> world.query(Health.class, Position.class, Velocity.class)
                    .ordered(o)
                    .parallelForEach((x, h, p, v, commands) -> {}));
            assertThrows(IllegalStateException.class, () -> world.query(
                            Health.class, Position.class, Velocity.class, Frozen.class)
                    .ordered(o)
                    .parallelForEach((x, h, p, v, f, commands) -> {}));
            // The same query without an order still walks in parallel.
            int[] seen = {0};
            world.query(Health.class)
                    .ordered(o)
                    .ordered(WalkOrder.STORAGE)
                    .parallelForEach((x, h, commands) -> seen[0]++);
            assertEquals(1, seen[0]);
        }
    }

    @Nested
    class Paths {
        @Test
        void aDenseDriverWalksInIndexOrder() {
            List<Entity> all = spawnWithEveryTenthMarked(2_000);
            for (int i = 0; i < 100; i += 3) {
                world.remove(all.get(i), Health.class);
                world.add(all.get(i), new Health(-i)); // goes to the end of the packed list
            }
            assertTrue(world.storage(Health.class).isDense()
                    && !world.storage(Health.class).inIndexOrder());
            List<Integer> visited = new ArrayList<>();
            world.query(Health.class).ordered(WalkOrder.ENTITY_INDEX).forEach((e, h) -> visited.add(e.index()));
            assertEquals(2_000, visited.size());
            assertAscending(visited);
        }

        @Test
        void aSparseDriverStillInIndexOrderWalksItsPackedList() {
            spawnWithEveryTenthMarked(10_000);
            ComponentStorage<?> marks = world.storage(Mark.class);
            assertTrue(!marks.isDense() && marks.inIndexOrder());
            Query1<Health> ordered = world.query(Health.class).with(Mark.class).ordered(WalkOrder.ENTITY_INDEX);
            List<Integer> visited = new ArrayList<>();
            ordered.forEach((e, h) -> visited.add(e.index()));
            assertEquals(1_000, visited.size());
            assertAscending(visited);
            assertEquals(0, ordered.findFirst((e, h) -> true).index());
            assertEquals(
                    9_990,
                    ordered.forEachUntil((e, h) -> h.hp() == 9_990 ? Flow.STOP : Flow.CONTINUE)
                            .index());
            assertEquals(visited, indexesOf(ordered.collect(new ArrayList<>())));
            assertEquals(0, ordered.firstOrNull().index());
        }

        @Test
        void aShuffledSparseDriverIsSortedAndTheDefaultWalkIsNot() {
            List<Entity> all = spawnWithEveryTenthMarked(10_000);
            shuffleMarks(all);
            ComponentStorage<?> marks = world.storage(Mark.class);
            assertTrue(!marks.isDense() && !marks.inIndexOrder());
            Query1<Health> plain = world.query(Health.class).with(Mark.class);
            Query1<Health> ordered = plain.ordered(WalkOrder.ENTITY_INDEX);
            List<Integer> visited = new ArrayList<>();
            ordered.forEach((e, h) -> visited.add(e.index()));
            List<Integer> components = new ArrayList<>();
            ordered.forEach(h -> components.add(h.hp()));
            List<Integer> unordered = new ArrayList<>();
            plain.forEach((e, h) -> unordered.add(e.index()));
            assertEquals(1_000, visited.size());
            assertAscending(visited);
            assertEquals(visited, components, "Health(i) sits on entity i");
            assertNotEquals(visited, unordered, "the test needs a driver whose own order differs");
            assertEquals(visited, indexesOf(ordered.collect(new ArrayList<>())));
            assertEquals(0, ordered.firstOrNull().index());
            assertEquals(0, ordered.first().index());
            assertEquals(10, ordered.findFirst((e, h) -> h.hp() > 0).index());
            assertEquals(
                    30,
                    ordered.forEachUntil((e, h) -> h.hp() == 30 ? Flow.STOP : Flow.CONTINUE)
                            .index());
            assertNull(ordered.findFirst((e, h) -> false));
            assertTrue(plain.firstOrNull().index() > 0, "the default walk starts elsewhere");
        }

        @Test
        void aShuffledSparseDriverSkipsWhatTheActionDespawnsAheadAndNeverVisitsTheNewcomer() {
            List<Entity> all = spawnWithEveryTenthMarked(10_000);
            shuffleMarks(all);
            Query1<Health> ordered = world.query(Health.class).with(Mark.class).ordered(WalkOrder.ENTITY_INDEX);
            List<Entity> visited = new ArrayList<>();
            List<Entity> newcomers = new ArrayList<>();
            ordered.forEach((e, h) -> {
                visited.add(e);
                if (e.index() == 100) {
                    world.despawn(all.get(500)); // ahead: skipped
                    Entity newcomer = world.spawn(new Health(-1), new Mark()); // reuses slot 500
                    assertEquals(500, newcomer.index());
                    newcomers.add(newcomer);
                    world.remove(all.get(600), Mark.class); // ahead, leaves the driver: skipped
                    world.add(all.get(3), new Mark()); // behind: not visited by this walk
                }
            });
            assertEquals(998, visited.size());
            assertFalse(visited.contains(all.get(500))
                    || visited.contains(newcomers.get(0))
                    || visited.contains(all.get(600))
                    || visited.contains(all.get(3)));
            assertAscending(indexesOf(visited));
            List<Entity> next = ordered.collect(new ArrayList<>());
            assertTrue(next.contains(newcomers.get(0)) && next.contains(all.get(3)), "the next walk sees them");
        }

        @Test
        void aNestedWalkOfTheSameQueryGetsItsOwnBuffer() {
            List<Entity> all = spawnWithEveryTenthMarked(1_000);
            shuffleMarks(all);
            Query2<Health, Mark> ordered = world.query(Health.class, Mark.class).ordered(WalkOrder.ENTITY_INDEX);
            List<Integer> outer = new ArrayList<>();
            List<Integer> inner = new ArrayList<>();
            ordered.forEach((e, h, m) -> {
                outer.add(e.index());
                if (e.index() == 50) {
                    ordered.forEach((x, hx, mx) -> inner.add(x.index()));
                }
            });
            assertEquals(100, outer.size());
            assertAscending(outer);
            assertEquals(outer, inner);
        }

        @Test
        void everyArityWalksAShuffledSparseDriverInIndexOrder() {
            List<Entity> all = spawnWithEveryTenthMarked(3_000);
            for (Entity e : all) {
                world.add(e, new Position(e.index(), 0));
                world.add(e, new Velocity(e.index(), 0));
            }
            shuffleMarks(all);
            WalkOrder o = WalkOrder.ENTITY_INDEX;
            List<Integer> two = new ArrayList<>();
            List<Integer> three = new ArrayList<>();
            List<Integer> four = new ArrayList<>();
            world.query(Health.class, Mark.class).ordered(o).forEach((e, h, m) -> two.add(e.index()));
            world.query(Position.class, Velocity.class, Mark.class)
                    .ordered(o)
                    .forEach((p, v, m) -> three.add((int) p.x));
            world.query(Health.class, Position.class, Velocity.class, Mark.class)
                    .ordered(o)
                    .forEach((e, h, p, v, m) -> four.add(e.index()));
            assertEquals(300, two.size());
            assertAscending(two);
            assertEquals(two, three);
            assertEquals(two, four);
            assertEquals(
                    20,
                    world.query(Health.class, Position.class, Velocity.class)
                            .with(Mark.class)
                            .ordered(o)
                            .findFirst((e, h, p, v) -> p.x > 10)
                            .index());
            assertEquals(
                    0,
                    world.query(Health.class, Position.class, Velocity.class, Mark.class)
                            .ordered(o)
                            .forEachUntil((e, h, p, v, m) -> Flow.STOP)
                            .index());
        }

        @Test
        void changeFilteredQueriesWalkInIndexOrderToo() {
            List<Entity> all = spawnWithEveryTenthMarked(3_000);
            Query1<Health> changed =
                    world.query(Health.class).ordered(WalkOrder.ENTITY_INDEX).changed(Health.class);
            int since = world.advanceTick();
            for (int i = all.size() - 1; i >= 0; i -= 7) {
                world.add(all.get(i), new Health(-i));
            }
            List<Integer> visited = new ArrayList<>();
            changed.since(since).forEach((e, h) -> visited.add(e.index()));
            assertEquals(429, visited.size());
            assertAscending(visited);
        }
    }

    /**
     * Every arity over a shuffled sparse driver (the sorted path), every walk form, with a
     * {@code without} filter and an action that moves an entity ahead out of the driver and
     * back in, despawns one ahead and spawns a newcomer into its slot.
     */
    @Nested
    class EveryArity {
        private List<Entity> all;

        /** Health(i) on entity i, Position and Velocity on all, Mark on every tenth (shuffled), Frozen on index 40. */
        private void spawn() {
            all = spawnWithEveryTenthMarked(3_000);
            for (Entity e : all) {
                world.add(e, new Position(e.index(), 0));
                world.add(e, new Velocity(0, 0));
            }
            world.add(all.get(40), new Frozen());
            shuffleMarks(all);
        }

        /** Runs the forms on {@code query} (arity {@code k}, Health first, filtered without Frozen). */
        @SuppressWarnings({"unchecked", "rawtypes"})
        private void check(Query query) {
            List<Integer> visited = new ArrayList<>();
            List<Integer> hps = new ArrayList<>();
            java.util.function.Consumer<Entity> changes = e -> {
                visited.add(e.index());
                if (e.index() == 10) {
                    world.remove(all.get(200), Mark.class); // ahead: leaves the driver...
                    world.add(all.get(200), new Mark()); // ...and rejoins: not this walk's
                    world.despawn(all.get(300)); // ahead: skipped
                    world.spawn(new Health(-1), new Position(0, 0), new Velocity(0, 0), new Mark()); // slot 300
                }
            };
            java.util.function.Consumer<Health> component = h -> hps.add(h.hp());
            if (query instanceof Query1 q) {
                q.forEach((Query1.ForEach) (e, h) -> changes.accept(e));
                q.forEach((Query1.ForEachComponents) h -> component.accept((Health) h));
            } else if (query instanceof Query2 q) {
                q.forEach((Query2.ForEach) (e, h, x) -> changes.accept(e));
                q.forEach((Query2.ForEachComponents) (h, x) -> component.accept((Health) h));
            } else if (query instanceof Query3 q) {
                q.forEach((Query3.ForEach) (e, h, x, y) -> changes.accept(e));
                q.forEach((Query3.ForEachComponents) (h, x, y) -> component.accept((Health) h));
            } else {
                Query4 q = (Query4) query;
                q.forEach((Query4.ForEach) (e, h, x, y, z) -> changes.accept(e));
                q.forEach((Query4.ForEachComponents) (h, x, y, z) -> component.accept((Health) h));
            }
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < 3_000; i += 10) {
                if (i != 40 && i != 200 && i != 300) {
                    expected.add(i);
                }
            }
            assertEquals(expected, visited, query.toString());
            // The next walk sees the rejoined entity and the newcomer (Health -1), still in index order.
            assertEquals(expected.size() + 2, hps.size());
            assertEquals(200, hps.get(hps.indexOf(190) + 1), "the rejoined entity, back in its place");
            assertEquals(-1, hps.get(hps.indexOf(290) + 1), "the newcomer, at index 300");
            Entity newcomer = all.get(300);
            assertFalse(world.isAlive(newcomer));
            assertEquals(250, until(query, true, 250).index());
            assertEquals(250, until(query, false, 250).index());
            assertNull(until(query, true, 40), "filtered out by without(Frozen)");
            assertNull(until(query, false, 5), "not marked");
        }

        /** findFirst (or forEachUntil) stopping at the entity with Health {@code hp}. */
        @SuppressWarnings({"unchecked", "rawtypes"})
        private Entity until(Query query, boolean findFirst, int hp) {
            if (query instanceof Query1 q) {
                return findFirst
                        ? q.findFirst((Query1.Match) (e, h) -> ((Health) h).hp() == hp)
                        : q.forEachUntil((Query1.Until) (e, h) -> stop(h, hp));
            } else if (query instanceof Query2 q) {
                return findFirst
                        ? q.findFirst((Query2.Match) (e, h, x) -> ((Health) h).hp() == hp)
                        : q.forEachUntil((Query2.Until) (e, h, x) -> stop(h, hp));
            } else if (query instanceof Query3 q) {
                return findFirst
                        ? q.findFirst((Query3.Match) (e, h, x, y) -> ((Health) h).hp() == hp)
                        : q.forEachUntil((Query3.Until) (e, h, x, y) -> stop(h, hp));
            }
            Query4 q = (Query4) query;
            return findFirst
                    ? q.findFirst((Query4.Match) (e, h, x, y, z) -> ((Health) h).hp() == hp)
                    : q.forEachUntil((Query4.Until) (e, h, x, y, z) -> stop(h, hp));
        }

        private Flow stop(Object health, int hp) {
            return ((Health) health).hp() == hp ? Flow.STOP : Flow.CONTINUE;
        }

        @Test
        void oneComponent() {
            spawn();
            check(world.query(Health.class)
                    .with(Mark.class)
                    .without(Frozen.class)
                    .ordered(WalkOrder.ENTITY_INDEX));
        }

        @Test
        void twoComponents() {
            spawn();
            check(world.query(Health.class, Mark.class).without(Frozen.class).ordered(WalkOrder.ENTITY_INDEX));
        }

        @Test
        void threeComponents() {
            spawn();
            check(world.query(Health.class, Position.class, Mark.class)
                    .without(Frozen.class)
                    .ordered(WalkOrder.ENTITY_INDEX));
        }

        @Test
        void fourComponents() {
            spawn();
            check(world.query(Health.class, Position.class, Velocity.class, Mark.class)
                    .without(Frozen.class)
                    .ordered(WalkOrder.ENTITY_INDEX));
        }
    }

    @Nested
    class Determinism {
        /** Drives a world with the seeded operations; answers what each ordered walk visited, as entity ids. */
        private List<Long> drive(World w, long seed, List<Long> unordered) {
            Random random = new Random(seed);
            List<Entity> live = new ArrayList<>();
            Query2<Health, Position> ordered =
                    w.query(Health.class, Position.class).ordered(WalkOrder.ENTITY_INDEX);
            Query2<Health, Position> plain = w.query(Health.class, Position.class);
            List<Long> visits = new ArrayList<>();
            for (int step = 0; step < 20_000; step++) {
                int r = random.nextInt(100);
                if (live.size() < 10 || r < 40) {
                    Entity e = w.spawn(new Health(step));
                    if (random.nextInt(4) == 0) {
                        w.add(e, new Position(step, 0));
                    }
                    live.add(e);
                } else if (r < 75) {
                    w.despawn(live.remove(random.nextInt(live.size())));
                } else if (r < 90) {
                    Entity e = live.get(random.nextInt(live.size()));
                    if (w.remove(e, Position.class) == null) {
                        w.add(e, new Position(step, 1));
                    }
                } else if (r < 91) {
                    w.trim();
                } else {
                    ordered.forEach((e, h, p) -> visits.add(e.id()));
                    visits.add(-1L);
                    plain.forEach((e, h, p) -> unordered.add((long) e.index()));
                    unordered.add(-1L);
                }
            }
            return visits;
        }

        @Test
        void twoWorldsDrivenByTheSameOperationsVisitIdentically() {
            List<Long> firstUnordered = new ArrayList<>();
            List<Long> first = drive(new World(), 35L, firstUnordered);
            List<Long> second = drive(new World(), 35L, new ArrayList<>());
            assertEquals(first, second);
            assertTrue(first.size() > 20_000, "the walks visited " + first.size());
            // Within each walk the entity indexes ascend, unlike the default walk's order.
            int previous = -1;
            for (long id : first) {
                if (id == -1L) {
                    previous = -1;
                    continue;
                }
                int index = Entity.fromId(id).index();
                assertTrue(index > previous, "not ascending at " + Entity.fromId(id));
                previous = index;
            }
            boolean unorderedAscends = true;
            for (int i = 1; i < firstUnordered.size(); i++) {
                long before = firstUnordered.get(i - 1);
                long now = firstUnordered.get(i);
                unorderedAscends &= before < 0 || now < 0 || now > before;
            }
            assertFalse(unorderedAscends, "the default walk should not happen to ascend here");
        }
    }

    @Nested
    class Allocation {
        @Test
        void anOrderedWalkOfAShuffledSparseDriverAllocatesNothingOnceWarm() {
            List<Entity> all = spawnWithEveryTenthMarked(20_000);
            shuffleMarks(all);
            Query1<Health> ordered = world.query(Health.class).with(Mark.class).ordered(WalkOrder.ENTITY_INDEX);
            long[] sum = {0};
            Query1.ForEach<Health> action = (e, h) -> sum[0] += h.hp();
            Query1.Match<Health> never = (e, h) -> false;
            for (int i = 0; i < 200; i++) {
                ordered.forEach(action);
                ordered.findFirst(never);
            }
            long bytes = new AllocationMeter().bytesAllocatedBy(() -> {
                for (int i = 0; i < 1_000; i++) {
                    ordered.forEach(action);
                    ordered.findFirst(never);
                }
            });
            assertTrue(bytes < 16_000, "2,000 ordered walks allocated " + bytes + " bytes");
            assertTrue(sum[0] > 0);
        }
    }

    @Nested
    class Columns {
        private List<Entity> spawnMovers(int count) {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                Entity e = world.spawn(new Motion(i, 0, 0, 0));
                if (i % 10 == 0) {
                    world.add(e, new Mark());
                }
                all.add(e);
            }
            shuffleMarks(all);
            return all;
        }

        @Test
        void aSparseDriverWalksInIndexOrderEntityByEntityAndByChunk() {
            spawnMovers(20_000);
            ColumnQuery plain = world.columnQuery(Motion.class).with(Mark.class);
            ColumnQuery ordered = plain.ordered(WalkOrder.ENTITY_INDEX);
            List<Integer> visited = new ArrayList<>();
            ordered.forEach((e, row) -> visited.add(e.index()));
            List<Integer> chunked = new ArrayList<>();
            ordered.forEachChunk(c -> {
                for (int i = c.start(); i < c.end(); i++) {
                    chunked.add(c.entity(i).index());
                }
            });
            List<Integer> unordered = new ArrayList<>();
            plain.forEach((e, row) -> unordered.add(e.index()));
            assertEquals(2_000, visited.size());
            assertAscending(visited);
            assertEquals(visited, chunked);
            assertNotEquals(visited, unordered, "the test needs a driver whose own order differs");
            assertEquals(2_000, ordered.count());
        }

        @Test
        void anEntityDespawnedAheadIsNotVisited() {
            List<Entity> all = spawnMovers(20_000);
            ColumnQuery ordered =
                    world.columnQuery(Motion.class).with(Mark.class).ordered(WalkOrder.ENTITY_INDEX);
            List<Entity> visited = new ArrayList<>();
            ordered.forEach((e, row) -> {
                visited.add(e);
                if (e.index() == 0) {
                    world.despawn(all.get(10_000));
                }
            });
            assertEquals(1_999, visited.size());
            assertFalse(visited.contains(all.get(10_000)));
            assertAscending(indexesOf(visited));
        }
    }
}
