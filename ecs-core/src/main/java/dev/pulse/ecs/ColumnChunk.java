package dev.pulse.ecs;

/**
 * One piece of a {@link ColumnQuery} walk: a page of 4096 entity indexes and a range
 * {@code [start, end)} of offsets in it where every entity matches the query. The column arrays
 * it hands out are the storage's own page arrays (no copy), indexed by offset, so the inner loop
 * is a plain counted loop over primitive arrays that the JIT can unroll and vectorise:
 *
 * <pre>{@code
 * movers.forEachChunk(chunk -> {
 *     float[] x = chunk.floats(X), y = chunk.floats(Y), dx = chunk.floats(DX), dy = chunk.floats(DY);
 *     for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
 *         x[i] += dx[i];
 *         y[i] += dy[i];
 *     }
 * });
 * }</pre>
 * The chunk object is reused by the walk: use it, and the arrays, only inside the action (the
 * arrays stay the storage's, so writing through a kept array later writes whichever entity holds
 * the slot then). Fetch the arrays once per chunk, not per entity.
 */
public final class ColumnChunk {

    private final ColumnQuery query;
    final ColumnPage[] columnPages;
    final Object[][] objectPages;
    /** The {@code with} classes' component pages at {@link #page}: never null while loaded. */
    final Object[][] requiredPages;
    /** The {@code without} classes' component pages at {@link #page}, null where a storage has none. */
    final Object[][] excludedPages;
    /** The {@code without} storages, to look for a page added since the chunk was loaded. */
    ComponentStorage<?>[] excludedStorages;
    private ColumnRow row;
    Entity[] handles;
    int page;
    int start;
    int end;

    ColumnChunk(ColumnQuery query, int columnCount, int objectCount, int requiredCount, int excludedCount) {
        this.query = query;
        this.columnPages = new ColumnPage[columnCount];
        this.objectPages = new Object[objectCount][];
        this.requiredPages = new Object[requiredCount][];
        this.excludedPages = new Object[excludedCount][];
    }

    /** Whether some excluded storage has a page here (then entities are tested one by one). */
    boolean excludedOn() {
        for (Object[] page : excludedPages) {
            if (page != null) {
                return true;
            }
        }
        return false;
    }

    /** The per-entity row over this chunk, made once. */
    ColumnRow row() {
        ColumnRow r = row;
        if (r == null) {
            r = new ColumnRow(this);
            row = r;
        }
        return r;
    }

    /**
     * Returns the first offset of the range (inclusive).
     *
     * @return the start, in {@code [0, 4096)}
     */
    public int start() {
        return start;
    }

    /**
     * Returns the end of the range (exclusive).
     *
     * @return the end, in {@code (start, 4096]}
     */
    public int end() {
        return end;
    }

    /**
     * Returns the number of entities in the range.
     *
     * @return {@code end() - start()}
     */
    public int size() {
        return end - start;
    }

    /**
     * Returns the entity at an offset of this chunk.
     *
     * @param offset an offset in {@code [start(), end())}
     * @return its handle (the canonical one; no allocation)
     */
    public Entity entity(int offset) {
        return handles[offset];
    }

    /**
     * Returns the entity index of offset 0 of this chunk's page (entity index = base + offset).
     *
     * @return the base index
     */
    public int baseIndex() {
        return page << Pages.SHIFT;
    }

    /**
     * Returns the {@code float} column's array for this chunk's page: use the entries from
     * {@link #start()} (inclusive) to {@link #end()} (exclusive).
     *
     * @param column a key of one of the query's column components
     * @return the page's array, indexed like {@link #entity(int)}
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public float[] floats(FloatColumn<?> column) {
        return pageOf(column).floats[column.slot];
    }

    /**
     * Returns the {@code int} column's array for this chunk's page: use the entries from
     * {@link #start()} (inclusive) to {@link #end()} (exclusive).
     *
     * @param column a key of one of the query's column components
     * @return the page's array, indexed like {@link #entity(int)}
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public int[] ints(IntColumn<?> column) {
        return pageOf(column).ints[column.slot];
    }

    /**
     * Returns the {@code long} column's array for this chunk's page: use the entries from
     * {@link #start()} (inclusive) to {@link #end()} (exclusive).
     *
     * @param column a key of one of the query's column components
     * @return the page's array, indexed like {@link #entity(int)}
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public long[] longs(LongColumn<?> column) {
        return pageOf(column).longs[column.slot];
    }

    /**
     * Returns the {@code double} column's array for this chunk's page: use the entries from
     * {@link #start()} (inclusive) to {@link #end()} (exclusive).
     *
     * @param column a key of one of the query's column components
     * @return the page's array, indexed like {@link #entity(int)}
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public double[] doubles(DoubleColumn<?> column) {
        return pageOf(column).doubles[column.slot];
    }

    /**
     * Returns the {@code boolean} column's array for this chunk's page: use the entries from
     * {@link #start()} (inclusive) to {@link #end()} (exclusive).
     *
     * @param column a key of one of the query's column components
     * @return the page's array, indexed like {@link #entity(int)}
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public boolean[] booleans(BooleanColumn<?> column) {
        return pageOf(column).booleans[column.slot];
    }

    /**
     * Returns the {@code byte} column's array for this chunk's page: use the entries from
     * {@link #start()} (inclusive) to {@link #end()} (exclusive).
     *
     * @param column a key of one of the query's column components
     * @return the page's array, indexed like {@link #entity(int)}
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public byte[] bytes(ByteColumn<?> column) {
        return pageOf(column).bytes[column.slot];
    }
    /**
     * Returns an object column's array for this chunk's page (cast each element to the
     * column's type).
     *
     * @param column a key of one of the query's column components
     * @return the page's array, indexed like {@link #entity(int)}
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public Object[] objects(ObjectColumn<?, ?> column) {
        return pageOf(column).objects[column.slot];
    }

    /**
     * Returns the page of an ordinary (object) component the query fetches: element
     * {@code i} is the component of {@link #entity(int) entity(i)}; cast it.
     *
     * <pre>{@code
     * Object[] targets = chunk.components(Target.class);
     * Target t = (Target) targets[i];
     * }</pre>
     *
     * @param type an object component class passed to {@link World#columnQuery(Class[])}
     * @return the page's array
     * @throws IllegalArgumentException if the query does not fetch that class
     */
    public Object[] components(Class<?> type) {
        return objectPages[query.objectSlot(type)];
    }

    ColumnPage pageOf(Column<?> column) {
        ColumnStorage<?>[] columns = query.columns;
        for (int k = 0; k < columns.length; k++) {
            if (columns[k].schema() == column.schema) {
                return columnPages[k];
            }
        }
        throw query.notFetched(column.schema.type());
    }

    /**
     * Returns e.g. {@code ColumnChunk[page 3, 0..4096]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "ColumnChunk[page " + page + ", " + start + ".." + end + "]";
    }
}
