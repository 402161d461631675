package dev.pulse.porting;

/** The player (there is exactly one). */
public final class Bob {
    /** Lives left. */
    public int lives = 3;
    /** Whether Bob stands on a platform. */
    public boolean grounded;
}
