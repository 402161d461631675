package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;

/**
 * A hit enemy turns tail at once instead of waiting for its next steering decision. The
 * damage system writes the hit through {@code getMut}, which marks the Enemy changed; this
 * system's query filters on that change, so each step it visits only the enemies hit since it
 * last ran (a handful) instead of all of them (up to 100,000) to find the flagged ones.
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
        // The filter narrows the walk; the flag decides (a fresh spawn, or every enemy of a
        // loaded save on the first run, counts as changed too).
        if (enemy.hit) {
            enemy.hit = false;
            v.x = -v.x;
            v.y = -v.y;
        }
    }
    // end:demo-flee
}
