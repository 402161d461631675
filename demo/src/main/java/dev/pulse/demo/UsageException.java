package dev.pulse.demo;

/**
 * A bad command line: an unknown option, a missing or malformed value, a value out of range.
 * The message says what was wrong and what to pass instead; the demo prints it and exits with
 * code {@link Demo#EXIT_USAGE}.
 */
public final class UsageException extends Exception {

    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what was wrong and what to do instead
     */
    public UsageException(String message) {
        super(message);
    }
}
