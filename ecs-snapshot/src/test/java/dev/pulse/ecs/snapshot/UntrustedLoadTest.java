package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.AllocationMeter;
import dev.pulse.testing.fixtures.Health;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Inputs that cost too much or slip past a check (issue 34): declared counts that allocate
 * before they are checked, streams read past the limit, malformed UTF-8 in JSON, strings
 * measured in the wrong unit, a refused load into a full world, and positions of Jackson's own
 * refusals. Observer failures: {@link LoadUndoTest}.
 */
class UntrustedLoadTest {

    private final Snapshots snapshots = TestWorlds.snapshots();
    private final UnchangedWorld target = new UnchangedWorld(snapshots);

    /** A binary snapshot that declares {@code entities} entities and no types. */
    static byte[] binaryDeclaring(int entities) {
        ByteArrayOutputStream varint = new ByteArrayOutputStream();
        long v = entities;
        do {
            int b = (int) (v & 0x7F);
            v >>>= 7;
            varint.write(v == 0 ? b : b | 0x80);
        } while (v != 0);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(BinaryLayout.MAGIC);
        out.writeBytes(new byte[] {0, 1, BinaryLayout.ENTITIES, 0, 0, 0, (byte) varint.size()});
        out.writeBytes(varint.toByteArray());
        out.writeBytes(new byte[] {BinaryLayout.TYPES, 0, 0, 0, 1, 0, BinaryLayout.END});
        return out.toByteArray();
    }

    static String jsonDeclaring(int entities) {
        return "{\"format\":\"pulse-snapshot\",\"version\":1,\"entities\":" + entities + ",\"types\":[]}";
    }

    private SnapshotFormatException refused(Runnable load, String expected) {
        SnapshotFormatException e = assertThrows(SnapshotFormatException.class, load::run);
        assertTrue(e.getMessage().contains(expected), () -> "message lacks '" + expected + "': " + e.getMessage());
        target.assertUnchanged();
        return e;
    }

    @Nested
    class DeclaredEntityCounts {

        @Test
        void aTwentySixByteFileDeclaringTheDefaultMaximumIsRefusedBeforeAllocating() {
            byte[] file = binaryDeclaring(SnapshotLimits.DEFAULT_MAX_ENTITIES);
            assertEquals(26, file.length);
            refused(() -> snapshots.fromBinary(file, target.world), "4194304 entities");
            long allocated = new AllocationMeter()
                    .bytesAllocatedBy(() ->
                            assertThrows(SnapshotFormatException.class, () -> snapshots.fromBinary(file, new World())));
            assertTrue(allocated < 1 << 20, "a refused 26-byte load allocated " + allocated + " bytes");
        }

        @Test
        void aSixtyNineByteJsonDeclaringTheDefaultMaximumIsRefusedBeforeAllocating() {
            String json = jsonDeclaring(SnapshotLimits.DEFAULT_MAX_ENTITIES);
            assertEquals(69, json.length());
            refused(() -> snapshots.fromJson(json, target.world), "4194304 entities");
            long allocated = new AllocationMeter()
                    .bytesAllocatedBy(() ->
                            assertThrows(SnapshotFormatException.class, () -> snapshots.fromJson(json, new World())));
            assertTrue(allocated < 1 << 20, "a refused 69-byte load allocated " + allocated + " bytes");
        }

        @Test
        void twoMillionEntitiesInTwentyFiveBytesAreRefused() {
            byte[] file = binaryDeclaring(2_000_000);
            assertEquals(25, file.length);
            refused(() -> snapshots.fromBinary(file, target.world), "2000000 entities");
            refused(() -> snapshots.fromJson(jsonDeclaring(2_000_000), target.world), "2000000 entities");
        }
    }

    @Nested
    class Streams {

        /** An endless stream that counts what was taken from it. */
        final class Endless extends InputStream {
            long taken;

            @Override
            public int read() {
                taken++;
                return 'x';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                taken += len;
                return len;
            }
        }

