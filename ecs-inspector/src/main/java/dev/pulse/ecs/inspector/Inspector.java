package dev.pulse.ecs.inspector;

import dev.pulse.ecs.World;
import dev.pulse.ecs.inspector.server.FrameExchange;
import dev.pulse.ecs.inspector.server.HttpListener;
import dev.pulse.ecs.inspector.server.RequestRouter;
import dev.pulse.ecs.inspector.server.Sample;
import dev.pulse.ecs.inspector.server.Sampler;
import dev.pulse.ecs.systems.Scheduler;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;

/**
 * A live, read-only web page over a running world and its scheduler: entity and per-component
 * counts over time, a searchable entity list, one entity's component fields, the systems' timing
 * table and execution order.
 *
 * <pre>{@code
 * try (Inspector inspector = Inspector.start(world, scheduler, 7070)) {  // http://127.0.0.1:7070/
 *     while (running) {
 *         scheduler.tick(dt);
 *         inspector.onFrame();            // the page's reads of the world happen here
 *     }
 * }
 * }</pre>
 *
 * <h2>Threads</h2>
 * The page is served by the inspector's own HTTP server, on its own daemon threads, which never
 * touch the world: one thread reads requests and writes answers without blocking, four run
 * complete requests.
 * Whatever the page needs from the world is read on the game thread, inside {@link #onFrame()}:
 * a sample of counts and system timings four times a second, and the reads the page asked for
 * since the last frame (a page of the entity list, one entity's components). Once the frame's
 * budget ({@link Builder#frameBudget}, default 1 ms) is spent, no further read starts, and a
 * long read (a deep page of the list, or a search that must count over every entity) stops
 * and resumes next frame: it walks the entity slots in steps of at least 4096, looking at the
 * clock between steps. So a frame pays at most its budget plus one step (or one entity's
 * components), whatever the size of the world; {@link #frameCost()} says what it costs in your
 * game. Without a waiting read or a due sample, {@code onFrame()} costs a clock read and a
 * queue check.
 *
 * <h2>Safety</h2>
 * By default the server binds 127.0.0.1 and answers only requests addressed to it (see
 * {@link Exposure}). It refuses requests that a browser marks as coming from another site's page
 * ({@code Origin}, {@code Sec-Fetch-Site}), so a web page cannot make the game read its world.
 * It is read-only: it never changes the world or the scheduler. Every value is shown as text,
 * never as markup, with invisible format characters (bidi controls, zero-width characters)
 * shown as their code, e.g. <code>&#92;u202E</code>.
 *
 * <p>Slow or stalled clients are bounded: reading a request costs no thread, a request has
 * 10 s from connecting to arrive (else 408) and its answer 10 s to be taken, and at most 64
 * connections stay open; a new one closes the oldest that is not being answered, so a flood of
 * stalled connections never keeps the page from answering others.
 *
 * <p>Whatever game code throws while the page reads it (a component's {@code toString()}) is
 * caught on the game thread and shown on the page as an error; {@link #onFrame()} passes on
 * only a {@link VirtualMachineError} other than {@link StackOverflowError}.
 *
 * <p>Component fields are read by reflection; for components in a named module, that module
 * opens their package to {@code dev.pulse.ecs.inspector}, or the page shows their
 * {@code toString()}.
 */
