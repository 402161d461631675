package dev.pulse.bench.ashley;

/** Position component for the Ashley adapter. */
public final class Position implements com.badlogic.ashley.core.Component {
    /** X coordinate. */
    public float x;
    /** Y coordinate. */
    public float y;

    /** Creates a position at the origin (Ashley's pools instantiate components reflectively). */
    public Position() {}
}
