package dev.pulse.ecs.inspector.server;

import java.io.Closeable;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

/**
 * The inspector's HTTP/1.1 server: one selector thread accepts connections, reads request
 * heads and writes answers without blocking; a small pool of worker threads turns complete
 * requests into answers. Every connection answers one request and closes.
 *
 * <h2>Bounds: what a slow or hostile client can cost</h2>
 * <ul>
 *   <li>Reading costs no thread: a connection that sends nothing, or a byte at a time, holds
 *       a socket and a buffer of at most {@link #MAX_HEAD_BYTES}, never a worker.</li>
 *   <li>A request head must be complete within the request timeout of connecting; otherwise
 *       the client gets 408 and the connection is closed. An answer the client does not read
 *       within the request timeout is dropped. The inspector takes no request bodies: it
 *       answers 413 without reading one, then discards what follows for at most
 *       {@link #DRAIN_MILLIS} ms (and 1 MiB), so that closing does not reset the connection
 *       before the client has read the answer.</li>
 *   <li>At most {@link #MAX_CONNECTIONS} connections are open at once. Another one closes the
 *       oldest connection whose request is not being answered, so a flood of stalled
 *       connections delays a real request by no more than the moment it takes to read it.</li>
 *   <li>Workers run only complete requests; how long one waits for the game thread is bounded
 *       by the inspector's read timeout.</li>
 * </ul>
 * These are the limits of the public constructor; tests pass shorter ones ({@code ListenerLimits}).
 */
public final class HttpListener implements Closeable {

    /** Most connections open at once. */
    public static final int MAX_CONNECTIONS = 64;
    /** Longest request head (request line and headers) read. */
    public static final int MAX_HEAD_BYTES = 8192;
    /** How long bytes after an answer (an unread body) are discarded before closing. */
    public static final long DRAIN_MILLIS = 1000;

    private static final System.Logger LOG = System.getLogger(HttpListener.class.getName());

    private final ServerSocketChannel server;
    private final Selector selector;
    private final ExecutorService workers;
    private Function<HttpRequest, HttpResponse> handler;
    private final long timeoutNanos;
    private final long drainNanos;
    private final int maxDrainBytes;
    private final int maxConnections;
    /** Open connections in the order they were accepted; selector thread only. */
    private final List<Connection> connections = new ArrayList<>();
    /** Connections whose answer a worker has made, for the selector thread to send. */
    private final ConcurrentLinkedQueue<Connection> answered = new ConcurrentLinkedQueue<>();
    /** Scratch space for discarded bytes; selector thread only. */
    private final ByteBuffer drain = ByteBuffer.allocate(4096);

    private final Thread thread;
    private volatile boolean closed;

    /**
     * Binds {@code address}; connections wait in the backlog until {@link #start}.
     *
     * @param address    the address and port to bind (port 0 for any free port)
     * @param workers    the number of worker threads
     * @param timeout    the request timeout (see the class comment)
     * @param threadName the prefix of the threads' names; they are daemon threads
     * @throws IOException if the address cannot be bound
     */
    public HttpListener(InetSocketAddress address, int workers, Duration timeout, String threadName)
            throws IOException {
        this(address, workers, ListenerLimits.of(timeout), threadName);
    }

    /** As the public constructor, with other limits than the inspector's (tests shorten them). */
    HttpListener(InetSocketAddress address, int workers, ListenerLimits limits, String threadName) throws IOException {
        this.timeoutNanos = limits.requestTimeout().toNanos();
        this.drainNanos = limits.drainTime().toNanos();
        this.maxDrainBytes = limits.maxDrainBytes();
        this.maxConnections = limits.maxConnections();
        ServerSocketChannel channel = ServerSocketChannel.open();
        Selector opened = null;
        try {
            channel.bind(address, 50);
            channel.configureBlocking(false);
            opened = Selector.open();
            channel.register(opened, SelectionKey.OP_ACCEPT);
        } catch (IOException | RuntimeException e) {
            closeQuietly(opened);
            closeQuietly(channel);
            throw e;
        }
        this.server = channel;
        this.selector = opened;
        AtomicInteger count = new AtomicInteger();
        this.workers = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, threadName + count.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.thread = new Thread(this::run, threadName + "listener");
        thread.setDaemon(true);
    }

    /**
     * Starts serving. Call once.
     *
     * @param handler turns a request into its answer; runs on a worker thread, and may wait
     *                (for the game thread) as long as its own timeout allows
     */
    public void start(Function<HttpRequest, HttpResponse> handler) {
        this.handler = handler; // published to the workers by Thread.start, and by them to each other
        thread.start();
    }

