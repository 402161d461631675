package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The server alone, with a handler that echoes the request: what slow, stalled, malformed and
 * many clients get. The limits are the test's own ({@link ListenerLimits}): timeouts of tens of
 * milliseconds where a test waits for one, half a second where a request is expected to be
 * answered (so that a server that never answers fails the test in half a second with the 408
 * or the closed connection it then sends), and a few connections instead of 64. No assertion
 * is on time.
 */
class HttpListenerTest {

    /** Half a second to send a head and to take the answer; the inspector's other limits. */
    private static final ListenerLimits ANSWERING =
            new ListenerLimits(Duration.ofMillis(500), Duration.ofMillis(500), 1024 * 1024, 8);

    /** An answer far larger than a socket's send buffer: it goes out over many writes. */
    private static final int BIG_ANSWER = 8 * 1024 * 1024;
    /** Half a second to send a head, to take the answer and to send a body of up to 16 MiB after it. */
    private static final ListenerLimits DRAINING =
            new ListenerLimits(Duration.ofMillis(500), Duration.ofMillis(500), 16 * 1024 * 1024, 8);

    private final List<HttpListener> listeners = new ArrayList<>();
    private final List<Socket> sockets = new ArrayList<>();

    @AfterEach
    void closeAll() throws IOException {
        for (Socket socket : sockets) {
            socket.close();
        }
        listeners.forEach(HttpListener::close);
    }

    private static String echo(HttpRequest request) {
        if (request.target().equals("/fail")) {
            throw new IllegalStateException("handler broke");
        }
        if (request.target().equals("/error")) {
            throw new AssertionError("handler broke badly");
        }
        if (request.target().equals("/big")) {
            return "\"" + "b".repeat(BIG_ANSWER) + "\"";
        }
        return "{\"target\":\"" + request.target() + "\"}";
    }

    private HttpListener start(ListenerLimits limits) throws IOException {
        return start(limits, request -> HttpResponse.json(200, echo(request)));
    }

    private HttpListener start(ListenerLimits limits, Function<HttpRequest, HttpResponse> handler) throws IOException {
        HttpListener listener =
                new HttpListener(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 2, limits, "test-http-");
        listeners.add(listener);
        listener.start(handler);
        return listener;
    }

