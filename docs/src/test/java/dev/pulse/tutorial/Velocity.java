package dev.pulse.tutorial;

// snippet:velocity
/** How fast something moves, in units per second. */
public final class Velocity {
    public float dx;
    public float dy;

    public Velocity(float dx, float dy) {
        this.dx = dx;
        this.dy = dy;
    }

    @Override
    public String toString() {
        return "Velocity(" + dx + ", " + dy + ")";
    }
}
// end:velocity
