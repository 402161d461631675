package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * A despawned entity's handle carries a mark ({@link Entity#DESPAWNED}) that lookups read
 * instead of the slot pages: these tests pin down that the mark changes no answer — stale stays
 * stale, foreign stays foreign, the slot's next occupant is untouched — and that handles which
 * never get the mark (rebuilt from ids) are still checked by generation.
 */
class DespawnedHandleTest {

    @Nested
    class StaleAnswers {

        @Test
        void readsOfADespawnedHandleAnswerStaleEvenWhenItsSlotHoldsANewEntity() {
            World world = new World();
            ComponentStorage<Position> positions = world.storage(Position.class);
            Entity old = world.spawn(new Position(1, 1));
            world.despawn(old);
            Position newer = new Position(2, 2);
            Entity next = world.spawn(newer);
            assertEquals(old.index(), next.index(), "the freed slot is reused");

            assertNull(positions.get(old));
            assertFalse(positions.has(old));
            assertNull(world.get(old, Position.class));
            assertFalse(world.isAlive(old));
            assertSame(newer, positions.get(next), "the next occupant is untouched");
            assertTrue(world.isAlive(next));
        }

        @Test
        void writesThroughADespawnedHandleFailAsStaleNotAsForeign() {
            World world = new World();
            Entity old = world.spawn(new Position(1, 1));
            world.despawn(old);
            Entity next = world.spawn(new Position(2, 2));

            StaleEntityException stale =
                    assertThrows(StaleEntityException.class, () -> world.add(old, new Velocity(1, 1)));
            assertTrue(stale.getMessage().contains(next.toString()), stale.getMessage());
            assertThrows(StaleEntityException.class, () -> world.setParent(old, next));
            assertNull(world.remove(old, Position.class));
            assertFalse(world.despawn(old));
            assertEquals(1, world.count(Position.class), "nothing happened to the next occupant");
        }

        @Test
        void aDespawnedHandleStillEqualsItsIdCopyAndTheCopyIsStaleToo() {
            World world = new World();
            Entity old = world.spawn(new Position(1, 1));
            Entity copy = Entity.fromId(old.id());
            world.despawn(old);
            world.spawn(new Position(2, 2));

            assertEquals(copy, old);
            assertEquals(copy.hashCode(), old.hashCode());
            assertNull(world.get(copy, Position.class), "the unmarked copy is checked by generation");
            assertFalse(world.isAlive(copy));
        }

        @Test
        void clearMarksEveryHandle() {
            World world = new World();
            Entity a = world.spawn(new Position(1, 1));
            Entity b = world.spawn(new Position(2, 2));
            world.clear();
            Entity c = world.spawn(new Position(3, 3));

            assertFalse(world.has(a, Position.class));
            assertFalse(world.isAlive(b));
            assertNotEquals(a, c);
            assertTrue(world.has(c, Position.class));
        }
    }

    @Nested
    class ForeignStaysForeign {

        @Test
        void aDespawnedHandleOfAnotherWorldIsRefusedAsForeign() {
            World game = new World();
            World ui = new World();
            Entity gone = game.spawn(new Position(1, 1));
            game.despawn(gone);
            ui.spawn(new Position(2, 2)); // a live entity in the same slot of the other world

            ForeignEntityException read =
                    assertThrows(ForeignEntityException.class, () -> ui.get(gone, Position.class));
            assertTrue(read.getMessage().contains(game.toString()), read.getMessage());
            assertThrows(ForeignEntityException.class, () -> ui.has(gone, Position.class));
            assertThrows(ForeignEntityException.class, () -> ui.isAlive(gone));
            assertThrows(ForeignEntityException.class, () -> ui.add(gone, new Velocity(0, 0)));
        }
    }

    @Nested
    class Allocator {

        @Test
        void onlyTheCanonicalHandleOfTheFreedGenerationIsMarked() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            Entity first = ids.allocate();
            assertTrue(ids.deallocate(first));
            Entity second = ids.allocate();
            assertEquals(first.index(), second.index());

            assertNotEquals(0, first.owner & Entity.DESPAWNED, "the freed handle is marked");
            assertEquals(0, second.owner & Entity.DESPAWNED, "the slot's new handle is not");
            assertEquals(ids.owner, first.owner & ~Entity.DESPAWNED, "the owner number is kept");
            assertFalse(ids.isLive(first));
            assertTrue(ids.isLive(second));
            assertFalse(ids.deallocate(first), "a second free of the old handle changes nothing");
            assertTrue(ids.isLive(second));
        }

        @Test
        void ownerNumbersNeverUseTheDespawnedBit() {
            for (int i = 0; i < 100; i++) {
                GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
                assertEquals(0, ids.owner & Entity.DESPAWNED);
                assertNotEquals(Entity.NO_OWNER, ids.owner);
            }
        }
    }
}
