package dev.pulse.ecs.column;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.WalkOrder;
import dev.pulse.ecs.World;
import dev.pulse.ecs.internal.CoreAccess;
import dev.pulse.ecs.internal.Pages;
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
 * offset of the same page. Like object queries, a walk is driven by the smallest storage an
 * entity must be in (fetched column or object components and {@code with} classes). With a
 * dense driver (at least one entity per four indexes of the range every required storage
 * covers) the walk goes page by page (16384 entity indexes a column page) in entity index order:
 * a page where every fetched column component is complete and no object component or filter is
 * involved is one chunk, checked with one count per component; elsewhere the walk reads the
 * owner columns (and the object pages of fetched, {@code with} and {@code without} classes) per
 * entity and hands out each run of consecutive matches as a chunk, cut at every 4096 indexes
 * (the object pages' size; see {@link ColumnChunk#componentOffset()}). A sparse driver (say a tag
 * on a tenth of the entities) is walked through its packed list of entity indexes, so the walk
 * costs what the matches cost, not what the whole index range costs; consecutive entries with
 * consecutive indexes still form one chunk. Do not rely on the order across chunks, unless
 * the query is {@linkplain #ordered(WalkOrder) ordered}: in {@link WalkOrder#ENTITY_INDEX}
 * order every walk goes page by page in entity index order, whatever the driver (the same walk
 * as a dense driver's, so it costs nothing there; with a sparse driver it scans the index range
 * the required storages cover instead of the driver's entries).
 *
 * <h2>Changes during a walk</h2>
 * Structural changes are allowed. Pages never move, so nothing breaks; a chunk's range is fixed
 * when the chunk is handed out, so an entity despawned (or stripped of a fetched component) by
 * the action is still inside the current chunk's range; its columns stay readable and writes
 * to them belong to no entity, unless the action then spawns an entity that reuses the slot
 * and gives it the component: from then on the slot's columns, and
 * {@link ColumnChunk#entity(int)}, are the newcomer's. So read and write an entity's columns
 * before despawning it in the action. Later chunks and, in {@link #forEach}, every
 * entity are checked when reached: an entity removed before the walk gets to it is not visited.
 * An entity that gains the components during the walk may or may not be visited by this walk
 * (it is, with a dense driver, if its index is ahead of the walk; it is not if it joined a
 * sparse driver). {@code world.clear()} is refused during a walk.
 */
public final class ColumnQuery {

    private static final ComponentStorage<?>[] NONE = {};

    private final World world;
    /** The core's package-private members (pages, packed lists, walk locks), reached through its bridge. */
    private final CoreAccess core;

    final ColumnStorage<?>[] columns;
    private final ComponentStorage<?>[] objects;
    private final ComponentStorage<?>[] required;
    private final ComponentStorage<?>[] excluded;
    /** The chunk of the last walk, reused unless walks nest. */
    private ColumnChunk spare;
    /** The order walks visit in; {@link WalkOrder#STORAGE} unless {@link #ordered} asked otherwise. */
    private WalkOrder order = WalkOrder.STORAGE;

    ColumnQuery(
            World world,
            ColumnStorage<?>[] columns,
            ComponentStorage<?>[] objects,
            ComponentStorage<?>[] required,
            ComponentStorage<?>[] excluded) {
        this.world = world;
        this.core = CoreAccess.core();
        this.columns = columns;
        this.objects = objects;
        this.required = required;
        this.excluded = excluded;
        checkDistinct();
    }

    /**
     * Returns a query of entities that have all of these component classes (column or ordinary
     * components), fetching each: the same as {@link World#columnQuery(Class[])}.
     *
     * @param world the world to query
     * @param types column component classes, optionally mixed with ordinary ones
     * @return the query; keep it and walk it every frame
     * @throws NullPointerException     if {@code world} or a class is null
     * @throws IllegalArgumentException if no class is given, or one is named twice or cannot be a
     *                                  component
     */
    public static ColumnQuery of(World world, Class<?>... types) {
        if (world == null) {
            throw new NullPointerException(
                    "ColumnQuery.of needs the world to query, e.g. ColumnQuery.of(world, Particle.class)");
        }
        CoreAccess core = CoreAccess.core();
        if (types == null || types.length == 0) {
            throw new IllegalArgumentException(
                    "columnQuery needs at least one component class, e.g. " + "world.columnQuery(Particle.class)");
        }
        int columnCount = 0;
        ComponentStorage<?>[] storages = new ComponentStorage<?>[types.length];
        for (int i = 0; i < types.length; i++) {
            if (types[i] == null) {
                throw new NullPointerException("columnQuery got a null class (argument " + i
                        + "); pass component classes such as Particle.class");
            }
            storages[i] = world.storage(types[i]);
            if (core.columns(storages[i]) != null) {
                columnCount++;
            }
        }
        ColumnStorage<?>[] columns = new ColumnStorage<?>[columnCount];
        ComponentStorage<?>[] objects = new ComponentStorage<?>[types.length - columnCount];
        int c = 0;
        int o = 0;
        for (ComponentStorage<?> storage : storages) {
            ColumnStorage<?> storageColumns = core.columns(storage);
            if (storageColumns != null) {
                columns[c++] = storageColumns;
            } else {
                objects[o++] = storage;
            }
        }
        return new ColumnQuery(world, columns, objects, NONE, NONE);
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
        return new ColumnQuery(world, columns, objects, plus(required, types, "with"), excluded).inOrder(order);
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
        return new ColumnQuery(world, columns, objects, required, plus(excluded, types, "without")).inOrder(order);
    }

    /**
     * Returns this query walking in {@code order}: {@link WalkOrder#ENTITY_INDEX} for a stable
     * order (ascending entity index, the same for the same operations on every run and platform:
     * see {@link WalkOrder}), {@link WalkOrder#STORAGE} for the default, fastest one. Both
     * {@link #forEachChunk} (chunks in ascending index, each an ascending run) and
     * {@link #forEach} keep it, and so do queries derived with {@code with} and {@code without}.
     * The ordered walk is the page walk a dense driver gets (see the class comment), with its
     * rules on changes during the walk: an entity despawned before the walk reaches it is not
     * visited; an entity that gains the components during the walk is visited if its index is
     * still ahead of the walk (a newcomer in a slot ahead included, under its own handle).
     *
     * <pre>{@code
     * ColumnQuery particles = world.columnQuery(Particle.class).ordered(WalkOrder.ENTITY_INDEX);
     * }</pre>
     *
     * @param order the order to walk in
     * @return a new query
     * @throws NullPointerException if {@code order} is null
     */
    public ColumnQuery ordered(WalkOrder order) {
        if (order == null) {
            throw new NullPointerException("ordered(...) needs an order: WalkOrder.ENTITY_INDEX for a stable one, "
                    + "WalkOrder.STORAGE for the fastest");
        }
        return new ColumnQuery(world, columns, objects, required, excluded).inOrder(order);
    }

    /**
     * The order this query walks in: {@link WalkOrder#STORAGE} unless it was built with
     * {@link #ordered(WalkOrder)} (or derived from a query that was).
     *
     * @return the order
     */
    public WalkOrder order() {
        return order;
    }

    /** Sets the order of a query just built; answers it. */
    private ColumnQuery inOrder(WalkOrder order) {
        this.order = order;
        return this;
    }

    private ComponentStorage<?>[] plus(ComponentStorage<?>[] existing, Class<?>[] types, String method) {
        return core.appendStorages(world, existing, types, method);
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
                    String name = core.name(all[i]);
                    boolean contradiction = i >= fetchedCount + required.length && j < fetchedCount + required.length;
                    throw new IllegalArgumentException(
                            contradiction
                                    ? "Column query both requires and excludes " + name
                                            + ", so it can never match; drop one"
                                    : "Column query names " + name + " twice; name each component class once");
                }
            }
        }
    }

    /**
     * Calls {@code action} with each chunk of matching entities: in entity index order when the
     * walk scans pages, in the driving storage's order when it follows a sparse driver (see the
     * class comment). Allocates nothing (unless walks of this query nest).
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
     * Calls {@code action} with each matching entity and a row of its columns, in the order of
     * {@link #forEachChunk}. Each entity is checked when reached, so one despawned earlier in the
     * walk is not visited.
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

    private void walk(
            Consumer<? super ColumnChunk> chunkAction, BiConsumer<? super Entity, ? super ColumnRow> entityAction) {
        ColumnChunk chunk = spare;
        if (chunk == null) {
            chunk = new ColumnChunk(this, world, columns.length, objects.length, required.length, excluded.length);
        } else {
            spare = null; // a nested walk of this query makes its own
        }
        core.enterIteration(world);
        try {
            ComponentStorage<?> driver = driver();
            int limit = limit();
            if (order == WalkOrder.ENTITY_INDEX || (long) driver.size() * Pages.DENSE_RATIO >= limit) {
                walkPages(chunk, limit, chunkAction, entityAction);
            } else {
                core.lock(driver);
                try {
                    walkPacked(driver, chunk, chunkAction, entityAction);
                } finally {
                    core.unlock(driver);
                }
            }
        } finally {
            core.exitIteration(world);
            spare = chunk;
        }
    }

    /** The smallest storage an entity must be in (fetched column or object component, or {@code with}): it drives the walk. */
    private ComponentStorage<?> driver() {
        ComponentStorage<?> best = null;
        for (ColumnStorage<?> storage : columns) {
            best = smaller(best, storage.presence());
        }
        for (ComponentStorage<?> storage : objects) {
            best = smaller(best, storage);
        }
        for (ComponentStorage<?> storage : required) {
            best = smaller(best, storage);
        }
        return best;
    }

    /** One past the highest entity index every storage an entity must be in has reached: a page walk's end. */
    private int limit() {
        int limit = Integer.MAX_VALUE;
        for (ColumnStorage<?> storage : columns) {
            limit = Math.min(limit, core.indexLimit(storage.presence()));
        }
        for (ComponentStorage<?> storage : objects) {
            limit = Math.min(limit, core.indexLimit(storage));
        }
        for (ComponentStorage<?> storage : required) {
            limit = Math.min(limit, core.indexLimit(storage));
        }
        return limit;
    }

    private static ComponentStorage<?> smaller(ComponentStorage<?> best, ComponentStorage<?> candidate) {
        return best == null || candidate.size() < best.size() ? candidate : best;
    }

    /**
     * A dense driver: scans the column pages in entity index order, up to the smallest index
     * limit of the storages an entity must be in. A column page where every fetched column
     * component is complete, with no object component, {@code with} or {@code without} page to
     * test, is one chunk; elsewhere each entity is tested, one entity page (the object pages'
     * geometry) at a time, and runs of matches are chunks.
     */
    private void walkPages(
            ColumnChunk chunk,
            int limit,
            Consumer<? super ColumnChunk> chunkAction,
            BiConsumer<? super Entity, ? super ColumnRow> entityAction) {
        boolean perEntity = chunkAction == null;
        boolean wholePages = !perEntity && objects.length + required.length == 0;
        ColumnRow row = perEntity ? chunk.row() : null;
        for (int p = 0, pages = (int) (((long) limit + ColumnPage.MASK) >>> ColumnPage.SHIFT); p < pages; p++) {
            int base = p << ColumnPage.SHIFT;
            int span = Math.min(ColumnPage.SIZE, limit - base);
            if (!loadColumns(chunk, p)) {
                continue;
            }
            if (wholePages && complete(chunk, base) && !excludedIn(base, span)) {
                chunk.start = 0;
                chunk.end = span;
                chunk.componentOffset = 0;
                chunkAction.accept(chunk);
                continue;
            }
            for (int from = 0; from < span; from += Pages.SIZE) {
                if (!loadEntityPage(chunk, (base + from) >>> Pages.SHIFT, from)) {
                    continue;
                }
                Entity[] handles = chunk.handles;
                int o = from;
                int to = Math.min(from + Pages.SIZE, span);
                while (o < to) {
                    if (!matches(chunk, o)) {
                        o++;
                    } else if (perEntity) {
                        row.visit(o, handles[o - from]);
                        entityAction.accept(row.entity, row);
                        o++;
                    } else {
                        int start = o++;
                        while (o < to && matches(chunk, o)) {
                            o++;
                        }
                        chunk.start = start;
                        chunk.end = o; // o did not match: tested again when the loop reaches it
                        chunkAction.accept(chunk);
                    }
                }
            }
        }
    }

    /**
     * A sparse driver: follows its packed list of entity indexes (insertion order until
     * removals swap entries; removals during the walk leave tombstones, entries added during
     * the walk lie past {@code end}). Consecutive entries with consecutive indexes of one entity
     * page that match form one chunk, so a driver filled in index order still gives long chunks.
     */
    private void walkPacked(
            ComponentStorage<?> driver,
            ColumnChunk chunk,
            Consumer<? super ColumnChunk> chunkAction,
            BiConsumer<? super Entity, ? super ColumnRow> entityAction) {
        boolean perEntity = chunkAction == null;
        ColumnRow row = perEntity ? chunk.row() : null;
        int[][] packed = core.packed(driver);
        int end = core.packedSize(driver);
        int loaded = -1;
        int pos = 0;
        while (pos < end) {
            int index = packed[pos >>> Pages.SHIFT][pos & Pages.MASK];
            pos++;
            if (index < 0) {
                continue; // removed during this walk
            }
            int e = index >>> Pages.SHIFT;
            if (e != loaded) {
                int p = index >>> ColumnPage.SHIFT;
                int from = (e << Pages.SHIFT) - (p << ColumnPage.SHIFT);
                if (!loadColumns(chunk, p) || !loadEntityPage(chunk, e, from)) {
                    loaded = -1; // some storage has no page there (yet): nothing of this page matches now
                    continue;
                }
                loaded = e;
            }
            int o = index & ColumnPage.MASK;
            if (!matches(chunk, o)) {
                continue;
            }
            if (perEntity) {
                row.visit(o, chunk.handles[index & Pages.MASK]);
                entityAction.accept(row.entity, row);
                continue;
            }
            int next = o + 1;
            int to = chunk.componentOffset + Pages.SIZE;
            while (next < to
                    && pos < end
                    && packed[pos >>> Pages.SHIFT][pos & Pages.MASK] == index + (next - o)
                    && matches(chunk, next)) {
                next++;
                pos++;
            }
            chunk.start = o;
            chunk.end = next;
            chunkAction.accept(chunk);
        }
    }

    /** Points the chunk at column page {@code p}; false if some fetched column component has no entity there. */
    private boolean loadColumns(ColumnChunk chunk, int p) {
        for (int k = 0; k < columns.length; k++) {
            ColumnPage page = columns[k].page(p);
            if (page == null || page.count == 0) {
                return false;
            }
            chunk.columnPages[k] = page;
        }
        chunk.page = p;
        return true;
    }

    /**
     * Points the chunk at entity page {@code e}, which starts at column offset {@code from} of
     * the loaded column page: the object pages of fetched, {@code with} and {@code without}
     * classes, and the handles; false if some fetched or required storage has no page there.
     */
    private boolean loadEntityPage(ColumnChunk chunk, int e, int from) {
        for (int k = 0; k < objects.length; k++) {
            Object[] page = core.componentPage(objects[k], e);
            if (page == null) {
                return false;
            }
            chunk.objectPages[k] = page;
        }
        for (int k = 0; k < required.length; k++) {
            Object[] page = core.componentPage(required[k], e);
            if (page == null) {
                return false;
            }
            chunk.requiredPages[k] = page;
        }
        for (int k = 0; k < excluded.length; k++) {
            chunk.excludedPages[k] = core.componentPage(excluded[k], e);
        }
        chunk.excludedStorages = excluded;
        chunk.handles = core.handlePages(world)[e];
        chunk.entityPage = e;
        chunk.componentOffset = from;
        return true;
    }

    /** Whether every fetched column component covers the whole column page up to its own index limit. */
    private boolean complete(ColumnChunk chunk, int base) {
        for (int k = 0; k < columns.length; k++) {
            int span = Math.min(ColumnPage.SIZE, core.indexLimit(columns[k].presence()) - base);
            if (chunk.columnPages[k].count != span) {
                return false;
            }
        }
        return true;
    }

    /** Whether some {@code without} storage has a page among the entity pages of indexes {@code [base, base + span)}. */
    private boolean excludedIn(int base, int span) {
        for (ComponentStorage<?> storage : excluded) {
            for (int e = base >>> Pages.SHIFT, last = (base + span - 1) >>> Pages.SHIFT; e <= last; e++) {
                if (core.componentPage(storage, e) != null) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the entity at column offset {@code o} (of the loaded entity page) matches now. */
    private static boolean matches(ColumnChunk chunk, int o) {
        for (ColumnPage page : chunk.columnPages) {
            if (page.owners[o] == 0) {
                return false;
            }
        }
        int e = o - chunk.componentOffset;
        for (Object[] page : chunk.objectPages) {
            if (page[e] == null) {
                return false;
            }
        }
        for (Object[] page : chunk.requiredPages) {
            if (page[e] == null) {
                return false;
            }
        }
        Object[][] excludedPages = chunk.excludedPages;
        for (int k = 0; k < excludedPages.length; k++) {
            Object[] page = excludedPages[k];
            if (page == null) {
                // it may have been added since the page was loaded
                page = chunk.core.componentPage(chunk.excludedStorages[k], chunk.entityPage);
                if (page == null) {
                    continue;
                }
                excludedPages[k] = page;
            }
            if (page[e] != null) {
                return false;
            }
        }
        return true;
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
            text.append(separator).append(core.name(storage));
            separator = ", ";
        }
        append(text, " with ", required);
        append(text, " without ", excluded);
        if (order == WalkOrder.ENTITY_INDEX) {
            text.append(" in entity index order");
        }
        return text.append(']').toString();
    }

    private static void append(StringBuilder text, String label, ComponentStorage<?>[] storages) {
        for (int i = 0; i < storages.length; i++) {
            text.append(i == 0 ? label : ", ").append(CoreAccess.core().name(storages[i]));
        }
    }
}
