package dev.pulse.tutorial;

// snippet:health
/** Hit points; at zero or below the thing breaks. */
public final class Health {
    public int hp;

    public Health(int hp) {
        this.hp = hp;
    }

    @Override
    public String toString() {
        return "Health(" + hp + ")";
    }
}
// end:health
