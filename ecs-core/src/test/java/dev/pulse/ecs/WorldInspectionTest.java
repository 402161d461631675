package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** {@link World#componentTypes()}, {@link World#slotCount()} and {@link World#entityAt(int)}: what tools walk. */
class WorldInspectionTest {

    private final World world = new World();

    @Nested
    class ComponentTypes {

        @Test
        void listsEveryStoredClassInCreationOrder() {
            world.spawn(new Health(1));
            world.spawn(new Position(0, 0), new Frozen());
            assertEquals(List.of(Health.class, Position.class, Frozen.class), world.componentTypes());
        }

        @Test
        void keepsClassesNoEntityHasAnyMoreAndThoseOnlyAskedFor() {
            Entity e = world.spawn(new Health(1));
            world.despawn(e);
            world.count(Velocity.class);
            assertEquals(List.of(Health.class, Velocity.class), world.componentTypes());
        }

        @Test
        void isACopyThatCannotBeModified() {
            List<Class<?>> before = world.componentTypes();
            world.spawn(new Health(1));
            assertEquals(List.of(), before);
            assertThrows(UnsupportedOperationException.class, () -> world.componentTypes()
                    .add(String.class));
        }
    }

    @Nested
    class SlotWalk {

        @Test
        void findsEveryLiveEntityInSlotOrderIncludingThoseWithoutComponents() {
            Entity bare = world.spawn();
            Entity healthy = world.spawn(new Health(1));
            Entity gone = world.spawn(new Position(1, 1));
            Entity last = world.spawn(new Frozen());
            world.despawn(gone);
            assertEquals(4, world.slotCount());
            assertEquals(List.of(bare, healthy, last), walk());
        }

        @Test
        void givesTheCurrentGenerationOfAReusedSlot() {
            Entity old = world.spawn(new Health(1));
            world.despawn(old);
            Entity reused = world.spawn(new Health(2));
            assertEquals(old.index(), reused.index());
            assertEquals(reused, world.entityAt(old.index()));
            assertTrue(world.isAlive(world.entityAt(old.index())));
        }

        @Test
        void answersNullForFreeAndUnusedSlotsAndIndicesOutOfRange() {
            Entity e = world.spawn();
            world.despawn(e);
            assertNull(world.entityAt(e.index()));
            assertNull(world.entityAt(world.slotCount()));
            assertNull(world.entityAt(1_000_000));
            assertNull(world.entityAt(-1));
        }

        @Test
        void anEmptyWorldHasNoSlots() {
            assertEquals(0, world.slotCount());
            assertEquals(List.of(), walk());
        }

        private List<Entity> walk() {
            List<Entity> live = new ArrayList<>();
            for (int i = 0; i < world.slotCount(); i++) {
                Entity e = world.entityAt(i);
                if (e != null) {
                    live.add(e);
                }
            }
            return live;
        }
    }
}
