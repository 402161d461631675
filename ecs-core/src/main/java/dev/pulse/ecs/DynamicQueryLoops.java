package dev.pulse.ecs;

import dev.pulse.ecs.internal.Pages;

/**
 * The sequential walks of {@link DynamicQuery}: the walks of {@link Query1Loops} …
 * {@link Query4Loops} (same order, same rules on changes during the walk, same optional-term
 * reads), with a loop over the query's storages where those have one statement per component.
 * The {@code action} a walk is given is the walk's {@link QueryRow}, which carries the user's
 * action; the walk fills the row's components and entity before each call and clears the
 * entity after it.
 *
 * <p>Like the typed walks, this class must stay one self-contained class file (no nested
 * classes, no lambdas): a query walked often runs its own copy of it (see {@link LoopCopies}).
 */
final class DynamicQueryLoops implements QueryLoops {

    /** The instance every dynamic query uses until it has its own copy. */
    static final QueryLoops SHARED = new DynamicQueryLoops();

    DynamicQueryLoops() {}

    /**
     * Holds each of the row's storages' component page {@code page} in the row, a missing page
     * as {@link QueryLoops#ABSENT} (every slot null): {@link #read} then hands an optional term
     * {@code null} there and finds a required one missing. A component added to such a page
     * during the walk is found by {@link #read} for an optional term; a required one cannot
     * appear before the walk moves on (only an action adds components, and an action runs only
     * where the entity has every required one, so its page exists).
     */
    static void holdPages(QueryRow row, int page) {
        final ComponentStorage<?>[] storages = row.storages;
        final Object[][] pages = row.pages;
        for (int t = 0; t < storages.length; t++) {
            final Object[] held = storages[t].componentPage(page);
            pages[t] = held != null ? held : QueryLoops.ABSENT;
        }
    }

    /**
     * Reads the components at {@code offset} of the held pages into the row, the way the typed
     * walks read theirs: a required one missing ends the read, an optional one missing from its
     * held page is read from its storage (an action may have added it in a page that did not
     * exist when the walk held its pages).
     *
     * @return {@code false} if the entity lacks a required component
     */
    static boolean read(QueryRow row, int offset, int index) {
        final Object[][] pages = row.pages;
        final Object[] values = row.values;
        final int optional = row.optional;
        for (int t = 0; t < values.length; t++) {
            Object component = pages[t][offset];
            if (component == null) {
                if ((optional & 1 << t) == 0) {
                    return false;
                }
                component = Query.optionalAt(row.storages[t], index);
            }
            values[t] = component;
        }
        return true;
    }

    /**
     * Hands the row, pointed at {@code entity}, to the walk's action of {@code form}.
     *
     * @return {@code true} if the walk stops here ({@link #MATCH} answered true, {@link #UNTIL} answered STOP)
     */
    private static boolean visit(QueryRow row, Entity entity, int form) {
        row.entity = entity;
        final boolean stop;
        if (form == WITH_ENTITY) {
            ((DynamicQuery.ForEach) row.action).accept(row);
            stop = false;
        } else if (form == MATCH) {
            stop = ((DynamicQuery.Match) row.action).test(row);
        } else {
            stop = Query.stops(((DynamicQuery.Until) row.action).accept(row));
        }
        row.entity = null;
        return stop;
    }

    /**
     * Visits the matching entities with entity indexes in {@code [from, to)} by scanning the
     * driver's component pages in index order, as {@code Query1Loops.walkDense} does.
     */
    @Override
    public void walkDense(Query q, ComponentStorage<?> driver, int from, int to, int end, Object action, int form) {
        walkDenseUntil(q, driver, from, to, end, action, form);
    }

    /**
     * The early-exit form of {@link #walkDense} over entity indexes {@code [0, to)}.
     *
     * @return the handle the action was given where it stopped, or null
     */
    @Override
    public Entity walkDenseUntil(Query q, ComponentStorage<?> driver, int to, int end, Object action, int form) {
        return walkDenseUntil(q, driver, 0, to, end, action, form);
    }

