package dev.pulse.bench.pulse;

/** Position component for the Pulse adapter. */
public final class Position {
    /** X coordinate. */
    public float x;
    /** Y coordinate. */
    public float y;

    /** Creates a position at the origin. */
    public Position() {}

    /**
     * Creates a position at {@code (x, 0)}.
     *
     * @param x the X coordinate
     * @return the position
     */
    public static Position atX(float x) {
        Position p = new Position();
        p.x = x;
        return p;
    }
}
