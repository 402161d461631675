package dev.pulse.bench.dominion;

/** Acceleration component for the Dominion adapter ({@code iterate3}). */
public final class Acceleration {
    /** X speed change per tick. */
    public float ax;
    /** Y speed change per tick. */
    public float ay;

    /** Creates a zero acceleration. */
    public Acceleration() {}
}
