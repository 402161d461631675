package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import org.junit.jupiter.api.Test;

/** {@code ComponentStorage.get(long id)}: the primitive-handle path is checked like {@code get(Entity)}. */
class StorageGetByIdTest {

    private final World world = new World();
    private final ComponentStorage<Position> positions = world.storage(Position.class);

    @Test
    void aLiveIdReadsItsEntitysComponent() {
        Position p = new Position(1, 2);
        Entity e = world.spawn(p);
        assertSame(p, positions.get(e.id()));
        assertSame(positions.get(e), positions.get(e.id()));
    }

    @Test
    void aStaleIdNeverReadsTheSlotsNextOccupant() {
        Entity old = world.spawn(new Position(1, 1));
        long staleId = old.id();
        world.despawn(old);
        Entity next = world.spawn(new Position(9, 9));
        assertEquals(old.index(), next.index(), "the slot was reused");
        assertNull(positions.get(staleId));
        assertEquals(9f, positions.get(next.id()).x);
    }

    @Test
    void idsOfEntitiesWithoutTheComponentOrNeverSpawnedAnswerNull() {
        Entity bare = world.spawn(new Velocity(1, 1));
        assertNull(positions.get(bare.id()));
        assertNull(positions.get(Entity.pack(123_456, 0)));
        assertNull(positions.get(-1L), "a value no handle produces");
        assertNull(positions.get(Entity.pack(bare.index(), bare.generation() + 1)), "a future generation");
    }
}
