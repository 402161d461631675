package dev.pulse.ecs;

import dev.pulse.ecs.internal.ChangeTicks;
import dev.pulse.ecs.internal.Pages;

/**
 * Where a change-filtered walk goes: page by page, the offsets whose stamp of the query's first
 * change filter is newer than the walk's baseline. Reads the filter storage's line maxima
 * ({@link ChangeTicks}) in order and opens only the lines holding a newer stamp, so its cost
 * follows the number of changes, not of entities; within an opened line the stamps are compared
 * without a branch each, so their cache misses overlap instead of waiting one after another.
 *
 * <p>Opened with the storage locked (a removal during the walk then leaves a tombstone, so the
 * walk neither skips nor repeats an entity); {@link #close()} unlocks it. One walk at a time, one
 * thread; a query keeps one as its spare and opens it again for its next walk, so a walk
 * allocates nothing once its buffers have grown to the changes it meets.
 */
final class ChangedOffsets {

    /** The walk's baseline: stamps newer than it pass. */
    int since;
    /** The first change filter's storage, which the walk is driven by (locked while open). */
    ComponentStorage<?> storage;
    /** The storage's packed size when the walk began: entries at or past it were added during the walk. */
    int end;
    /** The current page, after {@link #nextPage()} answered {@code true}. */
    int page = -1;
    /** The current page's offsets with a newer stamp, ascending; the first {@link #count} are valid. */
    int[] offsets = new int[64];
    /** How many of {@link #offsets} are valid. */
    int count;
    /**
     * The current page's stamps of the driving filter (the live array: a walk re-checks an
     * offset's stamp here at its visit, a line it has just read).
     */
    int[] stamps;

    private int[][] stampPages;
    private int[][] linePages;
    private int pages;
    private final int[] candidates = new int[Pages.SIZE >>> ChangeTicks.LINE_SHIFT];

    /**
     * Starts a walk driven by {@code first}'s stamps newer than {@code since}: locks its storage
     * and goes back before the first page.
     */
    ChangedOffsets open(ChangeFilter first, int since) {
        this.since = since;
        ComponentStorage<?> storage = first.storage;
        this.storage = storage;
        ChangeTicks ticks = storage.ticks;
        storage.lock();
        this.end = storage.size;
        this.stampPages = first.ofAdd ? ticks.added : ticks.changed;
        this.linePages = first.ofAdd ? ticks.addedLines : ticks.changedLines;
        this.pages = Math.min(stampPages.length, (storage.indexLimit + Pages.MASK) >>> Pages.SHIFT);
        this.page = -1;
        this.count = 0;
        return this;
    }

    /**
     * Moves to the next page that has offsets with a newer stamp and collects them.
     *
     * @return {@code false} when no page is left
     */
    boolean nextPage() {
        final int since = this.since;
        final int[] candidates = this.candidates;
        while (++page < pages) {
            final int[] lines = linePages[page];
            if (lines == null) {
                continue;
            }
            // The lines holding a newer stamp: the maxima are read in order, so this branch is cheap.
            int lineCount = 0;
            for (int line = 0; line < lines.length; line++) {
                if (lines[line] - since > 0) {
                    candidates[lineCount++] = line;
                }
            }
            if (lineCount == 0) {
                continue;
            }
            if (offsets.length < lineCount << ChangeTicks.LINE_SHIFT) {
                offsets = new int[Math.max(lineCount << ChangeTicks.LINE_SHIFT, offsets.length << 1)];
            }
            // Their newer offsets, with no branch per stamp (each opened line is a cache miss):
            // a line's eight compares make a bit mask (independent operations, no stores), and
            // only its set bits are written out, usually one.
            final int[] stamps = stampPages[page];
            final int[] out = offsets;
            int n = 0;
            for (int c = 0; c < lineCount; c++) {
                final int from = candidates[c] << ChangeTicks.LINE_SHIFT;
                int mask = newer(stamps[from], since)
                        | newer(stamps[from + 1], since) << 1
                        | newer(stamps[from + 2], since) << 2
                        | newer(stamps[from + 3], since) << 3
                        | newer(stamps[from + 4], since) << 4
                        | newer(stamps[from + 5], since) << 5
                        | newer(stamps[from + 6], since) << 6
                        | newer(stamps[from + 7], since) << 7;
                while (mask != 0) {
                    out[n++] = from + Integer.numberOfTrailingZeros(mask);
                    mask &= mask - 1;
                }
            }
            if (n > 0) {
                count = n;
                this.stamps = stamps;
                return true;
            }
        }
        count = 0;
        return false;
    }

    /** 1 if {@code stamp} is newer than {@code since} (wrap-safe), else 0; no branch. */
    private static int newer(int stamp, int since) {
        return (since - stamp) >>> 31;
    }

    /**
     * Whether the driver entry at {@code index} was added during the walk (its packed
     * position is at or past the walk's end): such an entity is not visited.
     */
    boolean addedDuringWalk(int index) {
        return storage.size != end && storage.positionUnchecked(index) >= end;
    }

    /** Ends the walk: unlocks the storage, and lets go of its stamp pages (they may be replaced before the next walk). */
    void close() {
        storage.unlock();
        stampPages = null;
        linePages = null;
        stamps = null;
    }
}
