package dev.pulse.ecs.inspector.server;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Answers every HTTP request of the inspector: the page's three static files and its three
 * JSON reads. Read-only: only {@code GET} and {@code HEAD} are served.
 *
 * <table>
 *   <caption>Paths</caption>
 *   <tr><th>path</th><th>answer</th></tr>
 *   <tr><td>{@code /}</td><td>the page</td></tr>
 *   <tr><td>{@code /inspector.js}, {@code /inspector.css}</td><td>its script and style</td></tr>
 *   <tr><td>{@code /api/overview}</td><td>counts, history, systems, phases (latest sample)</td></tr>
 *   <tr><td>{@code /api/entities?q=&page=&size=}</td><td>one page of the entity list (game thread)</td></tr>
 *   <tr><td>{@code /api/entity?id=}</td><td>one entity's components (game thread)</td></tr>
 * </table>
 *
 * <p>Refusals: a request line longer than {@link #MAX_URI_LENGTH} gets 414, a request with a
 * body 413, a method other than GET/HEAD 405, an unknown path 404, a bad parameter 400, and,
 * when bound to the loopback address, a {@code Host} header other than the inspector's own
 * 403 (so a web page cannot reach the inspector through DNS rebinding). Reads the game thread
 * cannot serve in time get 503. Every answer forbids caching, sniffing, framing and any script
 * or style not served by the inspector itself (Content-Security-Policy).
 */
public final class RequestRouter implements HttpHandler {

    /** Longest request URI (path and query) accepted. */
    public static final int MAX_URI_LENGTH = 2048;
    /** Longest page number accepted. */
    public static final int MAX_PAGE = 10_000_000;

    private static final String JSON = "application/json; charset=utf-8";
    private static final String CSP = "default-src 'none'; script-src 'self'; style-src 'self'; "
            + "connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    private final World world;
    private final FrameExchange exchange;
    private final Sampler sampler;
    private final ComponentReader reader;
    private final Set<String> allowedHosts;
    private final long readTimeoutMillis;
    private final Map<String, StaticFile> files = new HashMap<>();

    /**
     * Creates the router.
     *
     * @param world             the world
     * @param exchange          the bridge to the game thread
     * @param sampler           the overview history
     * @param allowedHosts      the {@code Host} header values accepted (lower case), or
     *                          {@code null} to accept any
     * @param readTimeoutMillis how long a read waits for the game thread
     */
    public RequestRouter(World world, FrameExchange exchange, Sampler sampler, Set<String> allowedHosts,
            long readTimeoutMillis) {
        this.world = world;
        this.exchange = exchange;
        this.sampler = sampler;
        this.reader = new ComponentReader(world);
        this.allowedHosts = allowedHosts;
        this.readTimeoutMillis = readTimeoutMillis;
        StaticFile page = StaticFile.load("inspector.html", "text/html; charset=utf-8");
        files.put("/", page);
        files.put("/index.html", page);
        files.put("/inspector.js", StaticFile.load("inspector.js", "text/javascript; charset=utf-8"));
        files.put("/inspector.css", StaticFile.load("inspector.css", "text/css; charset=utf-8"));
    }

    @Override
    public void handle(HttpExchange http) {
        try {
            route(http);
        } catch (IOException | UncheckedIOException e) {
            // The client went away mid-answer: nothing of ours is held, closing is all there is.
        } finally {
            http.close();
        }
    }

    private void route(HttpExchange http) throws IOException {
        String rawUri = http.getRequestURI().toString();
        if (rawUri.length() > MAX_URI_LENGTH) {
            error(http, 414, "Request URI of " + rawUri.length() + " characters; the inspector accepts at most "
                    + MAX_URI_LENGTH);
            return;
        }
        String method = http.getRequestMethod();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            http.getResponseHeaders().set("Allow", "GET, HEAD");
            error(http, 405, "The inspector is read-only: " + method + " is not allowed, only GET and HEAD");
            return;
        }
        String length = http.getRequestHeaders().getFirst("Content-Length");
        if ((length != null && !length.trim().equals("0")) || http.getRequestHeaders().containsKey("Transfer-Encoding")) {
            error(http, 413, "The inspector takes no request bodies; send a GET without one");
            return;
        }
        if (allowedHosts != null) {
            String host = http.getRequestHeaders().getFirst("Host");
            if (host == null || !allowedHosts.contains(host.toLowerCase(Locale.ROOT))) {
                error(http, 403, "Host '" + host + "' is not this inspector; open it as one of " + allowedHosts);
                return;
            }
        }
        String path = http.getRequestURI().getRawPath();
        StaticFile file = files.get(path);
        if (file != null) {
            send(http, 200, file.contentType(), file.bytes());
            return;
        }
        Map<String, String> query;
        try {
            query = parseQuery(http.getRequestURI().getRawQuery());
        } catch (IllegalArgumentException e) {
            error(http, 400, "Malformed query string: " + e.getMessage());
            return;
        }
        switch (path) {
            case "/api/overview" -> overview(http);
            case "/api/entities" -> entities(http, query);
            case "/api/entity" -> entity(http, query);
            default -> error(http, 404, "No such path: " + path + "; the page is at /");
        }
    }

    private void overview(HttpExchange http) throws IOException {
        String json = sampler.overviewJson();
        if (json == null) {
            error(http, 503, "No frame seen yet: the game calls inspector.onFrame() once per frame, after "
                    + "scheduler.tick(dt)");
        } else {
            send(http, 200, JSON, json.getBytes(StandardCharsets.UTF_8));
        }
    }

    private void entities(HttpExchange http, Map<String, String> query) throws IOException {
        String q = query.getOrDefault("q", "");
        if (q.length() > EntityListing.MAX_QUERY_LENGTH) {
            error(http, 400, "Search text of " + q.length() + " characters; at most " + EntityListing.MAX_QUERY_LENGTH);
            return;
        }
        int page;
        int size;
        try {
            page = intParam(query, "page", 0, 0, MAX_PAGE);
            size = intParam(query, "size", 50, 1, EntityListing.MAX_PAGE_SIZE);
        } catch (IllegalArgumentException e) {
            error(http, 400, e.getMessage());
            return;
        }
        read(http, new Deferred(() -> new EntityListing(world, q, page, size)));
    }

    private void entity(HttpExchange http, Map<String, String> query) throws IOException {
        String id = query.get("id");
        Entity entity;
        try {
            if (id == null) {
                throw new IllegalArgumentException("Parameter 'id' is missing; pass an entity id from /api/entities");
            }
            entity = Entity.fromId(Long.parseLong(id));
        } catch (NumberFormatException e) {
            error(http, 400, "Parameter 'id' must be an entity id (a whole number from /api/entities), got '" + id + "'");
            return;
        } catch (IllegalArgumentException e) {
            error(http, 400, e.getMessage());
            return;
        }
        read(http, deadline -> EntityDetail.read(world, reader, entity));
    }

    /** Runs {@code read} on the game thread and sends its answer, or 503 with the reason. */
    private void read(HttpExchange http, GameThreadRead read) throws IOException {
        String json;
        try {
            json = exchange.submit(read, readTimeoutMillis);
        } catch (ReadUnavailableException e) {
            error(http, 503, e.getMessage());
            return;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the server is stopping
            return;
        }
        send(http, 200, JSON, json.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * A read whose set-up must also run on the game thread: created by its first step, which
     * then takes its first step.
     */
    private static final class Deferred implements GameThreadRead {
        private final Supplier<GameThreadRead> create;
        private GameThreadRead read;

        Deferred(Supplier<GameThreadRead> create) {
            this.create = create;
        }

        @Override
        public String step(long deadlineNanos) {
            if (read == null) {
                read = create.get();
            }
            return read.step(deadlineNanos);
        }
    }

    private static int intParam(Map<String, String> query, String name, int otherwise, int min, int max) {
        String value = query.get(name);
        if (value == null || value.isEmpty()) {
            return otherwise;
        }
        try {
            int n = Integer.parseInt(value);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("Parameter '" + name + "' must be a whole number in " + min + ".." + max
                + ", got '" + value + "'");
    }

    private static Map<String, String> parseQuery(String raw) {
        Map<String, String> params = new HashMap<>();
        if (raw == null || raw.isEmpty()) {
            return params;
        }
        for (String pair : raw.split("&")) {
            int equals = pair.indexOf('=');
            String name = URLDecoder.decode(equals < 0 ? pair : pair.substring(0, equals), StandardCharsets.UTF_8);
            String value = equals < 0 ? "" : URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8);
            params.putIfAbsent(name, value);
        }
        return params;
    }

    private static void error(HttpExchange http, int status, String message) throws IOException {
        String json = new JsonWriter().beginObject().name("status").value(status).name("error").value(message)
                .endObject().toString();
        send(http, status, JSON, json.getBytes(StandardCharsets.UTF_8));
    }

    private static void send(HttpExchange http, int status, String contentType, byte[] body) throws IOException {
        var headers = http.getResponseHeaders();
        headers.set("Content-Type", contentType);
        headers.set("Cache-Control", "no-store");
        headers.set("X-Content-Type-Options", "nosniff");
        headers.set("X-Frame-Options", "DENY");
        headers.set("Referrer-Policy", "no-referrer");
        headers.set("Content-Security-Policy", CSP);
        if (http.getRequestMethod().equals("HEAD")) {
            http.sendResponseHeaders(status, -1);
            return;
        }
        http.sendResponseHeaders(status, body.length);
        try (OutputStream out = http.getResponseBody()) {
            out.write(body);
        }
    }

    /**
     * A file of the page, read once from this package's resources.
     *
     * @param contentType its media type
     * @param bytes       its content
     */
    private record StaticFile(String contentType, byte[] bytes) {
        static StaticFile load(String name, String contentType) {
            try (InputStream in = RequestRouter.class.getResourceAsStream(name)) {
                if (in == null) {
                    throw new IllegalStateException("Resource " + name + " is missing from the inspector's jar");
                }
                return new StaticFile(contentType, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read the inspector's resource " + name, e);
            }
        }
    }
}
