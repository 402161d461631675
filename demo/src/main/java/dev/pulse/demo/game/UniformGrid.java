package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import java.util.Arrays;

/**
 * A uniform grid over the arena for neighbour queries: collision tests and "nearest enemy"
 * searches look only at the cells around a point instead of every entity, so collision is
 * O(n + m·k) (n entries, m probes, k entries per neighbourhood) rather than O(n·m).
 *
 * <p>The grid is rebuilt from scratch each fixed step: {@link #clear()}, {@link #add} for each
 * entry, then {@link #build()}, which counting-sorts the entries by cell into flat arrays (no
 * per-entry allocation once the arrays have grown). Entries keep the insertion order within a
 * cell, so a walk over the grid is deterministic. Entries are handles: an entry whose entity
 * died after the build is stale, and callers must check it (see {@link EntryFilter}).
 */
public final class UniformGrid {

    /** Decides whether a grid entry may be returned by a search. */
    @FunctionalInterface
    public interface EntryFilter {
        /**
         * Tells whether an entry is acceptable.
         *
         * @param entity the entry's handle (possibly stale)
         * @return {@code true} to accept it
         */
        boolean accept(Entity entity);
    }

    private final float cellSize;
    private final float inverseCell;
    private final int columns;
    private final int rows;
    private final int[] cellStart;

    private int size;
    private Entity[] pendingEntities = new Entity[256];
    private float[] pendingX = new float[256];
    private float[] pendingY = new float[256];
    private int[] pendingCell = new int[256];

    private Entity[] entities = new Entity[256];
    private float[] xs = new float[256];
    private float[] ys = new float[256];

    /**
     * Creates a grid covering {@code [0, width] x [0, height]}; points outside are clamped to
     * the border cells.
     *
     * @param width    arena width, {@code > 0}
     * @param height   arena height, {@code > 0}
     * @param cellSize cell edge, {@code > 0}; at least the largest collision distance
     * @throws IllegalArgumentException if a size is not positive or the grid would exceed 2^24 cells
     */
    public UniformGrid(float width, float height, float cellSize) {
        if (!(width > 0) || !(height > 0) || !(cellSize > 0)) {
            throw new IllegalArgumentException("UniformGrid needs positive width, height and cellSize, got " + width
                    + ", " + height + ", " + cellSize);
        }
        this.cellSize = cellSize;
        this.inverseCell = 1f / cellSize;
        this.columns = Math.max(1, (int) Math.ceil(width / cellSize));
        this.rows = Math.max(1, (int) Math.ceil(height / cellSize));
        if ((long) columns * rows > (1 << 24)) {
            throw new IllegalArgumentException(
                    "UniformGrid of " + columns + "x" + rows + " cells is too large; use a larger cellSize");
        }
        this.cellStart = new int[columns * rows + 1];
    }

    /** Removes every entry (O(1)); call {@link #build()} after adding the new ones. */
    public void clear() {
        size = 0;
    }

    /**
     * Adds an entry; it becomes searchable at the next {@link #build()}.
     *
     * @param entity the entity
     * @param x      its x
     * @param y      its y
     */
    public void add(Entity entity, float x, float y) {
        if (size == pendingEntities.length) {
            int length = size * 2;
            pendingEntities = Arrays.copyOf(pendingEntities, length);
            pendingX = Arrays.copyOf(pendingX, length);
            pendingY = Arrays.copyOf(pendingY, length);
            pendingCell = Arrays.copyOf(pendingCell, length);
        }
        pendingEntities[size] = entity;
        pendingX[size] = x;
        pendingY[size] = y;
        pendingCell[size] = column(x) + row(y) * columns;
        size++;
    }

    /** Sorts the added entries into their cells (counting sort, O(entries + cells)). */
    public void build() {
        final int[] start = cellStart;
        Arrays.fill(start, 0);
        final int n = size;
        final int[] cellOf = pendingCell;
        for (int i = 0; i < n; i++) {
            start[cellOf[i] + 1]++;
        }
        for (int c = 1; c < start.length; c++) {
            start[c] += start[c - 1];
        }
        if (entities.length < n) {
            entities = new Entity[pendingEntities.length];
            xs = new float[pendingEntities.length];
            ys = new float[pendingEntities.length];
        }
        // start[c] is now the first slot of cell c; use start[c] as a cursor, then shift back.
        for (int i = 0; i < n; i++) {
            int slot = start[cellOf[i]]++;
            entities[slot] = pendingEntities[i];
            xs[slot] = pendingX[i];
            ys[slot] = pendingY[i];
        }
        for (int c = start.length - 1; c > 0; c--) {
            start[c] = start[c - 1];
        }
        start[0] = 0;
        Arrays.fill(pendingEntities, 0, n, null);
    }

