package dev.pulse.porting;

/** Where an entity is, in metres. */
public final class Position {
    /** Horizontal position. */
    public float x;
    /** Vertical position, up is positive. */
    public float y;

    /**
     * Creates a position.
     *
     * @param x horizontal position
     * @param y vertical position
     */
    public Position(float x, float y) {
        this.x = x;
        this.y = y;
    }
}
