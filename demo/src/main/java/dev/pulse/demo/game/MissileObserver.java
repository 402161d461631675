package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;

/**
 * Watches missiles decide what to chase. Tests use it to prove that a missile only ever
 * steers toward the enemy it was fired at or one it deliberately picked after its handle went
 * stale; every method does nothing by default. Called on the simulation thread, during the
 * fixed step.
 */
public interface MissileObserver {

    /** An observer that ignores everything. */
    MissileObserver NONE = new MissileObserver() {};

    /**
     * A turret launched a missile.
     *
     * @param missile the new missile
     * @param target  the enemy it is fired at
     */
    default void launched(Entity missile, Entity target) {}

    /**
     * A missile found its target handle stale and chose the nearest live enemy instead.
     *
     * @param missile   the missile
     * @param stale     the handle that no longer resolves
     * @param newTarget the enemy it will chase from now on
     */
    default void retargeted(Entity missile, Entity stale, Entity newTarget) {}

    /**
     * A missile found its target handle stale, saw no enemy near, and blew itself up.
     *
     * @param missile the missile
     * @param stale   the handle that no longer resolves
     */
    default void selfDestructed(Entity missile, Entity stale) {}

    /**
     * A missile turned toward its target this step.
     *
     * @param missile the missile
     * @param target  the handle it steered by
     * @param targetX the target position it steered toward
     * @param targetY the target position it steered toward
     */
    default void steered(Entity missile, Entity target, float targetX, float targetY) {}
}
