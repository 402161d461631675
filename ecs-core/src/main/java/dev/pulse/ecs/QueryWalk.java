package dev.pulse.ecs;

/**
 * The sequential walks of one query arity ({@link Query1Walk} for {@link Query1}, ...), called
 * through this interface so that a query can switch from the shared walk to its own copy (see
 * {@link WalkCopies}). The query has locked the driver; the walks follow the rules of
 * {@link Query}.
 */
interface QueryWalk {

    /** {@code action} is the query's {@code ForEach}, called with each entity. */
    int WITH_ENTITY = 0;
    /** {@code action} is the query's {@code ForEachComponents}. */
    int COMPONENTS = 1;

    /**
     * Visits the matching entities with entity indexes in {@code [from, to)} by scanning the
     * driver's component pages in index order. {@code end} is the driver's packed size when
     * the walk started: an entity whose driver entry sits at or past it was added during the
     * walk and is not visited.
     */
    void walkDense(Query query, ComponentStorage<?> driver, int from, int to, int end, Object action, int form);

    /** Visits the matching entities at packed positions {@code [from, to)} of the driver. */
    void walkPacked(Query query, ComponentStorage<?> driver, int from, int to, Object action, int form);
}
