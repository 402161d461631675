package dev.pulse.ecs.column;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.internal.CoreAccess;
import dev.pulse.ecs.internal.Pages;
import org.jspecify.annotations.Nullable;

/**
 * One piece of a {@link ColumnQuery} walk: a column page of 16384 entity indexes and a range
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
 *
 * <p>A chunk never spans more than one page of ordinary (object) components (4096 entity
 * indexes) when the query fetches one; their arrays ({@link #components(Class)}) are indexed from
 * {@link #componentOffset()}.
 */
public final class ColumnChunk {

    private final ColumnQuery query;
    private final World world;
    final ColumnPage[] columnPages;
    /** The fetched object components' pages at the entity page starting at {@link #componentOffset}. */
    final Object[][] objectPages;
    /** The {@code with} classes' component pages at that entity page: never null while loaded. */
    final Object[][] requiredPages;
    /** The {@code without} classes' component pages at that entity page, null where a storage has none. */
    final Object[][] excludedPages;
    /** The {@code without} storages, to look for a page added since the chunk was loaded. */
    ComponentStorage<?>[] excludedStorages;

    /** The core's package-private members (handle pages, component pages), reached through its bridge. */
    final CoreAccess core = CoreAccess.core();

    private ColumnRow row;
    /** The handles of the loaded entity page (its index 0 is column offset {@link #componentOffset}). */
    Entity[] handles;
    /** The column page. */
    int page;
    /** The entity page ({@code index >>> Pages.SHIFT}) loaded for object pages and handles. */
    int entityPage;
    /** The column offset of index 0 of the loaded entity page's arrays. */
    int componentOffset;

    int start;
    int end;

    ColumnChunk(
            ColumnQuery query, World world, int columnCount, int objectCount, int requiredCount, int excludedCount) {
        this.query = query;
        this.world = world;
        this.columnPages = new ColumnPage[columnCount];
        this.objectPages = new Object[objectCount][];
        this.requiredPages = new Object[requiredCount][];
        this.excludedPages = new Object[excludedCount][];
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
     * @return the start, in {@code [0, 16384)}
     */
    public int start() {
        return start;
    }

    /**
     * Returns the end of the range (exclusive).
     *
     * @return the end, in {@code (start, 16384]}
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
     * Returns the entity at an offset of this chunk. It reads the slot when called: if the
     * action has despawned that entity and then spawned one that reused the slot, the answer is
     * the newcomer (and a despawned entity whose slot is free answers its old, stale handle).
     * Read the handles you need before making structural changes in the action.
     *
     * @param offset an offset in {@code [start(), end())}
     * @return its handle (the canonical one; no allocation)
     */
    public Entity entity(int offset) {
        int index = (page << ColumnPage.SHIFT) + offset;
        return core.handlePages(world)[index >>> Pages.SHIFT][index & Pages.MASK];
    }

    /**
     * Returns the entity index of offset 0 of this chunk's page (entity index = base + offset).
     *
     * @return the base index
     */
    public int baseIndex() {
        return page << ColumnPage.SHIFT;
    }

    /**
     * Returns the offset of element 0 of the {@link #components(Class)} arrays: the component
     * of {@code entity(i)} is {@code components(Type.class)[i - componentOffset()]}. A multiple
     * of 4096 (an object component page holds 4096 entities, a column page 16384), at most
     * {@link #start()}; a chunk of a query that fetches object components ends at most 4096
     * past it.
     *
     * @return the offset, in {@code [0, 16384)}
     */
    public int componentOffset() {
        return componentOffset;
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
    public @Nullable Object[] objects(ObjectColumn<?, ?> column) {
        return pageOf(column).objects[column.slot];
    }

    /**
     * Returns the page of an ordinary (object) component the query fetches: element
     * {@code i - componentOffset()} is the component of {@link #entity(int) entity(i)}; cast it.
     *
     * <pre>{@code
     * Object[] targets = chunk.components(Target.class);
     * int shift = chunk.componentOffset();
     * for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
     *     Target t = (Target) targets[i - shift];
     * }
     * }</pre>
     *
     * @param type an object component class passed to {@link World#columnQuery(Class[])}
     * @return the page's array
     * @throws IllegalArgumentException if the query does not fetch that class
     */
    public @Nullable Object[] components(Class<?> type) {
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
     * Returns e.g. {@code ColumnChunk[page 3, 0..16384]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "ColumnChunk[page " + page + ", " + start + ".." + end + "]";
    }
}
