package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.seam.SchedulerHooks;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * What the smaller {@link World} methods answer and say: the change clock and system baselines,
 * {@code markChanged}'s result, {@code insertResource}'s replaced value, the world's name, and
 * the messages of the hierarchy's refusals of foreign and stale handles.
 */
class WorldAnswersTest {

    private final World world = new World();

    @Nested
    class TheChangeClock {
        @Test
        void advanceTickAnswersTheTickThatEndedAndTheClockMovesOn() {
            int first = world.changeTick();
            assertEquals(first, world.advanceTick());
            assertEquals(first + 1, world.changeTick());
            assertEquals(first + 1, world.advanceTick());
            assertEquals(first + 2, world.changeTick());
        }

        @Test
        void enterSystemAnswersThePreviousBaselineAndExitSystemRestoresIt() {
            Entity e = world.spawn(new Position(0, 0));
            Query1<Position> moved = world.query(Position.class).changed(Position.class);
            int before = world.advanceTick();
            world.markChanged(e, Position.class);

            int outer = SchedulerHooks.get().enterSystem(world, World.NEVER_RAN);
            assertEquals(1, moved.count(), "a system that never ran sees every change");
            int inner = SchedulerHooks.get().enterSystem(world, before);
            assertEquals(World.NEVER_RAN, inner, "the outer system's baseline");
            assertEquals(1, moved.count(), "changed after the inner system's baseline");
            SchedulerHooks.get().exitSystem(world, inner);
            SchedulerHooks.get().exitSystem(world, outer);

            IllegalStateException outside = assertThrows(IllegalStateException.class, moved::count);
            assertTrue(outside.getMessage().contains("no system runs on this thread"), outside.getMessage());
        }

        @Test
        void trackingStartsWithTheFirstChangeFilter() {
            assertFalse(world.isTrackingChanges());
            world.query(Position.class).changed(Position.class);
            assertTrue(world.isTrackingChanges());
        }

        @Test
        void markChangedAnswersWhetherItMarked() {
            Entity e = world.spawn(new Position(0, 0));
            Entity bare = world.spawn();
            assertTrue(world.markChanged(e, Position.class));
            assertFalse(world.markChanged(bare, Position.class), "no such component");
            world.despawn(e);
            assertFalse(world.markChanged(e, Position.class), "stale handle");
        }
    }

    @Nested
    class Resources {
        @Test
        void insertResourceAnswersTheValueItReplaced() {
            Position first = new Position(1, 1);
            Position second = new Position(2, 2);
            assertNull(world.insertResource(Position.class, first));
            assertSame(first, world.insertResource(Position.class, second));
            assertSame(second, world.resource(Position.class));
            assertTrue(world.resources().contains(Position.class));
            assertFalse(world.resources().contains(Velocity.class), "never inserted");
        }
    }

    @Nested
    class Naming {
        @Test
        void aWorldIsNamedWithItsJvmUniqueNumber() {
            World other = new World();
            assertTrue(world.toString().matches("World#\\d+"), world.toString());
            assertFalse(world.toString().equals(other.toString()));
        }
    }

    @Nested
    class DespawnBesideAHierarchy {
        @Test
        void entitiesPastTheHierarchysTablesDespawnAndTheLinksStay() {
            java.util.List<Entity> entities = new java.util.ArrayList<>();
            for (int i = 0; i < 50; i++) {
                entities.add(world.spawn());
            }
            world.setParent(entities.get(1), entities.get(0)); // tables sized for the first few indexes
            world.despawn(entities.get(16));
            world.despawn(entities.get(40));
            assertFalse(world.isAlive(entities.get(16)));
            assertFalse(world.isAlive(entities.get(40)));
            assertEquals(entities.get(0), world.parent(entities.get(1)));
            world.despawn(entities.get(0));
            assertFalse(world.isAlive(entities.get(1)), "the child goes with its parent");
        }
    }

    @Nested
    class HierarchyRefusals {
        @Test
        void aForeignChildIsRefusedSayingWhatWasAttempted() {
            World other = new World();
            Entity foreign = other.spawn();
            Entity parent = world.spawn();
            ForeignEntityException e =
                    assertThrows(ForeignEntityException.class, () -> world.setParent(foreign, parent));
            assertTrue(e.getMessage().startsWith("Cannot set the parent of " + foreign), e.getMessage());
        }

        @Test
        void aForeignParentIsRefusedSayingWhatWasAttempted() {
            World other = new World();
            Entity foreign = other.spawn();
            Entity child = world.spawn();
            ForeignEntityException e =
                    assertThrows(ForeignEntityException.class, () -> world.setParent(child, foreign));
            assertTrue(
                    e.getMessage().startsWith("Cannot make the parent of " + child + " the entity " + foreign),
                    e.getMessage());
            assertNull(world.parent(child), "nothing changed");
        }

        @Test
        void aRebuiltHandleOfANewerGenerationIsStaleAndTheMessageNamesTheSlotsEntity() {
            Entity live = world.spawn();
            Entity parent = world.spawn();
            Entity future = Entity.fromId(Entity.pack(live.index(), 1));
            StaleEntityException e = assertThrows(StaleEntityException.class, () -> world.setParent(future, parent));
            assertTrue(
                    e.getMessage().contains("its slot now holds a newer entity, Entity[" + live.index() + "v0]"),
                    e.getMessage());
        }
    }
}
