package dev.pulse.ecs.inspector.server;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * One answer of the inspector: status, media type, body and any extra headers. Every answer
 * is sent with {@code Connection: close} and headers that forbid caching, sniffing, framing,
 * referrers and any script or style not served by the inspector itself
 * (Content-Security-Policy).
 *
 * @param status      the HTTP status code
 * @param contentType the body's media type
 * @param body        the body
 * @param headers     further headers by name (e.g. {@code Allow}), ASCII values
 */
public record HttpResponse(int status, String contentType, byte[] body, Map<String, String> headers) {

    /** The media type of every JSON answer. */
    public static final String JSON = "application/json; charset=utf-8";

    private static final String CSP = "default-src 'none'; script-src 'self'; style-src 'self'; "
            + "connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    /**
     * Creates an answer; the headers are copied.
     *
     * @param status      the status code
     * @param contentType the media type
     * @param body        the body
     * @param headers     further headers
     */
    public HttpResponse {
        headers = Map.copyOf(headers);
    }

    /**
     * An answer with a JSON body.
     *
     * @param status the status code
     * @param json   the JSON text
     * @return the answer
     */
    public static HttpResponse json(int status, String json) {
        return new HttpResponse(status, JSON, json.getBytes(StandardCharsets.UTF_8), Map.of());
    }

    /**
     * A refusal or failure: {@code {"status": status, "error": message}}, which the page shows.
     *
     * @param status  the status code
     * @param message what happened and what to do instead
     * @return the answer
     */
    public static HttpResponse error(int status, String message) {
        return json(
                status,
                new JsonWriter()
                        .beginObject()
                        .name("status")
                        .value(status)
                        .name("error")
                        .value(message)
                        .endObject()
                        .toString());
    }

    /**
     * Returns a copy with one more header.
     *
     * @param name  the header name
     * @param value its value (ASCII)
     * @return the new answer
     */
    public HttpResponse withHeader(String name, String value) {
        Map<String, String> more = new HashMap<>(headers);
        more.put(name, value);
        return new HttpResponse(status, contentType, body, more);
    }

    /**
     * Encodes the answer as HTTP/1.1 bytes: status line, headers and, unless it answers a
     * {@code HEAD} request, the body.
     *
     * @param head {@code true} to leave the body out (its length is still given)
     * @return the bytes to send
     */
    public byte[] encode(boolean head) {
        StringBuilder text = new StringBuilder(512)
                .append("HTTP/1.1 ")
                .append(status)
                .append(' ')
                .append(reason(status))
                .append("\r\n");
        header(text, "Content-Type", contentType);
        header(text, "Content-Length", Integer.toString(body.length));
        header(text, "Connection", "close");
        header(text, "Cache-Control", "no-store");
        header(text, "X-Content-Type-Options", "nosniff");
        header(text, "X-Frame-Options", "DENY");
        header(text, "Referrer-Policy", "no-referrer");
        header(text, "Content-Security-Policy", CSP);
        headers.forEach((name, value) -> header(text, name, value));
        byte[] start = text.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1);
        if (head) {
            return start;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(start.length + body.length);
        out.writeBytes(start);
        out.writeBytes(body);
        return out.toByteArray();
    }

    private static void header(StringBuilder text, String name, String value) {
        text.append(name).append(": ").append(value).append("\r\n");
    }

    /**
     * The reason phrase of a status the inspector sends.
     *
     * @param status the status code
     * @return its phrase, or "Status" for one the inspector never sends
     */
    static String reason(int status) {
        return switch (status) {
            case 200 -> "OK";
            case 400 -> "Bad Request";
            case 403 -> "Forbidden";
            case 404 -> "Not Found";
            case 405 -> "Method Not Allowed";
            case 408 -> "Request Timeout";
            case 413 -> "Request Entity Too Large";
            case 414 -> "URI Too Long";
            case 431 -> "Request Header Fields Too Large";
            case 500 -> "Internal Server Error";
            case 503 -> "Service Unavailable";
            default -> "Status";
        };
    }
}
