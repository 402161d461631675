package dev.pulse.demo.game;

import dev.pulse.ecs.systems.Each3;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Enemies wander: a random nudge each run, a push away from nearby walls, constant speed. Run
 * through an {@link dev.pulse.ecs.systems.IntervalSystem} every {@link #INTERVAL} seconds. A
 * typed system; the random generator and the settings it uses are the world's resources, and
 * declared as such.
 */
final class EnemySteeringSystem {

    /** Seconds between steering decisions. */
    static final double INTERVAL = 0.1;

    private static final float MARGIN = 40f;

    private EnemySteeringSystem() {}

    static Each3<Position, Velocity, Enemy> create(Game game) {
        GameRandom random = game.random; // the resources, kept: a lookup per enemy would cost more
        GameSettings settings = game.settings;
        return GameSystem.eachWithContext(Position.class, Velocity.class, Enemy.class, (e, p, v, enemy, context) -> {
                    float push = enemy.speed * 1.5f * context.dtf();
                    float vx = v.x + (float) (random.nextDouble() * 2 - 1) * push;
                    float vy = v.y + (float) (random.nextDouble() * 2 - 1) * push;
                    float w = settings.width();
                    float h = settings.height();
                    if (p.x < MARGIN) {
                        vx += push;
                    } else if (p.x > w - MARGIN) {
                        vx -= push;
                    }
                    if (p.y < MARGIN) {
                        vy += push;
                    } else if (p.y > h - MARGIN) {
                        vy -= push;
                    }
                    float length = (float) Math.sqrt(vx * vx + vy * vy) + 1e-6f;
                    v.x = vx / length * enemy.speed;
                    v.y = vy / length * enemy.speed;
                })
                .reading(Position.class, Enemy.class)
                .writesResource(GameRandom.class)
                .readsResource(GameSettings.class);
    }
}
