package dev.pulse.bench.pulse;

/**
 * A force component for the wide walks ({@code iterate8}): added to
 * the velocity with the acceleration every tick.
 */
public final class Current {
    /** X speed change per tick. */
    public float fx;
    /** Y speed change per tick. */
    public float fy;

    /** Creates a force of {@code (fx, fy)}. */
    public Current(float fx, float fy) {
        this.fx = fx;
        this.fy = fy;
    }
}
