package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.AllocationMeter;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The memory bound {@link SnapshotLimits} states: before it builds the world, a load allocates at
 * most {@value #BYTES_PER_INPUT_BYTE} bytes per input byte, plus 4 bytes per declared entity,
 * plus 1 MiB, whatever the input's shape (measured: binary 3.3 to 6.9, JSON 8.3 to 10.5 bytes
 * per input byte). Measured on inputs refused at their very end (so all of the
 * input was parsed and every codec ran, and no world was built), in the shapes that cost most
 * per input byte: rows of a tag type (one byte each), of one small int, of short strings, and
 * entities without components. Allocation bounds the peak from above.
 */
class LoadMemoryTest {

    /** The bound SnapshotLimits documents. */
    static final int BYTES_PER_INPUT_BYTE = 16;

    private static final int ROWS = 50_000;

    private final Snapshots snapshots = TestWorlds.snapshots();
    private final AllocationMeter meter = new AllocationMeter();

    private static World rows(IntFunction<Object> component) {
        World world = new World();
        for (int i = 0; i < ROWS; i++) {
            world.spawn(component.apply(i));
        }
        return world;
    }

    private static final IntFunction<Object> TAG = i -> new Frozen();
    private static final IntFunction<Object> SMALL_INT = i -> new Health(i & 63);
    private static final IntFunction<Object> SHORT_STRINGS =
            i -> new Mixed(false, (byte) 0, (short) 0, 'a', 0, 0, 0, 0, String.valueOf((char) ('a' + i % 26)), null);

    private void assertWithinBound(byte[] input, boolean json) {
        assertWithinBound(input, json, ROWS + 1);
    }

    private void assertWithinBound(byte[] input, boolean json, int entities) {
        long allocated = meter.bytesAllocatedBy(() -> assertThrows(SnapshotFormatException.class, () -> {
            if (json) {
                snapshots.fromJson(input, new World());
            } else {
                snapshots.fromBinary(input, new World());
            }
        }));
        long bound = (long) BYTES_PER_INPUT_BYTE * input.length + 4L * entities + (1 << 20);
        assertTrue(
                allocated <= bound,
                "a refused load of " + input.length + " bytes allocated " + allocated + ", over the bound of " + bound);
    }

    /** The binary snapshot with one byte appended: refused after everything was parsed. */
    private byte[] binaryRefusedAtTheEnd(World world) {
        byte[] save = snapshots.toBinary(world);
        byte[] input = Arrays.copyOf(save, save.length + 1);
        assertThrows(SnapshotFormatException.class, () -> snapshots.fromBinary(input, new World()));
        return input;
    }

    /** The JSON snapshot with content after it: refused after everything was parsed. */
    private byte[] jsonRefusedAtTheEnd(World world) {
        byte[] input = (snapshots.toJson(world) + " 0").getBytes(StandardCharsets.UTF_8);
        assertThrows(SnapshotFormatException.class, () -> snapshots.fromJson(input, new World()));
        return input;
    }

    @Nested
    class Binary {

        @Test
        void tagRows() {
            assertWithinBound(binaryRefusedAtTheEnd(rows(TAG)), false);
        }

        @Test
        void smallIntRows() {
            assertWithinBound(binaryRefusedAtTheEnd(rows(SMALL_INT)), false);
        }

        @Test
        void shortStringRows() {
            assertWithinBound(binaryRefusedAtTheEnd(rows(SHORT_STRINGS)), false);
        }

        @Test
        void entitiesWithoutComponents() {
            World world = new World();
            for (int i = 0; i < SnapshotLimits.DEFAULT_MAX_EMPTY_ENTITIES; i++) {
                world.spawn();
            }
            assertWithinBound(binaryRefusedAtTheEnd(world), false, SnapshotLimits.DEFAULT_MAX_EMPTY_ENTITIES);
        }

        @Test
        void aCodecThatRefusesTheLastRow() {
            World world = rows(SHORT_STRINGS);
            Entity last = world.spawn(new Mixed(false, (byte) 0, (short) 0, 'a', 0, 0, 0, 0, "z", null));
            byte[] save = snapshots.toBinary(world);
            // The last row's byte field (saved as an int) is made 300: its codec refuses it, after every other row.
            int at = indexOfLastMixedByteField(save);
            save[at + 2] = 1;
            save[at + 3] = 44;
            World target = new World();
            assertThrows(SnapshotFormatException.class, () -> snapshots.fromBinary(save, target));
            assertWithinBound(save, false);
            assertTrue(last != null);
        }

        /** The offset of the last Mixed row's 'b' value: the row ends with it + char, int... (see Mixed). */
        private int indexOfLastMixedByteField(byte[] save) {
            // A Mixed row: owner varint, flag u8, b i32, s i32, c i32, i i32, l i64, f i32, d i64, text, other.
            // The last row ends: ... text (varint 2, 'z') other (varint 0), then the END marker.
            int end = save.length - 1; // END
            int other = end - 1;
            int text = other - 2;
            return text - 8 - 4 - 8 - 4 - 4 - 4 - 4; // start of 'b'
        }
    }

    @Nested
    class Json {

        @Test
        void tagRows() {
            assertWithinBound(jsonRefusedAtTheEnd(rows(TAG)), true);
        }

        @Test
        void smallIntRows() {
            assertWithinBound(jsonRefusedAtTheEnd(rows(SMALL_INT)), true);
        }

        @Test
        void shortStringRows() {
            assertWithinBound(jsonRefusedAtTheEnd(rows(SHORT_STRINGS)), true);
        }
    }
}
