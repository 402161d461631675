package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class EntityTest {

    @Test
    void toStringShowsIndexAndGeneration() {
        assertEquals("Entity[7v3]", new Entity(7, 3).toString());
    }

    @Test
    void handlesWithSameIndexAndGenerationAreEqual() {
        assertEquals(new Entity(7, 3), new Entity(7, 3));
        assertEquals(new Entity(7, 3).hashCode(), new Entity(7, 3).hashCode());
        assertNotEquals(new Entity(7, 3), new Entity(7, 4));
        assertNotEquals(new Entity(7, 3), new Entity(8, 3));
    }

    @Test
    void handlesWorkAsSetElements() {
        Set<Entity> set = new HashSet<>();
        set.add(new Entity(1, 0));
        set.add(new Entity(1, 1));
        set.add(new Entity(1, 0));
        assertEquals(2, set.size());
    }

    @Test
    void idPacksGenerationHighAndIndexLow() {
        Entity e = new Entity(5, 2);
        assertEquals((2L << 32) | 5L, e.id());
        assertEquals(e, Entity.fromId(e.id()));
        Entity big = new Entity(Integer.MAX_VALUE - 1, Integer.MAX_VALUE);
        assertEquals(big, Entity.fromId(big.id()));
    }

    @Test
    void fromIdRejectsIdsNoHandleProduces() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> Entity.fromId(-1L));
        assertEquals(true, error.getMessage().contains("Entity.id()"));
    }
}
