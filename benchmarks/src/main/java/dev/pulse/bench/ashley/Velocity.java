package dev.pulse.bench.ashley;

/** Velocity component for the Ashley adapter. */
public final class Velocity implements com.badlogic.ashley.core.Component {
    /** X speed per tick. */
    public float dx;
    /** Y speed per tick. */
    public float dy;

    /** Creates a zero velocity (Ashley's pools instantiate components reflectively). */
    public Velocity() {}
}
