package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The building blocks of the formats, each on its own, and the small public surface around them. */
class SnapshotInternalsTest {

    @Nested
    class TheByteSink {

        @Test
        void growsFromItsSmallestCapacityAsBytesArrive() {
            ByteSink sink = new ByteSink(0);
            assertEquals(64, sink.buffer().length);
            for (int i = 0; i < 64; i++) {
                sink.u8(i);
            }
            assertEquals(64, sink.buffer().length, "grows only when full");
            sink.u8(64);
            assertEquals(128, sink.buffer().length, "doubles");
            byte[] bytes = sink.toByteArray();
            assertEquals(65, bytes.length);
            for (int i = 0; i < 65; i++) {
                assertEquals(i, bytes[i]);
            }
        }

        @Test
        void growsToWhatARawWriteNeedsWhenDoublingIsNotEnough() {
            ByteSink sink = new ByteSink(64);
            sink.raw(new byte[300]);
            assertEquals(300, sink.buffer().length);
            assertEquals(300, sink.size());
        }

        @Test
        void everyWriteMakesRoomForItself() {
            int[] sizes = {2, 4, 8, 10};
            for (int kind = 0; kind < 4; kind++) {
                ByteSink sink = new ByteSink(64);
                sink.raw(new byte[63]);
                switch (kind) {
                    case 0 -> sink.u16(0xBEEF);
                    case 1 -> sink.i32(0xCAFEBABE);
                    case 2 -> sink.i64(0x0102030405060708L);
                    default -> sink.varint(Long.MAX_VALUE);
                }
                assertTrue(sink.size() >= 63 + Math.min(sizes[kind], 9), "kind " + kind);
            }
        }

        @Test
        void writesNumbersBigEndian() {
            ByteSink sink = new ByteSink(64);
            sink.u16(0xBEEF);
            sink.i32(0xCAFEBABE);
            sink.i64(0x0102030405060708L);
            sink.i32(0);
            sink.i32At(14, 0x11223344);
            assertArrayEquals(
                    new byte[] {
                        (byte) 0xBE,
                        (byte) 0xEF,
                        (byte) 0xCA,
                        (byte) 0xFE,
                        (byte) 0xBA,
                        (byte) 0xBE,
                        1,
                        2,
                        3,
                        4,
                        5,
                        6,
                        7,
                        8,
                        0x11,
                        0x22,
                        0x33,
                        0x44
                    },
                    sink.toByteArray());
        }

        @Test
        void writesVarintsSevenBitsAtATimeLowFirst() {
            ByteSink sink = new ByteSink(64);
            sink.varint(0);
            sink.varint(127);
            sink.varint(300);
            sink.varint(1L << 35);
            assertArrayEquals(
                    new byte[] {
                        0, 127, (byte) 0xAC, 0x02, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0x01
                    },
                    sink.toByteArray());
        }
    }

    @Nested
    class TheSchema {

        private final Schema schema =
                new Schema(new String[] {"a", "b"}, new FieldKind[] {FieldKind.INT, FieldKind.STRING});

        @Test
        void findsAFieldWhenTheHintPointsElsewhere() {
            assertEquals(1, schema.indexOf("b", 0));
            assertEquals(0, schema.indexOf("a", 1));
            assertEquals(1, schema.indexOf("b", 1));
            assertEquals(0, schema.indexOf("a", 7));
            assertEquals(-1, schema.indexOf("c", 0));
        }

        @Test
        void printsItsFieldsWithTheirKinds() {
            assertEquals("{a:int, b:string}", schema.toString());
            assertEquals("{}", new Schema(new String[0], new FieldKind[0]).toString());
        }

        @Test
        void equalsASchemaOfTheSameNamesAndKindsOnly() {
            Schema same = new Schema(new String[] {"a", "b"}, new FieldKind[] {FieldKind.INT, FieldKind.STRING});
            assertEquals(schema, same);
            assertEquals(schema.hashCode(), same.hashCode());
            assertNotEquals(
                    schema, new Schema(new String[] {"a", "c"}, new FieldKind[] {FieldKind.INT, FieldKind.STRING}));
            assertNotEquals(
                    schema, new Schema(new String[] {"a", "b"}, new FieldKind[] {FieldKind.INT, FieldKind.LONG}));
            assertNotEquals(schema, "{a:int, b:string}");
            assertNotEquals(
                    schema.hashCode(),
                    new Schema(new String[] {"a", "c"}, new FieldKind[] {FieldKind.INT, FieldKind.STRING}).hashCode());
            assertEquals(
                    java.util.Arrays.hashCode(schema.names) * 31 + java.util.Arrays.hashCode(schema.kinds),
                    schema.hashCode());
        }

        @Test
        void refusesEmptyAndReservedFieldNames() {
            assertEquals("a field name is null or empty", Schema.problemWithName(""));
            assertEquals("a field name is null or empty", Schema.problemWithName(null));
            assertEquals("field name '@x' starts with '@', which the format reserves", Schema.problemWithName("@x"));
            assertNull(Schema.problemWithName("x@"));
        }
    }

    @Nested
    class Strings_ {

