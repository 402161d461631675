package dev.pulse.tutorial;

// snippet:position
/** Where something is. A mutable class: systems change it in place every frame. */
public final class Position {
    public float x;
    public float y;

    public Position(float x, float y) {
        this.x = x;
        this.y = y;
    }

    @Override
    public String toString() {
        return "(" + x + ", " + y + ")";
    }
}
// end:position
