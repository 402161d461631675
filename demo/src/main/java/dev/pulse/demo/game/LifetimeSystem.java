package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Counts down lifetimes: an enemy whose time is up leaves the arena (a timeout), a missile out
 * of fuel falls away. Each death is recorded in the graveyard exactly once.
 */
final class LifetimeSystem implements GameSystem {

    private static final int[] SMOKE = {0x556070, 0x7A8494};

    private final Game game;
    private final Query1<Lifetime> query;
    private final Query1.ForEach<Lifetime> age = this::age;
    private float dt;

    LifetimeSystem(Game game) {
        this.game = game;
        this.query = game.world.query(Lifetime.class);
    }

    @Override
    public void update(World world, double dt) {
        this.dt = (float) dt;
        query.forEach(age);
    }

    private void age(Entity e, Lifetime lifetime) {
        if (lifetime.remaining <= 0) {
            return;
        }
        lifetime.remaining -= dt;
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
    }
}
