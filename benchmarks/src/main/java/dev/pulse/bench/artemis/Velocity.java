package dev.pulse.bench.artemis;

/** Velocity component for the Artemis-odb adapter. */
public final class Velocity extends com.artemis.Component {
    /** X speed per tick. */
    public float dx;
    /** Y speed per tick. */
    public float dy;

    /** Creates a zero velocity (Artemis instantiates components reflectively). */
    public Velocity() {}
}
