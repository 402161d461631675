package dev.pulse.ecs.inspector.server;

/**
 * A read could not be served by the game thread: too many reads are waiting, the game thread
 * did not call {@code onFrame()} in time, or the inspector is closed. The message says which and
 * what to do; the page shows it.
 */
public final class ReadUnavailableException extends Exception {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what happened and what to do
     */
    public ReadUnavailableException(String message) {
        super(message);
    }
}
