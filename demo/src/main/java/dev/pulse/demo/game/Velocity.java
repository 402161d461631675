package dev.pulse.demo.game;

/** How fast an entity moves, in arena units per second. */
public final class Velocity {
    /** Horizontal speed. */
    public float x;
    /** Vertical speed. */
    public float y;

    /**
     * Creates a velocity.
     *
     * @param x horizontal speed, units per second
     * @param y vertical speed, units per second
     */
    public Velocity(float x, float y) {
        this.x = x;
        this.y = y;
    }
}
