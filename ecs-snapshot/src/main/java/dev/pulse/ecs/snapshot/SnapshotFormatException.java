package dev.pulse.ecs.snapshot;

/**
 * The one exception a load throws for input it refuses: malformed, truncated, too large, of an
 * unsupported version, naming an unregistered type, or holding a value a codec rejects. The
 * message names the position and what was wrong; the target world is unchanged.
 *
 * <p>Positions are byte offsets for the binary format and character offsets (with line and
 * column in the message) for JSON.
 */
public final class SnapshotFormatException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Position value when no position applies (for example a value rejected after parsing). */
    public static final long NO_POSITION = -1;

    /** Where the problem is: a byte offset, or {@link #NO_POSITION}. */
    private final long position;
    /** What was wrong, without the position. */
    private final String problem;

    /**
     * Creates the exception.
     *
     * @param position where the problem is, or {@link #NO_POSITION}
     * @param where    a human form of the position, such as {@code "byte 17"} (ignored when
     *                 {@code position} is {@link #NO_POSITION})
     * @param problem  what was wrong and, where it helps, what to do instead
     * @param cause    the underlying exception, or {@code null}
     */
    SnapshotFormatException(long position, String where, String problem, Throwable cause) {
        super(
                (position == NO_POSITION ? "Snapshot rejected: " : "Snapshot rejected at " + where + ": ") + problem,
                cause);
        this.position = position;
        this.problem = problem;
    }

    /**
     * Returns where in the input the problem was found.
     *
     * @return a byte offset (binary), a character offset (JSON), or {@link #NO_POSITION}
     */
    public long position() {
        return position;
    }

    /**
     * Returns what was wrong, without the position.
     *
     * @return the problem
     */
    public String problem() {
        return problem;
    }
}
