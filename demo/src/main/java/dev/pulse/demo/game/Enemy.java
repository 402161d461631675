package dev.pulse.demo.game;

/** An enemy: wanders the arena until a missile destroys it or its time runs out. */
public final class Enemy {
    /** {@link #hp} of an enemy whose time ran out (not killed: no score). */
    public static final int TIMED_OUT = -1;
    /** Hit points left; 0 when a hit killed it, {@link #TIMED_OUT} when its time ran out. */
    public int hp;
    /** Hit this step and not yet reacted to: set by the damage system, cleared by the flee system. */
    public boolean hit;
    /** Hit points at spawn, for rendering. */
    public final int maxHp;
    /** Cruising speed, units per second. */
    public final float speed;

    /**
     * Creates an enemy.
     *
     * @param hp    hit points, {@code >= 1}
     * @param speed cruising speed, units per second
     */
    public Enemy(int hp, float speed) {
        this.hp = hp;
        this.maxHp = hp;
        this.speed = speed;
    }
}
