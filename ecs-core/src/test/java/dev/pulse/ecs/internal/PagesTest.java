package dev.pulse.ecs.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The page directory's growth rule on its own (every paged array grows its directory by it). */
class PagesTest {

    @Test
    void aDirectoryGrowsByDoublingFromFourUntilItHoldsThePage() {
        assertEquals(4, Pages.grownDirectoryLength(0, 0));
        assertEquals(4, Pages.grownDirectoryLength(0, 3));
        assertEquals(8, Pages.grownDirectoryLength(4, 4));
        assertEquals(16, Pages.grownDirectoryLength(4, 9));
        assertEquals(16, Pages.grownDirectoryLength(8, 8));
        assertEquals(64, Pages.grownDirectoryLength(8, 40));
    }

    @Test
    void doublingPastTheLargestIntStopsAtIt() {
        assertEquals(Integer.MAX_VALUE, Pages.grownDirectoryLength(1 << 30, 1 << 30));
    }
}
