package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import org.junit.jupiter.api.Test;

/** What applying a command buffer reports, and what an applied or cleared buffer holds. */
class CommandsApplyTest {

    private final World world = new World();
    private final Commands commands = new Commands();

    @Test
    void despawningTheSameEntityTwiceCountsTheSecondAsSkipped() {
        Entity e = world.spawn(new Position(0, 0));
        commands.despawn(e);
        commands.despawn(e);
        assertEquals(1, commands.apply(world));
        assertFalse(world.isAlive(e));
    }

    @Test
    void commandsForADespawnedEntityAreSkippedAndCounted() {
        Entity gone = world.spawn();
        Entity alive = world.spawn();
        commands.add(gone, new Position(0, 0));
        commands.remove(gone, Position.class);
        commands.add(alive, new Health(2));
        commands.remove(alive, Health.class);
        commands.add(alive, new Health(3));
        world.despawn(gone);
        assertEquals(2, commands.apply(world));
        assertEquals(3, world.get(alive, Health.class).hp());
        assertEquals(0, world.count(Position.class));
    }

    @Test
    void aBufferIsEmptyOnlyWhileNothingIsRecorded() {
        assertTrue(commands.isEmpty());
        commands.spawn(new Position(0, 0));
        assertFalse(commands.isEmpty());
        assertEquals(1, commands.size());
        commands.apply(world);
        assertTrue(commands.isEmpty());
        commands.spawn(new Position(0, 0));
        commands.clear();
        assertTrue(commands.isEmpty());
        assertEquals(0, commands.apply(world));
        assertEquals(1, world.entityCount(), "a cleared command was applied");
    }
}
