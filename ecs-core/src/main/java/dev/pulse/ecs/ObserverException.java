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

    /** For a recursion cut: the events it passed through on its way out, innermost first. */
    private final transient StringBuilder chain;

    ObserverException(String message, Throwable cause) {
        super(message, cause);
        this.chain = null;
    }

    /** A recursion cut; {@link #through(String)} adds the enclosing events as it propagates. */
    ObserverException(String message) {
        super(message);
        this.chain = new StringBuilder();
    }

    /** How many enclosing events a recursion cut's message names (the innermost ones). */
    static final int CHAIN_EVENTS = 8;

    /** Enclosing events recorded so far. */
    private int chained;

    /** Records an enclosing event of a recursion cut (no-op for other failures, and after {@link #CHAIN_EVENTS}). */
    void through(String event) {
        if (chain != null && chained < CHAIN_EVENTS) {
            chain.append(" <- ").append(event);
            chained++;
        }
    }

    /**
     * Returns the message; for a recursion cut, followed by the chain of events it came through.
     *
     * @return the message
     */
    @Override
    public String getMessage() {
        String message = super.getMessage();
        return chain == null || chain.length() == 0 ? message : message + " Chain, innermost first: cut" + chain;
    }
}
