/**
 * Ashley 1.7.4 adapter: entities are pooled {@code Entity} objects of a {@code PooledEngine};
 * iteration walks a family's entity array with {@code ComponentMapper}s.
 */
package dev.pulse.bench.ashley;