        @Test
        void aStreamLongerThanTheLimitIsReadNoFurtherThanTheLimitAndNotBufferedTwice() {
            int limit = 4 << 20;
            Snapshots tight = TestWorlds.snapshots(SnapshotLimits.defaults().withMaxBytes(limit));
            Endless endless = new Endless();
            SnapshotFormatException e =
                    assertThrows(SnapshotFormatException.class, () -> tight.read(endless, target.world));
            assertTrue(e.getMessage().contains("longer than the limit of " + limit), e.getMessage());
            assertTrue(endless.taken <= limit + 1L, "took " + endless.taken + " bytes from the stream");
            long allocated = new AllocationMeter()
                    .bytesAllocatedBy(() ->
                            assertThrows(SnapshotFormatException.class, () -> tight.read(new Endless(), new World())));
            assertTrue(
                    allocated < limit + (limit >> 3),
                    "reading a too-long stream under a limit of " + limit + " bytes allocated " + allocated);
            target.assertUnchanged();
        }
    }

    @Nested
    class Utf8 {

        private static final String[] MALFORMED = {"c0af", "c19c", "c080", "eda080", "f4908080", "80", "e282", "ff"};

        /** Replaces the first occurrence of "snow" (4 bytes) with the given bytes, padded with 'x'. */
        private byte[] withBytes(byte[] input, byte[] bytes) {
            byte[] snow = "snow".getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i + snow.length <= input.length; i++) {
                boolean match = true;
                for (int j = 0; j < snow.length && match; j++) {
                    match = input[i + j] == snow[j];
                }
                if (match) {
                    byte[] out = input.clone();
                    for (int j = 0; j < snow.length; j++) {
                        out[i + j] = j < bytes.length ? bytes[j] : (byte) 'x';
                    }
                    return out;
                }
            }
            throw new AssertionError("no 'snow' in the input");
        }

        @Test
        void jsonRefusesOverlongAndInvalidUtf8AsTheBinaryLoaderDoes() {
            byte[] json = snapshots.toJson(TestWorlds.small()).getBytes(StandardCharsets.UTF_8);
            byte[] binary = snapshots.toBinary(TestWorlds.small());
            for (String hex : MALFORMED) {
                byte[] bytes = HexFormat.of().parseHex(hex);
                SnapshotFormatException fromJson =
                        refused(() -> snapshots.fromJson(withBytes(json, bytes), target.world), "not valid UTF-8");
                SnapshotFormatException fromBinary =
                        refused(() -> snapshots.fromBinary(withBytes(binary, bytes), target.world), "not valid UTF-8");
                assertTrue(fromJson.position() > 0 && fromBinary.position() > 0, hex);
            }
        }

