package dev.pulse.demo.game;

import dev.pulse.ecs.systems.Each2;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Integrates velocity into position for everything that moves, remembering the previous
 * position for interpolated rendering, and bounces off the arena walls. A typed system: the
 * components arrive as parameters, the float step ({@code dtf()}) from its context.
 */
final class MovementSystem {

    private MovementSystem() {}

    static Each2<Position, Velocity> create(Game game) {
        float width = game.settings.width();
        float height = game.settings.height();
        return GameSystem.eachWithContext(Position.class, Velocity.class, (e, p, v, context) -> {
            p.previousX = p.x;
            p.previousY = p.y;
            float x = p.x + v.x * context.dtf();
            float y = p.y + v.y * context.dtf();
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
        });
    }
}
