package dev.pulse.bench.columns;

/** The object-layout counterpart of {@link Motion}: one mutable object per entity. */
public final class Mover {
    /** Position x. */
    public float x;
    /** Position y. */
    public float y;
    /** Velocity x. */
    public float dx;
    /** Velocity y. */
    public float dy;

    /**
     * Creates a mover.
     *
     * @param x  position x
     * @param y  position y
     * @param dx velocity x
     * @param dy velocity y
     */
    public Mover(float x, float y, float dx, float dy) {
        this.x = x;
        this.y = y;
        this.dx = dx;
        this.dy = dy;
    }
}
