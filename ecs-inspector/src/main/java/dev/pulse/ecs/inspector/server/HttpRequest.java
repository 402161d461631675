package dev.pulse.ecs.inspector.server;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * One parsed request head: the request line and the header fields. The inspector takes no
 * bodies, so there is none here.
 *
 * <p>Lines may end in CRLF or a bare LF (RFC 9112 lets a server accept both). The target must
 * be in origin form ({@code /path?query}). Header names are kept in lower case; of a repeated
 * header the first value is kept, except that a second {@code Host} is refused.
 *
 * @param method  the method, e.g. {@code GET}
 * @param target  the request target as sent, e.g. {@code /api/entities?q=x}
 * @param uri     the target parsed as a URI
 * @param headers header values by lower-case name
 */
public record HttpRequest(String method, String target, URI uri, Map<String, String> headers) {

    /**
     * Creates a request; the headers are copied.
     *
     * @param method  the method
     * @param target  the target as sent
     * @param uri     the target as a URI
     * @param headers header values by lower-case name
     */
    public HttpRequest {
        headers = Map.copyOf(headers);
    }

    /**
     * Returns a header's value.
     *
     * @param name the header name, in any case
     * @return its (first) value, trimmed, or {@code null} if absent
     */
    public String header(String name) {
        return headers.get(name.toLowerCase(Locale.ROOT));
    }

    /**
     * Parses a request head: the bytes up to and including the empty line that ends it.
     *
     * @param head   the bytes (ISO-8859-1, as HTTP/1.1 defines header text)
     * @param length how many of them form the head
     * @return the request
     * @throws MalformedRequestException if the head is not a well-formed HTTP/1.x request head
     */
    public static HttpRequest parse(byte[] head, int length) throws MalformedRequestException {
        String[] lines = new String(head, 0, length, StandardCharsets.ISO_8859_1).split("\n", -1);
        int line = 0;
        while (line < lines.length && withoutCr(lines[line]).isEmpty()) {
            line++; // RFC 9112 2.2: ignore empty lines before the request line
        }
        if (line == lines.length) {
            throw new MalformedRequestException("Empty request: send a request line such as 'GET / HTTP/1.1'");
        }
        String requestLine = withoutCr(lines[line++]);
        String[] parts = requestLine.split(" ", -1);
        if (parts.length != 3 || !parts[0].matches("[A-Z]{1,20}") || parts[1].isEmpty()) {
            throw new MalformedRequestException(
                    "Malformed request line '" + shorten(requestLine) + "': expected METHOD SP /path SP HTTP/1.1");
        }
        if (!parts[2].equals("HTTP/1.1") && !parts[2].equals("HTTP/1.0")) {
            throw new MalformedRequestException(
                    "Unsupported protocol '" + shorten(parts[2]) + "': the inspector speaks HTTP/1.0 and HTTP/1.1");
        }
        String target = parts[1];
        if (target.charAt(0) != '/') {
            throw new MalformedRequestException("Request target '" + shorten(target)
                    + "' is not a path: send it in origin form, e.g. /api/overview");
        }
        URI uri;
        try {
            uri = new URI(target);
        } catch (URISyntaxException e) {
            throw new MalformedRequestException("Request target is not a valid URI: " + e.getMessage());
        }
        Map<String, String> headers = new HashMap<>();
        for (; line < lines.length; line++) {
            String field = withoutCr(lines[line]);
            if (field.isEmpty()) {
                break; // the end of the head
            }
            int colon = field.indexOf(':');
            if (field.charAt(0) == ' ' || field.charAt(0) == '\t') {
                throw new MalformedRequestException(
                        "Folded header line '" + shorten(field) + "': send each header on one line");
            }
            if (colon <= 0 || !field.substring(0, colon).matches("[!#$%&'*+.^_`|~0-9A-Za-z-]+")) {
                throw new MalformedRequestException(
                        "Malformed header line '" + shorten(field) + "': expected Name: value");
            }
            String name = field.substring(0, colon).toLowerCase(Locale.ROOT);
            String value = field.substring(colon + 1).strip();
            if (headers.putIfAbsent(name, value) != null && name.equals("host")) {
                throw new MalformedRequestException("Two Host headers: send one");
            }
        }
        return new HttpRequest(parts[0], target, uri, headers);
    }

    private static String withoutCr(String line) {
        return line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
    }

    /** Enough of a bad line to recognise it in a message. */
    private static String shorten(String text) {
        return text.length() <= 80 ? text : text.substring(0, 79) + "…";
    }
}
