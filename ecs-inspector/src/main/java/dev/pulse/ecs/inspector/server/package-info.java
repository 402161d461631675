/**
 * The inspector's internals, not exported: the HTTP routes ({@code RequestRouter}), the bridge
 * that runs the page's reads on the game thread ({@code FrameExchange}), the samples behind the
 * overview and chart ({@code Sampler}), the entity list and detail reads, the reflective
 * component reader and a small JSON writer. The page itself is three static files in this
 * package's resources.
 */
package dev.pulse.ecs.inspector.server;
