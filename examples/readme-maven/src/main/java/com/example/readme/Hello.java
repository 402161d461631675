package com.example.readme;

import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.Scheduler;

/**
 * The smallest program on the README's Maven set-up: it compiles against {@code ecs-systems}
 * (and {@code ecs-core}, which comes with it), so a build of this project proves the README's
 * {@code pom.xml} block resolves Pulse through the BOM and compiles with the pinned plugin.
 */
public final class Hello {

    /** Where an entity is. */
    static final class Position {
        double x;
    }

    /** How fast it moves, in units per second. */
    record Velocity(double dx) { }

    private Hello() {
    }

    /**
     * Moves one entity for ten ticks of 0.1 s and prints where it ends.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        World world = new World();
        world.spawn(new Position(), new Velocity(2));
        Scheduler scheduler = Scheduler.builder(world)
                .add("move", (w, dt) -> w.query(Position.class, Velocity.class)
                        .forEach((e, p, v) -> p.x += v.dx() * dt))
                .build();
        for (int tick = 0; tick < 10; tick++) {
            scheduler.tick(0.1);
        }
        world.query(Position.class).forEach((e, p) -> System.out.println("x = " + p.x));
    }
}
