package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Subscription;

/**
 * What happens when an enemy dies, as a Pulse observer instead of code in every system that
 * can kill: an enemy whose {@link Enemy} component is removed (its despawn, applied by cleanup
 * at the end of the step) with no hit points left was killed by a missile, so it is counted,
 * scores {@code 10 x maxHp} and goes up in a big explosion. An enemy whose time ran out
 * ({@link Enemy#TIMED_OUT}) just disappears. {@code onRemove} runs before the removal, so the
 * enemy still has its Position.
 */
final class EnemyDeaths {

    private static final int[] FIRE = {0xFFD24A, 0xFF8C1A, 0xFF4E1A, 0xFFF2B0};

    private EnemyDeaths() {}

    // snippet:demo-deaths
    static Subscription observe(Game game) {
        return game.world.observers().onRemove(Enemy.class, (Entity dead, Enemy enemy) -> {
            if (enemy.hp != 0) {
                return; // timed out, or removed alive (never in this game)
            }
            game.stats.kills++;
            game.score().points += 10L * enemy.maxHp;
            Position at = game.positions.get(dead);
            game.explode(at.x, at.y, 24, 130f, FIRE);
            game.launchSpark(at.x, at.y, 0, 0, 0.45f, 0xFFD24A, 70f); // a shock ring
        });
    }
    // end:demo-deaths
}
