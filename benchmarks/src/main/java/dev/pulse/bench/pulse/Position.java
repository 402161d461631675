package dev.pulse.bench.pulse;

/** Position component for the Pulse adapter. */
public final class Position {
    /** X coordinate. */
    public float x;
    /** Y coordinate. */
    public float y;

    /** Creates a position at the origin. */
    public Position() {}
}
