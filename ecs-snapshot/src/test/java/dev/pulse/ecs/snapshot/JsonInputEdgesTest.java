package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** JSON refusals at their edges: where the message says the problem is, and the bounds. */
class JsonInputEdgesTest {

    record Weight(int kg) {}

    private static final String WEIGHT = Weight.class.getName();

    private final Snapshots snapshots =
            Snapshots.builder().register(Weight.class).build();

    private SnapshotFormatException refused(Snapshots with, String json, String expected) {
        World world = new World();
        SnapshotFormatException e = assertThrows(SnapshotFormatException.class, () -> with.fromJson(json, world));
        assertTrue(e.getMessage().contains(expected), () -> "message lacks '" + expected + "': " + e.getMessage());
        assertEquals(0, world.entityCount());
        return e;
    }

    private String weights(int entities, String components, String extras) {
        return "{\"format\":\"pulse-snapshot\",\"version\":1,\"entities\":" + entities + ",\n\"types\":[{\"name\":\""
                + WEIGHT + "\",\"fields\":{\"kg\":\"int\"},\n\"components\":[" + components + "],\"extras\":[" + extras
                + "]}]}";
    }

    @Test
    void theTemplateLoads() {
        World world = new World();
        snapshots.fromJson(weights(1, "{\"@entity\":0,\"kg\":5}", "{\"kg\":6}"), world);
        assertEquals(1, world.entityCount());
    }

    @Nested
    class Positions {

        @Test
        void countLinesAndCharactersNotBytes() {
            // Line 3 starts after two newlines; "é" before the error is two bytes but one column.
            String json = "{\"format\":\"pulse-snapshot\",\n\"version\":1,\n\"é\":1}";
            SnapshotFormatException e = refused(snapshots, json, "line 3, column 1 (byte " + e(json) + ")");
            assertEquals(json.indexOf("\"é\"") + 0, e.position());
        }

        private long e(String json) {
            return json.indexOf("\"é\"");
        }

        @Test
        void aColumnCountsEveryCharacterBeforeIt() {
            String json = "{\"format\":\"pulse-snapshot\",\"version\":1,\"entities\":0,\"é\":1}";
            int at = json.indexOf("\"é\"");
            SnapshotFormatException e = refused(snapshots, json, "line 1, column " + (at + 1) + " (byte " + at + ")");
            assertEquals(at, e.position());
        }

        record Tag(String s) {}

        @Test
        void aMultiByteCharacterIsOneColumn() {
            Snapshots tags = Snapshots.builder().register(Tag.class).build();
            String line = "\"components\":[{\"@entity\":0,\"s\":\"éé☃\",\"zz\":1}],\"extras\":[]}]}";
            String json = "{\"format\":\"pulse-snapshot\",\"version\":1,\"entities\":1,\n\"types\":[{\"name\":\""
                    + Tag.class.getName() + "\",\"fields\":{\"s\":\"string\"},\n" + line;
            int column = line.indexOf("\"zz\"") + 1;
            refused(tags, json, "has no field 'zz'");
            refused(tags, json, "line 3, column " + column + " (");
        }

        @Test
        void anEmptyInputIsTheEndOfTheInput() {
            refused(snapshots, "", "found the end of the input");
        }

        @Test
        void malformedJsonIsPlacedWhereTheParserStopped() {
            String json = "{\"format\":\"pulse-snapshot\",\n\"version\":1,]";
            SnapshotFormatException e = refused(snapshots, json, "malformed JSON");
            assertTrue(e.position() > 30, "position " + e.position());
            assertTrue(e.getMessage().contains("line 2"), e.getMessage());
        }
    }

    @Nested
    class Rows {

        @Test
        void anOwnerPastTheLastEntityIsRefused() {
            refused(snapshots, weights(1, "{\"@entity\":1,\"kg\":5}", ""), "out of range 0..0");
        }

        @Test
        void anUnknownReservedKeyGetsNoHintToDeclareIt() {
            SnapshotFormatException e =
                    refused(snapshots, weights(1, "{\"@entity\":0,\"@kg\":5}", ""), WEIGHT + " has no field '@kg'");
            assertFalse(e.getMessage().contains("declare it"), e.getMessage());
            SnapshotFormatException plain =
                    refused(snapshots, weights(1, "{\"@entity\":0,\"g\":5}", ""), WEIGHT + " has no field 'g'");
            assertTrue(plain.getMessage().contains("declare it in \"fields\""), plain.getMessage());
        }

        @Test
        void extrasBeyondTheLimitAreRefused() {
            Snapshots two = Snapshots.builder()
                    .register(Weight.class)
                    .limits(SnapshotLimits.defaults().withMaxExtras(2))
                    .build();
            World world = new World();
            two.fromJson(two.toJson(world, List.of(new Weight(1), new Weight(2))), world);
            refused(two, weights(0, "", "{\"kg\":1},{\"kg\":2},{\"kg\":3}"), WEIGHT + " has more than 2 extras");
        }
    }
}
