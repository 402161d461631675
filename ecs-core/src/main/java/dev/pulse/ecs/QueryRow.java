package dev.pulse.ecs;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The entity a {@link DynamicQuery} walk is visiting, with its components: by position
 * ({@link #get(int)}: the spec's fetched classes, then its optional ones, in the order given)
 * or by class ({@link #get(Class)}).
 *
 * <pre>{@code
 * query.forEach(row -> {
 *     Position p = row.get(Position.class);
 *     Shield shield = row.get(Shield.class);   // an optional term: null where the entity has none
 *     ...
 * });
 * }</pre>
 *
 * <h2>Valid only inside the action</h2>
 * One row serves a whole walk (and the query's next walks): the walk points it at each entity
 * before calling the action, so a walk allocates nothing per entity. Keep what you need from it
 * (the entity, the components), not the row: once the action has returned, {@link #entity()},
 * {@link #get(int)}, {@link #get(Class)} and {@code has} throw {@link IllegalStateException}
 * (during a later walk of the same query, a kept row may be pointing at that walk's entity
 * instead: do not keep it).
 *
 * <h2>What it hands over</h2>
 * The components are read when the walk reaches the entity, before the action runs, as a typed
 * query reads the action's arguments: an action that removes or replaces a component of the
 * entity still reads the one it was handed from the row (the object, whose fields it may write,
 * is the world's). A required component is never {@code null}; an optional term is {@code null}
 * where the entity lacks it.
 */
public final class QueryRow {

    private final DynamicQuery query;
    /** The query's storages, by position. */
    final ComponentStorage<?>[] storages;
    /** Bit {@code i} set when position {@code i} is an optional term. */
    final int optional;
    /** The visited entity's components by position, read at the visit. */
    final Object[] values;
    /** The walk's held component page of each position's storage. */
    final Object[][] pages;
    /** The visited entity; {@code null} outside the action. */
    Entity entity;
    /** The action of the walk in progress (a {@link DynamicQuery.ForEach}, {@code Match} or {@code Until}). */
    Object action;

    QueryRow(DynamicQuery query) {
        this.query = query;
        this.storages = query.storages;
        this.optional = query.optional;
        this.values = new Object[storages.length];
        this.pages = new Object[storages.length][];
    }

    /** Ends a walk: the row refuses reads and holds no component, page or action. */
    void close() {
        entity = null;
        action = null;
        Arrays.fill(values, null);
        Arrays.fill(pages, null);
    }

    /**
     * Returns the entity being visited: the handle the walk reached, even if the action has
     * despawned it since (then it is stale).
     *
     * @return its handle
     * @throws IllegalStateException if the action this row was handed to has returned
     */
    public Entity entity() {
        return live();
    }

    /**
     * Returns how many components the row hands over: the spec's fetched classes plus its
     * optional ones.
     *
     * @return the number of positions
     */
    public int size() {
        return values.length;
    }

    /**
     * Returns the component at {@code position}: the spec's fetched classes first, then its
     * optional ones, in the order given.
     *
     * @param position from 0 to {@link #size()} - 1
     * @return the component; {@code null} only for an optional term the entity lacks
     * @throws IndexOutOfBoundsException if {@code position} is not one of the row's
     * @throws IllegalStateException     if the action this row was handed to has returned
     */
    public @Nullable Object get(int position) {
        live();
        if (position < 0 || position >= values.length) {
            throw new IndexOutOfBoundsException("Position " + position + " is not one of " + query + "'s components, "
                    + "which are at positions 0 to " + (values.length - 1) + " (" + names() + ")");
        }
        return values[position];
    }

    /**
     * Returns the component of class {@code type}, which the spec fetches or names as optional.
     *
     * @param type the component class
     * @param <T>  its type
     * @return the component; {@code null} only for an optional term the entity lacks
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if the query does not hand {@code type} over (a class
     *                                  named only in {@code with}, {@code without} or
     *                                  {@code any} is not handed over)
     * @throws IllegalStateException    if the action this row was handed to has returned
     */
    @SuppressWarnings("unchecked")
    public <T> @Nullable T get(Class<T> type) {
        live();
        return (T) values[position(type)];
    }

    /**
     * Tells whether the entity has the component at {@code position}: always for a fetched
     * class, and for an optional term where it is not {@code null}.
     *
     * @param position from 0 to {@link #size()} - 1
     * @return {@code true} if {@link #get(int)} answers a component
     * @throws IndexOutOfBoundsException if {@code position} is not one of the row's
     * @throws IllegalStateException     if the action this row was handed to has returned
     */
    public boolean has(int position) {
        return get(position) != null;
    }

    /**
     * Tells whether the entity has the component of class {@code type}, which the spec fetches
     * or names as optional (see {@link #has(int)}).
     *
     * @param type the component class
     * @return {@code true} if {@link #get(Class)} answers a component
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if the query does not hand {@code type} over
     * @throws IllegalStateException    if the action this row was handed to has returned
     */
    public boolean has(Class<?> type) {
        return get(type) != null;
    }

    private Entity live() {
        final Entity visited = entity;
        if (visited == null) {
            throw new IllegalStateException("A QueryRow of " + query + " was read after its action returned; a row is "
                    + "valid only while the action it was handed runs (the walk reuses it for the next entity). "
                    + "Keep the entity or the components you need instead of the row");
        }
        return visited;
    }

    private int position(Class<?> type) {
        if (type == null) {
            throw new NullPointerException("QueryRow.get/has need a component class, e.g. Position.class");
        }
        final ComponentStorage<?>[] storages = this.storages;
        for (int i = 0; i < storages.length; i++) {
            if (storages[i].type() == type) {
                return i;
            }
        }
        throw new IllegalArgumentException(query + " does not hand over " + type.getSimpleName()
                + "; its components are " + names() + ". Name " + type.getSimpleName()
                + " in the spec's of(...) or optional(...) to read it from the row");
    }

    private String names() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < storages.length; i++) {
            text.append(i == 0 ? "" : ", ").append(storages[i].componentType().name());
        }
        return text.toString();
    }
}
