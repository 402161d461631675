package dev.pulse.ecs.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
        List<String> documented = between(Files.readAllLines(PACKAGE_INFO), "* <pre>{@code", "* }</pre>", true);
        List<String> tested =
                between(Files.readAllLines(THIS_TEST), "// example:" + "begin", "// example:" + "end", false);
        assertTrue(documented.size() >= 10, "package-info has no example");
        assertEquals(documented, tested, "package-info's example and this test differ; keep them in step");
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

    /** The trimmed lines strictly between the first {@code begin} line and the next {@code end} line. */
    private static List<String> between(List<String> source, String begin, String end, boolean javadoc) {
        List<String> lines = new ArrayList<>();
        boolean inside = false;
        for (String line : source) {
            String text = line.strip();
            if (!inside && text.equals(begin)) {
                inside = true;
            } else if (inside && text.equals(end)) {
                return lines;
            } else if (inside) {
                lines.add(javadoc ? (text.equals("*") ? "" : text.substring(2).strip()) : text);
            }
        }
        throw new AssertionError("no block between '" + begin + "' and '" + end + "'");
    }
}
