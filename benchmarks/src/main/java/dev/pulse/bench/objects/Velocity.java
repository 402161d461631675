package dev.pulse.bench.objects;

/** Velocity component for the plain-objects baseline adapter. */
public final class Velocity {
    /** X speed per tick. */
    public float dx;
    /** Y speed per tick. */
    public float dy;

    /** Creates a zero velocity. */
    public Velocity() {}
}
