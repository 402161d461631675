package dev.pulse.ecs;

/**
 * The sequential walks of one query arity ({@link Query1Loops} for {@link Query1}, ...), called
 * through this interface so that a query can switch from the shared walk to its own copy (see
 * {@link LoopCopies}). The query has locked the driver; the walks follow the rules of
 * {@link Query}.
 */
interface QueryLoops {

    /** {@code action} is the query's {@code ForEach}, called with each entity. */
    int WITH_ENTITY = 0;
    /** {@code action} is the query's {@code ForEachComponents}. */
    int COMPONENTS = 1;
    /** {@code action} is the query's {@code Match} ({@code findFirst}): stop where it answers true. */
    int MATCH = 2;
    /** {@code action} is the query's {@code Until} ({@code forEachUntil}): stop where it answers {@link Flow#STOP}. */
    int UNTIL = 3;

    /**
     * The page an optional term's walk holds where its storage has no page: every slot null, so
     * the walk hands {@code null} there (see {@link Query#optionalPage}). Never written.
     */
    Object[] ABSENT = new Object[dev.pulse.ecs.internal.Pages.SIZE];

    /**
     * Visits the matching entities with entity indexes in {@code [from, to)} by scanning the
     * driver's component pages in index order. {@code end} is the driver's packed size when
     * the walk started: an entity whose driver entry sits at or past it was added during the
     * walk and is not visited.
     */
    void walkDense(Query query, ComponentStorage<?> driver, int from, int to, int end, Object action, int form);

    /** Visits the matching entities at packed positions {@code [from, to)} of the driver. */
    void walkPacked(Query query, ComponentStorage<?> driver, int from, int to, Object action, int form);

    /**
     * The early-exit walk over a dense driver: {@link #walkDense}'s order and rules over entity
     * indexes {@code [0, to)}, {@code action} being a {@code Match} ({@link #MATCH}) or an
     * {@code Until} ({@link #UNTIL}).
     *
     * @return the handle the action was given where it stopped (read before it ran), or null
     */
    Entity walkDenseUntil(Query query, ComponentStorage<?> driver, int to, int end, Object action, int form);

    /**
     * The early-exit walk over a sparse driver: {@link #walkPacked}'s order and rules over
     * packed positions {@code [0, to)}.
     *
     * @return the handle the action was given where it stopped (read before it ran), or null
     */
    Entity walkPackedUntil(Query query, ComponentStorage<?> driver, int to, Object action, int form);

    /**
     * The walk of an index-ordered query over a sparse driver whose packed list is out of index
     * order: visits the entities at {@code indexes[0, count)} (ascending, gathered from the
     * driver's packed positions {@code [0, end)}) with the rules of {@link #walkDense}: an entity
     * is visited if it is still in the driver under the entry it had when the walk started (a
     * removal, or a despawn and a newcomer in its slot, puts it at or past {@code end}) and
     * matches when reached. {@code action} may be of any form.
     *
     * @return for {@link #MATCH} and {@link #UNTIL}, the handle the action was given where it
     *         stopped (read before it ran), or null; null for the other forms
     */
    Entity walkIndexes(
            Query query, ComponentStorage<?> driver, int[] indexes, int count, int end, Object action, int form);
}
