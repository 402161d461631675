package dev.pulse.bench.dominion;

/** Health component for the Dominion adapter. */
public final class Health {
    /** Hit points. */
    public int hp;

    /** Creates a health component with 0 hit points. */
    public Health() {}
}
