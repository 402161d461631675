package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.PackageExample;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The example in this package's {@code package-info.java}, compiled and run so it cannot rot: the
 * lines between {@code example:begin} and {@code example:end} below are the Javadoc's example
 * verbatim (compared line by line, trimmed); keep the two in step.
 */
class PackageExampleTest {

    private static final Path PACKAGE_INFO = Path.of("src/main/java/dev/pulse/ecs/snapshot/package-info.java");
    private static final Path THIS_TEST = Path.of("src/test/java/dev/pulse/ecs/snapshot/PackageExampleTest.java");

    record Position(float x, float y) {}

    record Follows(Entity leader) {}

    @Test
    void javadocExampleIsTheCodeThisTestRuns() throws IOException {
        PackageExample.assertInStep(PACKAGE_INFO, THIS_TEST);
    }

    @Test
    void exampleRunsAsItsCommentsSay() {
        // spotless:off (the example must match its Javadoc copy line for line)
        // example:begin
        World world = new World();
        Entity leader = world.spawn(new Position(1, 2));
        world.spawn(new Position(3, 4), new Follows(leader));     // a reference to another entity
        Snapshots snapshots = Snapshots.builder()
                .register(Position.class)                        // records need no codec
                .register(Follows.class)
                .build();                                        // keep it for every save and load
        byte[] save = snapshots.toBinary(world);                 // or toJson(world)
        World restored = new World();
        LoadedSnapshot loaded = snapshots.fromBinary(save, restored);   // all or nothing
        Entity follower = loaded.entities().get(1);              // in the saved world's slot order
        restored.get(follower, Follows.class).leader();          // the loaded leader, not the old handle
        // example:end
        // spotless:on

        Entity loadedLeader = loaded.entities().get(0);
        assertEquals(loadedLeader, restored.get(follower, Follows.class).leader());
        assertEquals(new Position(1, 2), restored.get(loadedLeader, Position.class));
        assertEquals(new Position(3, 4), restored.get(follower, Position.class));
        assertArrayEquals(save, snapshots.toBinary(restored), "saving the loaded world gives the same bytes");
        assertEquals(snapshots.toJson(world), snapshots.toJson(restored), "the JSON form holds the same content");

        // In an empty world the loaded handles equal the saved ones by value; in a busy one they cannot.
        World busy = new World();
        busy.spawn(new Position(9, 9));
        LoadedSnapshot intoUsedWorld = snapshots.fromBinary(save, busy);
        Entity movedLeader = intoUsedWorld.entities().get(0);
        assertNotEquals(leader, movedLeader, "a world with an entity already gives the leader another slot");
        assertEquals(
                movedLeader,
                busy.get(intoUsedWorld.entities().get(1), Follows.class).leader(),
                "the reference points at the loaded leader, not at the saved handle's slot");
    }
}
