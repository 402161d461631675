package dev.pulse.bench.objects;

/** Health component for the plain-objects baseline adapter. */
public final class Health {
    /** Hit points. */
    public int hp;

    /** Creates a health component with 0 hit points. */
    public Health() {}
}
