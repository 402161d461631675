// snippet:ch4-head
package dev.pulse.tutorial;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.IntervalSystem;
import dev.pulse.ecs.systems.IteratingSystem;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import dev.pulse.ecs.systems.SystemContext;
import dev.pulse.ecs.systems.Time;
import java.io.PrintStream;

/** Chapter 4: systems, phases, ordering, a fixed timestep, intervals, conditions, start and stop. */
public final class Chapter4Systems {

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

    /** Tag: does not move for now. */
    record Frozen() {}

    private final PrintStream out;
    private int spawned;
    private int destroyed;
    private int alarms;

    private Chapter4Systems(PrintStream out) {
        this.out = out;
    }
    // end:ch4-head

    // snippet:ch4-movement-system
    /** Moves everything that has a Position and a Velocity and is not Frozen. */
    static final class MovementSystem extends IteratingSystem {
        MovementSystem() {
            super(Position.class, Velocity.class);
            exclude(Frozen.class);
        }

        @Override
        protected void process(World world, Entity entity, double dt) {
            Position pos = world.get(entity, Position.class);
            Velocity vel = world.get(entity, Velocity.class);
            pos.x += vel.dx * (float) dt;
            pos.y += vel.dy * (float) dt;
        }
    }
    // end:ch4-movement-system

    // snippet:ch4-turret-system
    /** Damages every rock within range of the turret at (0, 0): 30 hit points a second. */
    static final class TurretSystem implements GameSystem {
        private Query2<Position, Health> rocks;

        @Override
        public void update(World world, double dt) {
            if (rocks == null) {
                rocks = world.query(Position.class, Health.class).with(Rock.class);
            }
            rocks.forEach((rock, pos, health) -> {
                if (pos.x * pos.x + pos.y * pos.y <= 6 * 6) {
                    health.hp -= 1; // one hit point per fixed step of 1/30 s
                }
            });
        }
    }
    // end:ch4-turret-system

    // snippet:ch4-scoreboard
    /** Keeps score from start to stop: a system with start and stop hooks. */
    static final class Scoreboard implements GameSystem {
        private final PrintStream out;
        private Time time;
        private int mostRocks;

        Scoreboard(PrintStream out) {
            this.out = out;
        }

        @Override
        public void start(SystemContext context) { // once, before the first update
            time = context.time(); // the scheduler's clock, kept for later
            out.println(context.name() + " started in " + context.phase());
        }

        @Override
        public void update(World world, double dt) {
            mostRocks = Math.max(mostRocks, world.count(Rock.class));
        }

        @Override
        public void stop(SystemContext context) { // once, from scheduler.stop()
            out.println(
                    context.name() + " stopped after " + time.frame() + " frames; most rocks at once: " + mostRocks);
        }
    }
    // end:ch4-scoreboard

    // snippet:ch4-scheduler
    private Scheduler build(World world) {
        return Scheduler.builder(world)
                .fixedTimestep(1.0 / 30) // FIXED_UPDATE runs 30 times a second
                .add(
                        "spawner",
                        IntervalSystem.every(
                                1.0, // once per second of game time...
                                GameSystem.withCommands((w, commands, dt) -> { // ...record a new rock
                                    commands.spawn(
                                            new Position(12, 0), new Velocity(-4, 0), new Health(20), new Rock());
                                    spawned++;
                                })),
                        s -> s.inPhase(Phase.UPDATE))
                .add("movement", new MovementSystem(), s -> s.inPhase(Phase.FIXED_UPDATE)
                        .reads(Velocity.class)
                        .writes(Position.class))
                .add("turret", new TurretSystem(), s -> s.inPhase(Phase.FIXED_UPDATE)
                        .after("movement")) // aim where rocks are now
                .add(
                        "cleanup",
                        (w, dt) -> // changes the world directly
                        w.query(Health.class).with(Rock.class).forEach((rock, health) -> {
                            if (health.hp <= 0) {
                                w.despawn(rock); // gone at once
                                destroyed++;
                            }
                        }),
                        s -> s.inPhase(Phase.LATE_UPDATE))
                .add("alarm", (w, dt) -> alarms++, s -> s.inPhase(Phase.LATE_UPDATE)
                        .runIf((w, time) -> w.count(Rock.class) >= 3))
                .add(
                        "hud",
                        IntervalSystem.every(
                                1.0,
                                GameSystem.withTime((w, time, dt) -> out.println("at "
                                        + Math.round(time.elapsed() * 1000) / 1000.0 + " s (frame "
                                        + time.frame() + "): rocks " + w.count(Rock.class) + ", spawned " + spawned
                                        + ", destroyed " + destroyed))),
                        s -> s.inPhase(Phase.RENDER))
                .add("scoreboard", new Scoreboard(out), s -> s.inPhase(Phase.RENDER))
                .build();
    }
    // end:ch4-scheduler

    // snippet:ch4-loop
    static Scheduler run(PrintStream out) {
        Chapter4Systems game = new Chapter4Systems(out);
        Scheduler scheduler = game.build(new World());
        out.println("fixed update order: " + scheduler.executionOrder(Phase.FIXED_UPDATE));
        scheduler.start(); // optional: the first tick starts it
        for (int frame = 0; frame < 300; frame++) {
            double frameTime = frame % 2 == 0 ? 1.0 / 40 : 1.0 / 80; // an uneven frame rate
            scheduler.tick(frameTime);
        }
        scheduler.stop(); // stop hooks run, in reverse order
        out.println("game time " + Math.round(scheduler.time().elapsed() * 1000) / 1000.0 + " s, "
                + scheduler.time().fixedSteps() + " fixed steps, alarm ran in " + game.alarms + " frames");
        return scheduler;
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
// end:ch4-loop
