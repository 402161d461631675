package dev.pulse.demo.game;

/**
 * Where an entity is, in arena units, now and at the previous fixed step. Rendering blends the
 * two with the scheduler's interpolation alpha, so motion looks smooth at any frame rate.
 */
public final class Position {
    /** Current x, arena units. */
    public float x;
    /** Current y, arena units (down is positive, as on screen). */
    public float y;
    /** x at the previous fixed step. */
    public float previousX;
    /** y at the previous fixed step. */
    public float previousY;

    /**
     * Creates a position whose previous position is the same point.
     *
     * @param x x, arena units
     * @param y y, arena units
     */
    public Position(float x, float y) {
        this.x = x;
        this.y = y;
        this.previousX = x;
        this.previousY = y;
    }

    /**
     * Returns the interpolated x between the previous and the current fixed step.
     *
     * @param alpha the interpolation factor in {@code [0, 1]}
     * @return {@code previousX + (x - previousX) * alpha}
     */
    public float drawnX(float alpha) {
        return previousX + (x - previousX) * alpha;
    }

    /**
     * Returns the interpolated y between the previous and the current fixed step.
     *
     * @param alpha the interpolation factor in {@code [0, 1]}
     * @return {@code previousY + (y - previousY) * alpha}
     */
    public float drawnY(float alpha) {
        return previousY + (y - previousY) * alpha;
    }
}
