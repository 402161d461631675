/**
 * Arena scenarios: {@code dev.pulse.ecs.pool.GenerationalArena} against a plain
 * {@code ArrayList} with a free list (int indices, no staleness check) and a
 * {@code HashMap<Integer, T>} keyed by a counter. Each store sits behind {@link
 * dev.pulse.bench.pool.SlotStore}; the JMH parameter {@code impl} picks it (see {@link
 * dev.pulse.bench.pool.StoreKind}), one fork per store.
 */
package dev.pulse.bench.pool;
