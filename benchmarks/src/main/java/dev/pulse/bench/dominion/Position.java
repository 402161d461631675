package dev.pulse.bench.dominion;

/** Position component for the Dominion adapter. */
public final class Position {
    /** X coordinate. */
    public float x;
    /** Y coordinate. */
    public float y;

    /** Creates a position at the origin. */
    public Position() {}
}
