/**
 * The inspector's internals, not exported: a small HTTP/1.1 server whose one selector thread
 * reads requests without blocking, with a deadline and a connection limit ({@code HttpListener},
 * {@code HttpRequest}, {@code HttpResponse}), the HTTP routes ({@code RequestRouter}), the bridge
 * that runs the page's reads on the game thread ({@code FrameExchange}), the samples behind the
 * overview and chart ({@code Sampler}), the entity list and detail reads, the reflective
 * component reader (which turns whatever game code throws into an error on the page,
 * {@code UserCodeFailure}) and a small JSON writer that also makes invisible characters
 * visible. The page itself is three static files in this
 * package's resources.
 */
package dev.pulse.ecs.inspector.server;
