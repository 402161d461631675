package dev.pulse.bench.dominion;

/** Velocity component for the Dominion adapter. */
public final class Velocity {
    /** X speed per tick. */
    public float dx;
    /** Y speed per tick. */
    public float dy;

    /** Creates a zero velocity. */
    public Velocity() {}
}
