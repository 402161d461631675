package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import org.junit.jupiter.api.Test;

class CommandsTest {

    private final World world = new World();
    private final Commands commands = new Commands();

    @Test
    void recordedChangesApplyOnlyWhenApplied() {
        Entity e = world.spawn(new Health(1));
        commands.add(e, new Position(1, 1));
        commands.remove(e, Health.class);
        commands.spawn(new Health(2), new Velocity(0, 0));
        assertEquals(3, commands.size());
        assertFalse(world.has(e, Position.class));
        assertEquals(1, world.entityCount());

        assertEquals(0, commands.apply(world));
        assertTrue(commands.isEmpty());
        assertTrue(world.has(e, Position.class));
        assertFalse(world.has(e, Health.class));
        assertEquals(2, world.entityCount());
        assertEquals(1, world.count(Velocity.class));
    }

    @Test
    void commandsApplyInRecordingOrder() {
        Entity e = world.spawn();
        commands.add(e, new Health(1));
        commands.add(e, new Health(2));
        commands.remove(e, Health.class);
        commands.add(e, new Health(3));
        commands.apply(world);
        assertEquals(new Health(3), world.get(e, Health.class));
    }

    @Test
    void commandsForEntitiesThatDiedAreSkippedAndCounted() {
        Entity enemy = world.spawn(new Health(1));
        commands.despawn(enemy);
        commands.despawn(enemy); // a second bullet hit the same enemy
        commands.add(enemy, new Position(0, 0));
        commands.remove(enemy, Health.class);
        assertEquals(3, commands.apply(world));
        assertFalse(world.isAlive(enemy));
        assertEquals(0, world.count(Position.class));
    }

    @Test
    void despawnRecordedDuringIterationLeavesTheWalkComplete() {
        for (int i = 0; i < 10; i++) {
            world.spawn(new Health(i));
        }
        int[] visits = {0};
        world.query(Health.class).forEach((entity, health) -> {
            visits[0]++;
            if (health.hp() % 2 == 0) {
                world.commands().despawn(entity);
            }
        });
        assertEquals(10, visits[0]);
        assertEquals(10, world.entityCount(), "nothing applied before flush");
        world.flush();
        assertEquals(5, world.entityCount());
        assertTrue(world.commands().isEmpty());
    }

    @Test
    void badArgumentsFailWhenRecorded() {
        Entity e = world.spawn();
        assertThrows(NullPointerException.class, () -> commands.despawn(null));
        assertThrows(NullPointerException.class, () -> commands.add(e, null));
        assertThrows(NullPointerException.class, () -> commands.add(null, new Health(1)));
        assertThrows(NullPointerException.class, () -> commands.remove(e, null));
        assertThrows(NullPointerException.class, () -> commands.spawn(new Health(1), null));
        assertThrows(NullPointerException.class, () -> commands.spawn((Object[]) null));
        assertThrows(IllegalArgumentException.class, () -> commands.remove(e, Runnable.class));
        assertThrows(IllegalArgumentException.class, () -> commands.spawn(new Health(1), new Health(2)));
        assertThrows(IllegalArgumentException.class, () -> commands.add(e, new int[0]));
        assertThrows(NullPointerException.class, () -> commands.apply(null));
        assertTrue(commands.isEmpty(), "rejected calls record nothing");
    }

    @Test
    void clearDropsRecordedCommands() {
        Entity e = world.spawn();
        commands.add(e, new Health(1));
        commands.clear();
        assertEquals(0, commands.apply(world));
        assertNull(world.get(e, Health.class));
    }

    @Test
    void clearLetsGoOfTheRecordedEntitiesAndComponents() {
        // A buffer kept in a field for the game's life must not keep what it recorded alive. The
        // entity comes from a world dropped right after, so nothing else holds its handle.
        World shortLived = new World();
        Entity entity = shortLived.spawn();
        Health component = new Health(1);
        commands.add(entity, component);
        java.lang.ref.WeakReference<Health> recorded = new java.lang.ref.WeakReference<>(component);
        java.lang.ref.WeakReference<Entity> handle = new java.lang.ref.WeakReference<>(entity);
        component = null;
        entity = null;
        shortLived = null;
        commands.clear();
        for (int i = 0; i < 10 && (recorded.get() != null || handle.get() != null); i++) {
            System.gc();
        }
        assertNull(recorded.get(), "the cleared buffer still holds the component");
        assertNull(handle.get(), "the cleared buffer still holds the entity");
    }

    @Test
    void bufferGrowsPastItsInitialSize() {
        for (int i = 0; i < 1000; i++) {
            commands.spawn(new Health(i));
        }
        assertEquals("Commands[1000 recorded]", commands.toString());
        commands.apply(world);
        assertEquals(1000, world.count(Health.class));
    }
}
