// snippet:readme-example
package dev.pulse.readme;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;

final class ReadmeExample {
    static final class Position {
        float x, y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    static final class Velocity {
        float dx, dy;

        Velocity(float dx, float dy) {
            this.dx = dx;
            this.dy = dy;
        }
    }

    record Health(int hp) {}

    record Frozen() {} // no fields: a tag, stores no data

    public static void main(String[] args) {
        World world = new World();
        Entity ship = world.spawn(new Position(0, 0), new Velocity(1, 0));
        Entity rock = world.spawn(new Position(5, 5), new Velocity(0, 1), new Frozen());
        world.add(ship, new Health(100)); // adds, or replaces an existing Health
        world.query(Position.class, Velocity.class).without(Frozen.class).forEach((pos, vel) -> {
            pos.x += vel.dx;
            pos.y += vel.dy;
        }); // or (entity, pos, vel) -> ...
        world.despawn(rock); // rock, and every copy of it, is now stale
        Entity debris = world.spawn(new Position(9, 9)); // reuses rock's slot...
        System.out.println(debris + " took the slot of " + rock + "; rock's Position: "
                + world.get(rock, Position.class)); // ...but rock never sees debris's data: null
        System.out.println("ship moved to x = " + world.get(ship, Position.class).x);
    }
}
// end:readme-example
