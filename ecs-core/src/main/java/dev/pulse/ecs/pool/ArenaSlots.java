package dev.pulse.ecs.pool;

import dev.pulse.ecs.GenerationalIndexAllocator;
import dev.pulse.ecs.internal.Pages;
import java.util.Arrays;
import java.util.ConcurrentModificationException;

/**
 * The slot bookkeeping {@link GenerationalArena} and {@link IdArena} share: the limits, which
 * slots were ever used, which are live, free (on the {@link FreeSlots} stack) or retired, how
 * many live values each page holds (so passes skip empty pages), and whether a pass is running.
 * Each arena keeps its own pages of values and generations, 4096 slots a page ({@link Pages}, the geometry of
 * every paged array in Pulse); this class grows the page count and asks the arena
 * to allocate each new page. The limits are those of {@link GenerationalIndexAllocator}.
 */
abstract class ArenaSlots {

    // The page geometry of every paged array in Pulse, defined once in Pages.
    static final int PAGE_SHIFT = Pages.SHIFT;
    static final int PAGE_SIZE = Pages.SIZE;
    static final int PAGE_MASK = Pages.MASK;

    final int maxSlots;
    final int maxGeneration;
    /** The free slots, most recently freed on top; retired slots are not on it. */
    final FreeSlots free = new FreeSlots();
    /** Per page: live values in it, so passes skip empty pages; as long as the arena's page directories. */
    int[] livePerPage = new int[0];
    /** Pages allocated, always pages {@code 0 .. pageCount - 1}. */
    int pageCount;
    /** Slots ever used: {@code 0 .. highWater - 1}. */
    int highWater;
    /** Live values. */
    int live;
    /** Retired slots. */
    int retired;
    /** Passes running now; insert is refused while above 0. */
    int passDepth;

    ArenaSlots(int maxSlots, int maxGeneration) {
        if (maxSlots < 1 || maxSlots > GenerationalIndexAllocator.DEFAULT_MAX_SLOTS) {
            throw new IllegalArgumentException(
                    "maxSlots must be in 1.." + GenerationalIndexAllocator.DEFAULT_MAX_SLOTS + ", was " + maxSlots);
        }
        if (maxGeneration < 0) {
            throw new IllegalArgumentException("maxGeneration must be >= 0, was " + maxGeneration);
        }
        this.maxSlots = maxSlots;
        this.maxGeneration = maxGeneration;
    }

    /**
     * Returns the number of values.
     *
     * @return live values
     */
    public int size() {
        return live;
    }

    /**
     * Tells whether the arena holds no value.
     *
     * @return {@code true} if {@link #size()} is 0
     */
    public boolean isEmpty() {
        return live == 0;
    }

    /**
     * Returns how many values the arena can hold without allocating a page: the slots of the
     * allocated pages (at most the slot limit) minus retired slots.
     *
     * @return slots usable without growing, {@code >= size()}
     */
    public int capacity() {
        long pageSlots = Math.min((long) pageCount << PAGE_SHIFT, maxSlots);
        return (int) pageSlots - retired;
    }

    /**
     * Returns the number of slots retired because their generation ran out.
     *
     * @return retired slots
     */
    public int retiredCount() {
        return retired;
    }

    /**
     * Allocates storage for the first {@code slotCount} slots now, so that inserting up to that
     * many values never allocates a page.
     *
     * @param slotCount the number of slots to prepare
     * @throws IllegalArgumentException if {@code slotCount} is negative or above the slot limit
     */
    public void reserve(int slotCount) {
        if (slotCount < 0 || slotCount > maxSlots) {
            throw new IllegalArgumentException("Cannot reserve " + slotCount + " slots: must be in 0.." + maxSlots);
        }
        if (slotCount > 0) {
            ensurePages((slotCount - 1) >>> PAGE_SHIFT);
        }
    }

    /**
     * The checks every insert makes before it changes anything, worded for the arena
     * ({@code kind}) and its passes.
     */
    final void checkInsert(Object value, String kind, String passes) {
        if (value == null) {
            throw new NullPointerException(
                    "Cannot insert null into " + kind + "; " + "insert an object (use a sentinel value for 'nothing')");
        }
        if (passDepth > 0) {
            throw new ConcurrentModificationException("insert during " + passes + " on this " + kind + "; "
                    + "collect the new values and insert them after the pass");
        }
        if (live + retired >= maxSlots) {
            throw new IllegalStateException(kind + " full: all " + maxSlots + " slots are live ("
                    + live + ") or retired (" + retired
                    + "); remove values before inserting more, or raise maxSlots");
        }
    }

    /**
     * Takes the next never-used slot, allocating its page if needed. Precondition: no free slot
     * and {@link #checkInsert} passed, so {@code highWater < maxSlots}.
     */
    final int freshSlot() {
        int index = highWater;
        if (index >>> PAGE_SHIFT >= pageCount) {
            ensurePages(index >>> PAGE_SHIFT);
        }
        highWater = index + 1;
        return index;
    }

    /** Counts slot {@code index} live (its value was just stored). */
    final void occupied(int index) {
        live++;
        livePerPage[index >>> PAGE_SHIFT]++;
    }

    /**
     * Counts live slot {@code index}, whose value at {@code generation} was just cleared, free:
     * back on the free stack, or retired if that was its last generation, so a generation never
     * wraps into a false match.
     */
    final void vacated(int index, int generation) {
        live--;
        livePerPage[index >>> PAGE_SHIFT]--;
        if (generation >= maxGeneration) {
            retired++;
        } else {
            free.push(index);
        }
    }

    /** Allocates pages {@code pageCount .. lastPage}, growing the directories by doubling. */
    final void ensurePages(int lastPage) {
        if (lastPage < pageCount) {
            return;
        }
        if (lastPage >= livePerPage.length) {
            int length = grownLength(livePerPage.length, lastPage);
            livePerPage = Arrays.copyOf(livePerPage, length);
            growDirectories(length);
        }
        for (int page = pageCount; page <= lastPage; page++) {
            allocatePage(page);
        }
        pageCount = lastPage + 1;
    }

    /** A directory length of at least 4 that holds {@code page}: {@code length} doubled as often as needed. */
    static int grownLength(int length, int page) {
        int grown = Math.max(4, length);
        while (grown <= page) {
            grown <<= 1;
        }
        return grown;
    }

    /** Grows the arena's page directories to {@code length} entries. */
    abstract void growDirectories(int length);

    /** Allocates the arena's pages at {@code page} (its directories hold that index). */
    abstract void allocatePage(int page);
}
