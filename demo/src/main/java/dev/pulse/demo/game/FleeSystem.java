package dev.pulse.demo.game;

import dev.pulse.ecs.systems.Each2;
import dev.pulse.ecs.systems.GameSystem;

/**
 * A hit enemy turns tail at once instead of waiting for its next steering decision. The
 * damage system writes the hit through {@code getMut}, which marks the Enemy changed; this
 * system filters on that change, so each step it visits only the enemies hit since it last ran
 * (a handful) instead of all of them (up to 100,000) to find the flagged ones.
 */
final class FleeSystem {

    private FleeSystem() {}

    // snippet:demo-flee
    static Each2<Enemy, Velocity> create() {
        // Visits only enemies whose Enemy changed since this system last ran: the ones hit.
        return GameSystem.each(Enemy.class, Velocity.class, (e, enemy, v, dt) -> {
                    // The filter narrows the walk; the flag decides (a fresh spawn, or every enemy of a
                    // loaded save on the first run, counts as changed too).
                    if (enemy.hit) {
                        enemy.hit = false;
                        v.x = -v.x;
                        v.y = -v.y;
                    }
                })
                .changed(Enemy.class);
    }
    // end:demo-flee
}
