package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HttpResponseTest {

    @Test
    void encodesTheStatusLineHeadersAndBody() {
        String text = new String(
                HttpResponse.json(200, "{\"a\":1}").withHeader("Allow", "GET").encode(false),
                StandardCharsets.ISO_8859_1);
        assertTrue(
                text.startsWith("HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\n"
                        + "Content-Length: 7\r\nConnection: close\r\nCache-Control: no-store\r\n"
                        + "X-Content-Type-Options: nosniff\r\nX-Frame-Options: DENY\r\nReferrer-Policy: no-referrer\r\n"
                        + "Content-Security-Policy: default-src 'none'; script-src 'self';"),
                text);
        assertTrue(text.endsWith("frame-ancestors 'none'\r\nAllow: GET\r\n\r\n{\"a\":1}"), text);
    }

    @Test
    void leavesTheBodyOutForHeadButKeepsItsLength() {
        String text = new String(HttpResponse.json(200, "{\"a\":1}").encode(true), StandardCharsets.ISO_8859_1);
        assertTrue(text.contains("Content-Length: 7\r\n"), text);
        assertTrue(text.endsWith("\r\n\r\n"), text);
    }

    @Test
    void errorsCarryTheirStatusAndMessageAsJson() {
        HttpResponse error = HttpResponse.error(403, "no <way>");
        assertEquals(403, error.status());
        assertEquals(
                "{\"status\":403,\"error\":\"no \\u003cway\\u003e\"}",
                new String(error.body(), StandardCharsets.UTF_8));
    }

    @Test
    void namesEachStatusItSends() {
        Map<Integer, String> reasons = Map.ofEntries(
                Map.entry(200, "OK"),
                Map.entry(400, "Bad Request"),
                Map.entry(403, "Forbidden"),
                Map.entry(404, "Not Found"),
                Map.entry(405, "Method Not Allowed"),
                Map.entry(408, "Request Timeout"),
                Map.entry(413, "Request Entity Too Large"),
                Map.entry(414, "URI Too Long"),
                Map.entry(431, "Request Header Fields Too Large"),
                Map.entry(500, "Internal Server Error"),
                Map.entry(503, "Service Unavailable"),
                Map.entry(418, "Status"));
        reasons.forEach((status, reason) -> assertEquals(reason, HttpResponse.reason(status)));
    }
}
