package dev.pulse.demo.game;

/** A turret: a fixed launcher that fires a homing missile at an enemy whenever it has reloaded. */
public final class Turret {
    /** Seconds between launches. */
    public final float reload;
    /** Seconds until the next launch. */
    public float cooldown;
    /** Missiles launched so far. */
    public int launched;

    /**
     * Creates a turret.
     *
     * @param reload   seconds between launches, {@code > 0}
     * @param cooldown seconds until the first launch
     */
    public Turret(float reload, float cooldown) {
        this.reload = reload;
        this.cooldown = cooldown;
    }
}
