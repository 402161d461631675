// snippet:readme-gamekit-resources
package dev.pulse.readme;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Parent;
import dev.pulse.ecs.Prefab;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.Scheduler;

final class ReadmeGameKit {
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

    record Enemy() {} // a tag

    static final class Score {
        int points;
    } // a resource: any class

    public static void main(String[] args) {
        World world = new World();
        world.insertResource(new Score()); // one value per class
        world.resource(Score.class).points += 1; // throws, naming Score, if absent
        boolean paused = world.findResource(Boolean.class).orElse(false); // the optional form
        // end:readme-gamekit-resources
        // snippet:readme-gamekit-prefab
        Prefab enemy = Prefab.builder("enemy")
                .with(Position.class, () -> new Position(0, 0)) // a factory per entity
                .copying(new Velocity(1, 0), v -> new Velocity(v.dx, v.dy)) // or a copy of a prototype
                .shared(new Enemy()) // immutable: one instance
                .build();
        Entity[] wave = enemy.spawnMany(world, 100);
        Entity boss = enemy.spawn(world, new Position(50, 50)); // an override
        // end:readme-gamekit-prefab
        // snippet:readme-gamekit-relations
        Entity turret = world.spawn(new Position(50, 51));
        world.setParent(turret, boss); // despawning the boss takes the turret
        int roots = world.query(Position.class).without(Parent.class).count();
        // end:readme-gamekit-relations
        // snippet:readme-gamekit-systems
        Scheduler scheduler = Scheduler.builder(world)
                .add(
                        "move",
                        GameSystem.each(
                                        Position.class,
                                        Velocity.class,
                                        (e, p, v, dt) -> p.x += v.dx * (float) dt) // components as parameters
                                .reading(Velocity.class)) // declares writes(Position), reads(Velocity)
                .add(
                        "score",
                        GameSystem.withContext((context, dt) ->
                                context.writeResource(Score.class).points++), // checked against the declaration
                        s -> s.writesResource(Score.class))
                .build();
        scheduler.tick(1.0 / 60);
        world.despawn(boss);
        System.out.println(wave.length + " enemies, " + roots + " roots, turret alive " + world.isAlive(turret)
                + ", score " + world.resource(Score.class).points + ", paused " + paused);
    }
}
// end:readme-gamekit-systems