    private Socket connect(HttpListener listener) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), listener.port());
        socket.setSoTimeout(10_000); // only a guard: the listener's own limits end every exchange sooner
        sockets.add(socket);
        return socket;
    }

    private static void send(Socket socket, String text) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write(text.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    /** Everything the server sends until it ends its side. */
    private static String readAll(Socket socket) throws IOException {
        return new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
    }

    private String exchange(HttpListener listener, String request) throws IOException {
        Socket socket = connect(listener);
        send(socket, request);
        return readAll(socket);
    }

    /**
     * Writes {@code total} bytes in chunks of {@code chunk} after the server has answered, and
     * answers how many went out before the connection failed (the server had closed it: our
     * next bytes got a reset), or {@code total} if all did.
     */
    private static long sendUntilRefused(Socket socket, long total, int chunk) {
        byte[] bytes = new byte[chunk];
        long sent = 0;
        try {
            OutputStream out = socket.getOutputStream();
            while (sent < total) {
                out.write(bytes);
                sent += chunk;
            }
        } catch (IOException refused) {
            // the server closed the connection
        }
        return sent;
    }

    @Nested
    class Answers {

        @Test
        void oneRequestPerConnectionWhichThenCloses() throws IOException {
            String answer = exchange(start(ANSWERING), "GET /x?y=1 HTTP/1.1\r\nHost: h\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer);
            assertTrue(answer.contains("Connection: close\r\n"), answer);
            assertTrue(answer.endsWith("\r\n\r\n{\"target\":\"/x?y=1\"}"), answer);
        }

        @Test
        void aHeadRequestGetsNoBody() throws IOException {
            String answer = exchange(start(ANSWERING), "HEAD / HTTP/1.1\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer);
            assertTrue(answer.endsWith("\r\n\r\n"), answer);
        }

        @Test
        void aRequestWithBareLineFeedsIsAnswered() throws IOException {
            String answer = exchange(start(ANSWERING), "GET /lf HTTP/1.1\nHost: h\n\n");
            assertTrue(answer.endsWith("{\"target\":\"/lf\"}"), answer);
        }

        @Test
        void aHeadThatArrivesInPiecesIsAnsweredOnceComplete() throws Exception {
            HttpListener listener = start(ANSWERING);
            Socket socket = connect(listener);
            for (String piece : List.of("GET /pie", "ces HTTP/1.1\r", "\nHost: h\r\n", "\r", "\n")) {
                send(socket, piece);
                Thread.sleep(5); // lets the server read each piece on its own
            }
            assertTrue(readAll(socket).endsWith("{\"target\":\"/pieces\"}"));
        }

        @Test
        void aMalformedHeadGets400WithTheReason() throws IOException {
            String answer = exchange(start(ANSWERING), "HELLO\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 400 Bad Request\r\n"), answer);
            assertTrue(answer.contains("Malformed request line 'HELLO'"), answer);
        }

        @Test
        void aHandlerThatThrowsGives500() throws IOException {
            String answer = exchange(start(ANSWERING), "GET /fail HTTP/1.1\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 500 Internal Server Error\r\n"), answer);
            assertTrue(answer.contains("handler broke"), answer);
        }

        @Test
        void anAnswerLargerThanTheSendBufferArrivesWhole() throws IOException {
            String answer = exchange(start(ANSWERING), "GET /big HTTP/1.1\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer.substring(0, 100));
            assertTrue(
                    answer.endsWith("\r\n\r\n\"" + "b".repeat(BIG_ANSWER) + "\""),
                    "the answer was cut off at " + answer.length() + " bytes");
        }

        @Test
        void aHandlerThatThrowsAnErrorClosesTheConnectionWithoutAnAnswer() throws IOException {
            HttpListener listener = start(ANSWERING);
            assertEquals("", exchange(listener, "GET /error HTTP/1.1\r\n\r\n"));
            assertTrue(
                    exchange(listener, "GET /after HTTP/1.1\r\n\r\n").endsWith("{\"target\":\"/after\"}"),
                    "the listener stopped answering");
        }

        @Test
        void aClientThatGivesUpMidHeadIsClosedWithoutAnAnswer() throws IOException {
            Socket socket = connect(start(ANSWERING));
            send(socket, "GET / HT");
            socket.shutdownOutput();
            // Had the server kept the connection, it would answer 408 once the head is overdue.
            assertEquals("", readAll(socket));
        }

        @Test
        void anAnswerSurvivesABodyTheClientSentAfterTheHead() throws IOException {
            String answer = exchange(
                    start(ANSWERING), "GET /b HTTP/1.1\r\nContent-Length: 100000\r\n\r\n" + "x".repeat(100_000));
            assertTrue(answer.endsWith("{\"target\":\"/b\"}"), answer);
        }
    }

    @Nested
    class OverlongHeads {

        @Test
        void aRequestLineLongerThanTheHeadLimitGets414() throws IOException {
            String answer =
                    exchange(start(ANSWERING), "GET /" + "a".repeat(HttpListener.MAX_HEAD_BYTES) + " HTTP/1.1\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 414 URI Too Long\r\n"), answer);
        }

        @Test
        void headersLongerThanTheHeadLimitGet431() throws IOException {
            String answer = exchange(
                    start(ANSWERING),
                    "GET / HTTP/1.1\r\nX-Big: " + "b".repeat(HttpListener.MAX_HEAD_BYTES) + "\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 431 Request Header Fields Too Large\r\n"), answer);
        }

        @Test
        void aHeadOfExactlyTheLimitIsRead() throws IOException {
            String start = "GET /exact HTTP/1.1\r\nX-Pad: ";
            String pad = "p".repeat(HttpListener.MAX_HEAD_BYTES - start.length() - 4);
            String answer = exchange(start(ANSWERING), start + pad + "\r\n\r\n");
            assertTrue(answer.endsWith("{\"target\":\"/exact\"}"), answer);
        }
    }

    @Nested
    class SlowClients {

        /** 30 ms to send a head. */
        private final ListenerLimits impatient =
                new ListenerLimits(Duration.ofMillis(30), Duration.ofMillis(500), 1024 * 1024, 8);

        @Test
        void aClientThatStallsMidHeadGets408AndIsClosed() throws IOException {
            Socket socket = connect(start(impatient));
            send(socket, "G");
            String answer = readAll(socket); // returns once the server ends its side
            assertTrue(answer.startsWith("HTTP/1.1 408 Request Timeout\r\n"), answer);
            assertTrue(answer.contains("did not arrive within 30 ms of connecting"), answer);
        }

        @Test
        void aClientThatSendsNothingGets408AndIsClosed() throws IOException {
            Socket socket = connect(start(impatient));
            assertTrue(readAll(socket).startsWith("HTTP/1.1 408 Request Timeout\r\n"));
        }

        @Test
        void everyStalledClientGetsIts408() throws IOException {
            HttpListener listener = start(impatient);
            List<Socket> stalled = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                Socket socket = connect(listener);
                send(socket, "GET / HTTP/1.1\r\n");
                stalled.add(socket);
            }
            for (Socket socket : stalled) {
                String answer = readAll(socket);
                assertTrue(answer.startsWith("HTTP/1.1 408 Request Timeout\r\n"), answer);
            }
        }

        @Test
        void aClientThatKeepsTricklingIsCutOffAtTheTimeoutFromConnecting() throws Exception {
            Socket socket = connect(start(impatient));
            CountDownLatch closed = new CountDownLatch(1);
            Thread reader = new Thread(() -> {
                try {
                    readAll(socket);
                } catch (IOException e) {
                    // reset: closed all the same
                }
                closed.countDown();
            });
            reader.start();
            int sent = 0;
            try {
                // Far more bytes than the timeout allows at one per 5 ms: the server must close first.
                for (; sent < 1000 && closed.getCount() > 0; sent++) {
                    send(socket, "X");
                    Thread.sleep(5);
                }
            } catch (SocketException e) {
                // the server closed while we were still writing
            }
            assertTrue(closed.await(10, TimeUnit.SECONDS), "the trickling client was never cut off");
            assertTrue(sent < 1000, "the server let a trickling client go on for " + sent + " bytes");
        }
    }

    @Nested
    class TheConnectionLimit {

        /** Four connections; half a second to send a head. */
        private final ListenerLimits four =
                new ListenerLimits(Duration.ofMillis(500), Duration.ofMillis(500), 1024 * 1024, 4);

        @Test
        void aStalledFloodDoesNotStopOthersBeingAnswered() throws IOException {
            HttpListener listener = start(four);
            for (int i = 0; i < 3 * four.maxConnections(); i++) {
                send(connect(listener), "G");
            }
            for (int i = 0; i < 5; i++) {
                String answer = exchange(listener, "GET /me HTTP/1.1\r\n\r\n");
                assertTrue(answer.endsWith("{\"target\":\"/me\"}"), answer);
            }
        }

        @Test
        void oneBeyondTheLimitClosesTheOldestWaitingConnectionAndNoOther() throws IOException {
            HttpListener listener = start(four);
            Socket oldest = connect(listener);
            send(oldest, "G");
            List<Socket> others = new ArrayList<>();
            for (int i = 0; i < four.maxConnections(); i++) {
                Socket socket = connect(listener);
                send(socket, "G");
                others.add(socket);
            }
            // Evicted at once; had it stayed, it would get a 408 like the others.
            assertEquals("", readOrReset(oldest), "the oldest stalled connection was not closed");
            for (Socket socket : others) {
                String answer = readAll(socket);
                assertTrue(answer.startsWith("HTTP/1.1 408 Request Timeout\r\n"), answer);
            }
        }

        @Test
        void whenEveryOpenConnectionIsBeingAnsweredANewOneIsRefused() throws Exception {
            // As many connections as worker threads, so that every one can be in the handler at once.
            ListenerLimits two = new ListenerLimits(Duration.ofMillis(500), Duration.ofMillis(500), 1024 * 1024, 2);
            CountDownLatch answering = new CountDownLatch(two.maxConnections());
            CountDownLatch release = new CountDownLatch(1);
            HttpListener listener = start(two, request -> {
                answering.countDown();
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return HttpResponse.json(200, echo(request));
            });
            List<Socket> answered = new ArrayList<>();
            for (int i = 0; i < two.maxConnections(); i++) {
                Socket socket = connect(listener);
                send(socket, "GET /" + i + " HTTP/1.1\r\n\r\n");
                answered.add(socket);
            }
            assertTrue(answering.await(10, TimeUnit.SECONDS), "the requests never reached the handler");
            Socket refused = connect(listener);
            send(refused, "GET /late HTTP/1.1\r\n\r\n");
            assertEquals("", readOrReset(refused), "a connection beyond the limit was taken");
            release.countDown();
            for (int i = 0; i < answered.size(); i++) {
                assertTrue(readAll(answered.get(i)).endsWith("{\"target\":\"/" + i + "\"}"));
            }
        }

        /** What the server sent before closing, "" if it reset the connection (our bytes unread). */
        private String readOrReset(Socket socket) throws IOException {
            try {
                return readAll(socket);
            } catch (SocketException reset) {
                return "";
            }
        }
    }

    @Nested
    class AfterTheAnswer {

        @Test
        void bytesTheClientSendsWithinTheDrainLimitsAreDiscardedWithoutClosing() throws IOException {
            // More than the sockets' buffers hold: unless the server reads them, the client waits.
            HttpListener listener = start(DRAINING);
            Socket socket = connect(listener);
            send(socket, "GET /d HTTP/1.1\r\nContent-Length: 8388608\r\n\r\n");
            assertTrue(readAll(socket).endsWith("{\"target\":\"/d\"}"));
            assertEquals(
                    8 * 1024 * 1024,
                    sendUntilRefused(socket, 8 * 1024 * 1024, 8192),
                    "the server closed the connection while the client was still sending its body");
        }

        @Test
        void anAnswerToAMalformedHeadAlsoWaitsForTheClientsBytes() throws IOException {
            HttpListener listener = start(DRAINING);
            Socket socket = connect(listener);
            send(socket, "HELLO\r\n\r\n");
            assertTrue(readAll(socket).startsWith("HTTP/1.1 400 Bad Request\r\n"));
            assertEquals(
                    8 * 1024 * 1024,
                    sendUntilRefused(socket, 8 * 1024 * 1024, 8192),
                    "the server closed the connection while the client was still sending");
        }

        @Test
        void aClientThatSendsMoreThanTheDrainLimitIsCutOff() throws IOException {
            HttpListener listener =
                    start(new ListenerLimits(Duration.ofMillis(500), Duration.ofMillis(500), 16 * 1024, 8));
            Socket socket = connect(listener);
            send(socket, "GET /flood HTTP/1.1\r\n\r\n");
            assertTrue(readAll(socket).endsWith("{\"target\":\"/flood\"}"));
            long sent = sendUntilRefused(socket, 64L * 1024 * 1024, 4096);
            assertTrue(sent < 64L * 1024 * 1024, "the server discarded 64 MiB instead of closing after 16 KiB");
        }

        @Test
        void aClientThatKeepsSendingIsCutOffAtTheEndOfTheDrainTime() throws IOException {
            HttpListener listener =
                    start(new ListenerLimits(Duration.ofMillis(500), Duration.ofMillis(20), 1024 * 1024, 8));
            Socket socket = connect(listener);
            send(socket, "GET /slow HTTP/1.1\r\n\r\n");
            assertTrue(readAll(socket).endsWith("{\"target\":\"/slow\"}"));
            // A byte a millisecond (under the byte limit for far longer than the drain time),
            // until the server has closed.
            long sent = 0;
            try {
                for (; sent < 20_000; sent++) {
                    socket.getOutputStream().write('x');
                    Thread.sleep(1);
                }
            } catch (IOException | InterruptedException refused) {
                // closed
            }
            assertTrue(sent < 20_000, "the server kept discarding long after the drain time");
        }
    }

    @Nested
    class WaitingForTheNextDeadline {

        @Test
        void withoutADeadlineTheSelectorWaitsUntilWoken() {
            assertEquals(0, HttpListener.waitMillis(Long.MAX_VALUE, 123));
        }

        @Test
        void roundsUpSoThatItNeverWakesBeforeTheDeadline() {
            long now = 5_000_000_000L;
            assertEquals(2, HttpListener.waitMillis(now + 1_500_000, now));
            assertEquals(11, HttpListener.waitMillis(now + 10_000_000, now));
            assertEquals(1, HttpListener.waitMillis(now + 1, now));
        }

        @Test
        void aDeadlineAlreadyPassedWaitsOneMillisecondNotForever() {
            long now = 5_000_000_000L;
            assertEquals(1, HttpListener.waitMillis(now - 7_000_000, now));
            assertEquals(1, HttpListener.waitMillis(now, now));
        }
    }

    @Nested
    class Threads {

        @Test
        void theListenerAndItsWorkersAreDaemonThreadsNamedForIt() throws Exception {
            // Made on a thread that is no daemon (a test runner's may be one), so that the
            // listener's threads are daemons only because it makes them so.
            HttpListener[] made = new HttpListener[1];
            Thread maker = new Thread(() -> {
                try {
                    made[0] = new HttpListener(
                            new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 2, ANSWERING, "daemon-check-");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            maker.setDaemon(false);
            maker.start();
            maker.join();
            HttpListener listener = made[0];
            listeners.add(listener);
            CountDownLatch answered = new CountDownLatch(1);
            Thread[] worker = new Thread[1];
            listener.start(request -> {
                worker[0] = Thread.currentThread();
                answered.countDown();
                return HttpResponse.json(200, "{}");
            });
            assertTrue(exchange(listener, "GET / HTTP/1.1\r\n\r\n").startsWith("HTTP/1.1 200 OK\r\n"));
            assertTrue(answered.await(10, TimeUnit.SECONDS));
            assertTrue(worker[0].getName().startsWith("daemon-check-"), worker[0].getName());
            assertTrue(worker[0].isDaemon(), "the worker thread would keep the JVM alive");
            Thread selector = Thread.getAllStackTraces().keySet().stream()
                    .filter(t -> t.getName().equals("daemon-check-listener"))
                    .findFirst()
                    .orElseThrow();
            assertTrue(selector.isDaemon(), "the listener thread would keep the JVM alive");
        }
    }

    @Nested
    class Closing {

        @Test
        void closesThePortAndOpenConnections() throws IOException {
            HttpListener listener = start(ANSWERING); // had it stayed open, the connection would get a 408
            Socket waiting = connect(listener);
            send(waiting, "G");
            // Accepted in order: once this one is answered, the waiting one is open on the server.
            assertTrue(exchange(listener, "GET / HTTP/1.1\r\n\r\n").startsWith("HTTP/1.1 200 OK\r\n"));
            int port = listener.port();
            listener.close();
            assertThrows(ConnectException.class, () -> new Socket(InetAddress.getLoopbackAddress(), port).close());
            String rest;
            try {
                rest = readAll(waiting);
            } catch (SocketException reset) {
                rest = ""; // closed with our byte unread: TCP answers with a reset instead of an end of stream
            }
            assertEquals("", rest, "the open connection was closed without an answer");
            listener.close(); // idempotent
        }

        @Test
        void keepsTheCallersInterruptFlag() throws IOException {
            HttpListener listener = start(ANSWERING);
            Thread.currentThread().interrupt();
            listener.close();
            assertTrue(Thread.interrupted(), "close() swallowed the caller's interrupt");
            assertFalse(Thread.currentThread().isInterrupted());
        }

        @Test
        void aPortInUseFailsToBindWithTheReason() throws IOException {
            HttpListener first = start(ANSWERING);
            InetSocketAddress taken = new InetSocketAddress(InetAddress.getLoopbackAddress(), first.port());
            assertThrows(BindException.class, () -> new HttpListener(taken, 1, ANSWERING, "test-taken-"));
        }
    }
}
