package dev.pulse.ecs.systems;

/**
 * Defines a copy of a typed system's step class: the seam behind {@link StepCopies},
 * implemented on HotSpot only ({@code HiddenClassStepCopier}).
 */
interface StepCopier {

    /**
     * A new instance of a fresh copy of {@code shared}'s class, calling the same body.
     *
     * @throws ReflectiveOperationException if the copy cannot be defined or instantiated
     */
    EachStep copyOf(EachStep shared) throws ReflectiveOperationException;
}
