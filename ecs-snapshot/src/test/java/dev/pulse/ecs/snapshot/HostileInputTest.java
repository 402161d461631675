package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Velocity;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Each kind of hostile input, by hand: one exception type, a position, the world unchanged. */
class HostileInputTest {

    private final Snapshots snapshots = TestWorlds.snapshots();
    private final UnchangedWorld target = new UnchangedWorld(snapshots);

    private SnapshotFormatException refusedBinary(byte[] input, String expected) {
        SnapshotFormatException e =
                assertThrows(SnapshotFormatException.class, () -> snapshots.fromBinary(input, target.world));
        assertTrue(e.getMessage().contains(expected), () -> "message lacks '" + expected + "': " + e.getMessage());
        assertTrue(e.getMessage().contains("at byte " + e.position()), e.getMessage());
        target.assertUnchanged();
        return e;
    }

    private SnapshotFormatException refusedJson(String input, String expected) {
        SnapshotFormatException e =
                assertThrows(SnapshotFormatException.class, () -> snapshots.fromJson(input, target.world));
        assertTrue(e.getMessage().contains(expected), () -> "message lacks '" + expected + "': " + e.getMessage());
        assertTrue(e.getMessage().contains("line "), e.getMessage());
        target.assertUnchanged();
        return e;
    }

    private static byte[] small() {
        return TestWorlds.snapshots().toBinary(TestWorlds.small());
    }

    private static String smallJson() {
        return TestWorlds.snapshots().toJson(TestWorlds.small());
    }

    @Nested
    class Binary {

        @Test
        void emptyInput() {
            refusedBinary(new byte[0], "ends inside the header");
        }

        @Test
        void notASnapshot() {
            refusedBinary(
                    "hello world, not a snapshot".getBytes(StandardCharsets.UTF_8), "not a Pulse binary snapshot");
        }

        @Test
        void wrongVersion() {
            byte[] b = small();
            b[9] = 2;
            SnapshotFormatException e = refusedBinary(b, "format version 2 is not supported");
            assertTrue(e.position() == 8);
        }

        @Test
        void truncatedAtEveryLength() {
            byte[] b = small();
            for (int length = 0; length < b.length; length++) {
                byte[] cut = Arrays.copyOf(b, length);
                assertThrows(SnapshotFormatException.class, () -> snapshots.fromBinary(cut, target.world));
            }
            target.assertUnchanged();
        }

        @Test
        void trailingBytes() {
            byte[] b = Arrays.copyOf(small(), small().length + 3);
            refusedBinary(b, "follow the end marker");
        }

        @Test
        void hugeSectionLength() {
            byte[] b = small();
            b[11] = (byte) 0x7f; // entities section length high byte
            refusedBinary(b, "declares");
        }

        @Test
        void hugeEntityCount() {
            World world = new World();
            byte[] b = snapshots.toBinary(world);
            // Rewrite the entity count (a one-byte varint 0) as a 5-byte varint of 2^31 - 1.
            byte[] huge = new byte[b.length + 4];
            System.arraycopy(b, 0, huge, 0, 15);
            huge[14] = 5; // section length
            byte[] varint = {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 0x07};
            System.arraycopy(varint, 0, huge, 15, 5);
            System.arraycopy(b, 16, huge, 20, b.length - 16);
            refusedBinary(huge, "over the limit of " + SnapshotLimits.DEFAULT_MAX_ENTITIES);
        }

        @Test
        void entityCountAboveARaisedLimitIsStillCheckedAgainstTheRows() {
            Snapshots tight = TestWorlds.snapshots(SnapshotLimits.defaults().withMaxEntities(3));
            SnapshotFormatException e =
                    assertThrows(SnapshotFormatException.class, () -> tight.fromBinary(small(), target.world));
            assertTrue(e.getMessage().contains("over the limit of 3"), e.getMessage());
            target.assertUnchanged();
        }

        @Test
        void unknownType() {
            Snapshots fewer = Snapshots.builder().register(PositionRecord.class).build();
            SnapshotFormatException e =
                    assertThrows(SnapshotFormatException.class, () -> fewer.fromBinary(small(), target.world));
            assertTrue(e.getMessage().contains("unknown type '" + Velocity.class.getName() + "'"), e.getMessage());
            target.assertUnchanged();
        }

        @Test
        void unknownSection() {
            byte[] b = small();
            b[10] = 9;
            refusedBinary(b, "unknown section 9");
        }
    }

    @Nested
    class Json {

        @Test
        void notJson() {
            refusedJson(
                    "{\"format\": \"pulse-snapshot\", \"version\": 1, \"entities\": 0, \"types\": [}",
                    "malformed JSON");
        }

