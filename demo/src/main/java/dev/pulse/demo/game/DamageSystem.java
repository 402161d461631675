package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.SystemContext;

/**
 * Applies the step's hits: the missile is spent, the enemy loses a hit point and, at zero, is
 * killed. Both despawns are recorded in the graveyard (applied by cleanup at the end of the
 * step); each hit sets off an explosion of sparks, a big one for a kill.
 */
final class DamageSystem implements GameSystem {

    private static final int[] FIRE = {0xFFD24A, 0xFF8C1A, 0xFF4E1A, 0xFFF2B0};
    private static final int[] FLASH = {0xFFF2B0, 0xFFD24A};

    private final Game game;
    private SystemContext context;

    DamageSystem(Game game) {
        this.game = game;
    }

    @Override
    public void start(SystemContext context) {
        this.context = context;
    }

    // snippet:demo-damage
    @Override
    public void update(World world, double dt) {
        HitList hits = game.hits;
        Score score = context.writeResource(Score.class);   // checked against the declared access
        for (int i = 0, n = hits.size(); i < n; i++) {
            Entity missileEntity = hits.missile(i);
            Entity enemyEntity = hits.enemy(i);
            Missile missile = game.missiles.get(missileEntity);
            Position where = game.positions.get(missileEntity);
            missile.spent = true;
            game.graveyard.bury(missileEntity);
            game.stats.hits++;
            Enemy enemy = game.enemies.get(enemyEntity);
            if (enemy.hp > 0 && --enemy.hp == 0) {
                game.stats.kills++;
                score.points += 10L * enemy.maxHp;
                game.graveyard.bury(enemyEntity);
                Position at = game.positions.get(enemyEntity);
                game.explode(at.x, at.y, 24, 130f, FIRE);
                game.launchSpark(at.x, at.y, 0, 0, 0.45f, 0xFFD24A, 70f); // a shock ring
            } else {
                game.explode(where.x, where.y, 6, 70f, FLASH);
            }
        }
        hits.clear();
    }
    // end:demo-damage
}
