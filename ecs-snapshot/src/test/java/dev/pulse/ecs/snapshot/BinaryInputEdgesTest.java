package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Binary snapshots written byte by byte, each at the edge of one check of the parser: the
 * exact message and position of each refusal, and acceptance just inside each bound.
 */
class BinaryInputEdgesTest {

    record Stamp(long at) {}

    record Ref(Entity to) {}

    private static final String STAMP = Stamp.class.getName();
    private static final String REF = Ref.class.getName();

    private final Snapshots snapshots =
            Snapshots.builder().register(Stamp.class).register(Ref.class).build();

    /** Big-endian bytes, written independently of the encoder under test. */
    private static final class Bytes {
        private final ByteArrayOutputStream out = new ByteArrayOutputStream();

        static Bytes header() {
            return new Bytes()
                    .raw("PULSESNP".getBytes(StandardCharsets.US_ASCII))
                    .u16(1);
        }

        Bytes u8(int v) {
            out.write(v);
            return this;
        }

        Bytes u16(int v) {
            return u8(v >>> 8).u8(v & 0xFF);
        }

        Bytes i32(int v) {
            return u16(v >>> 16).u16(v & 0xFFFF);
        }

        Bytes i64(long v) {
            return i32((int) (v >>> 32)).i32((int) v);
        }

        Bytes varint(long v) {
            while ((v & ~0x7FL) != 0) {
                u8((int) ((v & 0x7F) | 0x80));
                v >>>= 7;
            }
            return u8((int) v);
        }

        Bytes string(String s) {
            byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
            return varint(utf8.length).raw(utf8);
        }

        Bytes raw(byte[] bytes) {
            out.writeBytes(bytes);
            return this;
        }

        Bytes section(int tag, Bytes payload) {
            return u8(tag).i32(payload.size()).raw(payload.bytes());
        }

        int size() {
            return out.size();
        }

        byte[] bytes() {
            return out.toByteArray();
        }
    }

    /** An entities section of {@code count} entities. */
    private static Bytes entities(int count) {
        return Bytes.header().section(1, new Bytes().varint(count));
    }

    /** The start of a one-type types section: type count 1, the name, one field. */
    private static Bytes oneFieldType(String type, String field, int kind) {
        return new Bytes().varint(1).string(type).varint(1).string(field).u8(kind);
    }

    private SnapshotFormatException refused(byte[] input, String expected) {
        World world = new World();
        SnapshotFormatException e =
                assertThrows(SnapshotFormatException.class, () -> snapshots.fromBinary(input, world));
        assertTrue(e.getMessage().contains(expected), () -> "message lacks '" + expected + "': " + e.getMessage());
        assertEquals(0, world.entityCount());
        return e;
    }

    @Nested
    class TheHeader {

        @Test
        void theVersionIsReadBigEndian() {
            byte[] input = new Bytes()
                    .raw("PULSESNP".getBytes(StandardCharsets.US_ASCII))
                    .u16(0x0101)
                    .u8(0)
                    .bytes();
            SnapshotFormatException e = refused(input, "format version 257 is not supported");
            assertEquals(8, e.position());
            assertTrue(e.getMessage().contains("from a newer Pulse"), e.getMessage());
        }

        @Test
        void anOlderVersionIsNotCalledNewer() {
            byte[] input = new Bytes()
                    .raw("PULSESNP".getBytes(StandardCharsets.US_ASCII))
                    .u16(0)
                    .u8(0)
                    .bytes();
            SnapshotFormatException e = refused(input, "format version 0 is not supported");
            assertFalse(e.getMessage().contains("newer"), e.getMessage());
        }

        @Test
        void aHeaderWithNothingAfterItLacksASectionTag() {
            SnapshotFormatException e =
                    refused(Bytes.header().bytes(), "the input ends where a section tag was expected");
            assertEquals(10, e.position());
        }

        @Test
        void aCutSectionLengthIsTheInputEnding() {
            refused(Bytes.header().u8(1).u16(0).bytes(), "the input ends where a section length was expected");
        }
    }

    @Nested
    class SectionLengths {

        @Test
        void aLengthBeyondTheInputNamesWhatRemains() {
            SnapshotFormatException e = refused(
                    Bytes.header().u8(1).i32(100).u8(0).u8(0).bytes(),
                    "section 1 declares 100 bytes but only 2 remain");
            assertEquals(11, e.position());
        }

        @Test
        void aZeroLengthIsReadAsAnEmptySection() {
            refused(Bytes.header().u8(1).i32(0).u8(0).bytes(), "the section ends inside the entity count");
        }

        @Test
        void aSectionMayReachTheEndOfTheInput() {
            refused(entities(0).bytes(), "the input ends where a section tag was expected");
        }

        @Test
        void contentShorterThanTheLengthSaysByHowMuch() {
            byte[] input = Bytes.header()
                    .section(1, new Bytes().varint(0).u8(0).u8(0))
                    .u8(0)
                    .bytes();
            SnapshotFormatException e =
                    refused(input, "section 1 declares 3 bytes but its content ends 2 bytes earlier");
            assertEquals(16, e.position());
        }

        @Test
        void trailingBytesAreCounted() {
            byte[] valid = snapshots.toBinary(new World());
            byte[] input = new Bytes().raw(valid).u8(7).u8(7).u8(7).bytes();
            SnapshotFormatException e = refused(input, ": 3 bytes follow the end marker");
            assertEquals(valid.length, e.position());
        }
    }

