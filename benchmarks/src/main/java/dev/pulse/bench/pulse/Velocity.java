package dev.pulse.bench.pulse;

/** Velocity component for the Pulse adapter. */
public final class Velocity {
    /** X speed per tick. */
    public float dx;
    /** Y speed per tick. */
    public float dy;

    /** Creates a zero velocity. */
    public Velocity() {}

    /**
     * Creates a velocity of {@code (dx, 0)}.
     *
     * @param dx the X speed per tick
     * @return the velocity
     */
    public static Velocity ofX(float dx) {
        Velocity v = new Velocity();
        v.dx = dx;
        return v;
    }
}