    private static Entity walkDenseUntil(
            Query q, ComponentStorage<?> driver, int from, int to, int end, Object action, int form) {
        final QueryRow row = (QueryRow) action;
        final boolean filtered = q.filtered;
        final World world = q.world;
        final Object[][] driverPages = driver.components;
        for (int page = from >>> Pages.SHIFT; page < driverPages.length && page << Pages.SHIFT < to; page++) {
            final Object[] driverPage = driverPages[page];
            if (driverPage == null) {
                continue;
            }
            holdPages(row, page);
            final Entity[][] handlePages = world.handlePages();
            if (page >= handlePages.length || handlePages[page] == null) {
                continue; // no entity was ever spawned in this page: nothing to visit
            }
            final Entity[] handles = handlePages[page];
            final int base = page << Pages.SHIFT;
            final int first = Math.max(from - base, 0);
            final int last = (int) Math.min((long) to - base, Pages.SIZE);
            for (int offset = first; offset < last; offset++) {
                if (driverPage[offset] == null) {
                    continue;
                }
                final int index = base + offset;
                if (!read(row, offset, index)) {
                    continue;
                }
                if (driver.size != end && driver.positionUnchecked(index) >= end) {
                    continue; // added to the driver during this walk
                }
                if (filtered && !q.passesFilters(index)) {
                    continue;
                }
                final Entity entity = handles[offset];
                if (visit(row, entity, form)) {
                    return entity;
                }
            }
        }
        return null;
    }

    /**
     * Visits the matching entities at packed positions {@code [from, to)} of the locked driver,
     * as {@code Query1Loops.walkPacked} does.
     */
    @Override
    public void walkPacked(Query q, ComponentStorage<?> driver, int from, int to, Object action, int form) {
        walkPackedUntil(q, driver, from, to, action, form);
    }

    /**
     * The early-exit form of {@link #walkPacked} over packed positions {@code [0, to)}.
     *
     * @return the handle the action was given where it stopped, or null
     */
    @Override
    public Entity walkPackedUntil(Query q, ComponentStorage<?> driver, int to, Object action, int form) {
        return walkPackedUntil(q, driver, 0, to, action, form);
    }

    private static Entity walkPackedUntil(
            Query q, ComponentStorage<?> driver, int from, int to, Object action, int form) {
        final QueryRow row = (QueryRow) action;
        final boolean filtered = q.filtered;
        final World world = q.world;
        final int[][] packed = driver.packed;
        int cachedPage = -1;
        Entity[] handles = null;
        int pos = from;
        while (pos < to) {
            final int[] packedPage = packed[pos >>> Pages.SHIFT];
            final int base = pos & ~Pages.MASK;
            final int last = Math.min(to - base, Pages.SIZE);
            for (int slot = pos - base; slot < last; slot++) {
                final int index = packedPage[slot];
                if (index < 0) {
                    continue; // removed during this walk
                }
                final int page = index >>> Pages.SHIFT;
                if (page != cachedPage) {
                    cachedPage = page;
                    holdPages(row, page);
                    handles = world.handlePages()[page];
                }
                if (!read(row, index & Pages.MASK, index)) {
                    continue;
                }
                if (filtered && !q.passesFilters(index)) {
                    continue;
                }
                final Entity entity = handles[index & Pages.MASK];
                if (visit(row, entity, form)) {
                    return entity;
                }
            }
            pos = base + last;
        }
        return null;
    }

    /**
     * The walk of an index-ordered query over a sparse driver out of index order: visits the
     * sorted {@code indexes[0, count)} as {@code Query1Loops.walkIndexes} does.
     *
     * @return the handle the action was given where it stopped, or null
     */
    @Override
    public Entity walkIndexes(
            Query q, ComponentStorage<?> driver, int[] indexes, int count, int end, Object action, int form) {
        final QueryRow row = (QueryRow) action;
        final boolean filtered = q.filtered;
        final World world = q.world;
        int cachedPage = -1;
        Object[] driverPage = null;
        Entity[] handles = null;
        for (int i = 0; i < count; i++) {
            final int index = indexes[i];
            final int page = index >>> Pages.SHIFT;
            if (page != cachedPage) {
                cachedPage = page;
                driverPage = driver.componentPage(page);
                holdPages(row, page);
                handles = world.handlePages()[page];
            }
            final int offset = index & Pages.MASK;
            if (driverPage == null || driverPage[offset] == null) {
                continue; // removed from the driver (or despawned) during this walk
            }
            if (!read(row, offset, index)) {
                continue;
            }
            if (driver.size != end && driver.positionUnchecked(index) >= end) {
                continue; // left the driver and rejoined it during this walk, or a newcomer in the slot
            }
            if (filtered && !q.passesFilters(index)) {
                continue;
            }
            final Entity entity = handles[offset];
            if (visit(row, entity, form)) {
                return entity;
            }
        }
        return null;
    }
}
