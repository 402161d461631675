package dev.pulse.ecs.inspector.server;

/**
 * What the inspector does with a {@link Throwable} thrown by game code it calls on the game
 * thread (a component's {@code toString()}, a collection's {@code size()}): it is described on
 * the page, never passed on to the game loop. The exception is a {@link VirtualMachineError}
 * other than {@link StackOverflowError} ({@link OutOfMemoryError}, {@link InternalError}): the
 * JVM is then in trouble, and the game must hear of it, so it is rethrown. A stack overflow is
 * local to the call that overflowed and was unwound by the time it is caught.
 */
final class UserCodeFailure {

    private UserCodeFailure() {}

    /**
     * Rethrows {@code failure} if it must not be swallowed.
     *
     * @param failure what game code threw
     * @throws VirtualMachineError {@code failure}, if it is one other than a stack overflow
     */
    static void rethrowIfFatal(Throwable failure) {
        if (failure instanceof VirtualMachineError fatal && !(failure instanceof StackOverflowError)) {
            throw fatal;
        }
    }

    /**
     * Describes a failure for the page: {@code what} threw, and the throwable's
     * {@code toString()}, or its class name if that throws too.
     *
     * @param what    the call that threw, e.g. {@code toString()}
     * @param failure what it threw
     * @return e.g. {@code toString() threw java.lang.IllegalStateException: boom}
     * @throws VirtualMachineError {@code failure}, if it must not be swallowed (see the class comment)
     */
    static String describe(String what, Throwable failure) {
        rethrowIfFatal(failure);
        String text;
        try {
            text = failure.toString();
        } catch (Throwable again) { // its getMessage() is game code too
            rethrowIfFatal(again);
            text = failure.getClass().getName();
        }
        return what + " threw " + text;
    }
}
