package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;

/**
 * A hit enemy turns tail at once instead of waiting for its next steering decision. The
 * damage system writes hit points through {@code getMut}, which marks the Enemy changed; this
 * system's query filters on that change, so each step it visits only the enemies hit since it
 * last ran (a handful) instead of all of them (up to 100,000) to find out which were hit.
 */
final class FleeSystem implements GameSystem {

    private final Query2<Enemy, Velocity> hit;
    private final Query2.ForEach<Enemy, Velocity> flee = FleeSystem::flee;

    // snippet:demo-flee
    FleeSystem(Game game) {
        // Visits only enemies whose Enemy changed since this system last ran: the ones hit.
        this.hit = game.world.query(Enemy.class, Velocity.class).changed(Enemy.class);
    }

    @Override
    public void update(World world, double dt) {
        hit.forEach(flee);
    }

    private static void flee(Entity e, Enemy enemy, Velocity v) {
        if (enemy.hp > 0 && enemy.hp < enemy.maxHp) { // wounded (a fresh spawn counts as changed too)
            v.x = -v.x;
            v.y = -v.y;
        }
    }
    // end:demo-flee
}