public final class Inspector implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(Inspector.class.getName());
    private static final long SAMPLE_INTERVAL_NANOS = 250_000_000L;
    private static final int MAX_PENDING_READS = 64;
    private static final int HTTP_THREADS = 4;
    /** How long a client has to send its request, and to take its answer. */
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(10);

    private final HttpListener server;
    private final FrameExchange exchange;
    private final Sampler sampler;
    private final URI uri;
    private volatile boolean closed;

    // Frame cost: written by the game thread only, read by any thread.
    private volatile long frames;
    private volatile long lastNanos;
    private volatile long totalNanos;
    private volatile long maxNanos;
    /** Largest frame cost since the last sample; game thread only. */
    private long recentMaxNanos;

    private Inspector(Builder b) {
        this.exchange = new FrameExchange(MAX_PENDING_READS, b.frameBudget.toNanos());
        this.sampler = new Sampler(b.world, b.scheduler, SAMPLE_INTERVAL_NANOS, this::costSinceLastSample);
        InetSocketAddress address = new InetSocketAddress(b.address, b.port);
        try {
            server = new HttpListener(address, HTTP_THREADS, REQUEST_TIMEOUT, "pulse-inspector-http-");
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "Cannot start the Pulse inspector on " + b.address.getHostAddress() + ":"
                            + b.port + " (" + e.getMessage() + "); is the port in use? Pass another port, or 0 for any "
                            + "free port",
                    e);
        }
        int port = server.port();
        String host = b.address.getHostAddress();
        this.uri = URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port + "/");
        Set<String> allowedHosts = b.exposure == Exposure.NETWORK
                ? null
                : Set.of("127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port);
        server.start(new RequestRouter(b.world, exchange, sampler, allowedHosts, b.readTimeout.toMillis())::answer);
        if (b.exposure == Exposure.NETWORK) {
            LOG.log(
                    System.Logger.Level.WARNING,
                    "The Pulse inspector at {0} is reachable from other machines and "
                            + "shows all world data to anyone who connects, without a password; use Exposure.LOOPBACK_ONLY "
                            + "unless you trust this network",
                    uri);
        }
    }

    /**
     * Starts an inspector on 127.0.0.1 at {@code port} for a world and its scheduler, with the
     * default settings. Call {@link #onFrame()} once per frame from the game thread.
     *
     * @param world     the world to show
     * @param scheduler its scheduler, for the system table and execution order
     * @param port      the TCP port, or 0 for any free port (see {@link #port()})
     * @return the running inspector; close it to stop the server
     * @throws NullPointerException     if {@code world} or {@code scheduler} is null
     * @throws IllegalArgumentException if the scheduler drives another world, or the port is
     *                                  outside 0..65535
     * @throws UncheckedIOException     if the server cannot bind (the port is in use)
     */
    public static Inspector start(World world, Scheduler scheduler, int port) {
        Objects.requireNonNull(scheduler, "scheduler");
        return builder(world).scheduler(scheduler).port(port).start();
    }

    /**
     * Returns a builder for an inspector with non-default settings.
     *
     * @param world the world to show
     * @return a builder: 127.0.0.1, port 0 (any free port), no scheduler, 1 ms frame budget,
     *         5 s read timeout
     * @throws NullPointerException if {@code world} is null
     */
    public static Builder builder(World world) {
        return new Builder(Objects.requireNonNull(world, "world"));
    }

    /**
     * Does the inspector's work for this frame on the calling thread, which must be the thread
     * that changes the world (call it between ticks, never during one): records a sample when
     * one is due and runs the reads the page is waiting for, within the frame budget. Does
     * nothing once closed.
     *
     * @throws VirtualMachineError if game code the page read threw one other than a
     *                             {@link StackOverflowError} (anything else it throws is shown
     *                             on the page instead)
     */
    public void onFrame() {
        if (closed) {
            return;
        }
        long start = System.nanoTime();
        long frame = frames + 1;
        sampler.maybeSample(start, frame);
        exchange.runPending(start);
        long cost = System.nanoTime() - start;
        lastNanos = cost;
        totalNanos += cost; // single writer: the game thread
        if (cost > maxNanos) {
            maxNanos = cost;
        }
        recentMaxNanos = Math.max(recentMaxNanos, cost);
        frames = frame;
    }

    /**
     * Returns what {@link #onFrame()} has cost the game thread so far.
     *
     * @return frames, last, average and largest cost
     */
    public FrameCost frameCost() {
        return new FrameCost(frames, lastNanos, averageNanos(), maxNanos);
    }

    /** The cost so far for a sample; starts a new window for the recent maximum. Game thread. */
    private Sample.CostRow costSinceLastSample() {
        Sample.CostRow row = new Sample.CostRow(frames, lastNanos, averageNanos(), maxNanos, recentMaxNanos);
        recentMaxNanos = 0;
        return row;
    }

    private double averageNanos() {
        long n = frames;
        return n == 0 ? 0 : totalNanos / (double) n;
    }

    /**
     * Returns the page's address, e.g. {@code http://127.0.0.1:7070/}.
     *
     * @return the address
     */
    public URI uri() {
        return uri;
    }

    /**
     * Returns the TCP port the server listens on (the chosen one when started with port 0).
     *
     * @return the port
     */
    public int port() {
        return uri.getPort();
    }

    /**
     * Returns the number of page reads waiting for the game thread's next {@link #onFrame()}.
     *
     * @return the count; 0 when nobody is waiting
     */
    public int pendingReads() {
        return exchange.waiting();
    }

    /**
     * Stops the server: open connections are closed, waiting reads fail, {@link #onFrame()}
     * becomes a no-op. Idempotent.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        exchange.close();
        server.close();
    }

    /**
     * Settings of an {@link Inspector}; {@link #start()} starts it.
     *
     * <pre>{@code
     * Inspector inspector = Inspector.builder(world).scheduler(scheduler).port(7070)
     *         .frameBudget(Duration.ofMillis(2)).start();
     * }</pre>
     */
    public static final class Builder {
        private final World world;
        private Scheduler scheduler;
        private int port;
        private InetAddress address = InetAddress.getLoopbackAddress();
        private Exposure exposure = Exposure.LOOPBACK_ONLY;
        private Duration frameBudget = Duration.ofMillis(1);
        // Generous: a search over a big world walks it in budgeted steps over many frames, and a
        // busy game may run few frames a second; the page asks one question at a time anyway.
        private Duration readTimeout = Duration.ofSeconds(5);

        private Builder(World world) {
            this.world = world;
        }

        /**
         * Shows this scheduler's systems and execution order (without one the page has no
         * system table).
         *
         * @param scheduler the scheduler driving the world
         * @return this builder
         * @throws IllegalArgumentException if the scheduler drives another world
         */
        public Builder scheduler(Scheduler scheduler) {
            if (scheduler != null && scheduler.world() != world) {
                throw new IllegalArgumentException("The scheduler drives another world than the one to inspect; "
                        + "pass the scheduler built with Scheduler.builder(world) for this world");
            }
            this.scheduler = scheduler;
            return this;
        }

        /**
         * Sets the TCP port.
         *
         * @param port 1..65535, or 0 for any free port
         * @return this builder
         * @throws IllegalArgumentException if outside 0..65535
         */
        public Builder port(int port) {
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException(
                        "Inspector port must be in 0..65535 (0 = any free port), got " + port);
            }
            this.port = port;
            return this;
        }

        /**
         * Binds another address. A non-loopback address needs {@link Exposure#NETWORK}, which
         * makes the world readable by anyone who can reach it (a warning is logged).
         *
         * @param address  the address to bind, e.g. {@code InetAddress.getByName("0.0.0.0")}
         * @param exposure {@link Exposure#NETWORK} to allow other machines
         * @return this builder
         * @throws NullPointerException     if an argument is null
         * @throws IllegalArgumentException if the address is not a loopback address and the
         *                                  exposure is {@link Exposure#LOOPBACK_ONLY}
         */
        public Builder bind(InetAddress address, Exposure exposure) {
            Objects.requireNonNull(address, "address");
            Objects.requireNonNull(exposure, "exposure");
            if (exposure == Exposure.LOOPBACK_ONLY && !address.isLoopbackAddress()) {
                throw new IllegalArgumentException("Cannot bind the inspector to " + address.getHostAddress()
                        + " with Exposure.LOOPBACK_ONLY: it is not a loopback address. Pass Exposure.NETWORK to let "
                        + "other machines read the world, or bind 127.0.0.1");
            }
            this.address = address;
            this.exposure = exposure;
            return this;
        }

        /**
         * Sets the game-thread time per frame after which no further page read starts (at least
         * one read runs per frame, so a frame may exceed it by one read's cost).
         *
         * @param budget a positive duration
         * @return this builder
         * @throws IllegalArgumentException if not positive
         */
        public Builder frameBudget(Duration budget) {
            if (budget == null || budget.isNegative() || budget.isZero()) {
                throw new IllegalArgumentException("Frame budget must be positive, got " + budget);
            }
            this.frameBudget = budget;
            return this;
        }

        /**
         * Sets how long a page read waits for the game thread before the page is told it is
         * paused (HTTP 503).
         *
         * @param timeout a positive duration of at most a minute
         * @return this builder
         * @throws IllegalArgumentException if not positive or above a minute
         */
        public Builder readTimeout(Duration timeout) {
            if (timeout == null || timeout.isNegative() || timeout.isZero() || timeout.toSeconds() > 60) {
                throw new IllegalArgumentException("Read timeout must be positive and at most 60 s, got " + timeout);
            }
            this.readTimeout = timeout;
            return this;
        }

        /**
         * Starts the server.
         *
         * @return the running inspector
         * @throws UncheckedIOException if the server cannot bind (the port is in use)
         */
        public Inspector start() {
            return new Inspector(this);
        }
    }
}
