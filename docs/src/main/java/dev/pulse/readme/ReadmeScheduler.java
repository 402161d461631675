// snippet:readme-scheduler
package dev.pulse.readme;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.ExecutionMode;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.IntervalSystem;
import dev.pulse.ecs.systems.IteratingSystem;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import java.util.ArrayList;
import java.util.List;

final class ReadmeScheduler {
    static final class Position {
        double x;
    }

    static final class Velocity {
        final double dx;

        Velocity(double dx) {
            this.dx = dx;
        }
    }

    /** Physics: runs at a fixed rate, whatever the frame rate. */
    static final class Movement extends IteratingSystem {
        Movement() {
            super(Position.class, Velocity.class);
        }

        @Override
        protected void process(World world, Entity e, double dt) {
            world.get(e, Position.class).x += world.get(e, Velocity.class).dx * dt;
        }
    }

    public static void main(String[] args) {
        World world = new World();
        List<String> drawn = new ArrayList<>();
        Scheduler scheduler = Scheduler.builder(world)
                .execution(ExecutionMode.PARALLEL) // opt-in; SEQUENTIAL is the default
                .add(
                        "spawner",
                        IntervalSystem.every(
                                1.0, // every second of game time...
                                GameSystem.withCommands(
                                        (w, commands, dt) -> // ...record a spawn, applied at
                                        commands.spawn(new Position(), new Velocity(2)))), // the end of UPDATE
                        s -> s.noAccess())
                .add(
                        "movement",
                        new Movement(), // an IteratingSystem
                        s -> s.inPhase(Phase.FIXED_UPDATE).reads(Velocity.class).writes(Position.class))
                .add("count", (w, dt) -> drawn.add(w.count(Position.class) + " ships"), s -> s.inPhase(Phase.RENDER)
                        .reads(Position.class)
                        .label("draw"))
                .add("hud", (w, dt) -> drawn.add("hud"), s -> s.inPhase(Phase.RENDER)
                        .noAccess()
                        .after("draw"))
                .build();
        for (int frame = 0; frame < 150; frame++) {
            scheduler.tick(1.0 / 60); // once per frame: 2.5 s in all
        }
        scheduler.stop();
        System.out.println("last frame drew " + drawn.subList(drawn.size() - 2, drawn.size()));
    }
}
// end:readme-scheduler