    /**
     * Returns the number of entries of the last build.
     *
     * @return the entry count
     */
    public int size() {
        return size;
    }

    /**
     * Returns the number of columns.
     *
     * @return columns, {@code >= 1}
     */
    public int columns() {
        return columns;
    }

    /**
     * Returns the number of rows.
     *
     * @return rows, {@code >= 1}
     */
    public int rows() {
        return rows;
    }

    /**
     * Returns the column of an x coordinate, clamped to the grid.
     *
     * @param x the coordinate
     * @return a column in {@code [0, columns)}
     */
    public int column(float x) {
        int c = (int) (x * inverseCell);
        return c < 0 ? 0 : (c >= columns ? columns - 1 : c);
    }

    /**
     * Returns the row of a y coordinate, clamped to the grid.
     *
     * @param y the coordinate
     * @return a row in {@code [0, rows)}
     */
    public int row(float y) {
        int r = (int) (y * inverseCell);
        return r < 0 ? 0 : (r >= rows ? rows - 1 : r);
    }

    /**
     * Returns the first entry position of a cell; its entries are {@code cellStart(c)} up to
     * {@code cellEnd(c)} (exclusive).
     *
     * @param cell {@code column + row * columns()}
     * @return the first entry position
     */
    public int cellStart(int cell) {
        return cellStart[cell];
    }

    /**
     * Returns one past the last entry position of a cell.
     *
     * @param cell {@code column + row * columns()}
     * @return the end position
     */
    public int cellEnd(int cell) {
        return cellStart[cell + 1];
    }

    /**
     * Returns the handle of the entry at a position.
     *
     * @param position an entry position from {@link #cellStart(int)}..{@link #cellEnd(int)}
     * @return the handle stored at build time (possibly stale by now)
     */
    public Entity entityAt(int position) {
        return entities[position];
    }

    /**
     * Returns the x the entry had at build time.
     *
     * @param position an entry position
     * @return x
     */
    public float xAt(int position) {
        return xs[position];
    }

    /**
     * Returns the y the entry had at build time.
     *
     * @param position an entry position
     * @return y
     */
    public float yAt(int position) {
        return ys[position];
    }

    /**
     * Finds the accepted entry nearest to a point, within a distance, by searching rings of
     * cells outwards and stopping once no closer entry can exist. Ties go to the entry found
     * first (cell order, then insertion order), so the result is deterministic.
     *
     * @param x           the point's x
     * @param y           the point's y
     * @param maxDistance the search radius
     * @param filter      which entries qualify (e.g. alive and not yet destroyed)
     * @return the position of the nearest accepted entry, or {@code -1} if none is within reach
     */
    public int nearest(float x, float y, float maxDistance, EntryFilter filter) {
        final int cx = column(x);
        final int cy = row(y);
        final int maxRing = (int) Math.ceil(maxDistance * inverseCell) + 1;
        float best = maxDistance * maxDistance;
        int bestPosition = -1;
        for (int ring = 0; ring <= maxRing; ring++) {
            if (bestPosition >= 0) {
                // Every cell of this ring is at least (ring - 1) cells away from the point.
                float reach = (ring - 1) * cellSize;
                if (reach > 0 && reach * reach > best) {
                    break;
                }
            }
            int top = cy - ring;
            int bottom = cy + ring;
            for (int row = Math.max(0, top); row <= Math.min(rows - 1, bottom); row++) {
                boolean edgeRow = row == top || row == bottom;
                int step = edgeRow ? 1 : Math.max(1, 2 * ring);
                for (int col = cx - ring; col <= cx + ring; col += step) {
                    if (col < 0 || col >= columns) {
                        continue;
                    }
                    int cell = col + row * columns;
                    for (int p = cellStart[cell], end = cellStart[cell + 1]; p < end; p++) {
                        float dx = xs[p] - x;
                        float dy = ys[p] - y;
                        float d = dx * dx + dy * dy;
                        if (d < best && filter.accept(entities[p])) {
                            best = d;
                            bestPosition = p;
                        }
                    }
                }
            }
        }
        return bestPosition;
    }
}
