package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Velocity;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;

/**
 * Snapshots written by format version 1 and committed ({@code golden-v1.bin},
 * {@code golden-v1.json}) must keep loading in every later version. If the writer's output
 * changes on purpose, add new golden files for the new version and keep these tests loading
 * the old ones. Regenerate with {@code -Dsnapshot.golden.update=true} only for a new version.
 */
class GoldenSnapshotTest {

    /** Registers the types under the names they were saved with (their classes have moved since). */
    private final Snapshots snapshots = TestWorlds.version1Snapshots();

    private static byte[] resource(String name) throws IOException {
        try (InputStream in = GoldenSnapshotTest.class.getResourceAsStream(name)) {
            assertNotNull(in, name + " is missing from the test resources");
            return in.readAllBytes();
        }
    }

    @Test
    void writeGoldenFilesWhenAsked() throws IOException {
        if (!Boolean.getBoolean("snapshot.golden.update")) {
            return;
        }
        Path dir = Paths.get("src/test/resources/dev/pulse/ecs/snapshot");
        Files.createDirectories(dir);
        Files.write(dir.resolve("golden-v1.bin"), snapshots.toBinary(TestWorlds.small()));
        Files.writeString(dir.resolve("golden-v1.json"), snapshots.toJson(TestWorlds.small()));
    }

    @Test
    void version1BinaryStillLoads() throws IOException {
        World world = new World();
        LoadedSnapshot loaded = snapshots.fromBinary(resource("golden-v1.bin"), world);
        checkContent(world, loaded);
    }

    @Test
    void version1JsonStillLoads() throws IOException {
        World world = new World();
        LoadedSnapshot loaded = snapshots.fromJson(resource("golden-v1.json"), world);
        checkContent(world, loaded);
    }

    @Test
    void thisVersionStillWritesTheVersion1Bytes() throws IOException {
        assertArrayEquals(
                resource("golden-v1.bin"),
                snapshots.toBinary(TestWorlds.small()),
                "the binary writer changed: if on purpose, bump the format version and add golden files for it");
        assertEquals(
                new String(resource("golden-v1.json"), StandardCharsets.UTF_8), snapshots.toJson(TestWorlds.small()));
    }

    private static void checkContent(World world, LoadedSnapshot loaded) {
        assertEquals(7, world.entityCount());
        Entity first = loaded.entities().get(0);
        assertEquals(new PositionRecord(0, 0), world.get(first, PositionRecord.class));
        assertEquals(new Health(10), world.get(first, Health.class));
        Mixed mixed = world.get(first, Mixed.class);
        assertEquals("snow ☃ \uD83D\uDE00", mixed.text());
        assertEquals(loaded.entities().get(2), mixed.other());
        assertEquals(
                loaded.entities().get(4),
                world.get(loaded.entities().get(2), Target.class).entity());
        assertFalse(
                world.isAlive(world.get(loaded.entities().get(3), Target.class).entity()));
        assertEquals(1.5f, world.get(loaded.entities().get(1), Velocity.class).dx);
        assertEquals(1, world.count(Frozen.class));
    }
}
