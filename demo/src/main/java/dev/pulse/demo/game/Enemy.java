package dev.pulse.demo.game;

/** An enemy: wanders the arena until a missile destroys it or its time runs out. */
public final class Enemy {
    /** Hit points left; the enemy dies when a hit brings them to zero. */
    public int hp;
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
