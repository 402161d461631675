package dev.pulse.bench.pulse;

/** Health component for the Pulse adapter. */
public final class Health {
    /** Hit points. */
    public int hp;

    /** Creates a health component with 0 hit points. */
    public Health() {}
}
