package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class PrefabTest {

    private final World world = new World();
    private final AtomicInteger positionsMade = new AtomicInteger();
    private final Velocity prototype = new Velocity(1, 2);
    private final Prefab enemy = Prefab.builder("enemy")
            .with(Position.class, () -> {
                positionsMade.incrementAndGet();
                return new Position(0, 0);
            })
            .copying(prototype, v -> new Velocity(v.dx, v.dy))
            .shared(new Health(3))
            .build();

    @Nested
    class Spawning {
        @Test
        void eachEntityGetsItsOwnMutableComponents() {
            Entity a = enemy.spawn(world);
            Entity b = enemy.spawn(world);
            assertNotSame(world.get(a, Position.class), world.get(b, Position.class));
            assertNotSame(world.get(a, Velocity.class), world.get(b, Velocity.class));
            assertNotSame(prototype, world.get(a, Velocity.class));
            assertEquals(2f, world.get(b, Velocity.class).dy);
            assertSame(world.get(a, Health.class), world.get(b, Health.class)); // shared immutable record
        }

        @Test
        void overrideReplacesTheComponentOfItsClassWithoutCallingItsFactory() {
            Position start = new Position(5, 6);
            Entity e = enemy.spawn(world, start, new Frozen());
            assertSame(start, world.get(e, Position.class));
            assertTrue(world.has(e, Frozen.class), "an override of a class the prefab lacks is added");
            assertEquals(0, positionsMade.get());
            assertEquals(new Health(3), world.get(e, Health.class));
        }

        @Test
        void componentsForCommandsAreFreshAndInDefinitionOrder() {
            Object[] components = enemy.components(new Frozen());
            assertEquals(
                    List.of(Position.class, Velocity.class, Health.class, Frozen.class),
                    java.util.Arrays.stream(components).map(Object::getClass).toList());
            Commands commands = new Commands();
            commands.spawn(components);
            commands.apply(world);
            assertEquals(
                    1,
                    world.query(Position.class, Velocity.class)
                            .with(Health.class, Frozen.class)
                            .count());
        }

        @Test
        void spawnManyCreatesThatManyDistinctEntities() {
            Entity[] wave = enemy.spawnMany(world, 1_000);
            assertEquals(1_000, wave.length);
            assertEquals(
                    1_000,
                    world.query(Position.class, Velocity.class)
                            .with(Health.class)
                            .count());
            assertEquals(1_000, positionsMade.get());
            assertNotSame(world.get(wave[0], Position.class), world.get(wave[999], Position.class));
            assertEquals(0, enemy.spawnMany(world, 0).length);
        }

        @Test
        void describesItself() {
            assertEquals("enemy", enemy.name());
            assertEquals(List.of(Position.class, Velocity.class, Health.class), enemy.componentTypes());
            assertEquals("Prefab[enemy: Position, Velocity, Health]", enemy.toString());
        }
    }

    @Nested
    class BadInput {
        @Test
        void copyFunctionReturningNullIsRejectedNamingPrefabAndComponent() {
            Prefab broken = Prefab.builder("missile")
                    .copying(new Velocity(1, 1), v -> null)
                    .build();
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> broken.spawn(world));
            assertTrue(
                    e.getMessage().contains("'missile'")
                            && e.getMessage().contains("Velocity")
                            && e.getMessage().contains("null"),
                    e.getMessage());
            assertEquals(0, world.entityCount(), "nothing spawned");
        }

        @Test
        void copyFunctionReturningThePrototypeIsRejected() {
            Prefab broken = Prefab.builder("missile")
                    .copying(new Velocity(1, 1), v -> v)
                    .build();
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> broken.spawn(world));
            assertTrue(
                    e.getMessage().contains("prototype itself")
                            && e.getMessage().contains("Velocity")
                            && e.getMessage().contains("'missile'"),
                    e.getMessage());
            assertEquals(0, world.entityCount());
        }

        @Test
        void factoryReturningOneSharedObjectIsRejectedOnTheSecondSpawn() {
            Position shared = new Position(0, 0);
            Prefab broken =
                    Prefab.builder("rock").with(Position.class, () -> shared).build();
            broken.spawn(world);
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> broken.spawnMany(world, 2));
            assertTrue(
                    e.getMessage().contains("same object twice")
                            && e.getMessage().contains("'rock'")
                            && e.getMessage().contains("shared(...)"),
                    e.getMessage());
            assertEquals(1, world.entityCount());
        }

        @Test
        void factoryReturningAnotherClassIsRejected() {
            @SuppressWarnings({"unchecked", "rawtypes"})
            Prefab broken = Prefab.builder("odd")
                    .with((Class) Position.class, () -> new Velocity(0, 0))
                    .build();
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> broken.spawn(world));
            assertTrue(e.getMessage().contains("exactly a Position"), e.getMessage());
        }

        @Test
        void duplicateComponentClassIsRejectedAtDefinition() {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class,
                    () -> Prefab.builder("twice").shared(new Health(1)).shared(new Health(2)));
            assertTrue(e.getMessage().contains("'twice'") && e.getMessage().contains("Health"), e.getMessage());
        }

        @Test
        void duplicateOverridesAndNullsAreRejected() {
            assertThrows(IllegalArgumentException.class, () -> enemy.spawn(world, new Frozen(), new Frozen()));
            assertThrows(NullPointerException.class, () -> enemy.spawn(world, (Object) null));
            assertThrows(IllegalArgumentException.class, () -> enemy.spawnMany(world, -1));
            assertEquals(0, world.entityCount());
        }

        @Test
        void parentCannotBeInAPrefab() {
            World other = new World();
            Entity a = other.spawn();
            Entity b = other.spawn();
            other.setParent(b, a);
            Parent link = other.get(b, Parent.class);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Prefab.builder("child")
                    .shared(link));
            assertTrue(e.getMessage().contains("setParent"), e.getMessage());
        }
    }
}