        @Test
        void wrongVersion() {
            refusedJson(smallJson().replace("\"version\":1", "\"version\":7"), "format version 7 is not supported");
        }

        @Test
        void deepNesting() {
            String deep = "[".repeat(100_000) + "]".repeat(100_000);
            refusedJson(deep, "expected a snapshot object");
            String deepInside = smallJson().replace("\"x\":0.0", "\"x\":" + "[".repeat(100_000));
            refusedJson(deepInside, "float field 'x' holds an array");
        }

        @Test
        void duplicateEntityInOneType() {
            String json = "{\"format\":\"pulse-snapshot\",\"version\":1,\"entities\":2,\"types\":[{\"name\":\""
                    + Health.class.getName() + "\",\"fields\":{\"hp\":\"int\"},\"components\":["
                    + "{\"@entity\":1,\"hp\":1},{\"@entity\":1,\"hp\":2}],\"extras\":[]}]}";
            refusedJson(json, "entity 1 has two " + Health.class.getName() + " components");
        }

        @Test
        void duplicateField() {
            String json = "{\"format\":\"pulse-snapshot\",\"version\":1,\"entities\":1,\"types\":[{\"name\":\""
                    + Health.class.getName() + "\",\"fields\":{\"hp\":\"int\"},\"components\":["
                    + "{\"@entity\":0,\"hp\":1,\"hp\":2}],\"extras\":[]}]}";
            refusedJson(json, "field 'hp' appears twice");
        }

        @Test
        void referenceOutOfRange() {
            String json = "{\"format\":\"pulse-snapshot\",\"version\":1,\"entities\":1,\"types\":[{\"name\":\""
                    + Target.class.getName() + "\",\"fields\":{\"entity\":\"entity\"},\"components\":["
                    + "{\"@entity\":0,\"entity\":5}],\"extras\":[]}]}";
            refusedJson(json, "out of range 0..0");
        }

        @Test
        void ownerOutOfRange() {
            refusedJson(smallJson().replace("\"@entity\":1,", "\"@entity\":99,"), "out of range");
        }

        @Test
        void unknownType() {
            refusedJson(smallJson().replace(Health.class.getName(), "evil.Payload"), "unknown type 'evil.Payload'");
        }

        @Test
        void wrongKindForTheCodec() {
            refusedJson(smallJson().replace("\"hp\":\"int\"", "\"hp\":\"string\""), "string field 'hp' holds number");
        }

        @Test
        void fieldSavedAsAnotherKindThanTheCodecReads() {
            String json = "{\"format\":\"pulse-snapshot\",\"version\":1,\"entities\":1,\"types\":[{\"name\":\""
                    + Health.class.getName() + "\",\"fields\":{\"hp\":\"double\"},\"components\":["
                    + "{\"@entity\":0,\"hp\":1.5}],\"extras\":[]}]}";
            refusedJson(json, "field 'hp' is saved as double, not int");
        }

        @Test
        void missingField() {
            String json = "{\"format\":\"pulse-snapshot\",\"version\":1,\"entities\":1,\"types\":[{\"name\":\""
                    + Health.class.getName() + "\",\"fields\":{\"hp\":\"int\"},\"components\":["
                    + "{\"@entity\":0}],\"extras\":[]}]}";
            refusedJson(json, "lacks field 'hp'");
        }

        @Test
        void unknownTopLevelKey() {
            refusedJson(smallJson().replaceFirst("}$", ",\"relations\":[]}"), "unknown key \"relations\"");
        }

        @Test
        void hugeString() {
            Snapshots tight = TestWorlds.snapshots(SnapshotLimits.defaults().withMaxStringBytes(100));
            String json = smallJson().replace("snow", "x".repeat(1000));
            SnapshotFormatException e =
                    assertThrows(SnapshotFormatException.class, () -> tight.fromJson(json, target.world));
            assertTrue(e.getMessage().contains("over the limit of 100 UTF-8 bytes"), e.getMessage());
            target.assertUnchanged();
        }

        @Test
        void integerOutOfRange() {
            refusedJson(smallJson().replace("\"hp\":10", "\"hp\":99999999999999999999"), "out of range");
        }

        @Test
        void badFloatString() {
            refusedJson(smallJson().replace("\"x\":0.0", "\"x\":\"lots\""), "float field 'x' holds string \"lots\"");
        }

        @Test
        void truncatedAtEveryLength() {
            byte[] b = smallJson().getBytes(StandardCharsets.UTF_8);
            for (int length = 0; length < b.length; length++) {
                byte[] cut = Arrays.copyOf(b, length);
                assertThrows(SnapshotFormatException.class, () -> snapshots.fromJson(cut, target.world));
            }
            target.assertUnchanged();
        }
    }
}
