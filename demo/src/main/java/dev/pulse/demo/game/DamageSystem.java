package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Applies the step's hits: the missile is spent, the enemy loses a hit point and, at zero, is
 * killed. Both despawns are recorded in the graveyard (applied by cleanup at the end of the
 * step). Hit points are written through {@code getMut}, so the {@link FleeSystem} sees the hit;
 * a kill's score and big explosion come from the {@link EnemyDeaths} observer when the enemy is
 * despawned. Each hit that does not kill sets off a small flash.
 */
final class DamageSystem implements GameSystem {

    private static final int[] FLASH = {0xFFF2B0, 0xFFD24A};

    private final Game game;

    DamageSystem(Game game) {
        this.game = game;
    }

    // snippet:demo-damage
    @Override
    public void update(World world, double dt) {
        HitList hits = game.hits;
        for (int i = 0, n = hits.size(); i < n; i++) {
            Entity missileEntity = hits.missile(i);
            Entity enemyEntity = hits.enemy(i);
            Missile missile = game.missiles.get(missileEntity);
            Position where = game.positions.get(missileEntity);
            missile.spent = true;
            game.graveyard.bury(missileEntity);
            game.stats.hits++;
            Enemy enemy = game.enemies.getMut(enemyEntity); // a write: marks the Enemy changed
            if (enemy.hp > 0 && --enemy.hp == 0) {
                game.graveyard.bury(enemyEntity); // EnemyDeaths scores and explodes it
            } else {
                enemy.hit = true; // FleeSystem turns it around
                game.explode(where.x, where.y, 6, 70f, FLASH);
            }
        }
        hits.clear();
    }
    // end:demo-damage
}
