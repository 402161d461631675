package dev.pulse.ecs.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import java.util.Random;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class HandleTest {

    @Nested
    class Identity {
        @Test
        void handlesWithSameIndexAndGenerationAreEqualWithEqualHashes() {
            Handle<String> a = new Handle<>(3, 1);
            Handle<String> b = new Handle<>(3, 1);
            assertEquals(a, b);
            assertEquals(a.hashCode(), b.hashCode());
        }

        @Test
        void handlesDifferingInIndexOrGenerationAreNotEqual() {
            Handle<String> a = new Handle<>(3, 1);
            assertNotEquals(a, new Handle<String>(3, 2));
            assertNotEquals(a, new Handle<String>(4, 1));
            assertNotEquals(a, null);
            assertNotEquals(a, "Handle[3v1]");
        }

        @Test
        void toStringShowsIndexAndGeneration() {
            assertEquals("Handle[3v1]", new Handle<Object>(3, 1).toString());
        }
    }

    @Nested
    class PackedId {
        @Test
        void idUsesTheSameLayoutAsEntity() {
            Random random = new Random(42);
            for (int i = 0; i < 10_000; i++) {
                int index = random.nextInt(Integer.MAX_VALUE);
                int generation = random.nextInt(Integer.MAX_VALUE);
                Handle<Object> handle = new Handle<>(index, generation);
                Entity entity = Entity.fromId(handle.id());
                assertEquals(index, entity.index());
                assertEquals(generation, entity.generation());
                assertEquals(entity.id(), handle.id());
            }
        }

        @Test
        void fromIdRebuildsAnEqualHandle() {
            Handle<Object> handle = new Handle<>(Integer.MAX_VALUE, Integer.MAX_VALUE);
            Handle<Object> rebuilt = Handle.fromId(handle.id());
            assertEquals(handle, rebuilt);
            assertEquals(Integer.MAX_VALUE, rebuilt.index());
            assertEquals(Integer.MAX_VALUE, rebuilt.generation());
        }

        @Test
        void fromIdRejectsNegativeHalvesWithAClearMessage() {
            IllegalArgumentException negativeIndex =
                    assertThrows(IllegalArgumentException.class, () -> Handle.fromId(0xFFFF_FFFFL));
            assertTrue(negativeIndex.getMessage().contains("Handle.id()"), negativeIndex.getMessage());
            assertThrows(IllegalArgumentException.class, () -> Handle.fromId(-1L << 32));
        }
    }
}
