package dev.pulse.bench.ashley;

/** Health component for the Ashley adapter. */
public final class Health implements com.badlogic.ashley.core.Component {
    /** Hit points. */
    public int hp;

    /** Creates a health component with 0 hit points (Ashley's pools instantiate components reflectively). */
    public Health() {}
}
