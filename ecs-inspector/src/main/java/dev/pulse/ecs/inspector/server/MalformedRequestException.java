package dev.pulse.ecs.inspector.server;

/**
 * A request head that is not HTTP/1.x as the inspector reads it: a bad request line, a header
 * line without a name, a folded header, a second {@code Host}. The message says what was wrong;
 * the client gets it with status 400.
 */
public final class MalformedRequestException extends Exception {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what was wrong with the request
     */
    public MalformedRequestException(String message) {
        super(message);
    }
}
