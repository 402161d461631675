package dev.pulse.ecs;

/**
 * Defines a copy of a walk class: the seam behind {@link WalkCopies}, implemented on HotSpot
 * only ({@code HiddenClassWalkCopier}).
 */
interface WalkCopier {

    /**
     * A new instance of a fresh copy of {@code shared}'s class.
     *
     * @throws ReflectiveOperationException if the copy cannot be defined or instantiated
     */
    QueryWalk copyOf(QueryWalk shared) throws ReflectiveOperationException;
}