        @Test
        void aHighSurrogateAtTheEndIsUnpaired() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> Strings.utf8("ok\uD83D", "the text"));
            assertTrue(e.getMessage().contains("unpaired surrogate at index 2"), e.getMessage());
            assertEquals("a string holds an unpaired surrogate at index 2", Strings.surrogateProblem("ok\uD83D"));
            assertNull(Strings.surrogateProblem("ok\uD83D\uDE00"));
        }

        @Test
        void aLowSurrogateFirstIsUnpairedAtIndexZero() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> Strings.utf8("\uDE00ok", "the text"));
            assertTrue(e.getMessage().contains("unpaired surrogate at index 0"), e.getMessage());
            assertEquals("a string holds an unpaired surrogate at index 0", Strings.surrogateProblem("\uDE00ok"));
            assertArrayEquals("ok".getBytes(StandardCharsets.UTF_8), Strings.utf8("ok", "the text"));
        }

        @Test
        void decodesStrictUtf8() {
            byte[] bytes = "xé☃".getBytes(StandardCharsets.UTF_8);
            assertEquals("é☃", Strings.decode(bytes, 1, bytes.length - 1));
            assertNull(Strings.decode(new byte[] {(byte) 0xC3}, 0, 1));
        }
    }

    @Nested
    class FieldKinds {

        @Test
        void haveCodesOneToSevenAndNoOthers() {
            assertNull(FieldKind.ofCode(0));
            assertNull(FieldKind.ofCode(8));
            assertNull(FieldKind.ofCode(-1));
            assertSame(FieldKind.ENTITY, FieldKind.ofCode(7));
            assertSame(FieldKind.BOOLEAN, FieldKind.ofCode(1));
        }
    }

    @Nested
    class ThePublicSurface {

        record Precise(double d) {}

        @Test
        void anEmptyInputIsTakenForJson() {
            assertEquals(SnapshotFormat.JSON, Snapshots.formatOf(new byte[0]));
            assertEquals(
                    SnapshotFormat.BINARY,
                    Snapshots.formatOf(TestWorlds.snapshots().toBinary(new World())));
        }

        @Test
        void limitsAreTheOnesBuiltWith() {
            SnapshotLimits limits = SnapshotLimits.defaults().withMaxEntities(9);
            assertSame(limits, TestWorlds.snapshots(limits).limits());
            assertEquals(SnapshotLimits.defaults(), Snapshots.builder().build().limits());
        }

        @Test
        void loadAndReadAnswerWhatTheyLoaded() throws IOException {
            Snapshots snapshots = TestWorlds.snapshots();
            byte[] binary = snapshots.toBinary(TestWorlds.small());
            World one = new World();
            int loaded = snapshots.load(binary, one).entities().size();
            assertTrue(loaded > 0);
            assertEquals(one.entityCount(), loaded);
            World two = new World();
            assertEquals(
                    loaded,
                    snapshots
                            .read(new ByteArrayInputStream(binary), two)
                            .entities()
                            .size());
            assertEquals(loaded, two.entityCount());
        }

        @Test
        void anExceptionWithoutPositionSaysOnlyTheProblem() {
            SnapshotFormatException e =
                    new SnapshotFormatException(SnapshotFormatException.NO_POSITION, "byte 3", "it was wrong", null);
            assertEquals("Snapshot rejected: it was wrong", e.getMessage());
            assertEquals("it was wrong", e.problem());
            assertEquals(SnapshotFormatException.NO_POSITION, e.position());
            SnapshotFormatException at = new SnapshotFormatException(3, "byte 3", "it was wrong", null);
            assertEquals("Snapshot rejected at byte 3: it was wrong", at.getMessage());
            assertEquals("it was wrong", at.problem());
        }

        record Rough(float f) {}

        @Test
        void nonFiniteFloatsKeepTheirBitsInJson() {
            Snapshots snapshots = Snapshots.builder().register(Rough.class).build();
            int payload = 0x7f800abc;
            World world = new World();
            world.spawn(new Rough(Float.intBitsToFloat(payload)));
            world.spawn(new Rough(Float.NEGATIVE_INFINITY));
            World loaded = new World();
            LoadedSnapshot result = snapshots.fromJson(snapshots.toJson(world), loaded);
            assertEquals(
                    payload,
                    Float.floatToRawIntBits(
                            loaded.get(result.entities().get(0), Rough.class).f()));
            assertEquals(
                    Float.NEGATIVE_INFINITY,
                    loaded.get(result.entities().get(1), Rough.class).f());
        }

        @Test
        void nonFiniteDoublesKeepTheirBitsInJson() {
            Snapshots snapshots = Snapshots.builder().register(Precise.class).build();
            long payload = 0x7ff0000000000abcL;
            double[] values = {
                Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, Double.longBitsToDouble(payload)
            };
            World world = new World();
            for (double v : values) {
                world.spawn(new Precise(v));
            }
            String json = snapshots.toJson(world);
            assertTrue(json.contains("\"Infinity\""), json);
            World loaded = new World();
            LoadedSnapshot result = snapshots.fromJson(json, loaded);
            for (int i = 0; i < values.length; i++) {
                Entity e = result.entities().get(i);
                assertEquals(
                        Double.doubleToRawLongBits(values[i]),
                        Double.doubleToRawLongBits(loaded.get(e, Precise.class).d()),
                        "value " + i);
            }
        }
    }
}
