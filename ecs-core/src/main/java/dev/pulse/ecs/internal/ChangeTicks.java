package dev.pulse.ecs.internal;

import dev.pulse.ecs.ComponentStorage;
import java.util.Arrays;

/**
 * The change-tick column of one {@link ComponentStorage}: for each entity index, the tick at
 * which its component was added and the tick at which it was last changed (an add counts as a
 * change). A storage has one only once a change filter, a change mark or a change run condition
 * was used for its type; storages without one pay a single null check per add.
 *
 * <h2>Layout</h2>
 * Primitive {@code int} pages beside the storage's component pages (same paging, allocated with
 * them), plus, per line of {@value #LINE} entity indexes, the newest stamp of that line. A
 * changed-filter walk reads the line maxima (1/{@value #LINE} of the column) and opens only the
 * lines that hold a stamp newer than its baseline, so with 1% of a million entities changed it
 * reads the maxima and about one line in thirteen instead of the whole column.
 *
 * <p>Marks may come from several threads at once (parallel walks, parallel systems): each
 * writes its own slot; the line maximum is raised with a plain compare-and-write, and racing
 * writers store ticks of the same phase, so a line is never hidden from a walk whose baseline
 * is older than both.
 */
public final class ChangeTicks {

    /** log2 of {@link #LINE}; {@code ChangedOffsets} compares a line's stamps unrolled, so it assumes 3. */
    public static final int LINE_SHIFT = 3;
    /** Entity indexes per line maximum. */
    public static final int LINE = 1 << LINE_SHIFT;

    private static final int LINES_PER_PAGE = Pages.SIZE >>> LINE_SHIFT;

    // Read directly by the walks (no accessor on a per-entity path); pages indexed like the storage's.
    /** Per page: each entity's add stamp. */
    public int[][] added = new int[0][];
    /** Per page: each entity's change stamp. */
    public int[][] changed = new int[0][];
    /** Per page: the newest add stamp of each line of {@link #LINE} entities. */
    public int[][] addedLines = new int[0][];
    /** Per page: the newest change stamp of each line of {@link #LINE} entities. */
    public int[][] changedLines = new int[0][];
    /** The newest change stamp of any entity (for "did anything change" run conditions). */
    public volatile int newestChange;

    /** Allocates the pages for component page {@code page}; existing components keep stamp 0. */
    public void addPage(int page) {
        if (page >= added.length) {
            int length = Math.max(page + 1, added.length * 2);
            added = Arrays.copyOf(added, length);
            changed = Arrays.copyOf(changed, length);
            addedLines = Arrays.copyOf(addedLines, length);
            changedLines = Arrays.copyOf(changedLines, length);
        }
        if (added[page] == null) {
            added[page] = new int[Pages.SIZE];
            changed[page] = new int[Pages.SIZE];
            addedLines[page] = new int[LINES_PER_PAGE];
            changedLines[page] = new int[LINES_PER_PAGE];
        }
    }

    /** Stamps a fresh component at {@code index} as added and changed at {@code tick}. */
    public void stampAdded(int index, int tick) {
        int page = index >>> Pages.SHIFT;
        int offset = index & Pages.MASK;
        added[page][offset] = tick;
        raise(addedLines[page], offset >>> LINE_SHIFT, tick);
        stampChanged(index, tick);
    }

    /** Stamps the component at {@code index} as changed at {@code tick}. */
    public void stampChanged(int index, int tick) {
        int page = index >>> Pages.SHIFT;
        int offset = index & Pages.MASK;
        changed[page][offset] = tick;
        raise(changedLines[page], offset >>> LINE_SHIFT, tick);
        if (ChangeClock.newer(tick, newestChange)) {
            newestChange = tick;
        }
    }

    private static void raise(int[] lines, int line, int tick) {
        if (ChangeClock.newer(tick, lines[line])) {
            lines[line] = tick;
        }
    }

    /** The stamp of the component at {@code index} (added or changed), 0 if never stamped. */
    public int stamp(boolean ofAdd, int index) {
        int[][] pages = ofAdd ? added : changed;
        int page = index >>> Pages.SHIFT;
        return page < pages.length && pages[page] != null ? pages[page][index & Pages.MASK] : 0;
    }
}
