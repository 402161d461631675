package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.internal.Pages;
import dev.pulse.ecs.seam.SchedulerHooks;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ChangeDetectionTest {

    private final World world = new World();

    private List<Integer> visited(Query1<Position> query) {
        List<Integer> indexes = new ArrayList<>();
        query.forEach((e, p) -> indexes.add(e.index()));
        return indexes;
    }

    @Nested
    class ChangedFilter {

        @Test
        void seesMarkedReplacedAndAddedComponentsAfterTheBaselineOnly() {
            Entity a = world.spawn(new Position(0, 0));
            Entity b = world.spawn(new Position(0, 0));
            Entity c = world.spawn(new Position(0, 0));
            Query1<Position> changed = world.query(Position.class).changed(Position.class);
            int seen = world.advanceTick();
            world.storage(Position.class).getMut(a).x = 1;
            world.add(b, new Position(2, 2));
            Entity d = world.spawn(new Position(3, 3));
            assertEquals(List.of(a.index(), b.index(), d.index()), visited(changed.since(seen)));
            assertFalse(changed.since(seen).matches(c));
            int later = world.advanceTick();
            assertEquals(List.of(), visited(changed.since(later)));
        }

        @Test
        void addedFilterIgnoresReplacesAndMarks() {
            Entity a = world.spawn(new Position(0, 0));
            int seen = world.advanceTick();
            world.add(a, new Position(1, 1));
            world.markChanged(a, Position.class);
            Entity b = world.spawn(new Position(0, 0));
            assertEquals(
                    List.of(b.index()),
                    visited(world.query(Position.class).added(Position.class).since(seen)));
        }

        @Test
        void aChangeOnAnotherTypeImpliesWithThatType() {
            Entity a = world.spawn(new Position(0, 0), new Velocity(1, 1));
            world.spawn(new Position(0, 0));
            int seen = world.advanceTick();
            world.markChanged(a, Velocity.class);
            Query1<Position> q =
                    world.query(Position.class).changed(Velocity.class).since(seen);
            assertEquals(List.of(a.index()), visited(q));
            assertEquals(1, q.count());
            assertTrue(q.toString().contains("changed Velocity"), q.toString());
        }

        @Test
        void neverRanSeesEveryExistingComponentEvenFromBeforeTrackingStarted() {
            world.spawn(new Position(0, 0));
            world.spawn(new Position(0, 0));
            assertEquals(
                    2,
                    world.query(Position.class)
                            .changed(Position.class)
                            .since(World.NEVER_RAN)
                            .count());
        }

        @Test
        void aRemovedEntityIsNotVisitedAndAStaleHandleDoesNotMatch() {
            Entity a = world.spawn(new Position(0, 0));
            Entity b = world.spawn(new Position(0, 0));
            int seen = world.advanceTick();
            world.markChanged(a, Position.class);
            world.markChanged(b, Position.class);
            world.despawn(a);
            Query1<Position> q =
                    world.query(Position.class).changed(Position.class).since(seen);
            assertEquals(List.of(b.index()), visited(q));
            assertFalse(q.matches(a));
            Entity reuse = world.spawn(new Position(0, 0)); // same slot as a, stamped anew: a itself stays stale
            assertFalse(q.matches(a));
            assertTrue(q.matches(reuse));
        }

        @Test
        void despawningDuringTheWalkSkipsEntitiesNotYetReachedAndSpawnedOnesAreNotVisited() {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                all.add(world.spawn(new Position(i, 0)));
            }
            int seen = world.advanceTick();
            for (Entity e : all) {
                world.markChanged(e, Position.class);
            }
            List<Integer> order = new ArrayList<>();
            world.query(Position.class).changed(Position.class).since(seen).forEach((e, p) -> {
                order.add(e.index());
                if (e.equals(all.get(0))) {
                    world.despawn(all.get(5));
                    world.spawn(new Position(0, 0));
                }
            });
            assertEquals(9, order.size());
            assertFalse(order.contains(all.get(5).index()));
        }

        @Test
        void withoutABaselineOutsideASystemItSaysWhatToDo() {
            world.spawn(new Position(0, 0));
            Query1<Position> q = world.query(Position.class).changed(Position.class);
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> q.forEach((x, p) -> {}));
            assertTrue(e.getMessage().contains("since(tick)"), e.getMessage());
        }

        @Test
        void insideASystemTheBaselineIsItsLastRun() {
            Entity a = world.spawn(new Position(0, 0));
            Query1<Position> q = world.query(Position.class).changed(Position.class);
            int lastRun = World.NEVER_RAN;
            List<Integer> runs = new ArrayList<>();
            for (int run = 0; run < 3; run++) {
                world.advanceTick();
                int thisRun = world.changeTick();
                int previous = SchedulerHooks.get().enterSystem(world, lastRun);
                try {
                    runs.add(q.count());
                } finally {
                    SchedulerHooks.get().exitSystem(world, previous);
                }
                lastRun = thisRun;
                if (run == 1) {
                    world.advanceTick();
                    world.markChanged(a, Position.class);
                }
            }
            assertEquals(List.of(1, 0, 1), runs);
        }

        @Test
        void misuseIsRefused() {
            Query1<Position> q = world.query(Position.class);
            assertThrows(IllegalStateException.class, () -> q.since(3));
            assertThrows(IllegalArgumentException.class, () -> q.changed(Position.class)
                    .changed(Position.class));
            assertThrows(IllegalArgumentException.class, () -> q.without(Velocity.class)
                    .changed(Velocity.class));
            assertThrows(
                    IllegalStateException.class,
                    () -> q.changed(Position.class).since(0).parallelForEach((e, p, commands) -> {}));
        }

        @Test
        void markingAnAbsentComponentAnswersFalse() {
            Entity a = world.spawn(new Velocity(0, 0));
            assertFalse(world.markChanged(a, Position.class));
            assertNull(world.storage(Position.class).getMut(a));
        }

        @Test
        void storageChangedSinceAnswersWhetherAnythingChanged() {
            ComponentStorage<Position> positions = world.storage(Position.class);
            Entity a = world.spawn(new Position(0, 0));
            assertTrue(positions.changedSince(World.NEVER_RAN));
            int seen = world.advanceTick();
            assertFalse(positions.changedSince(seen));
            positions.markChanged(a);
            assertTrue(positions.changedSince(seen));
        }

        @Test
        void aMultiPageWorldSeesExactlyTheMarkedEntities() {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < 3 * Pages.SIZE + 17; i++) {
                all.add(world.spawn(new Position(i, 0)));
            }
            Query1<Position> q = world.query(Position.class).changed(Position.class);
            int seen = world.advanceTick();
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < all.size(); i += 97) {
                world.markChanged(all.get(i), Position.class);
                expected.add(all.get(i).index());
            }
            assertEquals(expected, visited(q.since(seen)));
        }
    }

    @Nested
    class ChangedWalks {

        /** Four entities: all three components, no Velocity, no Health, all three but unchanged. */
        private Entity[] world4() {
            return new Entity[] {
                world.spawn(new Position(0, 0), new Velocity(1, 0), new Health(1)),
                world.spawn(new Position(1, 0), new Health(1)),
                world.spawn(new Position(2, 0), new Velocity(1, 0)),
                world.spawn(new Position(3, 0), new Velocity(1, 0), new Health(1)),
            };
        }

        @Test
        void everyArityVisitsOnlyChangedEntitiesThatHaveEveryFetchedComponent() {
            Entity[] e = world4();
            int seen = world.advanceTick();
            for (int i = 0; i < 3; i++) {
                world.markChanged(e[i], Position.class);
            }
            List<Integer> one = new ArrayList<>();
            world.query(Position.class).changed(Position.class).since(seen).forEach((x, p) -> one.add(x.index()));
            List<Integer> two = new ArrayList<>();
            world.query(Position.class, Velocity.class)
                    .changed(Position.class)
                    .since(seen)
                    .forEach((x, p, v) -> two.add(x.index()));
            List<Integer> three = new ArrayList<>();
            world.query(Position.class, Velocity.class, Health.class)
                    .changed(Position.class)
                    .since(seen)
                    .forEach((x, p, v, h) -> three.add(x.index()));
            world.add(e[0], new Target(e[1]));
            world.add(e[3], new Target(e[1]));
            List<Integer> four = new ArrayList<>();
            world.query(Position.class, Velocity.class, Health.class, Target.class)
                    .changed(Position.class)
                    .since(seen)
                    .forEach((x, p, v, h, t) -> four.add(x.index()));
            assertEquals(List.of(e[0].index(), e[1].index(), e[2].index()), one);
            assertEquals(List.of(e[0].index(), e[2].index()), two);
            assertEquals(List.of(e[0].index()), three);
            assertEquals(List.of(e[0].index()), four);
        }

        @Test
        void theWalkSeesComponentsAsTheyAreWhenVisitedAndHonoursEveryFilter() {
            Entity[] e = world4();
            int seen = world.advanceTick();
            world.markChanged(e[0], Position.class);
            world.markChanged(e[2], Position.class);
            world.markChanged(e[3], Position.class);
            world.markChanged(e[3], Velocity.class);
            List<Integer> both = new ArrayList<>();
            world.query(Position.class, Velocity.class)
                    .changed(Position.class)
                    .changed(Velocity.class)
                    .since(seen)
                    .forEach((x, p, v) -> both.add(x.index()));
            assertEquals(List.of(e[3].index()), both, "only e[3] has both marks");
            List<Integer> withoutHealth = new ArrayList<>();
            world.query(Position.class, Velocity.class)
                    .changed(Position.class)
                    .without(Health.class)
                    .since(seen)
                    .forEach((x, p, v) -> withoutHealth.add(x.index()));
            assertEquals(List.of(e[2].index()), withoutHealth);
            // The first visit replaces the second entity's Velocity: the walk hands over the new one.
            Velocity replacement = new Velocity(9, 9);
            List<Velocity> given = new ArrayList<>();
            world.query(Position.class, Velocity.class)
                    .changed(Position.class)
                    .since(seen)
                    .forEach((x, p, v) -> {
                        given.add(v);
                        if (x.equals(e[0])) {
                            world.add(e[2], replacement);
                        }
                    });
            assertEquals(3, given.size());
            assertTrue(given.get(1) == replacement);
        }

        @Test
        void aWalkFromNeverRanVisitsComponentsFromBeforeTrackingStarted() {
            Entity before = world.spawn(new Position(0, 0));
            Query1<Position> q = world.query(Position.class).changed(Position.class); // tracking starts here
            Entity after = world.spawn(new Position(0, 0));
            assertEquals(List.of(before.index(), after.index()), visited(q.since(World.NEVER_RAN)));
        }

        @Test
        void aPageWithManyChangesIsWalkedWhole() {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < Pages.SIZE; i++) {
                all.add(world.spawn(new Position(i, 0)));
            }
            Query1<Position> q = world.query(Position.class).changed(Position.class);
            int seen = world.advanceTick();
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < all.size(); i += 3) { // 1366 changes in one page, in 512 lines
                world.markChanged(all.get(i), Position.class);
                expected.add(all.get(i).index());
            }
            assertEquals(expected, visited(q.since(seen)));
        }

        @Test
        void theWalkReleasesTheStorageWhenItEnds() {
            Entity a = world.spawn(new Position(0, 0));
            Entity b = world.spawn(new Position(1, 0));
            int seen = world.advanceTick();
            world.markChanged(a, Position.class);
            Query1<Position> q =
                    world.query(Position.class).changed(Position.class).since(seen);
            q.forEach((e, p) -> world.remove(b, Position.class)); // a tombstone while walking
            world.trim(); // refused while a walk is open
            assertEquals(1, world.storage(Position.class).size());
            List<Integer> all = new ArrayList<>();
            world.query(Position.class).forEach((e, p) -> all.add(e.index()));
            assertEquals(List.of(a.index()), all);
            RuntimeException thrown = org.junit.jupiter.api.Assertions.assertThrows(
                    RuntimeException.class,
                    () -> q.forEach((e, p) -> {
                        throw new IllegalStateException("action failed");
                    }));
            assertEquals("action failed", thrown.getMessage());
            world.trim(); // released after a failing action too
        }

        @Test
        void aPageTrimmedAwayAfterItsChangesIsSkipped() {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < 2 * Pages.SIZE; i++) {
                all.add(world.spawn(new Position(i, 0)));
            }
            Query1<Position> q = world.query(Position.class).changed(Position.class);
            int seen = world.advanceTick();
            world.markChanged(all.get(1), Position.class);
            world.markChanged(all.get(Pages.SIZE + 5), Position.class);
            for (int i = Pages.SIZE; i < all.size(); i++) {
                world.remove(all.get(i), Position.class);
            }
            world.trim(); // the second component page goes; its stamps stay
            assertEquals(List.of(all.get(1).index()), visited(q.since(seen)));
        }
    }

    @Nested
    class Removed {

        @Test
        void recordsRemovalsAndDespawnsAfterItWasAskedFor() {
            Entity early = world.spawn(new Health(1));
            world.remove(early, Health.class); // before recording started: not known
            RemovedComponents<Health> removed = world.removed(Health.class);
            int seen = world.advanceTick();
            Entity a = world.spawn(new Health(1));
            Entity b = world.spawn(new Health(2));
            world.remove(a, Health.class);
            world.despawn(b);
            List<Entity> lost = new ArrayList<>();
            removed.forEachSince(seen, lost::add);
            assertEquals(List.of(a, b), lost);
            assertEquals(2, removed.countSince(seen));
            int later = world.advanceTick();
            assertEquals(0, removed.countSince(later));
            removed.trimThrough(later);
            assertEquals(0, removed.countSince(World.NEVER_RAN));
        }

        @Test
        void forEachOutsideASystemSaysWhatToDo() {
            RemovedComponents<Health> removed = world.removed(Health.class);
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> removed.forEach(x -> {}));
            assertTrue(e.getMessage().contains("forEachSince"), e.getMessage());
        }
    }
}
