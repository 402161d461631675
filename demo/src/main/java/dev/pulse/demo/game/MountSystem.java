package dev.pulse.demo.game;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Parent;
import dev.pulse.ecs.systems.Each3;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Moves every mounted child (a turret) along its circle around its parent (its base): a typed
 * system whose components arrive as parameters, the parent found through the {@link Parent}
 * component the hierarchy keeps on each child. {@code StrictMath} keeps the trigonometry
 * bit-identical on every JVM, so the game stays deterministic.
 */
final class MountSystem {

    private static final float TURN = (float) (2 * Math.PI);

    private MountSystem() {}

    // snippet:demo-mount
    static Each3<Position, Mount, Parent> create(Game game) {
        ComponentStorage<Position> positions = game.positions;
        return GameSystem.each(Position.class, Mount.class, Parent.class, (turret, p, mount, parent, dt) -> {
                    Position base = positions.get(parent.entity()); // always alive: a child dies with its parent
                    mount.angle = (mount.angle + mount.angularSpeed * (float) dt) % TURN;
                    p.previousX = p.x;
                    p.previousY = p.y;
                    p.x = base.x + mount.radius * (float) StrictMath.cos(mount.angle);
                    p.y = base.y + mount.radius * (float) StrictMath.sin(mount.angle);
                })
                .reading(Parent.class);
    }
    // end:demo-mount
}
