// snippet:ch8-head
package dev.pulse.tutorial;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Parent;
import dev.pulse.ecs.Prefab;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import dev.pulse.ecs.systems.SystemFailureException;
import java.io.PrintStream;

/** Chapter 8: resources, parent/child relations, prefabs and typed systems. */
public final class Chapter8GameKit {

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

        @Override
        public String toString() {
            return "Health(" + hp + ")";
        }
    }

    /** Tag: a rock. */
    record Rock() {}

    /** Tag: does not move for now. */
    record Frozen() {}

    /** A resource: one per world, not per entity. Any class will do. */
    static final class Score {
        int points;
    }

    /** A resource this program never inserts. */
    static final class Camera {}

    private Chapter8GameKit() {}

    static World run(PrintStream out) {
        // end:ch8-head
        // snippet:ch8-resources
        World world = new World();
        world.insertResource(new Score()); // one value per type
        world.resource(Score.class).points += 5; // throws, naming Score, if there is none
        out.println("score " + world.resource(Score.class).points + ", has a camera: "
                + world.findResource(Camera.class).isPresent());
        // end:ch8-resources

        // snippet:ch8-prefab
        Prefab rock = Prefab.builder("rock")
                .with(Position.class, () -> new Position(10, 0)) // a factory per entity
                .copying(new Velocity(-2, 0), v -> new Velocity(v.dx, v.dy)) // or a prototype and a copy
                .copying(new Health(1), h -> new Health(h.hp))
                .shared(new Rock()) // immutable: one shared instance
                .build();
        Entity[] wave = rock.spawnMany(world, 3);
        Entity boulder = rock.spawn(world, new Health(3), new Frozen()); // overrides and extras
        out.println("spawned " + wave.length + " rocks and a boulder with " + world.get(boulder, Health.class));
        // end:ch8-prefab

        // snippet:ch8-relations
        Entity ship = world.spawn(new Position(0, 0));
        Entity turret = world.spawn(new Position(0, 1));
        Entity barrel = world.spawn(new Position(0, 2));
        world.setParent(turret, ship); // the turret rides the ship...
        world.setParent(barrel, turret); // ...and the barrel the turret
        out.println("parent of the turret is the ship: " + ship.equals(world.parent(turret))
                + ", children of the ship: " + world.children(ship).size()
                + ", roots with a position: "
                + world.query(Position.class).without(Parent.class).count());
        // end:ch8-relations

        // snippet:ch8-cascade
        world.despawn(ship); // despawns the barrel, the turret, then the ship
        out.println("after despawning the ship: turret alive " + world.isAlive(turret) + ", barrel alive "
                + world.isAlive(barrel) + ", entities " + world.entityCount());
        // end:ch8-cascade

        // snippet:ch8-typed-systems
        Scheduler scheduler = Scheduler.builder(world)
                .add(
                        "movement",
                        GameSystem.each(Position.class, Velocity.class, (entity, p, v, dt) -> {
                                    p.x += v.dx * (float) dt; // components arrive as parameters
                                    p.y += v.dy * (float) dt;
                                })
                                .reading(Velocity.class)
                                .without(Frozen.class), // declares writes(Position), reads(Velocity)
                        s -> s.inPhase(Phase.FIXED_UPDATE))
                .add(
                        "scoring",
                        GameSystem.eachWithContext(Position.class, (r, p, context) -> {
                                    if (p.x <= 0) {
                                        context.writeResource(Score.class).points +=
                                                10; // checked against the declaration
                                        context.commands().despawn(r); // applied at the end of the phase
                                    }
                                })
                                .with(Rock.class)
                                .reading(Position.class)
                                .writesResource(Score.class), // its whole access
                        s -> s.inPhase(Phase.LATE_UPDATE))
                .build();
        for (int frame = 0; frame < 360; frame++) {
            scheduler.tick(1.0 / 60);
        }
        out.println(
                "after 6 s: score " + world.resource(Score.class).points + ", rocks left " + world.count(Rock.class));
        // end:ch8-typed-systems

        // snippet:ch8-mistake
        Scheduler cheater = Scheduler.builder(world)
                .add(
                        "cheat",
                        GameSystem.withContext((context, dt) -> context.writeResource(Score.class).points = 1_000),
                        s -> s.readsResource(Score.class)) // declared read, but writes
                .build();
        try {
            cheater.tick(1.0 / 60);
        } catch (SystemFailureException e) {
            out.println(e.getCause().getMessage());
        }
        // end:ch8-mistake
        // snippet:ch8-tail
        return world;
    }

    /**
     * Runs the chapter's program.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }
}
// end:ch8-tail
