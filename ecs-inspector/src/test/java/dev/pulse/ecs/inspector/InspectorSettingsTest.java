package dev.pulse.ecs.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import dev.pulse.ecs.inspector.server.EntityListing;
import dev.pulse.ecs.inspector.server.RequestRouter;
import dev.pulse.ecs.systems.Scheduler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The builder's settings and the server's answers, with the test thread as the game thread:
 * it calls {@code onFrame()} itself while a request waits, so no game loop runs.
 */
class InspectorSettingsTest {

    record Mass(int kg) {}

    private final World world = new World();
    private final List<Inspector> started = new ArrayList<>();

    private Inspector start(Inspector.Builder builder) {
        Inspector inspector = builder.start();
        started.add(inspector);
        return inspector;
    }

    @AfterEach
    void closeAll() {
        started.forEach(Inspector::close);
    }

    /** Sends a GET from another thread and plays the game thread until it is answered. */
    private static Http.Answer get(Inspector inspector, String path) {
        CompletableFuture<Http.Answer> answer = CompletableFuture.supplyAsync(() -> {
            try {
                return Http.get(inspector.uri(), path);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!answer.isDone()) {
            assertTrue(System.nanoTime() < deadline, "no answer to " + path);
            inspector.onFrame();
            Thread.yield();
        }
        return answer.join();
    }

    @Nested
    class ThePort {

        @Test
        void mustBeInZeroTo65535() {
            Inspector.Builder builder = Inspector.builder(world);
            assertThrows(IllegalArgumentException.class, () -> builder.port(-1));
            assertThrows(IllegalArgumentException.class, () -> builder.port(65536));
            assertTrue(builder.port(65535) == builder);
            assertTrue(builder.port(0) == builder);
        }

        @Test
        void zeroChoosesAFreePortThatTheUriNames() {
            Scheduler scheduler = Scheduler.builder(world).build();
            Inspector inspector = Inspector.start(world, scheduler, 0);
            started.add(inspector);
            assertNotNull(inspector);
            assertTrue(inspector.port() > 0);
            assertEquals(
                    "http://127.0.0.1:" + inspector.port() + "/",
                    inspector.uri().toString());
        }
    }

    @Nested
    class TheFrameBudget {

        @Test
        void mustBePositive() {
            Inspector.Builder builder = Inspector.builder(world);
            assertThrows(IllegalArgumentException.class, () -> builder.frameBudget(null));
            assertThrows(IllegalArgumentException.class, () -> builder.frameBudget(Duration.ofNanos(-1)));
            assertThrows(IllegalArgumentException.class, () -> builder.frameBudget(Duration.ZERO));
            assertTrue(builder.frameBudget(Duration.ofNanos(1)) == builder);
        }
    }

    @Nested
    class TheReadTimeout {

        @Test
        void mayBeAWholeMinuteButNotMore() {
            Inspector.Builder builder = Inspector.builder(world);
            assertTrue(builder.readTimeout(Duration.ofSeconds(60)) == builder);
            assertThrows(IllegalArgumentException.class, () -> builder.readTimeout(Duration.ofSeconds(61)));
        }
    }

    @Nested
    class NetworkExposure {

        @Test
        void answersAnyHostName() throws IOException {
            Inspector inspector =
                    start(Inspector.builder(world).bind(InetAddress.getLoopbackAddress(), Exposure.NETWORK));
            String status = Http.raw(
                    inspector.port(),
                    "GET / HTTP/1.1\r\nHost: game.example:" + inspector.port() + "\r\nConnection: close\r\n\r\n");
            assertEquals("HTTP/1.1 200 OK", status);
        }

        @Test
        void loopbackOnlyIsTheBuildersChoiceToo() throws IOException {
            Inspector inspector =
                    start(Inspector.builder(world).bind(InetAddress.getLoopbackAddress(), Exposure.LOOPBACK_ONLY));
            String status = Http.raw(
                    inspector.port(),
                    "GET / HTTP/1.1\r\nHost: game.example:" + inspector.port() + "\r\nConnection: close\r\n\r\n");
            assertEquals("HTTP/1.1 403 Forbidden", status);
        }
    }

    @Nested
    class HttpThreads {

        @Test
        void areDaemonsSoTheyNeverKeepTheGameAlive() throws IOException {
            Inspector inspector = start(Inspector.builder(world));
            assertEquals(200, Http.get(inspector.uri(), "/").status());
            List<Thread> http = Thread.getAllStackTraces().keySet().stream()
                    .filter(t -> t.getName().startsWith("pulse-inspector-http-"))
                    .toList();
            assertTrue(!http.isEmpty(), "no HTTP thread");
            http.forEach(t -> assertTrue(t.isDaemon(), t.getName()));
        }

        @Test
        void serveStaticFilesWhileAReadWaitsForTheGameThread() throws Exception {
            world.spawn(new Mass(1));
            Inspector inspector = start(Inspector.builder(world).readTimeout(Duration.ofSeconds(30)));
            CompletableFuture<Http.Answer> waiting = CompletableFuture.supplyAsync(() -> {
                try {
                    return Http.get(inspector.uri(), "/api/entities");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (inspector.pendingReads() == 0) {
                assertTrue(System.nanoTime() < deadline, "the read never reached the queue");
                Thread.yield();
            }
            assertEquals(200, Http.get(inspector.uri(), "/inspector.css").status());
            assertEquals(1, inspector.pendingReads(), "the read was answered before the page");
            while (!waiting.isDone()) {
                assertTrue(System.nanoTime() < deadline, "the read was never answered");
                inspector.onFrame();
                Thread.yield();
            }
            assertEquals(200, waiting.join().status());
        }
    }

    @Nested
    class FrameCosts {

        @Test
        void areCountedPerFrameWithAnAverageNoLargerThanTheMaximum() {
            Inspector inspector = start(Inspector.builder(world));
            for (int i = 0; i < 5; i++) {
                inspector.onFrame();
            }
            FrameCost cost = inspector.frameCost();
            assertEquals(5, cost.frames());
            assertTrue(cost.lastNanos() >= 0 && cost.lastNanos() < 1_000_000_000L, cost.toString());
            assertTrue(cost.averageNanos() > 0 && cost.averageNanos() <= cost.maxNanos(), cost.toString());
        }

        @Test
        void closingKeepsTheCallersInterruptFlag() {
            Inspector inspector = start(Inspector.builder(world));
            Thread.currentThread().interrupt();
            inspector.close();
            assertTrue(Thread.interrupted(), "the interrupt was swallowed");
        }
    }

    @Nested
    class Answers {

        @Test
        void carryHeadersThatKeepThemOutOfCachesFramesAndReferrers() throws IOException {
            Inspector inspector = start(Inspector.builder(world));
            Http.Answer page = Http.get(inspector.uri(), "/");
            assertEquals("no-store", page.header("Cache-Control"));
            assertEquals("DENY", page.header("X-Frame-Options"));
            assertEquals("no-referrer", page.header("Referrer-Policy"));
        }

        @Test
        void toHeadRequestsHaveNoBody() throws IOException {
            Inspector inspector = start(Inspector.builder(world));
            Http.Answer head = Http.request(inspector.uri(), "HEAD", "/");
            assertEquals(200, head.status());
            assertEquals("", head.body());
            assertEquals("no-store", head.header("Cache-Control"));
        }

        @Test
        void acceptAUriOfExactlyTheLengthLimit() throws IOException {
            Inspector inspector = start(Inspector.builder(world));
            String path = "/" + "a".repeat(RequestRouter.MAX_URI_LENGTH - 1);
            assertEquals(404, Http.get(inspector.uri(), path).status());
            assertEquals(414, Http.get(inspector.uri(), path + "a").status());
        }

        @Test
        void acceptParametersAtTheEdgesOfTheirRanges() {
            world.spawn(new Mass(1));
            world.spawn(new Mass(2));
            Inspector inspector = start(Inspector.builder(world));
            Http.Answer longest = get(inspector, "/api/entities?q=" + "m".repeat(EntityListing.MAX_QUERY_LENGTH));
            assertEquals(200, longest.status(), longest.body());
            String largest = get(inspector, "/api/entities?size=" + EntityListing.MAX_PAGE_SIZE)
                    .body();
            assertTrue(largest.contains("\"pageSize\":" + EntityListing.MAX_PAGE_SIZE + ","), largest);
            String smallest = get(inspector, "/api/entities?size=1").body();
            assertTrue(smallest.contains("\"pageSize\":1,\"total\":2"), smallest);
            String lastPage = get(inspector, "/api/entities?page=" + RequestRouter.MAX_PAGE)
                    .body();
            assertTrue(lastPage.contains("\"page\":" + RequestRouter.MAX_PAGE + ","), lastPage);
            String defaults = get(inspector, "/api/entities?page=&size=").body();
            assertTrue(defaults.contains("\"page\":0,\"pageSize\":50,"), defaults);
        }
    }
}
