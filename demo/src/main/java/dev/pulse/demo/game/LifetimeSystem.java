package dev.pulse.demo.game;

import dev.pulse.ecs.systems.Each1;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Counts down lifetimes: an enemy whose time is up leaves the arena (a timeout), a missile out
 * of fuel falls away. Each death is recorded in the graveyard exactly once. A typed system that
 * also reaches the game's enemies, missiles, counters and graveyard, so the game runs it alone.
 */
final class LifetimeSystem {

    private static final int[] SMOKE = {0x556070, 0x7A8494};

    private LifetimeSystem() {}

    static Each1<Lifetime> create(Game game) {
        return GameSystem.eachWithContext(Lifetime.class, (e, lifetime, context) -> {
            if (lifetime.remaining <= 0) {
                return;
            }
            lifetime.remaining -= context.dtf();
            if (lifetime.remaining > 0) {
                return;
            }
            Enemy enemy = game.enemies.get(e);
            if (enemy != null) {
                if (enemy.hp > 0) {
                    enemy.hp = Enemy.TIMED_OUT;
                    game.stats.timeouts++;
                    game.graveyard.bury(e);
                }
                return;
            }
            Missile missile = game.missiles.get(e);
            if (missile != null && !missile.spent) {
                missile.spent = true;
                game.stats.fuelOuts++;
                game.graveyard.bury(e);
                Position p = game.positions.get(e);
                game.explode(p.x, p.y, 4, 40f, SMOKE);
            }
        });
    }
}
