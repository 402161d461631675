package dev.pulse.bench.objects;

/** Acceleration component for the plain-objects baseline adapter ({@code iterate3}). */
public final class Acceleration {
    /** X speed change per tick. */
    public float ax;
    /** Y speed change per tick. */
    public float ay;

    /** Creates a zero acceleration. */
    public Acceleration() {}
}
