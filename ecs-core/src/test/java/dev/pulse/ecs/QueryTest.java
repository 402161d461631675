package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class QueryTest {

    private final World world = new World();

    private static <T> Set<T> setOf(List<T> list) {
        Set<T> set = new HashSet<>(list);
        assertEquals(list.size(), set.size(), () -> "visited twice: " + list);
        return set;
    }

    @Nested
    class Matching {
        @Test
        void twoComponentQueryVisitsExactlyTheEntitiesThatHaveBoth() {
            Entity both = world.spawn(new Position(0, 0), new Velocity(1, 2));
            world.spawn(new Position(5, 5));
            world.spawn(new Velocity(9, 9));
            world.query(Position.class, Velocity.class).forEach((entity, pos, vel) -> {
                assertEquals(both, entity);
                pos.x += vel.dx;
                pos.y += vel.dy;
            });
            assertEquals(1f, world.get(both, Position.class).x);
            assertEquals(2f, world.get(both, Position.class).y);
            assertEquals(1, world.query(Position.class, Velocity.class).count());
        }

        @Test
        void oneToFourComponentQueriesFetchTheirComponents() {
            Entity e = world.spawn(new Position(1, 0), new Velocity(2, 0), new Health(3), new Target(null));
            world.spawn(new Position(1, 0), new Velocity(2, 0), new Health(3));
            List<Entity> seen = new ArrayList<>();
            world.query(Position.class).forEach((entity, p) -> seen.add(entity));
            world.query(Position.class, Health.class).forEach((entity, p, h) -> seen.add(entity));
            world.query(Position.class, Velocity.class, Health.class).forEach((entity, p, v, h) -> {
                assertEquals(3, h.hp());
                seen.add(entity);
            });
            world.query(Position.class, Velocity.class, Health.class, Target.class)
                    .forEach((entity, p, v, h, t) -> {
                        assertEquals(e, entity);
                        assertNull(t.entity());
                        seen.add(entity);
                    });
            assertEquals(2 + 2 + 2 + 1, seen.size());
        }

        @Test
        void withoutSkipsEntitiesThatHaveTheExcludedComponent() {
            Entity moving = world.spawn(new Position(0, 0));
            Entity frozen = world.spawn(new Position(0, 0), new Frozen());
            List<Entity> seen = new ArrayList<>();
            world.query(Position.class).without(Frozen.class).forEach((entity, pos) -> seen.add(entity));
            assertEquals(List.of(moving), seen);
            assertTrue(world.query(Position.class).without(Frozen.class).matches(moving));
            assertFalse(world.query(Position.class).without(Frozen.class).matches(frozen));
        }

        @Test
        void withRequiresAComponentWithoutFetchingIt() {
            world.spawn(new Position(0, 0));
            Entity tagged = world.spawn(new Position(0, 0), new Frozen());
            List<Entity> seen = new ArrayList<>();
            world.query(Position.class).with(Frozen.class).forEach((entity, pos) -> seen.add(entity));
            assertEquals(List.of(tagged), seen);
            assertEquals(1, world.query(Position.class).with(Frozen.class).count());
        }

        @Test
        void withAndWithoutReturnNewQueriesAndLeaveTheOriginalUnchanged() {
            world.spawn(new Position(0, 0), new Frozen());
            Query1<Position> all = world.query(Position.class);
            Query1<Position> unfrozen = all.without(Frozen.class);
            assertEquals(1, all.count());
            assertEquals(0, unfrozen.count());
            assertTrue(unfrozen.isEmpty());
            assertFalse(all.isEmpty());
            assertEquals("Query[Position without Frozen]", unfrozen.toString());
        }

        @Test
        void iterationIsDrivenByTheSmallestStorageAndStillMatchesAll() {
            for (int i = 0; i < 1000; i++) {
                Entity e = world.spawn(new Position(i, 0));
                if (i % 100 == 0) {
                    world.add(e, new Velocity(1, 0));
                }
            }
            Query2<Position, Velocity> query = world.query(Position.class, Velocity.class);
            assertEquals(world.storage(Velocity.class), query.driver());
            List<Float> xs = new ArrayList<>();
            query.forEach((entity, pos, vel) -> xs.add(pos.x));
            assertEquals(10, xs.size());
            assertTrue(xs.contains(900f));
        }

        @Test
        void componentsAddedInDifferentOrderStillLineUpThroughTheSparseSide() {
            List<Entity> entities = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                entities.add(world.spawn(new Position(i, 0)));
            }
            for (int i = entities.size() - 1; i >= 0; i--) {
                world.add(entities.get(i), new Velocity(i, 0));
            }
            world.query(Position.class, Velocity.class).forEach((entity, pos, vel) -> assertEquals(pos.x, vel.dx));
            assertEquals(50, world.query(Position.class, Velocity.class).count());
        }

        @Test
        void matchesIsFalseForStaleHandlesAndRejectsNull() {
            Entity e = world.spawn(new Position(0, 0));
            Query1<Position> query = world.query(Position.class);
            assertTrue(query.matches(e));
            world.despawn(e);
            assertFalse(query.matches(e));
            assertThrows(NullPointerException.class, () -> query.matches(null));
        }
    }

    @Nested
    class WithoutTheEntity {

        @Test
        void twoActionsTakingTurnsOnOneQueryEachRunTheirOwnWay() {
            World world = new World();
            for (int i = 0; i < 10; i++) {
                world.spawn(new Position(i, 0), new Velocity(1, 0));
            }
            Query2<Position, Velocity> query = world.query(Position.class, Velocity.class);
            float[] sums = new float[2];
            Query2.ForEachComponents<Position, Velocity> first = (p, v) -> sums[0] += p.x;
            Query2.ForEachComponents<Position, Velocity> second = (p, v) -> sums[1] += v.dx;
            for (int round = 0; round < 3; round++) {
                query.forEach(first);
                query.forEach(second);
            }
            assertEquals(3 * 45f, sums[0], "0 + 1 + ... + 9, three times");
            assertEquals(3 * 10f, sums[1]);
        }

        @Test
        void aChangeFilterAppliesToo() {
            World world = new World();
            Entity moved = world.spawn(new Position(1, 1));
            world.spawn(new Position(2, 2));
            Query1<Position> changed = world.query(Position.class).changed(Position.class);
            int seen = world.advanceTick();
            world.storage(Position.class).markChanged(moved);
            List<Position> visited = new ArrayList<>();
            changed.since(seen).forEach(p -> visited.add(p));
            assertEquals(List.of(world.get(moved, Position.class)), visited);
        }
    }

    @Nested
    class BadQueries {
        @Test
        void namingAClassTwiceIsRejected() {
            IllegalArgumentException error =
                    assertThrows(IllegalArgumentException.class, () -> world.query(Position.class, Position.class));
            assertTrue(error.getMessage().contains("Position twice"), error.getMessage());
        }

        @Test
        void requiringAndExcludingTheSameClassIsRejected() {
            IllegalArgumentException error =
                    assertThrows(IllegalArgumentException.class, () -> world.query(Position.class)
                            .without(Position.class));
            assertTrue(error.getMessage().contains("never match"), error.getMessage());
            assertThrows(
                    IllegalArgumentException.class,
                    () -> world.query(Position.class).with(Frozen.class).without(Frozen.class));
        }

        @Test
        void nullFiltersAndActionsAreRejected() {
            assertThrows(NullPointerException.class, () -> world.query(Position.class)
                    .without((Class<?>) null));
            assertThrows(NullPointerException.class, () -> world.query(Position.class)
                    .with((Class<?>[]) null));
            assertThrows(NullPointerException.class, () -> world.query(Position.class)
                    .forEach((Query1.ForEach<Position>) null));
            assertThrows(NullPointerException.class, () -> world.query(Position.class)
                    .forEach((Query1.ForEachComponents<Position>) null));
        }

        @Test
        void interfacesCannotBeQueried() {
            IllegalArgumentException error =
                    assertThrows(IllegalArgumentException.class, () -> world.query(Comparable.class));
            assertTrue(error.getMessage().contains("concrete class"), error.getMessage());
        }
    }

    @Nested
    class ChangesDuringIteration {
        private final List<Entity> entities = new ArrayList<>();

        private void spawnMovers(int n) {
            for (int i = 0; i < n; i++) {
                entities.add(world.spawn(new Position(i, 0), new Velocity(1, 0)));
            }
        }

        @Test
        void anEntityThatGainsAMissingComponentAheadOfTheWalkIsVisited() {
            // Movers far apart in index, so the Health pages they need do not exist when the
            // walk starts; Health gets more entities elsewhere so the Velocity storage drives.
            List<Entity> movers = new ArrayList<>();
            for (int i = 0; i < 4 * 4096 + 10; i++) {
                Entity e = world.spawn(new Position(i, 0));
                if (i % 4096 == 0 && i < 4 * 4096) {
                    world.add(e, new Velocity(1, 0));
                    movers.add(e);
                } else if (i > 4 * 4096) {
                    world.add(e, new Health(0));
                }
            }
            world.add(movers.get(0), new Health(1));
            List<Entity> seen = new ArrayList<>();
            world.query(Velocity.class, Health.class).forEach((entity, vel, health) -> {
                seen.add(entity);
                for (Entity later : movers) {
                    if (!world.has(later, Health.class)) {
                        world.add(later, new Health(2));
                    }
                }
                world.spawn(new Velocity(0, 0), new Health(3)); // appended: never visited by this walk
            });
            assertEquals(movers, seen);
            assertEquals(
                    movers.size() * 2, world.query(Velocity.class, Health.class).count(), "one spawn per visit");
        }

        @Test
        void despawningTheCurrentEntityVisitsEveryOtherExactlyOnce() {
            spawnMovers(100);
            List<Entity> seen = new ArrayList<>();
            world.query(Position.class, Velocity.class).forEach((entity, pos, vel) -> {
                seen.add(entity);
                if (entity.index() % 3 == 0) {
                    world.despawn(entity);
                }
            });
            assertEquals(new HashSet<>(entities), setOf(seen));
            assertEquals(100 - 34, world.entityCount());
            assertEquals(66, world.query(Position.class, Velocity.class).count());
        }

        @Test
        void removingAndAddingComponentsOnTheCurrentEntityIsSafe() {
            spawnMovers(100);
            List<Entity> seen = new ArrayList<>();
            world.query(Position.class, Velocity.class).forEach((entity, pos, vel) -> {
                seen.add(entity);
                world.remove(entity, Velocity.class);
                world.add(entity, new Health(1));
                world.add(entity, new Position(-1, -1)); // replace
            });
            assertEquals(new HashSet<>(entities), setOf(seen));
            assertEquals(0, world.count(Velocity.class));
            assertEquals(100, world.count(Health.class));
            assertEquals(-1f, world.get(entities.get(42), Position.class).x);
        }

        @Test
        void removingAndReAddingTheDrivingComponentDoesNotRevisit() {
            spawnMovers(50);
            List<Entity> seen = new ArrayList<>();
            world.query(Position.class).forEach((entity, pos) -> {
                seen.add(entity);
                world.remove(entity, Position.class);
                world.add(entity, new Position(7, 7));
            });
            assertEquals(new HashSet<>(entities), setOf(seen));
            assertEquals(50, world.count(Position.class));
            world.query(Position.class).forEach((entity, pos) -> assertEquals(7f, pos.x));
        }

        @Test
        void despawningOtherEntitiesSkipsThemAndNeverRevisits() {
            spawnMovers(200);
            Set<Entity> killed = new HashSet<>();
            List<Entity> seen = new ArrayList<>();
            world.query(Position.class, Velocity.class).forEach((entity, pos, vel) -> {
                seen.add(entity);
                // Kill the entity furthest ahead and the one furthest behind, like a bullet
                // hitting an arbitrary enemy.
                Entity ahead = entities.get(entities.size() - 1 - seen.size() % entities.size());
                Entity behind = entities.get(seen.size() % entities.size());
                for (Entity victim : new Entity[] {ahead, behind}) {
                    if (!victim.equals(entity) && world.despawn(victim)) {
                        killed.add(victim);
                    }
                }
            });
            setOf(seen);
            for (Entity e : seen) {
                // An entity is visited only if it was alive when the walk reached it.
                assertTrue(world.isAlive(e) || killed.contains(e));
            }
            for (Entity e : entities) {
                assertTrue(seen.contains(e) || killed.contains(e), "alive entity " + e + " was skipped");
            }
            assertEquals(
                    200 - killed.size(),
                    world.query(Position.class, Velocity.class).count());
        }

        @Test
        void entitiesSpawnedDuringAWalkAreVisitedByTheNextOne() {
            spawnMovers(10);
            List<Entity> seen = new ArrayList<>();
            world.query(Position.class, Velocity.class).forEach((entity, pos, vel) -> {
                seen.add(entity);
                world.spawn(new Position(0, 0), new Velocity(0, 0));
            });
            assertEquals(10, setOf(seen).size());
            assertEquals(20, world.query(Position.class, Velocity.class).count());
        }

        @Test
        void entitiesThatStartMatchingDuringAWalkAreNotVisitedByIt() {
            spawnMovers(10);
            Entity late = world.spawn(new Position(0, 0));
            List<Entity> seen = new ArrayList<>();
            world.query(Position.class, Velocity.class).forEach((entity, pos, vel) -> {
                seen.add(entity);
                world.add(late, new Velocity(0, 0));
            });
            assertFalse(seen.contains(late));
            assertEquals(10, seen.size());
        }

        @Test
        void nestedWalksOverTheSameStorageStayConsistent() {
            spawnMovers(30);
            int[] inner = {0};
            List<Entity> seen = new ArrayList<>();
            world.query(Position.class).forEach((outer, pos) -> {
                seen.add(outer);
                world.query(Position.class).forEach((other, p) -> inner[0]++);
                if (outer.index() % 2 == 1) {
                    world.despawn(outer);
                }
            });
            assertEquals(30, setOf(seen).size());
            assertEquals(15, world.count(Position.class));
            assertTrue(inner[0] > 15 * 30, "inner walks saw the live entities");
            // After the walks, storage lookups still agree with the packed side.
            for (Entity e : entities) {
                assertEquals(e.index() % 2 == 0, world.has(e, Position.class));
            }
        }

        @Test
        void aThrowingActionLeavesTheStorageCompactedAndUsable() {
            spawnMovers(20);
            RuntimeException boom = new RuntimeException("boom");
            RuntimeException thrown = assertThrows(
                    RuntimeException.class, () -> world.query(Position.class).forEach((entity, pos) -> {
                        world.despawn(entity);
                        if (entity.index() == 5) {
                            throw boom;
                        }
                    }));
            assertEquals(boom, thrown);
            assertEquals(14, world.count(Position.class));
            world.despawn(entities.get(10));
            assertEquals(13, world.query(Position.class).count());
        }

        @Test
        void clearingTheWorldInsideAWalkFailsFast() {
            spawnMovers(3);
            IllegalStateException error = assertThrows(IllegalStateException.class, () -> world.query(Position.class)
                    .forEach((entity, pos) -> world.clear()));
            assertTrue(error.getMessage().contains("commands"), error.getMessage());
            assertEquals(3, world.count(Position.class));
            world.clear();
            assertEquals(0, world.entityCount());
        }

        @Test
        void clearingOrTrimmingInsideAWalkOfALaterStorageFailsFast() {
            // Velocity's storage comes second: the check must look past an unlocked storage.
            spawnMovers(3);
            Query1<Velocity> velocities = world.query(Velocity.class);
            IllegalStateException clear =
                    assertThrows(IllegalStateException.class, () -> velocities.forEach((entity, v) -> world.clear()));
            assertTrue(clear.getMessage().contains("Cannot clear"), clear.getMessage());
            IllegalStateException trim =
                    assertThrows(IllegalStateException.class, () -> velocities.forEach((entity, v) -> world.trim()));
            assertTrue(trim.getMessage().contains("Cannot trim"), trim.getMessage());
            assertEquals(3, world.count(Velocity.class));
            world.trim(); // the walks released their storage
            world.clear();
            assertEquals(0, world.entityCount());
        }
    }
}
