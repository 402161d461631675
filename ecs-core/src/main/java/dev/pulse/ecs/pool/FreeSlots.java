package dev.pulse.ecs.pool;

import java.util.Arrays;

/**
 * The free slots of an arena: a stack of slot indexes in pages of 4096 {@code int}s, the most
 * recently freed on top, so a freed slot is reused while its line is still cached. Growing
 * allocates one page and copies only the page directory, never the entries. 4 bytes per free
 * slot. Retired slots are never pushed.
 */
final class FreeSlots {

    private static final int SHIFT = 12;
    private static final int MASK = (1 << SHIFT) - 1;

    private int[][] pages = new int[0][];
    private int count;

    /** Free slots on the stack. */
    int size() {
        return count;
    }

    /** Pushes a free slot. */
    void push(int index) {
        int top = count;
        int page = top >>> SHIFT;
        if (page >= pages.length) {
            pages = Arrays.copyOf(pages, ArenaSlots.grownLength(pages.length, page));
        }
        int[] slots = pages[page];
        if (slots == null) {
            slots = pages[page] = new int[1 << SHIFT];
        }
        slots[top & MASK] = index;
        count = top + 1;
    }

    /** Pops the most recently freed slot. Precondition: {@link #size()} is above 0. */
    int pop() {
        int top = --count;
        return pages[top >>> SHIFT][top & MASK];
    }
}
