package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Integrates velocity into position for everything that moves, remembering the previous
 * position for interpolated rendering, and bounces off the arena walls.
 */
final class MovementSystem implements GameSystem {

    private final Query2<Position, Velocity> query;
    private final Query2.ForEach<Position, Velocity> move = this::move;
    private final float width;
    private final float height;
    private float dt;

    MovementSystem(Game game) {
        this.query = game.world.query(Position.class, Velocity.class);
        this.width = game.settings.width();
        this.height = game.settings.height();
    }

    @Override
    public void update(World world, double dt) {
        this.dt = (float) dt;
        query.forEach(move);
    }

    private void move(Entity e, Position p, Velocity v) {
        p.previousX = p.x;
        p.previousY = p.y;
        float x = p.x + v.x * dt;
        float y = p.y + v.y * dt;
        if (x < 0) {
            x = -x;
            v.x = -v.x;
        } else if (x > width) {
            x = 2 * width - x;
            v.x = -v.x;
        }
        if (y < 0) {
            y = -y;
            v.y = -v.y;
        } else if (y > height) {
            y = 2 * height - y;
            v.y = -v.y;
        }
        p.x = x;
        p.y = y;
    }
}
