package dev.pulse.ecs.column;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import org.jspecify.annotations.Nullable;

/**
 * The current entity of a per-entity {@link ColumnQuery#forEach} walk: its columns by key, for
 * code that prefers one entity at a time to {@linkplain ColumnChunk chunks} (slower per entity:
 * each access finds the key's component among the query's, but allocates nothing). Valid only
 * inside the action; the walk reuses it for the next entity.
 */
public final class ColumnRow {

    private final ColumnChunk chunk;
    int offset;
    /** The handle the walk is visiting, kept so a slot reused during the action does not change it. */
    Entity entity;

    ColumnRow(ColumnChunk chunk) {
        this.chunk = chunk;
    }

    /** Points the row at the entity {@code entity} at column offset {@code offset}, before the action sees it. */
    void visit(int offset, Entity entity) {
        this.offset = offset;
        this.entity = entity;
    }

    /**
     * Returns the current entity: the handle the walk handed to the action, even if the action
     * has despawned it since (it is stale then, whatever entity now holds the slot). The
     * columns are read at the slot, though: once the action despawns the entity and a spawn
     * reuses the slot with this component, they are the newcomer's.
     *
     * @return its handle
     */
    public Entity entity() {
        return entity;
    }

    /**
     * Reads a {@code float} column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @return the value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public float get(FloatColumn<?> column) {
        return chunk.pageOf(column).floats[column.slot][offset];
    }

    /**
     * Writes a {@code float} column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @param value  the new value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public void set(FloatColumn<?> column, float value) {
        chunk.pageOf(column).floats[column.slot][offset] = value;
    }

    /**
     * Reads a {@code int} column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @return the value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public int get(IntColumn<?> column) {
        return chunk.pageOf(column).ints[column.slot][offset];
    }

    /**
     * Writes a {@code int} column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @param value  the new value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public void set(IntColumn<?> column, int value) {
        chunk.pageOf(column).ints[column.slot][offset] = value;
    }

    /**
     * Reads a {@code long} column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @return the value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public long get(LongColumn<?> column) {
        return chunk.pageOf(column).longs[column.slot][offset];
    }

    /**
     * Writes a {@code long} column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @param value  the new value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public void set(LongColumn<?> column, long value) {
        chunk.pageOf(column).longs[column.slot][offset] = value;
    }

    /**
     * Reads a {@code double} column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @return the value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public double get(DoubleColumn<?> column) {
        return chunk.pageOf(column).doubles[column.slot][offset];
    }

    /**
     * Writes a {@code double} column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @param value  the new value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public void set(DoubleColumn<?> column, double value) {
        chunk.pageOf(column).doubles[column.slot][offset] = value;
    }

    /**
     * Reads a {@code boolean} column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @return the value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public boolean get(BooleanColumn<?> column) {
        return chunk.pageOf(column).booleans[column.slot][offset];
    }

    /**
     * Writes a {@code boolean} column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @param value  the new value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public void set(BooleanColumn<?> column, boolean value) {
        chunk.pageOf(column).booleans[column.slot][offset] = value;
    }

    /**
     * Reads a {@code byte} column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @return the value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public byte get(ByteColumn<?> column) {
        return chunk.pageOf(column).bytes[column.slot][offset];
    }

    /**
     * Writes a {@code byte} column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @param value  the new value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public void set(ByteColumn<?> column, byte value) {
        chunk.pageOf(column).bytes[column.slot][offset] = value;
    }
    /**
     * Reads an object column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @param <V>    the column's type
     * @return the value
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    @SuppressWarnings("unchecked")
    public <V> @Nullable V get(ObjectColumn<?, V> column) {
        return (V) chunk.pageOf(column).objects[column.slot][offset];
    }

    /**
     * Writes an object column of the current entity.
     *
     * @param column a key of one of the query's column components
     * @param value  the new value
     * @param <V>    the column's type
     * @throws IllegalArgumentException if the query does not fetch the column's component
     */
    public <V> void set(ObjectColumn<?, V> column, @Nullable V value) {
        chunk.pageOf(column).objects[column.slot][offset] = column.valueType.cast(value);
    }

    /**
     * Returns the current entity's component of an ordinary (object) class the query fetches.
     *
     * @param type the class, as passed to {@link World#columnQuery(Class[])}
     * @param <T>  the component type
     * @return the component
     * @throws IllegalArgumentException if the query does not fetch that class
     */
    public <T> T component(Class<T> type) {
        return type.cast(chunk.components(type)[offset - chunk.componentOffset]);
    }

    /**
     * Returns e.g. {@code ColumnRow[Entity[3v0]]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "ColumnRow[" + entity() + "]";
    }
}
