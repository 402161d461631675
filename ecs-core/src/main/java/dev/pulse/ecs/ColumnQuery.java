package dev.pulse.ecs;

import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * A query over column components, optionally mixed with ordinary object components, walked
 * page by page: {@link #forEachChunk} hands out {@linkplain ColumnChunk chunks} (the column
 * arrays plus a {@code [start, end)} range) for plain indexed loops at primitive-array speed;
 * {@link #forEach} visits one entity at a time through a {@link ColumnRow}. Build it with
 * {@link World#columnQuery(Class[])} and keep it.
 *
 * <pre>{@code
 * ColumnQuery movers = world.columnQuery(Particle.class).without(Frozen.class);
 * movers.forEachChunk(chunk -> {
 *     float[] x = chunk.floats(X), dx = chunk.floats(DX);
 *     for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
 *         x[i] += dx[i];
 *     }
 * });
 * }</pre>
 *
 * <h2>Iteration</h2>
 * Columns are kept by entity index, so the columns of every fetched component sit at the same
 * offset of the same page: a walk scans the pages in entity index order, up to the smallest
 * fetched storage's highest index. A page where every fetched column component is complete
 * (all its indexes up to that limit have it) and no object component or filter is involved is
 * one chunk, checked with one count per component; elsewhere the walk reads the owner columns
 * (and the object pages of fetched, {@code with} and {@code without} classes) per entity and
 * hands out each run of consecutive matches as a chunk. Sparse matches therefore mean short
 * chunks; the per-entity {@link #forEach} is then just as good.
 *
 * <h2>Changes during a walk</h2>
 * Structural changes are allowed. Pages never move, so nothing breaks; a chunk's range is fixed
 * when the chunk is handed out, so an entity despawned (or stripped of a fetched component) by
 * the action is still inside the current chunk's range; its columns stay readable and writes
 * to them are harmless (they belong to no entity). Later chunks and, in {@link #forEach}, every
 * entity are checked when reached: an entity removed before the walk gets to it is not visited.
 * Unlike object queries, an entity that gains the components during the walk is visited if its
 * index is ahead of the walk. {@code world.clear()} is refused during a walk.
 */
public final class ColumnQuery {

    private final World world;
    final ColumnStorage<?>[] columns;
    private final ComponentStorage<?>[] objects;
    private final ComponentStorage<?>[] required;
    private final ComponentStorage<?>[] excluded;
    /** The chunk of the last walk, reused unless walks nest. */
    private ColumnChunk spare;

    ColumnQuery(World world, ColumnStorage<?>[] columns, ComponentStorage<?>[] objects,
                ComponentStorage<?>[] required, ComponentStorage<?>[] excluded) {
        this.world = world;
        this.columns = columns;
        this.objects = objects;
        this.required = required;
        this.excluded = excluded;
        checkDistinct();
    }

    /** Builds the query of {@link World#columnQuery(Class[])}. */
    static ColumnQuery of(World world, Class<?>[] types) {
        if (types == null || types.length == 0) {
            throw new IllegalArgumentException("columnQuery needs at least one component class, e.g. "
                    + "world.columnQuery(Particle.class)");
        }
        int columnCount = 0;
        ComponentStorage<?>[] storages = new ComponentStorage<?>[types.length];
        for (int i = 0; i < types.length; i++) {
            if (types[i] == null) {
                throw new NullPointerException("columnQuery got a null class (argument " + i
                        + "); pass component classes such as Particle.class");
            }
            storages[i] = world.storage(types[i]);
            if (storages[i].columns != null) {
                columnCount++;
            }
        }
        ColumnStorage<?>[] columns = new ColumnStorage<?>[columnCount];
        ComponentStorage<?>[] objects = new ComponentStorage<?>[types.length - columnCount];
        int c = 0;
        int o = 0;
        for (ComponentStorage<?> storage : storages) {
            if (storage.columns != null) {
                columns[c++] = storage.columns;
            } else {
                objects[o++] = storage;
            }
        }
        return new ColumnQuery(world, columns, objects, Query.NONE, Query.NONE);
    }

    /**
     * Returns a query that also requires these component classes (ordinary or column), without
     * fetching them.
     *
     * @param types component classes
     * @return a new query
     * @throws NullPointerException     if the array or a class is null
     * @throws IllegalArgumentException if a class cannot be a component or is already named
     */
    public ColumnQuery with(Class<?>... types) {
        return new ColumnQuery(world, columns, objects, plus(required, types, "with"), excluded);
    }

    /**
     * Returns a query that also excludes entities having any of these component classes.
     *
     * @param types component classes
     * @return a new query
     * @throws NullPointerException     if the array or a class is null
     * @throws IllegalArgumentException if a class cannot be a component or is already named
     */
    public ColumnQuery without(Class<?>... types) {
        return new ColumnQuery(world, columns, objects, required, plus(excluded, types, "without"));
    }

    private ComponentStorage<?>[] plus(ComponentStorage<?>[] existing, Class<?>[] types, String method) {
        return Query.appendStorages(world, existing, types, method);
    }

    private void checkDistinct() {
        int fetchedCount = columns.length + objects.length;
        ComponentStorage<?>[] all = new ComponentStorage<?>[fetchedCount + required.length + excluded.length];
        for (int i = 0; i < columns.length; i++) {
            all[i] = columns[i].presence();
        }
        System.arraycopy(objects, 0, all, columns.length, objects.length);
        System.arraycopy(required, 0, all, fetchedCount, required.length);
        System.arraycopy(excluded, 0, all, fetchedCount + required.length, excluded.length);
        for (int i = 0; i < all.length; i++) {
            for (int j = 0; j < i; j++) {
                if (all[i] == all[j]) {
                    String name = all[i].componentType().name();
                    boolean contradiction = i >= fetchedCount + required.length && j < fetchedCount + required.length;
                    throw new IllegalArgumentException(contradiction
                            ? "Column query both requires and excludes " + name + ", so it can never match; drop one"
                            : "Column query names " + name + " twice; name each component class once");
                }
            }
        }
    }

    /**
     * Calls {@code action} with each chunk of matching entities, in entity index order.
     * Allocates nothing (unless walks of this query nest).
     *
     * @param action receives each chunk; see {@link ColumnChunk}
     * @throws NullPointerException if {@code action} is null
     */
    public void forEachChunk(Consumer<? super ColumnChunk> action) {
        if (action == null) {
            throw new NullPointerException("forEachChunk needs an action, e.g. chunk -> { ... }");
        }
        walk(action, null);
    }

    /**
     * Calls {@code action} with each matching entity and a row of its columns, in entity index
     * order. Each entity is checked when reached, so one despawned earlier in the walk is not
     * visited.
     *
     * @param action receives the entity and its row (valid only during the call)
     * @throws NullPointerException if {@code action} is null
     */
    public void forEach(BiConsumer<? super Entity, ? super ColumnRow> action) {
        if (action == null) {
            throw new NullPointerException("forEach needs an action, e.g. (entity, row) -> { ... }");
        }
        walk(null, action);
    }

    /**
     * Counts the entities that match now. O(pages + entities of incomplete pages).
     *
     * @return the count
     */
    public int count() {
        int[] count = new int[1];
        walk(chunk -> count[0] += chunk.size(), null);
        return count[0];
    }

    private void walk(Consumer<? super ColumnChunk> chunkAction, BiConsumer<? super Entity, ? super ColumnRow> entityAction) {
        ColumnChunk chunk = spare;
        if (chunk == null) {
            chunk = new ColumnChunk(this, columns.length, objects.length);
        } else {
            spare = null; // a nested walk of this query makes its own
        }
        world.enterIteration();
        try {
            int limit = Integer.MAX_VALUE;
            for (ColumnStorage<?> storage : columns) {
                limit = Math.min(limit, storage.presence().indexLimit);
            }
            for (ComponentStorage<?> storage : objects) {
                limit = Math.min(limit, storage.indexLimit);
            }
            for (ComponentStorage<?> storage : required) {
                limit = Math.min(limit, storage.indexLimit);
            }
            if (limit == Integer.MAX_VALUE) {
                return; // no fetched class at all
            }
            boolean perEntity = chunkAction == null;
            boolean objectsInvolved = objects.length + required.length > 0;
            ColumnRow row = perEntity ? new ColumnRow(chunk) : null;
            for (int p = 0, pages = (limit + Pages.MASK) >>> Pages.SHIFT; p < pages; p++) {
                int base = p << Pages.SHIFT;
                int span = Math.min(Pages.SIZE, limit - base);
                if (!load(chunk, p)) {
                    continue;
                }
                if (!perEntity && !objectsInvolved && !excludedOn(p) && complete(chunk, base)) {
                    chunk.start = 0;
                    chunk.end = span;
                    chunkAction.accept(chunk);
                    continue;
                }
                for (int o = 0; o < span; o++) {
                    if (!matches(chunk, p, o)) {
                        continue;
                    }
                    if (perEntity) {
                        row.offset = o;
                        entityAction.accept(chunk.handles[o], row);
                    } else {
                        int start = o;
                        while (o + 1 < span && matches(chunk, p, o + 1)) {
                            o++;
                        }
                        chunk.start = start;
                        chunk.end = o + 1;
                        chunkAction.accept(chunk);
                    }
                }
            }
        } finally {
            world.exitIteration();
            spare = chunk;
        }
    }

    /** Points the chunk at page {@code p}; false if some fetched or required storage has nothing there. */
    private boolean load(ColumnChunk chunk, int p) {
        for (int k = 0; k < columns.length; k++) {
            ColumnPage page = columns[k].page(p);
            if (page == null || page.count == 0) {
                return false;
            }
            chunk.columnPages[k] = page;
        }
        for (int k = 0; k < objects.length; k++) {
            Object[] page = objects[k].componentPage(p);
            if (page == null) {
                return false;
            }
            chunk.objectPages[k] = page;
        }
        for (ComponentStorage<?> storage : required) {
            if (storage.componentPage(p) == null) {
                return false;
            }
        }
        Entity[][] handles = world.handlePages();
        chunk.handles = handles[p];
        chunk.page = p;
        return true;
    }

    /** Whether some excluded storage has a page at {@code p} (then entities must be tested one by one). */
    private boolean excludedOn(int p) {
        for (ComponentStorage<?> storage : excluded) {
            if (storage.componentPage(p) != null) {
                return true;
            }
        }
        return false;
    }

    /** Whether every fetched column component covers the whole page up to its own index limit. */
    private boolean complete(ColumnChunk chunk, int base) {
        for (int k = 0; k < columns.length; k++) {
            int span = Math.min(Pages.SIZE, columns[k].presence().indexLimit - base);
            if (chunk.columnPages[k].count != span) {
                return false;
            }
        }
        return true;
    }

    /** Whether the entity at offset {@code o} of page {@code p} matches now. */
    private boolean matches(ColumnChunk chunk, int p, int o) {
        ColumnPage[] columnPages = chunk.columnPages;
        for (ColumnPage page : columnPages) {
            if (page.owners[o] == 0) {
                return false;
            }
        }
        Object[][] objectPages = chunk.objectPages;
        for (Object[] page : objectPages) {
            if (page[o] == null) {
                return false;
            }
        }
        for (ComponentStorage<?> storage : required) {
            if (storage.componentPage(p)[o] == null) {
                return false;
            }
        }
        for (ComponentStorage<?> storage : excluded) {
            Object[] page = storage.componentPage(p);
            if (page != null && page[o] != null) {
                return false;
            }
        }
        return true;
    }

    /** Why an ordinary query cannot fetch a column component, and what to write instead. */
    static IllegalArgumentException notAnObjectQuery(String name) {
        return new IllegalArgumentException("Cannot fetch " + name + " in world.query(...): it is a column component "
                + "(implements Columnar), stored as columns, not objects. Walk it with world.columnQuery(" + name
                + ".class), read one entity with world.columns(" + name + ".class).modify/view, or only filter on it "
                + "with with(" + name + ".class) / without(" + name + ".class)");
    }

    int objectSlot(Class<?> type) {
        for (int k = 0; k < objects.length; k++) {
            if (objects[k].type() == type) {
                return k;
            }
        }
        throw notFetched(type);
    }

    IllegalArgumentException notFetched(Class<?> type) {
        return new IllegalArgumentException(this + " does not fetch " + (type == null ? "null" : type.getSimpleName())
                + "; name it in world.columnQuery(...) to read it (with(...) only filters)");
    }

    /**
     * Returns e.g. {@code ColumnQuery[Particle, Target without Frozen]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("ColumnQuery[");
        String separator = "";
        for (ColumnStorage<?> storage : columns) {
            text.append(separator).append(storage.schema().type().getSimpleName());
            separator = ", ";
        }
        for (ComponentStorage<?> storage : objects) {
            text.append(separator).append(storage.componentType().name());
            separator = ", ";
        }
        append(text, " with ", required);
        append(text, " without ", excluded);
        return text.append(']').toString();
    }

    private static void append(StringBuilder text, String label, ComponentStorage<?>[] storages) {
        for (int i = 0; i < storages.length; i++) {
            text.append(i == 0 ? label : ", ").append(storages[i].componentType().name());
        }
    }
}
