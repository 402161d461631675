package dev.pulse.ecs.systems;

/**
 * A system used a resource in a way its {@link SystemConfig} did not declare: it wrote (or
 * replaced, or removed) a resource declared only as read, or touched one it did not declare at
 * all. The parallel scheduler trusts declarations to keep systems apart, so an undeclared write
 * is a data race waiting to happen; the message names the system, the resource and the
 * declaration to add. Thrown by {@link SystemContext}'s resource accessors, and by the scheduler
 * after a system's run (wrapped in a {@link SystemFailureException}).
 */
public final class UndeclaredAccessException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what was accessed, by which system, and what to declare
     */
    public UndeclaredAccessException(String message) {
        super(message);
    }
}
