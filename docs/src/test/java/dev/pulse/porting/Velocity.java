package dev.pulse.porting;

/** How fast an entity moves, in metres per second. */
public final class Velocity {
    /** Horizontal speed. */
    public float dx;
    /** Vertical speed, up is positive. */
    public float dy;

    /**
     * Creates a velocity.
     *
     * @param dx horizontal speed
     * @param dy vertical speed
     */
    public Velocity(float dx, float dy) {
        this.dx = dx;
        this.dy = dy;
    }
}
