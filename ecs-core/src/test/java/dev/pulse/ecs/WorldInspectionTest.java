package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** {@link World#componentTypes()} and {@link World#forEachEntity}, the read-only walks tools use. */
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
            assertThrows(UnsupportedOperationException.class, () -> world.componentTypes().add(String.class));
        }
    }

    @Nested
    class ForEachEntity {

        @Test
        void visitsEveryLiveEntityOnceInSlotOrderIncludingThoseWithoutComponents() {
            Entity bare = world.spawn();
            Entity healthy = world.spawn(new Health(1));
            Entity gone = world.spawn(new Position(1, 1));
            Entity last = world.spawn(new Frozen());
            world.despawn(gone);
            assertEquals(List.of(bare, healthy, last), visited());
        }

        @Test
        void givesTheCurrentGenerationOfAReusedSlot() {
            Entity old = world.spawn(new Health(1));
            world.despawn(old);
            Entity reused = world.spawn(new Health(2));
            assertEquals(old.index(), reused.index());
            assertEquals(List.of(reused), visited());
            assertTrue(world.isAlive(visited().get(0)));
        }

        @Test
        void skipsEntitiesDespawnedByTheActionBeforeTheWalkReachesThem() {
            Entity a = world.spawn(new Health(1));
            Entity b = world.spawn(new Health(2));
            Entity c = world.spawn(new Health(3));
            List<Entity> seen = new ArrayList<>();
            world.forEachEntity(e -> {
                seen.add(e);
                world.despawn(b);
            });
            assertEquals(List.of(a, c), seen);
        }

        @Test
        void rejectsANullAction() {
            NullPointerException e = assertThrows(NullPointerException.class, () -> world.forEachEntity(null));
            assertTrue(e.getMessage().contains("action"));
        }

        private List<Entity> visited() {
            List<Entity> seen = new ArrayList<>();
            world.forEachEntity(seen::add);
            return seen;
        }
    }
}
