package dev.pulse.ecs.inspector.server;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.io.IOException;
import java.io.InputStream;
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
 * body 413, a method other than GET/HEAD 405, an unknown path 404, a bad parameter 400, and
 * 403 for two kinds of request from somewhere else:
 * <ul>
 *   <li>when bound to the loopback address, a {@code Host} header other than the inspector's
 *       own (so a web page cannot reach the inspector through DNS rebinding);</li>
 *   <li>a request that a browser marks as coming from another site: an {@code Origin} header
 *       other than the inspector's own origin, or a {@code Sec-Fetch-Site} header other than
 *       {@code same-origin} or {@code none} (so a web page cannot make the game thread read
 *       the world by blind cross-site requests). The one exception is following a link to
 *       the page itself ({@code /} with {@code Sec-Fetch-Mode: navigate}): the page holds no
 *       data, and its own reads are same-origin. Requests without these headers (curl,
 *       scripts) are served.</li>
 * </ul>
 * Reads the game thread cannot serve in time get 503. Every answer forbids caching, sniffing,
 * framing and any script or style not served by the inspector itself (see {@link HttpResponse}).
 */
public final class RequestRouter {

    /** Longest request URI (path and query) accepted. */
    public static final int MAX_URI_LENGTH = 2048;
    /** Longest page number accepted. */
    public static final int MAX_PAGE = 10_000_000;

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
    public RequestRouter(
            World world, FrameExchange exchange, Sampler sampler, Set<String> allowedHosts, long readTimeoutMillis) {
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

    /**
     * Answers one request. Runs on a server thread; reads of the world wait for the game thread.
     *
     * @param http the request
     * @return the answer
     */
    public HttpResponse answer(HttpRequest http) {
        String rawUri = http.target();
        if (rawUri.length() > MAX_URI_LENGTH) {
            return error(
                    414,
                    "Request URI of " + rawUri.length() + " characters; the inspector accepts at most "
                            + MAX_URI_LENGTH);
        }
        String method = http.method();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            return error(405, "The inspector is read-only: " + method + " is not allowed, only GET and HEAD")
                    .withHeader("Allow", "GET, HEAD");
        }
        String length = http.header("Content-Length");
        if ((length != null && !length.equals("0")) || http.header("Transfer-Encoding") != null) {
            return error(413, "The inspector takes no request bodies; send a GET without one");
        }
        String host = http.header("Host");
        if (allowedHosts != null && (host == null || !allowedHosts.contains(host.toLowerCase(Locale.ROOT)))) {
            return error(403, "Host '" + host + "' is not this inspector; open it as one of " + allowedHosts);
        }
        String path = http.uri().getRawPath();
        String otherSite = otherSite(http, host, path);
        if (otherSite != null) {
            return error(403, otherSite);
        }
        StaticFile file = files.get(path);
        if (file != null) {
            return new HttpResponse(200, file.contentType(), file.bytes(), Map.of());
        }
        Map<String, String> query;
        try {
            query = parseQuery(http.uri().getRawQuery());
        } catch (IllegalArgumentException e) {
            return error(400, "Malformed query string: " + e.getMessage());
        }
        return switch (path) {
            case "/api/overview" -> overview();
            case "/api/entities" -> entities(query);
            case "/api/entity" -> entity(query);
            default -> error(404, "No such path: " + path + "; the page is at /");
        };
    }

    /**
     * Why a request that a browser sent for another site is refused, or {@code null} if it is
     * not one (same origin, a typed address, a link to the page, or no browser headers).
     */
    private static String otherSite(HttpRequest http, String host, String path) {
        String site = http.header("Sec-Fetch-Site");
        String origin = http.header("Origin");
        if ("navigate".equals(http.header("Sec-Fetch-Mode")) && (path.equals("/") || path.equals("/index.html"))) {
            return null; // following a link to the page: it shows nothing until its own same-origin reads
        }
        if (origin != null && (host == null || !origin.equalsIgnoreCase("http://" + host))) {
            return "Requests from other sites are refused: Origin '" + origin + "' is not this inspector"
                    + (host == null ? "" : " (http://" + host + ")") + "; open the page itself";
        }
        if (site != null && !site.equals("same-origin") && !site.equals("none")) {
            return "Requests from other sites are refused (Sec-Fetch-Site: " + site + "); open the page itself";
        }
        return null;
    }

    private HttpResponse overview() {
        String json = sampler.overviewJson();
        if (json == null) {
            return error(
                    503,
                    "No frame seen yet: the game calls inspector.onFrame() once per frame, after "
                            + "scheduler.tick(dt)");
        }
        return HttpResponse.json(200, json);
    }

    private HttpResponse entities(Map<String, String> query) {
        String q = query.getOrDefault("q", "");
        if (q.length() > EntityListing.MAX_QUERY_LENGTH) {
            return error(
                    400, "Search text of " + q.length() + " characters; at most " + EntityListing.MAX_QUERY_LENGTH);
        }
        int page;
        int size;
        try {
            page = intParam(query, "page", 0, 0, MAX_PAGE);
            size = intParam(query, "size", 50, 1, EntityListing.MAX_PAGE_SIZE);
        } catch (IllegalArgumentException e) {
            return error(400, e.getMessage());
        }
        return read(new Deferred(() -> new EntityListing(world, q, page, size)));
    }

    private HttpResponse entity(Map<String, String> query) {
        String id = query.get("id");
        Entity entity;
        try {
            if (id == null) {
                throw new IllegalArgumentException("Parameter 'id' is missing; pass an entity id from /api/entities");
            }
            entity = Entity.fromId(Long.parseLong(id));
        } catch (NumberFormatException e) {
            return error(
                    400, "Parameter 'id' must be an entity id (a whole number from /api/entities), got '" + id + "'");
        } catch (IllegalArgumentException e) {
            return error(400, e.getMessage());
        }
        return read(deadline -> EntityDetail.read(world, reader, entity));
    }

    /** Runs {@code read} on the game thread and sends its answer, or 503 with the reason. */
    private HttpResponse read(GameThreadRead read) {
        try {
            return HttpResponse.json(200, exchange.submit(read, readTimeoutMillis));
        } catch (ReadUnavailableException e) {
            return error(503, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the server is stopping
            return error(503, "The inspector is closed");
        }
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
        throw new IllegalArgumentException(
                "Parameter '" + name + "' must be a whole number in " + min + ".." + max + ", got '" + value + "'");
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

    private static HttpResponse error(int status, String message) {
        return HttpResponse.error(status, message);
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
