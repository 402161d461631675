package dev.pulse.bench.pulse;

/** Velocity component for the Pulse adapter. */
public final class Velocity {
    /** X speed per tick. */
    public float dx;
    /** Y speed per tick. */
    public float dy;

    /** Creates a zero velocity. */
    public Velocity() {}
}
