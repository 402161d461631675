package dev.pulse.ecs;

/**
 * Defines a copy of a walk class: the seam behind {@link LoopCopies}, implemented on HotSpot
 * only ({@code HiddenClassLoopCopier}).
 */
interface LoopCopier {

    /**
     * A new instance of a fresh copy of {@code shared}'s class.
     *
     * @throws ReflectiveOperationException if the copy cannot be defined or instantiated
     */
    QueryLoops copyOf(QueryLoops shared) throws ReflectiveOperationException;
}
