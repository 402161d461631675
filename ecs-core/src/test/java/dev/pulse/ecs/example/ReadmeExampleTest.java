package dev.pulse.ecs.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import org.junit.jupiter.api.Test;

/** The README's example, compiled and run so it cannot rot. Keep the two in step. */
class ReadmeExampleTest {

    // readme:begin
    static final class Position { float x, y; Position(float x, float y) { this.x = x; this.y = y; } }
    static final class Velocity { float dx, dy; Velocity(float dx, float dy) { this.dx = dx; this.dy = dy; } }
    record Health(int hp) { }
    record Frozen() { }                                   // no fields: a tag, stores no data

    static World example() {
        World world = new World();
        Entity ship = world.spawn(new Position(0, 0), new Velocity(1, 0));
        Entity rock = world.spawn(new Position(5, 5), new Velocity(0, 1), new Frozen());
        world.add(ship, new Health(100));                 // adds, or replaces an existing Health
        world.query(Position.class, Velocity.class).without(Frozen.class)
             .forEach((entity, pos, vel) -> { pos.x += vel.dx; pos.y += vel.dy; });
        world.despawn(rock);                              // rock, and every copy of it, is now stale
        Entity debris = world.spawn(new Position(9, 9));  // may reuse rock's slot...
        assert world.get(rock, Position.class) == null;   // ...but rock never sees debris's data
        return world;
    }
    // readme:end

    @Test
    void readmeExampleRunsAsDocumented() {
        World world = example();
        assertEquals(2, world.entityCount());
        float[] shipX = {Float.NaN};
        world.query(Position.class, Health.class).forEach((e, pos, hp) -> shipX[0] = pos.x);
        assertEquals(1f, shipX[0], "the ship moved once");
        assertEquals(1, world.count(Health.class));
        assertFalse(world.query(Position.class).without(Velocity.class).isEmpty(), "debris exists");
        assertNull(world.get(Entity.fromId(Entity.fromId(1L).id() + (1L << 32)), Health.class));
    }
}
