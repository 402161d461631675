package dev.pulse.ecs.pool;

import dev.pulse.ecs.GenerationalIndexAllocator;

/**
 * What {@link GenerationalArena} and {@link IdArena} share about their shape: pages of 4096
 * slots (the geometry of the paged arrays of {@code dev.pulse.ecs}), page directories grown by
 * doubling, and the limits of {@link GenerationalIndexAllocator}.
 */
final class ArenaGeometry {

    static final int PAGE_SHIFT = 12;
    static final int PAGE_SIZE = 1 << PAGE_SHIFT;
    static final int PAGE_MASK = PAGE_SIZE - 1;

    private ArenaGeometry() {
    }

    /** A directory length of at least 4 that holds {@code page}: {@code length} doubled as often as needed. */
    static int grownLength(int length, int page) {
        int grown = Math.max(4, length);
        while (grown <= page) {
            grown <<= 1;
        }
        return grown;
    }

    /**
     * Checks an arena's limits: the constructor contract of both arenas.
     *
     * @throws IllegalArgumentException if a limit is out of range
     */
    static void checkLimits(int maxSlots, int maxGeneration) {
        if (maxSlots < 1 || maxSlots > GenerationalIndexAllocator.DEFAULT_MAX_SLOTS) {
            throw new IllegalArgumentException("maxSlots must be in 1.."
                    + GenerationalIndexAllocator.DEFAULT_MAX_SLOTS + ", was " + maxSlots);
        }
        if (maxGeneration < 0) {
            throw new IllegalArgumentException("maxGeneration must be >= 0, was " + maxGeneration);
        }
    }
}
