package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The server alone, with a handler that echoes the request: what slow, stalled, malformed and
 * many clients get. Timeouts here are short so the tests are quick; no assertion is on time.
 */
class HttpListenerTest {

    private final List<HttpListener> listeners = new ArrayList<>();
    private final List<Socket> sockets = new ArrayList<>();

    @AfterEach
    void closeAll() throws IOException {
        for (Socket socket : sockets) {
            socket.close();
        }
        listeners.forEach(HttpListener::close);
    }

    private HttpListener start(Duration timeout) throws IOException {
        HttpListener listener = new HttpListener(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 2,
                timeout, "test-http-");
        listeners.add(listener);
        listener.start(request -> {
            if (request.target().equals("/fail")) {
                throw new IllegalStateException("handler broke");
            }
            return HttpResponse.json(200, "{\"target\":\"" + request.target() + "\"}");
        });
        return listener;
    }

    private Socket connect(HttpListener listener) throws IOException {
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), listener.port());
        socket.setSoTimeout(10_000);
        sockets.add(socket);
        return socket;
    }

    private static void send(Socket socket, String text) throws IOException {
        OutputStream out = socket.getOutputStream();
        out.write(text.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    /** Everything the server sends until it closes. */
    private static String readAll(Socket socket) throws IOException {
        return new String(socket.getInputStream().readAllBytes(), StandardCharsets.ISO_8859_1);
    }

    private String exchange(HttpListener listener, String request) throws IOException {
        Socket socket = connect(listener);
        send(socket, request);
        return readAll(socket);
    }

    @Nested
    class Answers {

        @Test
        void oneRequestPerConnectionWhichThenCloses() throws IOException {
            HttpListener listener = start(Duration.ofSeconds(10));
            String answer = exchange(listener, "GET /x?y=1 HTTP/1.1\r\nHost: h\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer);
            assertTrue(answer.contains("Connection: close\r\n"), answer);
            assertTrue(answer.endsWith("\r\n\r\n{\"target\":\"/x?y=1\"}"), answer);
        }

        @Test
        void aHeadRequestGetsNoBody() throws IOException {
            String answer = exchange(start(Duration.ofSeconds(10)), "HEAD / HTTP/1.1\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer);
            assertTrue(answer.endsWith("\r\n\r\n"), answer);
        }

        @Test
        void aRequestWithBareLineFeedsIsAnswered() throws IOException {
            String answer = exchange(start(Duration.ofSeconds(10)), "GET /lf HTTP/1.1\nHost: h\n\n");
            assertTrue(answer.endsWith("{\"target\":\"/lf\"}"), answer);
        }

        @Test
        void aHeadThatArrivesInPiecesIsAnsweredOnceComplete() throws Exception {
            HttpListener listener = start(Duration.ofSeconds(10));
            Socket socket = connect(listener);
            for (String piece : List.of("GET /pie", "ces HTTP/1.1\r", "\nHost: h\r\n", "\r", "\n")) {
                send(socket, piece);
                Thread.sleep(20);
            }
            assertTrue(readAll(socket).endsWith("{\"target\":\"/pieces\"}"));
        }

        @Test
        void aMalformedHeadGets400WithTheReason() throws IOException {
            String answer = exchange(start(Duration.ofSeconds(10)), "HELLO\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 400 Bad Request\r\n"), answer);
            assertTrue(answer.contains("Malformed request line 'HELLO'"), answer);
        }

        @Test
        void aHandlerThatThrowsGives500() throws IOException {
            String answer = exchange(start(Duration.ofSeconds(10)), "GET /fail HTTP/1.1\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 500 Internal Server Error\r\n"), answer);
            assertTrue(answer.contains("handler broke"), answer);
        }

        @Test
        void anAnswerSurvivesABodyTheClientSentAfterTheHead() throws IOException {
            String answer = exchange(start(Duration.ofSeconds(10)),
                    "GET /b HTTP/1.1\r\nContent-Length: 100000\r\n\r\n" + "x".repeat(100_000));
            assertTrue(answer.endsWith("{\"target\":\"/b\"}"), answer);
        }
    }

    @Nested
    class OverlongHeads {

        @Test
        void aRequestLineLongerThanTheHeadLimitGets414() throws IOException {
            String answer = exchange(start(Duration.ofSeconds(10)),
                    "GET /" + "a".repeat(HttpListener.MAX_HEAD_BYTES) + " HTTP/1.1\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 414 URI Too Long\r\n"), answer);
        }

        @Test
        void headersLongerThanTheHeadLimitGet431() throws IOException {
            String answer = exchange(start(Duration.ofSeconds(10)),
                    "GET / HTTP/1.1\r\nX-Big: " + "b".repeat(HttpListener.MAX_HEAD_BYTES) + "\r\n\r\n");
            assertTrue(answer.startsWith("HTTP/1.1 431 Request Header Fields Too Large\r\n"), answer);
        }

        @Test
        void aHeadOfExactlyTheLimitIsRead() throws IOException {
            String start = "GET /exact HTTP/1.1\r\nX-Pad: ";
            String pad = "p".repeat(HttpListener.MAX_HEAD_BYTES - start.length() - 4);
            String answer = exchange(start(Duration.ofSeconds(10)), start + pad + "\r\n\r\n");
            assertTrue(answer.endsWith("{\"target\":\"/exact\"}"), answer);
        }
    }

    @Nested
    class SlowClients {

        @Test
        void aClientThatStallsMidHeadGets408AndIsClosed() throws IOException {
            HttpListener listener = start(Duration.ofMillis(200));
            Socket socket = connect(listener);
            send(socket, "G");
            String answer = readAll(socket); // returns once the server closes
            assertTrue(answer.startsWith("HTTP/1.1 408 Request Timeout\r\n"), answer);
            assertTrue(answer.contains("did not arrive within 200 ms of connecting"), answer);
        }

        @Test
        void aClientThatSendsNothingGets408AndIsClosed() throws IOException {
            Socket socket = connect(start(Duration.ofMillis(200)));
            assertTrue(readAll(socket).startsWith("HTTP/1.1 408 Request Timeout\r\n"));
        }

        @Test
        void aClientThatKeepsTricklingIsCutOffAtTheTimeoutFromConnecting() throws Exception {
            HttpListener listener = start(Duration.ofMillis(300));
            Socket socket = connect(listener);
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
                // Far more bytes than the timeout allows at one per 20 ms: the server must close first.
                for (; sent < 1000 && closed.getCount() > 0; sent++) {
                    send(socket, "X");
                    Thread.sleep(20);
                }
            } catch (SocketException e) {
                // the server closed while we were still writing
            }
            assertTrue(closed.await(10, TimeUnit.SECONDS), "the trickling client was never cut off");
            assertTrue(sent < 1000, "the server let a trickling client go on for " + sent + " bytes");
        }

        @Test
        void aStalledFloodDoesNotStopOthersBeingAnswered() throws IOException {
            HttpListener listener = start(Duration.ofSeconds(30));
            for (int i = 0; i < 3 * HttpListener.MAX_CONNECTIONS; i++) {
                send(connect(listener), "G");
            }
            for (int i = 0; i < 5; i++) {
                String answer = exchange(listener, "GET /me HTTP/1.1\r\n\r\n");
                assertTrue(answer.endsWith("{\"target\":\"/me\"}"), answer);
            }
        }

        @Test
        void beyondTheConnectionLimitTheOldestWaitingConnectionIsClosed() throws IOException {
            HttpListener listener = start(Duration.ofSeconds(30));
            Socket oldest = connect(listener);
            send(oldest, "G");
            for (int i = 0; i < HttpListener.MAX_CONNECTIONS; i++) {
                send(connect(listener), "G");
            }
            InputStream in = oldest.getInputStream();
            int read;
            try {
                read = in.read();
            } catch (SocketException reset) {
                read = -1;
            }
            assertEquals(-1, read, "the oldest stalled connection was not closed");
        }
    }

    @Nested
    class Closing {

        @Test
        void closesThePortAndOpenConnections() throws IOException {
            HttpListener listener = start(Duration.ofSeconds(30));
            Socket waiting = connect(listener);
            send(waiting, "G");
            int port = listener.port();
            listener.close();
            assertThrows(ConnectException.class, () -> new Socket(InetAddress.getLoopbackAddress(), port).close());
            String rest;
            try {
                rest = readAll(waiting);
            } catch (java.net.SocketException reset) {
                rest = ""; // closed with our byte unread: TCP answers with a reset instead of an end of stream
            }
            assertEquals("", rest, "the open connection was closed without an answer");
            listener.close(); // idempotent
        }
    }
}
