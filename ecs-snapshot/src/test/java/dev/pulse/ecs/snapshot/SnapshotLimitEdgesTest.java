package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.IntFunction;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Every {@link SnapshotLimits} bound at its edge, in both formats: a snapshot that reaches a
 * limit exactly loads; with the limit one lower it is refused with a
 * {@link SnapshotFormatException} naming the limit, and the target world is unchanged.
 */
class SnapshotLimitEdgesTest {

    private static final SnapshotLimits DEFAULTS = SnapshotLimits.defaults();

    private final World saved = TestWorlds.small();
    private final List<PositionRecord> extras =
            List.of(new PositionRecord(1, 2), new PositionRecord(3, 4), new PositionRecord(5, 6));
    private final byte[] binary = TestWorlds.snapshots().toBinary(saved, extras);
    private final String json = TestWorlds.snapshots().toJson(saved, extras);

    /** How one format loads a snapshot with given limits into a world. */
    private interface Loader {
        void load(Snapshots snapshots, World world);
    }

    private final Loader fromBinary = (s, w) -> s.fromBinary(binary, w);
    private final Loader fromJson = (s, w) -> s.fromJson(json, w);
    private final Loader fromStream = (s, w) -> {
        try {
            s.read(new ByteArrayInputStream(binary), w);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    };

    /**
     * The lowest value of a limit at which the snapshot loads (searching up from 1), after
     * checking that one less is refused, naming the limit, with the world unchanged.
     */
    private int lowestLoadingLimit(IntFunction<SnapshotLimits> limits, Loader loader, int searchUpTo) {
        for (int limit = 1; limit <= searchUpTo; limit++) {
            Snapshots snapshots = TestWorlds.snapshots(limits.apply(limit));
            World fresh = new World();
            try {
                loader.load(snapshots, fresh);
            } catch (SnapshotFormatException refused) {
                continue;
            }
            assertTrue(fresh.entityCount() > 0, "loaded");
            if (limit > 1) {
                assertRefusedNaming(limits.apply(limit - 1), loader, limit - 1);
            }
            return limit;
        }
        throw new AssertionError("never loaded with a limit up to " + searchUpTo);
    }

    private void assertRefusedNaming(SnapshotLimits limits, Loader loader, long limit) {
        Snapshots snapshots = TestWorlds.snapshots(limits);
        UnchangedWorld target = new UnchangedWorld(snapshots);
        SnapshotFormatException e =
                assertThrows(SnapshotFormatException.class, () -> loader.load(snapshots, target.world));
        assertTrue(
                Pattern.compile("(?<!\\d)" + limit + "(?!\\d)")
                        .matcher(e.getMessage())
                        .find(),
                () -> "message lacks the limit " + limit + ": " + e.getMessage());
        target.assertUnchanged();
    }

    private void assertLoads(SnapshotLimits limits, Loader loader) {
        World fresh = new World();
        loader.load(TestWorlds.snapshots(limits), fresh);
        assertEquals(saved.entityCount(), fresh.entityCount());
    }

    @Nested
    class Size {
        @Test
        void anInputOfExactlyMaxBytesLoadsAndOneByteMoreIsRefused() {
            int jsonBytes = json.getBytes(StandardCharsets.UTF_8).length;
            assertLoads(DEFAULTS.withMaxBytes(binary.length), fromBinary);
            assertRefusedNaming(DEFAULTS.withMaxBytes(binary.length - 1), fromBinary, binary.length - 1);
            assertLoads(DEFAULTS.withMaxBytes(jsonBytes), fromJson);
            assertRefusedNaming(DEFAULTS.withMaxBytes(jsonBytes - 1), fromJson, jsonBytes - 1);
            assertLoads(DEFAULTS.withMaxBytes(binary.length), fromStream);
            assertRefusedNaming(DEFAULTS.withMaxBytes(binary.length - 1), fromStream, binary.length - 1);
        }
    }

    @Nested
    class Counts {
        @Test
        void theEntityCountMayReachMaxEntities() {
            int entities = saved.entityCount();
            for (Loader loader : List.of(fromBinary, fromJson)) {
                assertEquals(entities, lowestLoadingLimit(DEFAULTS::withMaxEntities, loader, 64));
            }
        }

        @Test
        void theTypeCountMayReachMaxTypes() {
            // PositionRecord, Velocity, Health, Target, Frozen and Mixed are saved.
            for (Loader loader : List.of(fromBinary, fromJson)) {
                assertEquals(
                        6,
                        lowestLoadingLimit(
                                n -> new SnapshotLimits(
                                        DEFAULTS.maxBytes(),
                                        DEFAULTS.maxEntities(),
                                        n,
                                        DEFAULTS.maxFieldsPerType(),
                                        DEFAULTS.maxStringBytes(),
                                        DEFAULTS.maxExtras(),
                                        DEFAULTS.maxEmptyEntities()),
                                loader,
                                64));
            }
        }

        @Test
        void aTypeMayHaveMaxFieldsPerTypeFields() {
            // Mixed has ten fields, the most of the saved types.
            for (Loader loader : List.of(fromBinary, fromJson)) {
                assertEquals(
                        10,
                        lowestLoadingLimit(
                                n -> new SnapshotLimits(
                                        DEFAULTS.maxBytes(),
                                        DEFAULTS.maxEntities(),
                                        DEFAULTS.maxTypes(),
                                        n,
                                        DEFAULTS.maxStringBytes(),
                                        DEFAULTS.maxExtras(),
                                        DEFAULTS.maxEmptyEntities()),
                                loader,
                                64));
            }
        }

        @Test
        void aTypeMayHaveMaxExtrasExtras() {
            for (Loader loader : List.of(fromBinary, fromJson)) {
                assertEquals(extras.size(), lowestLoadingLimit(DEFAULTS::withMaxExtras, loader, 64));
            }
        }
    }

    @Nested
    class Strings {
        @Test
        void theLongestStringMayReachMaxStringBytesInBothFormats() {
            int binaryLimit = lowestLoadingLimit(DEFAULTS::withMaxStringBytes, fromBinary, 256);
            int jsonLimit = lowestLoadingLimit(DEFAULTS::withMaxStringBytes, fromJson, 256);
            int longestValue = "snow ☃ \uD83D\uDE00".getBytes(StandardCharsets.UTF_8).length;
            assertTrue(binaryLimit >= longestValue, "binary limit " + binaryLimit);
            assertEquals(binaryLimit, jsonLimit, "both formats hold the same names and strings");
        }
    }
}
