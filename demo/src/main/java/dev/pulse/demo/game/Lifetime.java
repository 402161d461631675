package dev.pulse.demo.game;

/** Seconds an entity has left: enemies time out, missiles run out of fuel. */
public final class Lifetime {
    /** Seconds left; the entity is despawned when this reaches zero. */
    public float remaining;

    /**
     * Creates a lifetime.
     *
     * @param seconds seconds to live
     */
    public Lifetime(float seconds) {
        this.remaining = seconds;
    }
}
