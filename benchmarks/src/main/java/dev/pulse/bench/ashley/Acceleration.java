package dev.pulse.bench.ashley;

/** Acceleration component for the Ashley adapter ({@code iterate3}). */
public final class Acceleration implements com.badlogic.ashley.core.Component {
    /** X speed change per tick. */
    public float ax;
    /** Y speed change per tick. */
    public float ay;

    /** Creates a zero acceleration (Ashley's pools instantiate components reflectively). */
    public Acceleration() {}
}
