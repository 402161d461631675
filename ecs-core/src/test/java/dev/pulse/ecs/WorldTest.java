package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.internal.Pages;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.io.Serializable;
import java.util.function.Supplier;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class WorldTest {

    private final World world = new World();

    @Nested
    class SpawnAndDespawn {
        @Test
        void spawnWithComponentsMakesThemReadable() {
            Position p = new Position(1, 2);
            Velocity v = new Velocity(3, 4);
            Entity e = world.spawn(p, v);
            assertTrue(world.isAlive(e));
            assertSame(p, world.get(e, Position.class));
            assertSame(v, world.get(e, Velocity.class));
            assertEquals(1, world.entityCount());
        }

        @Test
        void spawnAcceptsAnyNumberOfComponents() {
            Entity none = world.spawn();
            Entity one = world.spawn(new Health(1));
            Entity three = world.spawn(new Position(0, 0), new Velocity(0, 0), new Health(3));
            Entity four = world.spawn(new Position(0, 0), new Velocity(0, 0), new Health(4), new Frozen());
            assertTrue(world.isAlive(none));
            assertEquals(new Health(1), world.get(one, Health.class));
            assertEquals(new Health(3), world.get(three, Health.class));
            assertTrue(world.has(four, Frozen.class));
            assertEquals(4, world.entityCount());
        }

        @Test
        void despawnRemovesEveryComponentAndMakesHandleStale() {
            Entity e = world.spawn(new Position(1, 1), new Health(5));
            assertTrue(world.despawn(e));
            assertFalse(world.isAlive(e));
            assertNull(world.get(e, Position.class));
            assertFalse(world.has(e, Health.class));
            assertEquals(0, world.count(Position.class));
            assertEquals(0, world.count(Health.class));
            assertFalse(world.despawn(e), "second despawn reports the handle was already stale");
        }

        @Test
        void staleHandleNeverReadsTheSlotsNextOccupant() {
            Entity old = world.spawn(new Health(1));
            world.despawn(old);
            Entity next = world.spawn(new Health(2));
            assertEquals(old.index(), next.index(), "the slot was reused");
            assertNull(world.get(old, Health.class));
            assertFalse(world.has(old, Health.class));
            assertNull(world.remove(old, Health.class));
            assertFalse(world.despawn(old));
            assertEquals(new Health(2), world.get(next, Health.class), "the new occupant is untouched");
            assertTrue(world.isAlive(next));
        }

        @Test
        void clearMakesAllHandlesStaleAndEmptiesStorages() {
            Entity a = world.spawn(new Position(0, 0));
            Entity b = world.spawn(new Health(1));
            world.clear();
            assertFalse(world.isAlive(a));
            assertFalse(world.isAlive(b));
            assertEquals(0, world.entityCount());
            assertEquals(0, world.count(Position.class));
            Entity c = world.spawn(new Position(5, 5));
            assertEquals(5f, world.get(c, Position.class).x);
            assertNull(world.get(a, Position.class));
        }

        @Test
        void reservedWorldBehavesLikeAnyOther() {
            World reserved = World.builder().initialCapacity(10_000).build();
            reserved.storage(Position.class);
            reserved.reserve(20_000);
            Entity e = reserved.spawn(new Position(1, 1), new Health(1));
            assertEquals(1f, reserved.get(e, Position.class).x);
            assertEquals(1, reserved.count(Health.class));
        }

        @Test
        void manyEntitiesAcrossPagesKeepTheirOwnComponents() {
            int n = 3 * Pages.SIZE + 11;
            Entity[] entities = new Entity[n];
            for (int i = 0; i < n; i++) {
                entities[i] = world.spawn(new Health(i));
            }
            for (int i = 0; i < n; i += 2) {
                world.despawn(entities[i]);
            }
            for (int i = 0; i < n; i++) {
                Health h = world.get(entities[i], Health.class);
                if (i % 2 == 0) {
                    assertNull(h);
                } else {
                    assertEquals(i, h.hp());
                }
            }
            assertEquals(n / 2, world.count(Health.class));
        }
    }

    @Nested
    class Components {
        @Test
        void addReplacesAnExistingComponentOfTheSameClass() {
            Entity e = world.spawn(new Health(1));
            world.add(e, new Health(7));
            assertEquals(new Health(7), world.get(e, Health.class));
            assertEquals(1, world.count(Health.class));
        }

        @Test
        void removeReturnsTheComponentOnceThenNull() {
            Entity e = world.spawn(new Health(3));
            assertEquals(new Health(3), world.remove(e, Health.class));
            assertNull(world.remove(e, Health.class));
            assertFalse(world.has(e, Health.class));
            assertTrue(world.isAlive(e), "removing a component keeps the entity");
        }

        @Test
        void tagComponentsAreStoredWithoutDataAndAnswerASharedInstance() {
            Frozen first = new Frozen();
            Entity a = world.spawn(first);
            Entity b = world.spawn(new Frozen());
            ComponentStorage<Frozen> frozen = world.storage(Frozen.class);
            assertTrue(frozen.isTag());
            assertFalse(world.storage(Health.class).isTag());
            assertSame(first, world.get(a, Frozen.class));
            assertSame(first, world.get(b, Frozen.class));
            assertEquals(2, frozen.size());
            assertNotNull(world.remove(a, Frozen.class));
            assertFalse(world.has(a, Frozen.class));
            assertTrue(world.has(b, Frozen.class));
        }

        @Test
        void componentsMayHoldHandlesToOtherEntities() {
            Entity enemy = world.spawn(new Health(10));
            Entity missile = world.spawn(new Target(enemy));
            Entity target = world.get(missile, Target.class).entity();
            assertEquals(new Health(10), world.get(target, Health.class));
            world.despawn(enemy);
            world.spawn(new Health(99)); // reuses the enemy's slot
            assertNull(world.get(target, Health.class), "the missile's stale target resolves to nothing");
        }

        @Test
        void storageIsTheSameObjectForTheWorldsLifetime() {
            ComponentStorage<Position> positions = world.storage(Position.class);
            assertSame(positions, world.storage(Position.class));
            Entity e = world.spawn(new Position(2, 3));
            assertEquals(2f, positions.get(e).x);
            assertTrue(positions.has(e));
            positions.add(e, new Position(9, 9));
            assertEquals(9f, world.get(e, Position.class).x);
            assertEquals(9f, positions.remove(e).x);
            assertEquals(0, positions.size());
            assertEquals(Position.class, positions.type());
            assertTrue(positions.toString().contains("Position"));
        }

        @Test
        void storageCountsStayExactAcrossSwapAndPop() {
            Entity a = world.spawn(new Health(1));
            Entity b = world.spawn(new Health(2));
            Entity c = world.spawn(new Health(3));
            world.remove(a, Health.class); // c moves into a's packed slot
            assertEquals(new Health(2), world.get(b, Health.class));
            assertEquals(new Health(3), world.get(c, Health.class));
            assertEquals(2, world.count(Health.class));
        }
    }

    @Nested
    class BadInput {
        @Test
        void writingToADespawnedEntityNamesTheEntityAndComponent() {
            Entity e = world.spawn();
            world.despawn(e);
            StaleEntityException error = assertThrows(StaleEntityException.class, () -> world.add(e, new Health(1)));
            assertTrue(error.getMessage().contains("Health"), error.getMessage());
            assertTrue(error.getMessage().contains(e.toString()), error.getMessage());
            assertTrue(error.getMessage().contains("isAlive"), error.getMessage());
            assertEquals(e, error.entity());
            assertEquals(0, world.count(Health.class), "nothing was stored");
        }

        @Test
        void writingThroughAStaleHandleNamesTheNewOccupant() {
            Entity old = world.spawn();
            world.despawn(old);
            Entity next = world.spawn();
            StaleEntityException error = assertThrows(StaleEntityException.class, () -> world.storage(Position.class)
                    .add(old, new Position(0, 0)));
            assertTrue(error.getMessage().contains(next.toString()), error.getMessage());
            assertFalse(world.has(next, Position.class));
        }

        @Test
        void nullComponentsAreRejectedWithAHint() {
            Entity e = world.spawn();
            NullPointerException add = assertThrows(NullPointerException.class, () -> world.add(e, null));
            assertTrue(add.getMessage().contains("world.remove"), add.getMessage());
            assertThrows(NullPointerException.class, () -> world.spawn(new Health(1), null));
            assertThrows(NullPointerException.class, () -> world.spawn((Object) null));
            assertThrows(NullPointerException.class, () -> world.spawn((Object[]) null));
            assertThrows(NullPointerException.class, () -> world.storage(Health.class)
                    .add(e, null));
            assertEquals(1, world.entityCount(), "rejected spawns create nothing");
        }

        @Test
        void nullClassesAreRejected() {
            Entity e = world.spawn();
            assertThrows(NullPointerException.class, () -> world.get(e, null));
            assertThrows(NullPointerException.class, () -> world.has(e, null));
            assertThrows(NullPointerException.class, () -> world.remove(e, null));
            assertThrows(NullPointerException.class, () -> world.query((Class<?>) null));
        }

        @Test
        void nullEntityIsRejectedByReadsAndWritesAlike() {
            assertThrows(NullPointerException.class, () -> world.add(null, new Health(1)));
            assertThrows(NullPointerException.class, () -> world.get(null, Health.class));
            assertThrows(NullPointerException.class, () -> world.has(null, Health.class));
            assertThrows(NullPointerException.class, () -> world.remove(null, Health.class));
            assertThrows(NullPointerException.class, () -> world.isAlive(null));
            assertThrows(NullPointerException.class, () -> world.despawn(null));
        }

        @Test
        void classesThatCannotBeComponentsAreRejectedWithTheReason() {
            Entity e = world.spawn();
            assertMessage(() -> world.get(e, Runnable.class), "interface");
            assertMessage(() -> world.get(e, Number.class), "abstract");
            assertMessage(() -> world.get(e, int.class), "primitive");
            assertMessage(() -> world.get(e, float[].class), "array");
            assertMessage(() -> world.get(e, Entity.class), "Target(Entity entity)");
            Runnable lambda = () -> {};
            assertMessage(() -> world.add(e, lambda), "lambda");
            Serializable anonymous = new Serializable() {};
            assertMessage(() -> world.add(e, anonymous), "anonymous");
            assertMessage(() -> world.spawn(new float[2]), "array");
            assertEquals(1, world.entityCount());
        }

        @Test
        void spawnWithTwoComponentsOfOneClassIsRejectedAndCreatesNothing() {
            assertMessage(() -> world.spawn(new Health(1), new Health(2)), "two Health");
            assertMessage(() -> world.spawn(new Health(1), new Position(0, 0), new Health(2)), "two Health");
            assertEquals(0, world.entityCount());
            assertEquals(0, world.count(Health.class));
        }

        @Test
        void storageRejectsASubclassInstanceOfItsType() {
            Entity e = world.spawn();
            @SuppressWarnings({"unchecked", "rawtypes"})
            ComponentStorage<Object> raw = (ComponentStorage) world.storage(Position.class);
            assertMessage(() -> raw.add(e, new Health(1)), "exact class");
        }

        @Test
        void exceedingTheEntityLimitThrowsAndKeepsTheWorldIntact() {
            World small = World.builder().maxEntities(2).build();
            Entity a = small.spawn(new Health(1));
            small.spawn(new Health(2));
            IllegalStateException error = assertThrows(IllegalStateException.class, () -> small.spawn(new Health(3)));
            assertTrue(error.getMessage().contains("Entity limit"), error.getMessage());
            assertEquals(2, small.count(Health.class));
            small.despawn(a);
            assertTrue(small.isAlive(small.spawn(new Health(4))));
        }

        @Test
        void retiredSlotsAreNeverReusedByTheWorld() {
            World tiny = World.builder().maxGeneration(1).maxEntities(3).build();
            Entity first = tiny.spawn(new Health(0));
            tiny.despawn(first);
            Entity second = tiny.spawn(new Health(1));
            assertEquals(first.index(), second.index());
            tiny.despawn(second); // generation 1 was the last: the slot retires
            Entity third = tiny.spawn(new Health(2));
            assertEquals(1, third.index());
            assertNull(tiny.get(first, Health.class));
            assertNull(tiny.get(second, Health.class));
            assertEquals(new Health(2), tiny.get(third, Health.class));
        }

        private void assertMessage(Runnable call, String fragment) {
            RuntimeException error = assertThrows(RuntimeException.class, call::run);
            assertTrue(
                    error instanceof IllegalArgumentException || error instanceof NullPointerException,
                    () -> "unexpected " + error);
            assertTrue(error.getMessage().contains(fragment), () -> error.getMessage() + " lacks " + fragment);
        }
    }

    @Test
    void supplierStyleFactoriesCanSpawn() {
        Supplier<Entity> bullet = () -> world.spawn(new Position(0, 0), new Velocity(5, 0));
        Entity a = bullet.get();
        Entity b = bullet.get();
        assertFalse(a.equals(b));
        assertEquals(2, world.count(Velocity.class));
    }
}
