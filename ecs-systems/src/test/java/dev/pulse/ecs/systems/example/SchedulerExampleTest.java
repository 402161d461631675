package dev.pulse.ecs.systems.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.junit.jupiter.api.Test;

/** The scheduler example of docs/SCHEDULER.md, compiled and run so it cannot rot. Keep them in step. */
class SchedulerExampleTest {

    // scheduler-example:begin
    static final class Position {
        double x;
    }

    static final class Velocity {
        double dx;

        Velocity(double dx) {
            this.dx = dx;
        }
    }

    /** Physics: runs at a fixed 60 Hz, whatever the frame rate. */
    static final class Movement extends IteratingSystem {
        Movement() {
            super(Position.class, Velocity.class);
        }

        @Override
        protected void process(World world, Entity e, double dt) {
            world.get(e, Position.class).x += world.get(e, Velocity.class).dx * dt;
        }
    }

    static Scheduler example(World world, List<String> drawn) {
        return Scheduler.builder(world)
                .execution(ExecutionMode.PARALLEL) // opt-in; SEQUENTIAL is the default
                .add(
                        "spawner",
                        IntervalSystem.every(
                                1.0, // every second of game time...
                                GameSystem.withCommands(
                                        (w, commands, dt) -> // ...record a spawn, applied at
                                        commands.spawn(new Position(), new Velocity(2)))), // the end of UPDATE
                        s -> s.noAccess())
                .add("movement", new Movement(), s -> s.inPhase(Phase.FIXED_UPDATE)
                        .reads(Velocity.class)
                        .writes(Position.class))
                .add("count", (w, dt) -> drawn.add(w.count(Position.class) + " ships"), s -> s.inPhase(Phase.RENDER)
                        .reads(Position.class)
                        .label("draw"))
                .add("hud", (w, dt) -> drawn.add("hud"), s -> s.inPhase(Phase.RENDER)
                        .noAccess()
                        .after("draw"))
                .build();
    }
    // scheduler-example:end

    @Test
    void exampleRunsAsDocumented() {
        World world = new World();
        List<String> drawn = new ArrayList<>();
        Scheduler scheduler = example(world, drawn);

        for (int frame = 0; frame < 150; frame++) { // 2.5 s at 60 fps
            scheduler.tick(1.0 / 60);
        }
        scheduler.stop();

        assertEquals(2, world.count(Position.class), "spawned at 1 s and 2 s");
        double[] xs = collectX(world);
        java.util.Arrays.sort(xs);
        // Spawned in UPDATE of frames 60 and 120; moved in FIXED_UPDATE of the same frame onwards.
        assertEquals(31 * 2.0 / 60, xs[0], 1e-9);
        assertEquals(91 * 2.0 / 60, xs[1], 1e-9);
        assertEquals(List.of("0 ships", "hud"), drawn.subList(0, 2));
        assertEquals(List.of("2 ships", "hud"), drawn.subList(drawn.size() - 2, drawn.size()));
        assertEquals(150, scheduler.stats("movement").calls(), "one fixed step per 1/60 s frame");
        assertTrue(scheduler.statsTable().contains("movement"));
        assertTrue(
                scheduler.ambiguityReport().isEmpty(),
                scheduler.ambiguityReport().toString());
    }

    private static double[] collectX(World world) {
        double[] xs = new double[2];
        int[] i = {0};
        world.query(Position.class).forEach((e, p) -> xs[i[0]++] = p.x);
        return xs;
    }
}
