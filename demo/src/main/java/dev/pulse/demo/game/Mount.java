package dev.pulse.demo.game;

/**
 * Where a child entity sits relative to its parent: on a circle of {@link #radius} around the
 * parent's position, at {@link #angle}, turning at {@link #angularSpeed}. The turrets ride their
 * bases this way ({@link MountSystem}).
 */
public final class Mount {
    /** Distance from the parent, arena units. */
    public final float radius;
    /** Radians per second; negative turns clockwise. */
    public final float angularSpeed;
    /** Current angle, radians in {@code [0, 2π)}. */
    public float angle;

    /**
     * Creates a mount.
     *
     * @param radius       distance from the parent
     * @param angle        starting angle, radians
     * @param angularSpeed radians per second
     */
    public Mount(float radius, float angle, float angularSpeed) {
        this.radius = radius;
        this.angle = angle;
        this.angularSpeed = angularSpeed;
    }
}