    @Nested
    class Sections {

        @Test
        void aSecondEntitiesSectionIsRefusedEvenAfterAnEmptyFirst() {
            refused(entities(0).section(1, new Bytes().varint(0)).u8(0).bytes(), "a second entities section");
        }

        @Test
        void noSectionsAtAllLackTheEntities() {
            SnapshotFormatException e = refused(Bytes.header().u8(0).bytes(), "ends without an entities section");
            assertEquals(10, e.position());
        }

        @Test
        void noTypesSectionAfterZeroEntitiesLacksTheTypes() {
            refused(entities(0).u8(0).bytes(), "ends without a types section");
        }
    }

    @Nested
    class Varints {

        @Test
        void tenBytesAreTooLong() {
            Bytes count = new Bytes();
            for (int i = 0; i < 9; i++) {
                count.u8(0x80);
            }
            count.u8(0);
            refused(Bytes.header().section(1, count).u8(0).bytes(), "the entity count is a varint longer than 9 bytes");
        }

        @Test
        void oneEndingAtTheSectionEndIsNotReadFurther() {
            refused(
                    Bytes.header().section(1, new Bytes().u8(0x80)).u8(0).bytes(),
                    "the section ends inside the entity count");
        }

        @Test
        void oneEndingAtTheInputEndSaysTheInputEnded() {
            refused(Bytes.header().section(1, new Bytes().u8(0x80)).bytes(), "the input ends inside the entity count");
        }
    }

    @Nested
    class Types {

        @Test
        void aLongAsTheLastValueOfTheSectionLoads() {
            World world = new World();
            world.spawn(new Stamp(Long.MIN_VALUE + 5));
            World loaded = new World();
            Entity e = snapshots
                    .fromBinary(snapshots.toBinary(world), loaded)
                    .entities()
                    .get(0);
            assertEquals(new Stamp(Long.MIN_VALUE + 5), loaded.get(e, Stamp.class));
        }

        @Test
        void aCutLongIsTheSectionEnding() {
            // A string of 4 bytes before the long: the row has its smallest size (10), yet the long is cut.
            Bytes types = new Bytes()
                    .varint(1)
                    .string(STAMP)
                    .varint(2)
                    .string("s")
                    .u8(FieldKind.STRING.code)
                    .string("at")
                    .u8(FieldKind.LONG.code)
                    .varint(1)
                    .varint(1)
                    .varint(5)
                    .raw(new byte[] {'a', 'b', 'c', 'd'})
                    .i32(0);
            refused(
                    entities(1).section(2, types).u8(0).bytes(),
                    "the section ends where a long or double was expected");
        }

        @Test
        void declaredRowsAreCheckedAgainstTheirSmallestSize() {
            Bytes types = oneFieldType(STAMP, "at", FieldKind.LONG.code).varint(5);
            refused(
                    entities(5).section(2, types).u8(0).bytes(),
                    STAMP + " declares 5 rows of at least 9 bytes, but only 0 bytes remain in the section");
        }

        @Test
        void rowsForEveryEntityAndEveryAllowedExtraLoad() {
            Snapshots oneExtra = Snapshots.builder()
                    .register(Stamp.class)
                    .limits(SnapshotLimits.defaults().withMaxExtras(1))
                    .build();
            World world = new World();
            world.spawn(new Stamp(1));
            LoadedSnapshot loaded = oneExtra.fromBinary(oneExtra.toBinary(world, List.of(new Stamp(2))), new World());
            assertEquals(List.of(new Stamp(2)), loaded.extras(Stamp.class));
        }

        @Test
        void anEntityWithTwoRowsOfTheFirstTypeIsRefused() {
            Bytes types = oneFieldType(STAMP, "at", FieldKind.LONG.code)
                    .varint(2)
                    .varint(1)
                    .i64(1)
                    .varint(1)
                    .i64(2);
            refused(entities(1).section(2, types).u8(0).bytes(), "entity 0 has two " + STAMP + " components");
        }

        @Test
        void aRowOwnedByTheEntityPastTheLastIsRefused() {
            Bytes types = oneFieldType(STAMP, "at", FieldKind.LONG.code)
                    .varint(1)
                    .varint(1 + 1)
                    .i64(1);
            refused(
                    entities(1).section(2, types).u8(0).bytes(),
                    STAMP + " row 0 belongs to entity 1, but the snapshot has 1");
        }

        @Test
        void aReferenceToTheEntityPastTheLastIsRefused() {
            Bytes types = oneFieldType(REF, "to", FieldKind.ENTITY.code)
                    .varint(1)
                    .varint(1)
                    .varint(1 + 2);
            refused(entities(1).section(2, types).u8(0).bytes(), "refers to entity 1, but the snapshot has 1 entities");
        }

        @Test
        void aStringLongerThanTheSectionNamesWhatRemains() {
            Bytes types = new Bytes().varint(1).varint(50).u8('a').u8('b').u8('c');
            refused(entities(0).section(2, types).u8(0).bytes(), "a type name declares 50 bytes but only 3 remain");
        }

        @Test
        void aStringMayEndExactlyAtTheSectionEnd() {
            Bytes types = new Bytes().varint(1).string(STAMP);
            refused(entities(0).section(2, types).u8(0).bytes(), "the section ends inside the field count of " + STAMP);
        }
    }
}
