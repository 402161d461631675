package dev.pulse.ecs;

/**
 * Thrown when an observer fails, or when observers trigger one another deeper than
 * {@link Observers#MAX_DEPTH}. The message names the observer (its event and where it was
 * registered) and the event it was handling. The change that was being observed has been
 * completed, and every other observer of the event has been called, before this is thrown, so
 * the world is consistent; further failures of the same event are attached as suppressed.
 */
public final class ObserverException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    ObserverException(String message, Throwable cause) {
        super(message, cause);
    }
}
