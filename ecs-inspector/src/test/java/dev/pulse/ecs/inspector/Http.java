package dev.pulse.ecs.inspector;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/** A tiny HTTP client for tests: well-formed requests, and raw bytes for malformed ones. */
final class Http {

    /** An answer: status, headers, body. */
    record Answer(int status, Map<String, List<String>> headers, String body) {
        String header(String name) {
            for (Map.Entry<String, List<String>> e : headers.entrySet()) {
                if (name.equalsIgnoreCase(e.getKey())) {
                    return e.getValue().get(0);
                }
            }
            return null;
        }
    }

    private Http() {}

    static Answer get(URI base, String pathAndQuery) throws IOException {
        return request(base, "GET", pathAndQuery);
    }

    static Answer request(URI base, String method, String pathAndQuery) throws IOException {
        HttpURLConnection c =
                (HttpURLConnection) base.resolve(pathAndQuery).toURL().openConnection();
        c.setRequestMethod(method);
        c.setConnectTimeout(5_000);
        c.setReadTimeout(10_000);
        int status = c.getResponseCode();
        InputStream in = status >= 400 ? c.getErrorStream() : c.getInputStream();
        String body = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        Answer answer = new Answer(status, c.getHeaderFields(), body);
        c.disconnect();
        return answer;
    }

    /** Sends {@code request} as is and answers the status line (or "" if the server closed). */
    static String raw(int port, String request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            StringBuilder line = new StringBuilder();
            int c;
            while ((c = in.read()) >= 0 && c != '\n') {
                if (c != '\r') {
                    line.append((char) c);
                }
            }
            return line.toString();
        }
    }
}
