package dev.pulse.ecs.inspector.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import dev.pulse.ecs.inspector.Inspector;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * The README's inspector example, compiled and run. The README shows the region marked
 * {@code snippet:readme-inspector}; the docs module's {@code DocSnippetsTest} keeps the two equal.
 */
class InspectorReadmeExampleTest {

    record Position(float x, float y) {
    }

    @Test
    void theGameLoopServesThePageWhileItRuns() throws IOException {
        World world = new World();
        world.spawn(new Position(1, 2));
        Scheduler scheduler = Scheduler.builder(world).add("idle", (w, dt) -> { }, s -> s.in(Phase.UPDATE)).build();
        int port = freePort(); // in a game, a fixed one such as 7070
        AtomicInteger frames = new AtomicInteger();
        int[] status = new int[1];
        BooleanSupplier running = () -> {
            if (frames.incrementAndGet() == 3) {
                status[0] = pageStatus(port);
            }
            return frames.get() < 5;
        };
        // snippet:readme-inspector
        try (Inspector inspector = Inspector.start(world, scheduler, port)) {  // http://127.0.0.1:port/
            while (running.getAsBoolean()) {
                scheduler.tick(1.0 / 60);
                inspector.onFrame();            // the page's reads of the world happen here
            }
        }
        // end:readme-inspector
        assertEquals(200, status[0]);
        assertTrue(frames.get() >= 5);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    private static int pageStatus(int port) {
        try {
            HttpURLConnection c = (HttpURLConnection) URI.create("http://127.0.0.1:" + port + "/").toURL().openConnection();
            int code = c.getResponseCode();
            c.disconnect();
            return code;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
