/**
 * Baseline: components as primitive arrays {@code float[] x, y, dx, dy} and {@code int[] hp} with a
 * component mask per slot, indexed by recycled plain {@code int} ids (a free list).
 */
package dev.pulse.bench.arrays;
