package dev.pulse.ecs;

import dev.pulse.ecs.internal.Pages;

/**
 * The sequential walks of {@link Query2}, kept in a class of their own so that a query walked
 * often runs its own copy of this class (see {@link LoopCopies}), whose JIT profile sees only
 * that query's actions. {@link #SHARED} serves every query until then, and parallel chunks.
 */
final class Query2Loops<A, B> implements QueryLoops {

    /** The instance every query uses until it has its own copy. */
    static final QueryLoops SHARED = new Query2Loops<>();

    Query2Loops() {
    }

    /**
     * Visits the matching entities with entity indexes in {@code [from, to)} by scanning the
     * driver's component pages in index order: a counted loop over each page with every
     * storage's page held, so reads are sequential. {@code end} is the driver's packed
     * size when the walk started: an entity whose driver entry sits at or past it was added
     * during the walk and is not visited.
     */
    @Override
    @SuppressWarnings("unchecked")
    public void walkDense(Query q, ComponentStorage<?> driver, int from, int to, int end, Object action, int form) {
        final Query2<A, B> query = (Query2<A, B>) q;
        final ComponentStorage<A> a = query.a;
        final ComponentStorage<B> b = query.b;
        final boolean filtered = query.filtered;
        final World world = query.world;
        // Cast once: the loop then tests a local for null instead of casting per entity.
        final Query2.ForEachComponents<A, B> components = form == COMPONENTS ? (Query2.ForEachComponents<A, B>) action : null;
        final Query2.ForEach<A, B> each = form == COMPONENTS ? null : (Query2.ForEach<A, B>) action;
        final Object[][] driverPages = driver.components;
        for (int page = from >>> Pages.SHIFT; page < driverPages.length && page << Pages.SHIFT < to; page++) {
            final Object[] driverPage = driverPages[page];
            if (driverPage == null) {
                continue;
            }
            final Object[] aPage = a.componentPage(page);
            final Object[] bPage = b.componentPage(page);
            final Entity[][] handlePages = world.handlePages();
            if (page >= handlePages.length || handlePages[page] == null) {
                continue; // no entity was ever spawned in this page: nothing to visit
            }
            final Entity[] handles = handlePages[page];
            final int base = page << Pages.SHIFT;
            final int first = Math.max(from - base, 0);
            final int last = (int) Math.min((long) to - base, Pages.SIZE);
            // A storage with no page here has no component in it, and cannot get one during this
            // page: only an action can add one, and an action runs only where every page exists.
            if (aPage != null && bPage != null) {
                for (int offset = first; offset < last; offset++) {
                    if (driverPage[offset] == null) {
                        continue;
                    }
                    final Object ca = aPage[offset];
                    if (ca == null) {
                        continue;
                    }
                    final Object cb = bPage[offset];
                    if (cb == null) {
                        continue;
                    }
                    final int index = base + offset;
                    if (driver.size != end && driver.positionUnchecked(index) >= end) {
                        continue; // added to the driver during this walk
                    }
                    if (filtered && !query.passesFilters(index)) {
                        continue;
                    }
                    if (components != null) {
                        components.accept((A) ca, (B) cb);
                    } else {
                        each.accept(handles[offset], (A) ca, (B) cb);
                    }
                }
            }
        }
    }

