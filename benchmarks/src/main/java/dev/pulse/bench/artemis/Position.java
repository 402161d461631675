package dev.pulse.bench.artemis;

/** Position component for the Artemis-odb adapter. */
public final class Position extends com.artemis.Component {
    /** X coordinate. */
    public float x;
    /** Y coordinate. */
    public float y;

    /** Creates a position at the origin (Artemis instantiates components reflectively). */
    public Position() {}
}
