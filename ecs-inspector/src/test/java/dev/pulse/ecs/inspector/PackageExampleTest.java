package dev.pulse.ecs.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import dev.pulse.testing.fixtures.PackageExample;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The example in this package's {@code package-info.java}, compiled and run so it cannot rot: the
 * lines between {@code example:begin} and {@code example:end} below are the Javadoc's example
 * verbatim (compared line by line, trimmed); keep the two in step.
 */
class PackageExampleTest {

    private static final Path PACKAGE_INFO = Path.of("src/main/java/dev/pulse/ecs/inspector/package-info.java");
    private static final Path THIS_TEST = Path.of("src/test/java/dev/pulse/ecs/inspector/PackageExampleTest.java");

    record Position(float x, float y) {}

    @Test
    void javadocExampleIsTheCodeThisTestRuns() throws IOException {
        PackageExample.assertInStep(PACKAGE_INFO, THIS_TEST);
    }

    @Test
    void exampleRunsAsItsCommentsSay() {
        // spotless:off (the example must match its Javadoc copy line for line)
        // example:begin
        World world = new World();
        world.spawn(new Position(1, 2));
        Scheduler scheduler = Scheduler.builder(world)
                .add("idle", (w, dt) -> { }, s -> s.inPhase(Phase.UPDATE))
                .build();
        Inspector inspector = Inspector.start(world, scheduler, 0);  // 0: any free port
        URI page = inspector.uri();                                 // http://127.0.0.1:<port>/
        for (int frame = 0; frame < 120; frame++) {                  // the game loop
            scheduler.tick(1.0 / 60);
            inspector.onFrame();                  // the page's reads of the world happen here
        }
        inspector.close();                                          // stops the server
        // example:end
        // spotless:on

        assertEquals("http", page.getScheme());
        assertEquals("127.0.0.1", page.getHost());
        assertTrue(page.getPort() > 0, "port 0 asked for a free port: " + page);
        assertEquals("/", page.getPath());
        assertEquals(120, inspector.frameCost().frames(), "every onFrame call was a frame of the inspector's");
        assertEquals(120, scheduler.time().frame());
        assertThrows(IOException.class, () -> Http.get(page, "/"), "close stopped the server");
    }
}
