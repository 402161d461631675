/**
 * Pulse adapter: generational {@code Entity} handles, cached queries iterated with
 * {@code forEach}, handle lookups through typed {@code ComponentStorage}s.
 */
package dev.pulse.bench.pulse;
