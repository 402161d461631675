package dev.pulse.bench.objects;

/** Position component for the plain-objects baseline adapter. */
public final class Position {
    /** X coordinate. */
    public float x;
    /** Y coordinate. */
    public float y;

    /** Creates a position at the origin. */
    public Position() {}
}
