package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class HttpRequestTest {

    private static HttpRequest parse(String head) throws MalformedRequestException {
        byte[] bytes = head.getBytes(StandardCharsets.ISO_8859_1);
        return HttpRequest.parse(bytes, bytes.length);
    }

    private static String refusal(String head) {
        return assertThrows(MalformedRequestException.class, () -> parse(head)).getMessage();
    }

    @Nested
    class WellFormedHeads {

        @Test
        void giveTheMethodTargetAndHeadersByNameInAnyCase() throws Exception {
            HttpRequest request = parse("GET /api/entities?q=a%20b HTTP/1.1\r\nHost: 127.0.0.1:7070\r\n"
                    + "X-Thing:   padded value  \r\n\r\n");
            assertEquals("GET", request.method());
            assertEquals("/api/entities?q=a%20b", request.target());
            assertEquals("/api/entities", request.uri().getRawPath());
            assertEquals("q=a%20b", request.uri().getRawQuery());
            assertEquals("127.0.0.1:7070", request.header("HOST"));
            assertEquals("padded value", request.header("x-thing"));
            assertNull(request.header("Origin"));
        }

        @Test
        void mayEndTheirLinesWithABareLf() throws Exception {
            HttpRequest request = parse("HEAD / HTTP/1.0\nHost: a\n\n");
            assertEquals("HEAD", request.method());
            assertEquals("a", request.header("host"));
        }

        @Test
        void mayStartWithEmptyLines() throws Exception {
            assertEquals("/x", parse("\r\nGET /x HTTP/1.1\r\n\r\n").target());
        }

        @Test
        void keepTheFirstValueOfARepeatedHeader() throws Exception {
            assertEquals(
                    "one",
                    parse("GET / HTTP/1.1\r\nOrigin: one\r\nOrigin: two\r\n\r\n")
                            .header("origin"));
        }

        @Test
        void stopAtTheEmptyLineThatEndsThem() throws Exception {
            assertNull(parse("GET / HTTP/1.1\r\n\r\nHost: after\r\n\r\n").header("host"));
        }
    }

    @Nested
    class MalformedHeads {

        @Test
        void anEmptyHeadIsRefused() {
            assertTrue(refusal("\r\n\r\n").contains("Empty request"));
        }

        @Test
        void aRequestLineWithoutThreePartsIsRefused() {
            assertTrue(refusal("GET /\r\n\r\n").contains("Malformed request line 'GET /'"));
            assertTrue(refusal("GET  / HTTP/1.1\r\n\r\n").contains("Malformed request line"));
            assertTrue(refusal("get / HTTP/1.1\r\n\r\n").contains("Malformed request line"));
        }

        @Test
        void anotherProtocolIsRefused() {
            assertTrue(refusal("GET / HTTP/2.0\r\n\r\n").contains("Unsupported protocol 'HTTP/2.0'"));
        }

        @Test
        void aTargetThatIsNotAPathIsRefused() {
            assertTrue(refusal("GET http://evil.example/ HTTP/1.1\r\n\r\n").contains("is not a path"));
            assertTrue(refusal("OPTIONS * HTTP/1.1\r\n\r\n").contains("is not a path"));
        }

        @Test
        void aTargetThatIsNotAUriIsRefused() {
            assertTrue(refusal("GET /a b%zz HTTP/1.1\r\n\r\n").contains("Malformed request line"));
            assertTrue(refusal("GET /a%zz HTTP/1.1\r\n\r\n").contains("not a valid URI"));
        }

        @Test
        void aFoldedHeaderIsRefused() {
            assertTrue(
                    refusal("GET / HTTP/1.1\r\nX-A: 1\r\n  continued\r\n\r\n").contains("Folded header line"));
            assertTrue(refusal("GET / HTTP/1.1\r\n\tX-A: 1\r\n\r\n").contains("Folded header line"));
        }

        @Test
        void aHeaderWithoutANameIsRefused() {
            assertTrue(refusal("GET / HTTP/1.1\r\nno colon here\r\n\r\n").contains("Malformed header line"));
            assertTrue(refusal("GET / HTTP/1.1\r\n: value\r\n\r\n").contains("Malformed header line"));
            assertTrue(refusal("GET / HTTP/1.1\r\nHost : a\r\n\r\n").contains("Malformed header line"));
        }

        @Test
        void twoHostHeadersAreRefused() {
            assertEquals("Two Host headers: send one", refusal("GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n"));
        }

        @Test
        void aLongBadLineIsShortenedInTheMessage() {
            String message = refusal("GET /" + "x".repeat(500) + "\r\n\r\n");
            assertTrue(message.length() < 200, message);
            assertTrue(message.contains("…"), message);
        }
    }
}
