// snippet:ch3-head
package dev.pulse.tutorial;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import java.io.PrintStream;

/** Chapter 3: queries with filters, changes during iteration and the command buffer. */
public final class Chapter3Queries {

    static final class Position {
        float x;
        float y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    static final class Velocity {
        float dx;
        float dy;

        Velocity(float dx, float dy) {
            this.dx = dx;
            this.dy = dy;
        }
    }

    static final class Health {
        int hp;

        Health(int hp) {
            this.hp = hp;
        }
    }

    /** Tag: a rock. */
    record Rock() {}

    /** Tag: a piece of a broken rock. */
    record Debris() {}
    // end:ch3-head

    // snippet:ch3-frozen
    /** Tag: this entity does not move for now. */
    record Frozen() {}
    // end:ch3-frozen

    // snippet:ch3-queries
    private final World world = new World();
    // Build queries once and keep them in fields: they are immutable and stay valid.
    private final Query2<Position, Velocity> moving =
            world.query(Position.class, Velocity.class).without(Frozen.class);
    private final Query2<Position, Health> rocks =
            world.query(Position.class, Health.class).with(Rock.class);
    private final Query1<Debris> debris = world.query(Debris.class);
    private final Commands commands = new Commands();
    // end:ch3-queries

    // snippet:ch3-terms
    /** Paint on a rock: not every rock has some. */
    record Paint(String colour) {}

    // Every rock with its paint: an optional term, handed as null where the rock has none.
    private final Query2<Health, Paint> rockPaint =
            world.query(Health.class).with(Rock.class).optional(Paint.class);
    // Everything that is a rock or debris (at least one of the two).
    private final Query1<Position> onScreen = world.query(Position.class).any(Rock.class, Debris.class);

    private void report() {
        rockPaint.forEach((rock, health, paint) ->
                out.println(rock + ": " + health.hp + " hp, " + (paint == null ? "unpainted" : paint.colour())));
        out.println("rocks and debris on screen: " + onScreen.count());
    }
    // end:ch3-terms

    // snippet:ch3-state
    private final PrintStream out;
    private int frame;
    private int turretHits;

    private Chapter3Queries(PrintStream out) {
        this.out = out;
    }
    // end:ch3-state

    // snippet:ch3-spawn-rocks
    private void spawnRocks() {
        world.spawn(new Position(12, 0), new Velocity(-2, 0), new Health(20), new Rock());
        world.spawn(new Position(0, 9), new Velocity(0, -3), new Health(40), new Rock());
        world.spawn(
                new Position(-7, 0), new Velocity(1, 0), new Health(20), new Rock(), new Frozen(), new Paint("red"));
        out.println("rocks: " + rocks.count() + ", moving: " + moving.count());
    }
    // end:ch3-spawn-rocks

    // snippet:ch3-loop
    private void play() {
        spawnRocks();
        for (frame = 1; frame <= 6; frame++) {
            move(1f);
            shoot();
            breakUp();
            collide();
        }
        out.println("after " + (frame - 1) + " frames: rocks " + rocks.count() + ", debris " + debris.count()
                + ", turret hit " + turretHits + " time(s)");
        report();
    }
    // end:ch3-loop

    // snippet:ch3-move
    private void move(float dt) {
        moving.forEach((entity, pos, vel) -> {
            pos.x += vel.dx * dt;
            pos.y += vel.dy * dt;
        });
    }
    // end:ch3-move

    // snippet:ch3-shoot
    private void shoot() {
        rocks.forEach((rock, pos, health) -> {
            if (pos.x * pos.x + pos.y * pos.y <= 6 * 6) { // in range of the turret at (0, 0)
                health.hp -= 10;
            }
        });
    }
    // end:ch3-shoot

    // snippet:ch3-despawn-during-iteration
    private void collide() {
        rocks.forEach((rock, pos, health) -> {
            if (pos.x * pos.x + pos.y * pos.y < 1) { // reached the turret
                world.despawn(rock); // safe inside forEach
                turretHits++;
                out.println("frame " + frame + ": " + rock + " hit the turret with " + health.hp + " hp left");
            }
        });
    }
    // end:ch3-despawn-during-iteration

    // snippet:ch3-commands
    private void breakUp() {
        rocks.forEach((rock, pos, health) -> {
            if (health.hp <= 0) {
                // Recorded now, applied below: this pass sees the world as it was.
                commands.despawn(rock);
                commands.spawn(new Position(pos.x, pos.y), new Velocity(1, 1), new Debris());
                commands.spawn(new Position(pos.x, pos.y), new Velocity(-1, 1), new Debris());
            }
        });
        if (!commands.isEmpty()) {
            int recorded = commands.size();
            int skipped = commands.apply(world); // in recording order, then empty; skips dead entities
            out.println("frame " + frame + ": applied " + (recorded - skipped) + " of " + recorded + " commands");
        }
    }
    // end:ch3-commands

    // snippet:ch3-main
    static World run(PrintStream out) {
        Chapter3Queries game = new Chapter3Queries(out);
        game.play();
        return game.world;
    }

    /**
     * Runs the chapter's program, printing to the console.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }
}
// end:ch3-main
