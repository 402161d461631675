package dev.pulse.ecs.inspector.server;

import java.time.Duration;

/**
 * What {@link HttpListener} allows a client: the time to send a request head (and to take the
 * answer), the time and bytes discarded after an answer, and the connections open at once. The
 * inspector runs with {@link #of(Duration)}; tests shorten the times and lower the limits, so
 * that expiry, draining and eviction take milliseconds and a handful of connections.
 *
 * @param requestTimeout the time from connecting to a complete head, and to take the answer
 * @param drainTime      how long bytes after an answer (an unread body) are discarded
 * @param maxDrainBytes  how many such bytes are discarded before closing all the same
 * @param maxConnections the most connections open at once
 */
record ListenerLimits(Duration requestTimeout, Duration drainTime, int maxDrainBytes, int maxConnections) {

    /**
     * The inspector's limits: {@code requestTimeout}, {@link HttpListener#DRAIN_MILLIS} ms and
     * 1 MiB of discarded bytes, {@link HttpListener#MAX_CONNECTIONS} connections.
     */
    static ListenerLimits of(Duration requestTimeout) {
        return new ListenerLimits(
                requestTimeout,
                Duration.ofMillis(HttpListener.DRAIN_MILLIS),
                1024 * 1024,
                HttpListener.MAX_CONNECTIONS);
    }
}
