package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query3;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Enemies wander: a random nudge each run, a push away from nearby walls, constant speed. Run
 * through an {@link dev.pulse.ecs.systems.IntervalSystem} every {@link #INTERVAL} seconds.
 */
final class EnemySteeringSystem implements GameSystem {

    /** Seconds between steering decisions. */
    static final double INTERVAL = 0.1;
    private static final float MARGIN = 40f;

    private final Game game;
    private final Query3<Position, Velocity, Enemy> query;
    private final Query3.ForEach<Position, Velocity, Enemy> steer = this::steer;
    private float dt;

    EnemySteeringSystem(Game game) {
        this.game = game;
        this.query = game.world.query(Position.class, Velocity.class, Enemy.class);
    }

    @Override
    public void update(World world, double dt) {
        this.dt = (float) dt;
        query.forEach(steer);
    }

    private void steer(Entity e, Position p, Velocity v, Enemy enemy) {
        float push = enemy.speed * 1.5f * dt;
        float vx = v.x + (float) (game.random.nextDouble() * 2 - 1) * push;
        float vy = v.y + (float) (game.random.nextDouble() * 2 - 1) * push;
        float w = game.settings.width();
        float h = game.settings.height();
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
    }
}
