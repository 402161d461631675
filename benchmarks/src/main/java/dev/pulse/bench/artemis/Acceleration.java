package dev.pulse.bench.artemis;

/** Acceleration component for the Artemis-odb adapter ({@code iterate3}). */
public final class Acceleration extends com.artemis.Component {
    /** X speed change per tick. */
    public float ax;
    /** Y speed change per tick. */
    public float ay;

    /** Creates a zero acceleration (Artemis instantiates components reflectively). */
    public Acceleration() {}
}