    /**
     * Visits the matching entities at packed positions {@code [from, to)} of the locked driver,
     * for sparse drivers. Components are read at the entity's index in every storage; the page
     * of each storage is re-read only when the entity index moves to another page (pages never
     * move, so a held page sees every later add and remove; a missing page cannot appear before
     * the index moves on, as only an action adds components and one runs only where every page
     * exists).
     */
    @Override
    @SuppressWarnings("unchecked")
    public void walkPacked(Query q, ComponentStorage<?> driver, int from, int to, Object action, int form) {
        final Query2<A, B> query = (Query2<A, B>) q;
        final ComponentStorage<A> a = query.a;
        final ComponentStorage<B> b = query.b;
        final boolean filtered = query.filtered;
        final World world = query.world;
        // Cast once: the loop then tests a local for null instead of casting per entity.
        final Query2.ForEachComponents<A, B> components = form == COMPONENTS ? (Query2.ForEachComponents<A, B>) action : null;
        final Query2.ForEach<A, B> each = form == COMPONENTS ? null : (Query2.ForEach<A, B>) action;
        final int[][] packed = driver.packed;
        int cachedPage = -1;
        Object[] aPage = null;
        Object[] bPage = null;
        Entity[] handles = null;
        int pos = from;
        while (pos < to) {
            // A counted loop per packed page, so the page is held and its reads need no checks.
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
                    aPage = a.componentPage(page);
                    bPage = b.componentPage(page);
                    handles = world.handlePages()[page];
                }
                final int offset = index & Pages.MASK;
                if (aPage == null) {
                    continue;
                }
                final Object ca = aPage[offset];
                if (ca == null) {
                    continue;
                }
                if (bPage == null) {
                    continue;
                }
                final Object cb = bPage[offset];
                if (cb == null) {
                    continue;
                }
                if (filtered && !query.passesFilters(index)) {
                    continue;
                }
                if (components != null) {
                    components.accept((A) ca, (B) cb);
                } else {
                    each.accept(handles[offset], (A) ca, (B) cb);
                }
            }
            pos = base + last;
        }
    }

    /**
     * The early-exit walk of {@code findFirst} ({@link #MATCH}) and {@code forEachUntil}
     * ({@link #UNTIL}) over a dense driver: {@link #walkDense}'s order and rules over entity
     * indexes {@code [0, to)}, stopping at the first entity where {@code action} says so.
     * The handle is read before the action runs and is the one returned, even if the action
     * despawned its entity and a spawn reused the slot.
     */
    @Override
    @SuppressWarnings("unchecked")
    public Entity walkDenseUntil(Query q, ComponentStorage<?> driver, int to, int end, Object action, int form) {
        final Query2<A, B> query = (Query2<A, B>) q;
        final ComponentStorage<A> a = query.a;
        final ComponentStorage<B> b = query.b;
        final boolean filtered = query.filtered;
        final World world = query.world;
        // Cast once: the loop then tests a local for null instead of casting per entity.
        final Query2.Match<A, B> match = form == MATCH ? (Query2.Match<A, B>) action : null;
        final Query2.Until<A, B> until = form == MATCH ? null : (Query2.Until<A, B>) action;
        final Object[][] driverPages = driver.components;
        for (int page = 0; page < driverPages.length && page << Pages.SHIFT < to; page++) {
            final Object[] driverPage = driverPages[page];
            if (driverPage == null) {
                continue;
            }
            final Object[] aPage = a.componentPage(page);
            final Object[] bPage = b.componentPage(page);
            final Entity[][] handlePages = world.handlePages();
            if (page >= handlePages.length || handlePages[page] == null) {
                continue; // no entity was ever spawned in this page: nothing to visit
            }
            final Entity[] handles = handlePages[page];
            final int base = page << Pages.SHIFT;
            final int last = (int) Math.min((long) to - base, Pages.SIZE);
            if (aPage != null && bPage != null) {
                for (int offset = 0; offset < last; offset++) {
                    if (driverPage[offset] == null) {
                        continue;
                    }
                    final Object ca = aPage[offset];
                    if (ca == null) {
                        continue;
                    }
                    final Object cb = bPage[offset];
                    if (cb == null) {
                        continue;
                    }
                    final int index = base + offset;
                    if (driver.size != end && driver.positionUnchecked(index) >= end) {
                        continue; // added to the driver during this walk
                    }
                    if (filtered && !query.passesFilters(index)) {
                        continue;
                    }
                    final Entity entity = handles[offset];
                    if (match != null ? match.test(entity, (A) ca, (B) cb)
                            : Query.stops(until.accept(entity, (A) ca, (B) cb))) {
                        return entity;
                    }
                }
            }
        }
        return null;
    }

    /**
     * The early-exit walk of {@code findFirst} and {@code forEachUntil} over a sparse driver:
     * {@link #walkPacked}'s order and rules over packed positions {@code [0, to)}, stopping
     * at the first entity where {@code action} says so; returns the handle the action was given.
     */
    @Override
    @SuppressWarnings("unchecked")
    public Entity walkPackedUntil(Query q, ComponentStorage<?> driver, int to, Object action, int form) {
        final Query2<A, B> query = (Query2<A, B>) q;
        final ComponentStorage<A> a = query.a;
        final ComponentStorage<B> b = query.b;
        final boolean filtered = query.filtered;
        final World world = query.world;
        final Query2.Match<A, B> match = form == MATCH ? (Query2.Match<A, B>) action : null;
        final Query2.Until<A, B> until = form == MATCH ? null : (Query2.Until<A, B>) action;
        final int[][] packed = driver.packed;
        int cachedPage = -1;
        Object[] aPage = null;
        Object[] bPage = null;
        Entity[] handles = null;
        int pos = 0;
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
                    aPage = a.componentPage(page);
                    bPage = b.componentPage(page);
                    handles = world.handlePages()[page];
                }
                final int offset = index & Pages.MASK;
                if (aPage == null) {
                    continue;
                }
                final Object ca = aPage[offset];
                if (ca == null) {
                    continue;
                }
                if (bPage == null) {
                    continue;
                }
                final Object cb = bPage[offset];
                if (cb == null) {
                    continue;
                }
                if (filtered && !query.passesFilters(index)) {
                    continue;
                }
                final Entity entity = handles[offset];
                if (match != null ? match.test(entity, (A) ca, (B) cb)
                        : Query.stops(until.accept(entity, (A) ca, (B) cb))) {
                    return entity;
                }
            }
            pos = base + last;
        }
        return null;
    }

    /**
     * The walk of an index-ordered query over a sparse driver whose packed list is out of index
     * order (see {@link QueryLoops#walkIndexes}): visits the sorted {@code indexes[0, count)},
     * holding each storage's page while consecutive indexes stay in it (pages never move, and a
     * page missing when first read cannot appear before the walk moves on: an action, the only
     * thing that adds components, runs only where every page exists). An entity counts if it
     * is still in the driver under its entry from the walk's start (a removal, or a despawn and
     * a newcomer in its slot, leaves no entry below {@code end}) and matches when reached; the
     * handle is read before the action runs and is the one returned where it stops.
     */
    @Override
    @SuppressWarnings("unchecked")
    public Entity walkIndexes(Query q, ComponentStorage<?> driver, int[] indexes, int count, int end, Object action,
                              int form) {
        final Query2<A, B> query = (Query2<A, B>) q;
        final ComponentStorage<A> a = query.a;
        final ComponentStorage<B> b = query.b;
        final boolean filtered = query.filtered;
        final World world = query.world;
        // Cast once: the loop then tests locals for null instead of the form per entity.
        final Query2.ForEachComponents<A, B> components = form == COMPONENTS ? (Query2.ForEachComponents<A, B>) action : null;
        final Query2.ForEach<A, B> each = form == WITH_ENTITY ? (Query2.ForEach<A, B>) action : null;
        final Query2.Match<A, B> match = form == MATCH ? (Query2.Match<A, B>) action : null;
        final Query2.Until<A, B> until = form == UNTIL ? (Query2.Until<A, B>) action : null;
        int cachedPage = -1;
        Object[] driverPage = null;
        Object[] aPage = null;
        Object[] bPage = null;
        Entity[] handles = null;
        for (int i = 0; i < count; i++) {
            final int index = indexes[i];
            final int page = index >>> Pages.SHIFT;
            if (page != cachedPage) {
                cachedPage = page;
                driverPage = driver.componentPage(page);
                aPage = a.componentPage(page);
                bPage = b.componentPage(page);
                handles = world.handlePages()[page];
            }
            if (driverPage == null || aPage == null || bPage == null) {
                continue; // no entity of this page has every component the query needs
            }
            final int offset = index & Pages.MASK;
            if (driverPage[offset] == null) {
                continue; // removed from the driver (or despawned) during this walk
            }
            final Object ca = aPage[offset];
            if (ca == null) {
                continue;
            }
            final Object cb = bPage[offset];
            if (cb == null) {
                continue;
            }
            if (driver.size != end && driver.positionUnchecked(index) >= end) {
                continue; // left the driver and rejoined it during this walk, or a newcomer in the slot
            }
            if (filtered && !query.passesFilters(index)) {
                continue;
            }
            if (components != null) {
                components.accept((A) ca, (B) cb);
                continue;
            }
            final Entity entity = handles[offset];
            if (each != null) {
                each.accept(entity, (A) ca, (B) cb);
            } else if (match != null ? match.test(entity, (A) ca, (B) cb)
                    : Query.stops(until.accept(entity, (A) ca, (B) cb))) {
                return entity;
            }
        }
        return null;
    }
}
