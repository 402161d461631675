package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;

/**
 * A homing missile. Its current target is its {@link Target} component; this component keeps
 * the target it was fired at and how often it had to pick a new one.
 */
public final class Missile {
    /** The enemy the missile was fired at (never changes). */
    public final Entity firedAt;
    /** Flight speed, units per second. */
    public final float speed;
    /** How many times the missile found its target handle stale and picked a new target. */
    public int retargets;
    /** Set once the missile hit, ran out of fuel or self-destructed; its despawn is recorded. */
    public boolean spent;

    /**
     * Creates a missile.
     *
     * @param firedAt the enemy it is fired at
     * @param speed   flight speed, units per second
     */
    public Missile(Entity firedAt, float speed) {
        this.firedAt = firedAt;
        this.speed = speed;
    }
}
