/**
 * Artemis-odb 2.3.0 adapter: entities are recycled plain {@code int} ids; iteration runs in
 * {@code IteratingSystem}s with {@code ComponentMapper}s, driven by {@code world.process()}, which
 * is also where deletes and subscription changes take effect.
 */
package dev.pulse.bench.artemis;
