/**
 * Baseline: components as plain objects in {@code Position[]}/{@code Velocity[]}/{@code Health[]}
 * indexed by recycled plain {@code int} ids (a free list), {@code null} meaning absent.
 */
package dev.pulse.bench.objects;