    /**
     * Returns the port bound.
     *
     * @return the port
     */
    public int port() {
        return server.socket().getLocalPort();
    }

    /**
     * Stops serving: the port and every connection are closed, workers are interrupted (a read
     * waiting for the game thread gives up). Waits up to two seconds for the threads; keeps the
     * caller's interrupt flag. Idempotent.
     */
    @Override
    public void close() {
        closed = true;
        selector.wakeup();
        workers.shutdownNow();
        try {
            thread.join(2_000);
            workers.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void run() {
        try {
            while (!closed) {
                long now = System.nanoTime();
                selector.select(waitMillis(expire(now), now));
                sendAnswered();
                Iterator<SelectionKey> keys = selector.selectedKeys().iterator();
                while (keys.hasNext()) {
                    SelectionKey key = keys.next();
                    keys.remove();
                    if (!key.isValid()) {
                        continue;
                    }
                    if (key.isAcceptable()) {
                        accept();
                    } else {
                        serve((Connection) key.attachment(), key);
                    }
                }
            }
        } catch (IOException | ClosedSelectorException e) {
            if (!closed) {
                LOG.log(System.Logger.Level.ERROR, "The Pulse inspector stopped serving: " + e, e);
            }
        } finally {
            for (Connection c : connections) {
                closeQuietly(c.channel);
            }
            closeQuietly(server);
            closeQuietly(selector);
        }
    }

    private void accept() throws IOException {
        SocketChannel channel;
        while ((channel = server.accept()) != null) {
            if (connections.size() >= maxConnections && !evictOldest()) {
                closeQuietly(channel); // every open connection is being answered: refuse this one
                continue;
            }
            try {
                channel.configureBlocking(false);
                channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
                Connection c = new Connection(channel, System.nanoTime() + timeoutNanos);
                c.key = channel.register(selector, SelectionKey.OP_READ, c);
                connections.add(c);
            } catch (IOException e) {
                closeQuietly(channel);
            }
        }
    }

    /** Closes the oldest connection no worker is answering; false if there is none. */
    private boolean evictOldest() {
        for (Connection c : connections) {
            if (c.state != State.ANSWERING) {
                close(c);
                return true;
            }
        }
        return false;
    }

    private void serve(Connection c, SelectionKey key) {
        try {
            if (key.isReadable()) {
                if (c.state == State.READING) {
                    readHead(c);
                } else if (c.state == State.DRAINING) {
                    discard(c);
                }
            }
            if (key.isValid() && key.isWritable() && c.state == State.WRITING) {
                write(c);
            }
        } catch (IOException e) {
            close(c); // the client went away
        }
    }

    private void readHead(Connection c) throws IOException {
        if (c.channel.read(c.head) < 0) {
            close(c);
            return;
        }
        int end = c.scanner.headEnd(c.head.array(), c.head.position());
        if (end >= 0) {
            HttpRequest request;
            try {
                request = HttpRequest.parse(c.head.array(), end);
            } catch (MalformedRequestException e) {
                reply(c, HttpResponse.error(400, e.getMessage()), false);
                return;
            }
            dispatch(c, request);
        } else if (!c.head.hasRemaining()) {
            reply(
                    c,
                    contains(c.head.array(), (byte) '\n', c.head.position())
                            ? HttpResponse.error(431, "Request headers longer than " + MAX_HEAD_BYTES + " bytes")
                            : HttpResponse.error(414, "Request line longer than " + MAX_HEAD_BYTES + " bytes"),
                    false);
        }
    }

    private void dispatch(Connection c, HttpRequest request) {
        c.state = State.ANSWERING;
        c.key.interestOps(0);
        boolean head = request.method().equals("HEAD");
        try {
            workers.execute(() -> answer(c, request, head));
        } catch (RejectedExecutionException e) {
            close(c); // closing down
        }
    }

    /** Worker thread: makes the answer and hands it to the selector thread. */
    private void answer(Connection c, HttpRequest request, boolean head) {
        byte[] bytes = null;
        try {
            bytes = handler.apply(request).encode(head);
        } catch (RuntimeException e) {
            bytes = HttpResponse.error(500, "The inspector failed to answer: " + e)
                    .encode(head);
        } finally {
            c.answer = bytes == null ? null : ByteBuffer.wrap(bytes); // null: the connection is closed
            answered.add(c);
            selector.wakeup();
        }
    }

    private void sendAnswered() {
        Connection c;
        while ((c = answered.poll()) != null) {
            if (!c.closed) {
                if (c.answer == null) {
                    close(c);
                } else {
                    startWriting(c, System.nanoTime() + timeoutNanos);
                }
            }
        }
    }

    /** Answers at once from the selector thread (a malformed or overlong head, a timeout). */
    private void reply(Connection c, HttpResponse response, boolean head) {
        c.answer = ByteBuffer.wrap(response.encode(head));
        startWriting(c, System.nanoTime() + drainNanos);
    }

    private void startWriting(Connection c, long deadline) {
        c.state = State.WRITING;
        c.deadline = deadline;
        try {
            write(c);
        } catch (IOException e) {
            close(c);
        }
    }

    private void write(Connection c) throws IOException {
        c.channel.write(c.answer);
        if (c.answer.hasRemaining()) {
            c.key.interestOps(SelectionKey.OP_WRITE);
            return;
        }
        // Answered. Closing now with unread bytes from the client (a body, a pipelined request)
        // would reset the connection and could destroy the answer before the client reads it:
        // end our side, then discard what comes until the client closes or a short deadline.
        c.channel.shutdownOutput();
        c.state = State.DRAINING;
        c.deadline = Math.min(c.deadline, System.nanoTime() + drainNanos);
        c.key.interestOps(SelectionKey.OP_READ);
    }

    private void discard(Connection c) throws IOException {
        int n;
        do {
            drain.clear();
            n = c.channel.read(drain);
            c.drained += Math.max(n, 0);
        } while (n > 0 && c.drained <= maxDrainBytes);
        if (n < 0 || c.drained > maxDrainBytes) {
            close(c);
        }
    }

    /**
     * Handles connections past their deadline: a head still incomplete gets 408, anything
     * else is closed.
     *
     * @return the next deadline of a connection, or {@link Long#MAX_VALUE} if there is none
     */
    private long expire(long now) {
        long next = Long.MAX_VALUE;
        for (int i = 0; i < connections.size(); i++) {
            Connection c = connections.get(i);
            if (c.state == State.ANSWERING) {
                continue; // bounded by the read timeout of the worker
            }
            if (now - c.deadline >= 0) {
                if (c.state == State.READING) {
                    reply(
                            c,
                            HttpResponse.error(
                                    408,
                                    "The request did not arrive within " + TimeUnit.NANOSECONDS.toMillis(timeoutNanos)
                                            + " ms of connecting"),
                            false);
                } else {
                    close(c);
                }
                if (c.closed) {
                    i--; // removed from the list
                    continue;
                }
            }
            next = Math.min(next, c.deadline);
        }
        return next;
    }

    /**
     * How long the selector waits for the next deadline: rounded up to whole milliseconds, so
     * that it never wakes before the deadline, and at least 1 (0 would wait indefinitely).
     *
     * @return milliseconds, or 0 (wait indefinitely) if {@code next} is {@link Long#MAX_VALUE}
     */
    static long waitMillis(long next, long now) {
        return next == Long.MAX_VALUE ? 0 : Math.max(1, TimeUnit.NANOSECONDS.toMillis(next - now) + 1);
    }

    private void close(Connection c) {
        c.closed = true;
        connections.remove(c);
        closeQuietly(c.channel); // also cancels its key
    }

    private static boolean contains(byte[] bytes, byte b, int end) {
        for (int i = 0; i < end; i++) {
            if (bytes[i] == b) {
                return true;
            }
        }
        return false;
    }

    private static void closeQuietly(Closeable closeable) {
        if (closeable != null) {
            try {
                closeable.close();
            } catch (IOException e) {
                // closing: nothing more to do
            }
        }
    }

    /** Where a connection is in its one exchange. */
    private enum State {
        /** Reading the request head; selector thread. */
        READING,
        /** A worker is making the answer. */
        ANSWERING,
        /** Sending the answer. */
        WRITING,
        /** Answered; discarding what the client still sends until it closes. */
        DRAINING
    }

    /** One client connection; its fields belong to the selector thread unless noted. */
    private static final class Connection {
        final SocketChannel channel;
        final ByteBuffer head = ByteBuffer.allocate(MAX_HEAD_BYTES);
        SelectionKey key;
        State state = State.READING;
        long deadline;
        final HeadScanner scanner = new HeadScanner();
        int drained;
        /** Set by a worker, handed over through {@code answered}. */
        ByteBuffer answer;

        boolean closed;

        Connection(SocketChannel channel, long deadline) {
            this.channel = channel;
            this.deadline = deadline;
        }
    }
}