        @Test
        void wellFormedFourByteSequencesStillLoadFromJson() {
            byte[] json = snapshots.toJson(TestWorlds.small()).getBytes(StandardCharsets.UTF_8);
            byte[] edited = withBytes(json, HexFormat.of().parseHex("f48fbfbf")); // U+10FFFF
            World loaded = new World();
            snapshots.fromJson(edited, loaded);
            assertEquals(TestWorlds.small().entityCount(), loaded.entityCount());
        }
    }

    @Nested
    class StringLimit {

        private World withText(String text) {
            World world = new World();
            world.spawn(new Mixed(false, (byte) 0, (short) 0, 'a', 0, 0, 0, 0, text, null));
            return world;
        }

        @Test
        void aMebibyteOfEuroSignsIsRefusedByJsonAsByBinary() {
            World world = withText("€".repeat(1 << 20));
            byte[] binary = snapshots.toBinary(world);
            String json = snapshots.toJson(world);
            refused(() -> snapshots.fromBinary(binary, target.world), "over the limit of 1048576");
            refused(() -> snapshots.fromJson(json, target.world), "over the limit of 1048576");
        }

        @Test
        void bothFormatsAcceptExactlyTheLimitInUtf8Bytes() {
            Snapshots tight = TestWorlds.snapshots(SnapshotLimits.defaults().withMaxStringBytes(60));
            World fits = withText("€".repeat(20));
            tight.fromBinary(snapshots.toBinary(fits), new World());
            tight.fromJson(snapshots.toJson(fits), new World());
            World over = withText("€".repeat(20) + "a");
            refused(() -> tight.fromBinary(snapshots.toBinary(over), target.world), "over the limit of 60");
            refused(() -> tight.fromJson(snapshots.toJson(over), target.world), "over the limit of 60");
        }

        @Test
        void jsonEscapesCountAsTheUtf8BytesTheyStandFor() {
            Snapshots tight = TestWorlds.snapshots(SnapshotLimits.defaults().withMaxStringBytes(60));
            String json = snapshots.toJson(withText("€".repeat(20))).replace("€", "\\u20ac");
            tight.fromJson(json, new World());
            String longer = snapshots.toJson(withText("€".repeat(21))).replace("€", "\\u20ac");
            refused(() -> tight.fromJson(longer, target.world), "over the limit of 60");
        }
    }

    @Nested
    class FullWorld {

        @Test
        void aLoadIntoAWorldWithoutRoomIsRefusedBeforeItSpawnsAnything() {
            World source = new World();
            for (int i = 0; i < 6; i++) {
                source.spawn(new Health(i));
            }
            byte[] save = snapshots.toBinary(source);
            World full = World.builder().maxEntities(10).build();
            World twin = World.builder().maxEntities(10).build();
            for (int i = 0; i < 6; i++) {
                full.spawn(new Health(-i));
                twin.spawn(new Health(-i));
            }
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> snapshots.fromBinary(save, full));
            assertTrue(e.getMessage().contains("6 entities"), e.getMessage());
            assertArrayEquals(snapshots.toBinary(twin), snapshots.toBinary(full));
            assertEquals(twin.slotCount(), full.slotCount());
            assertEquals(twin.spawn(), full.spawn());
        }

        @Test
        void aStaleReferenceNeedsOneSlotMoreAndIsCountedBeforeAnythingIsSpawned() {
            World source = TestWorlds.small(); // holds a stale reference
            byte[] save = snapshots.toBinary(source);
            World exact = World.builder().maxEntities(source.entityCount()).build();
            World twin = World.builder().maxEntities(source.entityCount()).build();
            IllegalStateException e =
                    assertThrows(IllegalStateException.class, () -> snapshots.fromBinary(save, exact));
            assertTrue(
                    e.getMessage().contains(source.entityCount() + " entities (and one stale reference"),
                    e.getMessage());
            assertEquals(twin.slotCount(), exact.slotCount());
            assertEquals(twin.spawn().toString(), exact.spawn().toString());
        }

        @Test
        void aLoadThatFillsTheWorldExactlySucceeds() {
            World source = new World();
            for (int i = 0; i < 4; i++) {
                source.spawn(new Health(i));
            }
            World world = World.builder().maxEntities(10).build();
            for (int i = 0; i < 6; i++) {
                world.spawn();
            }
            snapshots.fromJson(snapshots.toJson(source), world);
            assertEquals(10, world.entityCount());
        }
    }

    @Nested
    class JacksonLimitPositions {

        @Test
        void aStringOverJacksonsLimitIsReportedWhereItIs() {
            Snapshots tight = TestWorlds.snapshots(SnapshotLimits.defaults().withMaxStringBytes(100));
            String json = snapshots.toJson(TestWorlds.small()).replace("snow", "x".repeat(1000));
            SnapshotFormatException e = refused(() -> tight.fromJson(json, target.world), "over the limit of 100");
            int stringAt = json.indexOf("xxxx");
            assertTrue(e.position() >= stringAt - 1 && e.position() <= stringAt + 1000, e.getMessage());
            assertTrue(
                    e.getMessage()
                            .contains("line " + (1 + json.substring(0, stringAt).split("\n", -1).length - 1)),
                    e.getMessage());
        }

        @Test
        void aNumberOverJacksonsLimitIsReportedWhereItIs() {
            String json = snapshots.toJson(TestWorlds.small());
            String edited = json.replace("\"hp\":10", "\"hp\":1" + "0".repeat(1000));
            SnapshotFormatException e = refused(() -> snapshots.fromJson(edited, target.world), "line 14");
            int keyAt = edited.indexOf("\"hp\":1000"); // Jackson stops before the number's own token
            assertTrue(e.position() >= keyAt && e.position() <= keyAt + 1006, e.getMessage());
            assertTrue(e.getMessage().contains("a number is longer than 400 characters"), e.getMessage());
        }
    }
}
