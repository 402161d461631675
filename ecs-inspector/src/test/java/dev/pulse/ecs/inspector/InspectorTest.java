package dev.pulse.ecs.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import java.io.IOException;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class InspectorTest {

    static final class Position {
        float x;
        float y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    record Health(int hp) {}

    record Note(String text) {}

    record Link(Entity target) {}

    record Frozen() {}

    /** Its toString() throws an Error, as a broken game class might. */
    static final class Cursed {
        @Override
        public String toString() {
            throw new AssertionError("cursed toString");
        }
    }

    record Holds(Cursed cursed, int after) {}

    /** Records the thread that reads it (its toString runs when the page shows it). */
    static final class Spy {
        static final AtomicReference<String> READER = new AtomicReference<>();
        static final AtomicInteger READS = new AtomicInteger();

        @Override
        public String toString() {
            READER.set(Thread.currentThread().getName());
            READS.incrementAndGet();
            return "spy";
        }
    }

    private World world;
    private Scheduler scheduler;
    private Inspector inspector;
    private GameLoop game;
    private Entity first;
    private Entity noted;
    private Entity spied;
    private Entity cursed;

    @BeforeEach
    void start() {
        world = new World();
        first = world.spawn(new Position(1.5f, -2f), new Health(90));
        for (int i = 1; i < 60; i++) {
            world.spawn(new Position(i, i), new Health(100 - i));
        }
        noted = world.spawn(new Note("<script>window.pwned = 1</script>"), new Link(first), new Frozen());
        spied = world.spawn(new Spy());
        cursed = world.spawn(new Holds(new Cursed(), 3));
        scheduler = Scheduler.builder(world)
                .add(
                        "move",
                        (w, dt) -> w.query(Position.class).forEach((e, p) -> p.x += 1),
                        s -> s.inPhase(Phase.UPDATE))
                .add("draw", (w, dt) -> {}, s -> s.inPhase(Phase.RENDER))
                .add("\u202Eevom", (w, dt) -> {}, s -> s.inPhase(Phase.RENDER))
                .build();
        inspector = Inspector.builder(world)
                .scheduler(scheduler)
                .readTimeout(Duration.ofMillis(500))
                .start();
        game = new GameLoop(scheduler, inspector);
    }

    @AfterEach
    void stop() throws InterruptedException {
        game.close();
        inspector.close();
    }

    @Nested
    class ThePage {

        @Test
        void isServedWithItsScriptAndStyleUnderAStrictContentSecurityPolicy() throws IOException {
            Http.Answer page = Http.get(inspector.uri(), "/");
            assertEquals(200, page.status());
            assertTrue(page.header("Content-Type").startsWith("text/html"));
            assertTrue(page.body().contains("<title>Pulse inspector</title>"));
            assertTrue(page.header("Content-Security-Policy").contains("script-src 'self'"));
            assertEquals("nosniff", page.header("X-Content-Type-Options"));
            assertTrue(Http.get(inspector.uri(), "/inspector.js").body().contains("textContent"));
            assertEquals(200, Http.get(inspector.uri(), "/inspector.css").status());
        }

        @Test
        void listensOnLoopbackOnly() {
            assertEquals("127.0.0.1", inspector.uri().getHost());
        }
    }

    @Nested
    class TheOverview {

        @Test
        void showsCountsSystemsAndExecutionOrder() throws Exception {
            String overview = awaitOverview();
            assertTrue(overview.contains("\"entities\":63"), overview);
            assertTrue(
                    overview.contains("{\"name\":\"" + Health.class.getName()
                            + "\",\"simpleName\":\"InspectorTest.Health\",\"tag\":false,\"count\":60}"),
                    overview);
            assertTrue(overview.contains("\"simpleName\":\"InspectorTest.Frozen\",\"tag\":true,\"count\":1"), overview);
            assertTrue(overview.contains("{\"name\":\"move\",\"phase\":\"UPDATE\",\"enabled\":true"), overview);
            assertTrue(
                    overview.contains("{\"name\":\"UPDATE\",\"stepping\":\"VARIABLE\",\"systems\":[\"move\"]}"),
                    overview);
            assertTrue(overview.contains("\"history\":{\"seconds\":["), overview);
        }

        @Test
        void showsFormatCharactersInSystemNamesAsEscapes() throws Exception {
            String overview = awaitOverview();
            assertFalse(overview.contains("\u202E"), overview);
            assertTrue(overview.contains("{\"name\":\"\\\\u202Eevom\",\"phase\":\"RENDER\""), overview);
        }

        @Test
        void followsTheWorldAsItChanges() throws Exception {
            awaitOverview();
            game.run(() -> world.despawn(first));
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (!Http.get(inspector.uri(), "/api/overview").body().contains("\"entities\":62")) {
                assertTrue(System.nanoTime() < deadline, "the overview never showed the despawn");
                Thread.sleep(50);
            }
        }

        @Test
        void saysHowToFeedItBeforeTheFirstFrame() throws Exception {
            try (Inspector idle = Inspector.builder(new World()).start()) {
                Http.Answer answer = Http.get(idle.uri(), "/api/overview");
                assertEquals(503, answer.status());
                assertTrue(answer.body().contains("inspector.onFrame()"), answer.body());
            }
        }
    }

    @Nested
    class TheEntityList {

        @Test
        void pagesThroughEveryLiveEntity() throws Exception {
            String page =
                    Http.get(inspector.uri(), "/api/entities?page=2&size=25").body();
            assertTrue(page.contains("\"page\":2,\"pageSize\":25,\"total\":63"), page);
            assertTrue(
                    page.contains("\"label\":\"50v0\",\"components\":[\"InspectorTest.Position\","
                            + "\"InspectorTest.Health\"]"),
                    page);
            assertFalse(page.contains("\"label\":\"49v0\""), page);
        }

        @Test
        void findsEntitiesByComponentNameIndexOrHandle() throws Exception {
            assertTrue(Http.get(inspector.uri(), "/api/entities?q=note").body().contains("\"total\":1,"));
            assertTrue(
                    Http.get(inspector.uri(), "/api/entities?q=HEALTH").body().contains("\"total\":60,"));
            assertTrue(Http.get(inspector.uri(), "/api/entities?q=7").body().contains("\"total\":1,"));
            assertTrue(Http.get(inspector.uri(), "/api/entities?q=7v0").body().contains("\"label\":\"7v0\""));
            assertTrue(Http.get(inspector.uri(), "/api/entities?q=nothing+like+this")
                    .body()
                    .contains("\"total\":0,"));
        }
    }

    @Nested
    class OneEntity {

        @Test
        void showsEachComponentsFieldsWithTheirCurrentValues() throws Exception {
            game.run(() -> world.get(first, Position.class).y = 42.25f);
            String detail =
                    Http.get(inspector.uri(), "/api/entity?id=" + first.id()).body();
            assertTrue(detail.contains("\"label\":\"0v0\",\"alive\":true"), detail);
            assertTrue(detail.contains("{\"name\":\"y\",\"type\":\"float\",\"value\":\"42.25\"}"), detail);
            assertTrue(detail.contains("{\"name\":\"hp\",\"type\":\"int\",\"value\":\"90\"}"), detail);
        }

        @Test
        void escapesMarkupInValuesAndLinksEntityFields() throws Exception {
            String detail =
                    Http.get(inspector.uri(), "/api/entity?id=" + noted.id()).body();
            assertFalse(detail.contains("<script>"), detail);
            assertTrue(detail.contains("\\u003cscript\\u003ewindow.pwned = 1\\u003c/script\\u003e"), detail);
            assertTrue(detail.contains("\"entity\":{\"id\":\"" + first.id() + "\",\"label\":\"0v0\""), detail);
        }

        @Test
        void aDespawnedEntityIsReportedStale() throws Exception {
            game.run(() -> world.despawn(first));
            String detail =
                    Http.get(inspector.uri(), "/api/entity?id=" + first.id()).body();
            assertTrue(detail.contains("\"alive\":false"), detail);
            assertFalse(detail.contains("components"), detail);
        }

        @Test
        void anErrorFromAToStringIsAnErrorRowAndTheGameLoopNeverSeesIt() throws Exception {
            Http.Answer answer = Http.get(inspector.uri(), "/api/entity?id=" + cursed.id());
            assertEquals(200, answer.status(), answer.body());
            assertTrue(
                    answer.body()
                            .contains("{\"name\":\"cursed\",\"type\":\"Cursed\",\"value\":\"(toString() threw "
                                    + "java.lang.AssertionError: cursed toString)\",\"error\":\"toString() threw "
                                    + "java.lang.AssertionError: cursed toString\"}"),
                    answer.body());
            assertTrue(answer.body().contains("{\"name\":\"after\",\"type\":\"int\",\"value\":\"3\"}"), answer.body());
            assertEquals(null, game.failure(), "onFrame() threw into the game loop");
        }

        @Test
        void isReadOnTheGameThreadNeverOnAnHttpThread() throws Exception {
            Http.get(inspector.uri(), "/api/entity?id=" + spied.id());
            assertEquals("game", Spy.READER.get());
        }
    }

    @Nested
    class Refusals {

        @Test
        void unknownPathsGet404() throws IOException {
            Http.Answer answer = Http.get(inspector.uri(), "/api/secrets");
            assertEquals(404, answer.status());
            assertTrue(answer.body().contains("No such path: /api/secrets"), answer.body());
        }

        @Test
        void writesGet405BecauseTheInspectorIsReadOnly() throws IOException {
            Http.Answer answer = Http.request(inspector.uri(), "DELETE", "/api/entity?id=0");
            assertEquals(405, answer.status());
            assertEquals("GET, HEAD", answer.header("Allow"));
        }

        @Test
        void requestsWithABodyGet413() throws IOException {
            String status = Http.raw(
                    inspector.port(),
                    "GET /api/overview HTTP/1.1\r\nHost: 127.0.0.1:" + inspector.port()
                            + "\r\nContent-Length: 20\r\nConnection: close\r\n\r\n" + "x".repeat(20));
            assertEquals("HTTP/1.1 413 Request Entity Too Large", status);
        }

        @Test
        void overlongUrisGet414() throws IOException {
            Http.Answer answer = Http.get(inspector.uri(), "/api/entities?q=" + "a".repeat(5000));
            assertEquals(414, answer.status());
        }

        @Test
        void badParametersGet400WithTheReason() throws IOException {
            assertTrue(Http.get(inspector.uri(), "/api/entities?size=100000")
                    .body()
                    .contains("'size' must be"));
            assertEquals(400, Http.get(inspector.uri(), "/api/entities?page=-1").status());
            assertEquals(
                    400,
                    Http.get(inspector.uri(), "/api/entities?q=" + "a".repeat(101))
                            .status());
            assertEquals(400, Http.get(inspector.uri(), "/api/entity?id=abc").status());
            assertEquals(400, Http.get(inspector.uri(), "/api/entity?id=-1").status());
            assertEquals(400, Http.get(inspector.uri(), "/api/entity").status());
            assertEquals(
                    "HTTP/1.1 400 Bad Request",
                    Http.raw(
                            inspector.port(),
                            "GET /api/entities?q=%zz HTTP/1.1\r\n" + "Host: 127.0.0.1:" + inspector.port()
                                    + "\r\nConnection: close\r\n\r\n"));
        }

        @Test
        void anotherHostNameGet403SoRebindingPagesCannotReadTheWorld() throws IOException {
            String status = Http.raw(
                    inspector.port(),
                    "GET /api/overview HTTP/1.1\r\nHost: evil.example:" + inspector.port()
                            + "\r\nConnection: close\r\n\r\n");
            assertEquals("HTTP/1.1 403 Forbidden", status);
        }

        @Test
        void requestsThatABrowserMarksAsFromAnotherSiteGet403() throws IOException {
            for (String header : new String[] {
                "Sec-Fetch-Site: cross-site",
                "Sec-Fetch-Site: same-site",
                "Origin: http://evil.example",
                "Origin: null",
                "Origin: http://localhost:" + inspector.port()
            }) {
                String status = Http.raw(
                        inspector.port(),
                        "GET /api/entity?id=" + cursed.id() + " HTTP/1.1\r\n" + "Host: 127.0.0.1:" + inspector.port()
                                + "\r\n" + header + "\r\nConnection: close\r\n\r\n");
                assertEquals("HTTP/1.1 403 Forbidden", status, header);
            }
            Http.Answer answer = Http.get(inspector.uri(), "/");
            assertEquals(200, answer.status(), "header-less requests are served");
        }

        @Test
        void theReasonForACrossSiteRefusalIsGiven() throws IOException {
            String answer = rawAnswer("GET /api/overview HTTP/1.1\r\nHost: 127.0.0.1:" + inspector.port()
                    + "\r\nSec-Fetch-Site: cross-site\r\nConnection: close\r\n\r\n");
            assertTrue(answer.contains("Requests from other sites are refused (Sec-Fetch-Site: cross-site)"), answer);
            answer = rawAnswer("GET /api/overview HTTP/1.1\r\nHost: 127.0.0.1:" + inspector.port()
                    + "\r\nOrigin: http://evil.example\r\nConnection: close\r\n\r\n");
            assertTrue(
                    answer.contains("Origin 'http://evil.example' is not this inspector (http://127.0.0.1:"
                            + inspector.port() + ")"),
                    answer);
        }

        @Test
        void sameOriginRequestsAndTypedAddressesAreServed() throws Exception {
            awaitOverview();
            String host = "127.0.0.1:" + inspector.port();
            for (String headers : new String[] {
                "Sec-Fetch-Site: same-origin\r\nOrigin: http://" + host,
                "Sec-Fetch-Site: none",
                "Origin: HTTP://" + host.toUpperCase()
            }) {
                String status = Http.raw(
                        inspector.port(),
                        "GET /api/overview HTTP/1.1\r\nHost: " + host + "\r\n" + headers
                                + "\r\nConnection: close\r\n\r\n");
                assertEquals("HTTP/1.1 200 OK", status, headers);
            }
        }

        @Test
        void aLinkFromAnotherSiteOpensThePageButNotItsData() throws IOException {
            String navigation = "Host: 127.0.0.1:" + inspector.port() + "\r\nSec-Fetch-Site: cross-site\r\n"
                    + "Sec-Fetch-Mode: navigate\r\nConnection: close\r\n\r\n";
            assertEquals("HTTP/1.1 200 OK", Http.raw(inspector.port(), "GET / HTTP/1.1\r\n" + navigation));
            assertEquals("HTTP/1.1 200 OK", Http.raw(inspector.port(), "GET /index.html HTTP/1.1\r\n" + navigation));
            assertEquals(
                    "HTTP/1.1 403 Forbidden",
                    Http.raw(inspector.port(), "GET /api/overview HTTP/1.1\r\n" + navigation));
            assertEquals(
                    "HTTP/1.1 403 Forbidden",
                    Http.raw(inspector.port(), "GET /inspector.js HTTP/1.1\r\n" + navigation));
        }

        @Test
        void aNonLoopbackAddressNeedsExplicitNetworkExposure() throws IOException {
            InetAddress any = InetAddress.getByName("0.0.0.0");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Inspector.builder(world)
                    .bind(any, Exposure.LOOPBACK_ONLY));
            assertTrue(e.getMessage().contains("Exposure.NETWORK"), e.getMessage());
        }

        @Test
        void aSchedulerOfAnotherWorldIsRejected() {
            Scheduler other = Scheduler.builder(new World()).build();
            assertThrows(IllegalArgumentException.class, () -> Inspector.start(world, other, 0));
        }
    }

    @Nested
    class SlowClients {

        @Test
        void aFloodOfStalledConnectionsNeverStopsThePageAnsweringOthers() throws Exception {
            awaitOverview();
            List<Socket> stalled = new ArrayList<>();
            try {
                for (int i = 0; i < 200; i++) {
                    Socket socket = new Socket("127.0.0.1", inspector.port());
                    stalled.add(socket);
                    socket.getOutputStream().write('G'); // one byte of a request, then nothing
                    socket.getOutputStream().flush();
                }
                for (String path : List.of("/", "/api/overview", "/api/entities", "/api/entity?id=" + first.id())) {
                    assertEquals(200, quickGet(path), path);
                }
            } finally {
                for (Socket socket : stalled) {
                    socket.close();
                }
            }
        }

        @Test
        void aRequestWithBareLineFeedsIsAnswered() throws IOException {
            assertEquals(
                    "HTTP/1.1 200 OK",
                    Http.raw(
                            inspector.port(),
                            "GET / HTTP/1.1\nHost: 127.0.0.1:" + inspector.port() + "\nConnection: close\n\n"));
        }

        /** A GET that gives up after 3 s, so that a stalled server fails the test quickly. */
        private int quickGet(String path) throws IOException {
            HttpURLConnection c =
                    (HttpURLConnection) inspector.uri().resolve(path).toURL().openConnection();
            c.setConnectTimeout(3_000);
            c.setReadTimeout(3_000);
            try {
                return c.getResponseCode();
            } finally {
                c.disconnect();
            }
        }
    }

    @Nested
    class Disconnects {

        @Test
        void aClientThatLeavesWhileItsReadWaitsLeavesNothingBehind() throws Exception {
            game.paused(true);
            int readsBefore = Spy.READS.get();
            try (Socket socket = new Socket("127.0.0.1", inspector.port())) {
                OutputStream out = socket.getOutputStream();
                out.write(("GET /api/entity?id=" + spied.id() + " HTTP/1.1\r\nHost: 127.0.0.1:" + inspector.port()
                                + "\r\n\r\n")
                        .getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
                long deadline = System.nanoTime() + 5_000_000_000L;
                while (inspector.pendingReads() == 0) {
                    assertTrue(System.nanoTime() < deadline, "the read never reached the queue");
                    Thread.sleep(5);
                }
            } // the client leaves with its read still queued
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (inspector.pendingReads() != 0) {
                assertTrue(System.nanoTime() < deadline, "the abandoned read stayed queued");
                Thread.sleep(10);
            }
            game.paused(false);
            assertEquals(200, Http.get(inspector.uri(), "/api/entities").status());
            assertEquals(readsBefore, Spy.READS.get(), "the abandoned read ran on the game thread");
        }

        @Test
        void aClientThatLeavesBeforeItsAnswerDoesNotDisturbTheNext() throws Exception {
            for (int i = 0; i < 5; i++) {
                try (Socket socket = new Socket("127.0.0.1", inspector.port())) {
                    socket.getOutputStream()
                            .write(("GET /api/entities?size=200 HTTP/1.1\r\nHost: 127.0.0.1:" + inspector.port()
                                            + "\r\n\r\n")
                                    .getBytes(StandardCharsets.ISO_8859_1));
                }
            }
            assertEquals(200, Http.get(inspector.uri(), "/api/overview").status());
            long deadline = System.nanoTime() + 5_000_000_000L;
            while (inspector.pendingReads() != 0) {
                assertTrue(System.nanoTime() < deadline, "reads of departed clients stayed queued");
                Thread.sleep(10);
            }
        }

        @Test
        void aPausedGameGets503WithTheReasonInsteadOfAHangingPage() throws Exception {
            awaitOverview();
            game.paused(true);
            Http.Answer answer = Http.get(inspector.uri(), "/api/entities");
            assertEquals(503, answer.status());
            assertTrue(answer.body().contains("did not answer within 500 ms"), answer.body());
            assertEquals(0, inspector.pendingReads());
        }
    }

    @Nested
    class Closing {

        @Test
        void closesThePortAndTurnsOnFrameIntoANoOp() throws Exception {
            awaitOverview();
            int port = inspector.port();
            inspector.close();
            assertThrows(ConnectException.class, () -> new Socket("127.0.0.1", port).close());
            long frames = inspector.frameCost().frames();
            Thread.sleep(50);
            assertEquals(frames, inspector.frameCost().frames());
            inspector.close(); // idempotent
        }

        @Test
        void reportsItsOwnCostPerFrame() throws Exception {
            awaitOverview();
            FrameCost cost = inspector.frameCost();
            assertTrue(cost.frames() > 0);
            assertTrue(cost.maxNanos() >= cost.lastNanos() && cost.averageNanos() > 0, cost.toString());
        }
    }

    /** Sends {@code request} as is and answers all the server sends back. */
    private String rawAnswer(String request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", inspector.port())) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            return new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private String awaitOverview() throws Exception {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (true) {
            Http.Answer answer = Http.get(inspector.uri(), "/api/overview");
            if (answer.status() == 200) {
                return answer.body();
            }
            assertTrue(System.nanoTime() < deadline, "no overview: " + answer.body());
            Thread.sleep(20);
        }
    }
}
