package dev.pulse.ecs;

/**
 * What {@link Observers#onMatch(Query, Observers.OnEntity, CurrentMatches)} does with the
 * entities that already match its query when it is registered.
 */
public enum CurrentMatches {

    /**
     * They count as matching already and fire nothing; only later changes are reported (what
     * {@link Observers#onMatch(Query, Observers.OnEntity)} does).
     */
    SKIP,

    /**
     * They are reported first, once each, in the query's walk order, before {@code onMatch}
     * returns: Artemis's {@code inserted()} for the entities a system finds when it is added, so
     * registering after spawning needs no special order. An entity that stops matching (or is
     * despawned) before its turn is not reported.
     */
    REPORT
}
