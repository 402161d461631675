/**
 * Dominion 0.9.0 adapter: archetype-chunked storage; entities are {@code Entity} objects, iteration
 * is {@code findEntitiesWith(...)}, creation uses prepared compositions.
 */
package dev.pulse.bench.dominion;
