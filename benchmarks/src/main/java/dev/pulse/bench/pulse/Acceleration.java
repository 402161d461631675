package dev.pulse.bench.pulse;

/** Acceleration component for the Pulse adapter ({@code iterate3}). */
public final class Acceleration {
    /** X speed change per tick. */
    public float ax;
    /** Y speed change per tick. */
    public float ay;

    /** Creates a zero acceleration. */
    public Acceleration() {}
}
