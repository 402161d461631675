package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The packed id of a handle at the edges of its two halves, through the public API only. */
class EntityIdTest {

    @Test
    void theFirstHandleOfAWorldHasIdZeroAndRoundTrips() {
        Entity first = new World().spawn();
        assertEquals(0, first.index());
        assertEquals(0, first.generation());
        assertEquals(0L, first.id());
        assertEquals(first, Entity.fromId(0L));
    }

    @Test
    void idsWithAZeroHalfRoundTrip() {
        Entity indexOnly = Entity.fromId(5L);
        assertEquals(5, indexOnly.index());
        assertEquals(0, indexOnly.generation());
        Entity generationOnly = Entity.fromId(3L << 32);
        assertEquals(0, generationOnly.index());
        assertEquals(3, generationOnly.generation());
        assertEquals(3L << 32, generationOnly.id());
    }

    @Test
    void theLargestHalvesRoundTrip() {
        long id = ((long) Integer.MAX_VALUE << 32) | Integer.MAX_VALUE;
        Entity e = Entity.fromId(id);
        assertEquals(Integer.MAX_VALUE, e.index());
        assertEquals(Integer.MAX_VALUE, e.generation());
        assertEquals(id, e.id());
    }

    @Test
    void anIdWithEitherHalfNegativeIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Entity.fromId(0x0000_0000_8000_0000L));
        assertThrows(IllegalArgumentException.class, () -> Entity.fromId(0x8000_0000_0000_0000L));
        assertThrows(IllegalArgumentException.class, () -> Entity.fromId(0x8000_0000_0000_0001L));
        assertThrows(IllegalArgumentException.class, () -> Entity.fromId(0x0000_0001_FFFF_FFFFL));
    }

    @Test
    void handlesOfNeighbouringSlotsAndGenerationsHashApart() {
        Set<Integer> hashes = new HashSet<>();
        for (int index = 0; index < 64; index++) {
            for (int generation = 0; generation < 4; generation++) {
                hashes.add(Entity.fromId(((long) generation << 32) | index).hashCode());
            }
        }
        assertEquals(64 * 4, hashes.size(), "handles of nearby slots and generations collide");
        assertNotEquals(Entity.fromId(1L).hashCode(), Entity.fromId(1L << 32).hashCode());
    }
}
