package dev.pulse.bench.artemis;

/** Health component for the Artemis-odb adapter. */
public final class Health extends com.artemis.Component {
    /** Hit points. */
    public int hp;

    /** Creates a health component with 0 hit points (Artemis instantiates components reflectively). */
    public Health() {}
}
