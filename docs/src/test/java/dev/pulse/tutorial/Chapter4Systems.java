package dev.pulse.tutorial;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.IntervalSystem;
import dev.pulse.ecs.systems.IteratingSystem;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import java.io.PrintStream;

/** Chapter 4: systems, phases, ordering, a fixed timestep and interval systems. */
public final class Chapter4Systems {

    private Chapter4Systems() {
    }

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
                    health.hp -= 1;                    // one hit point per fixed step of 1/30 s
                }
            });
        }
    }
    // end:ch4-turret-system

    /**
     * Runs the chapter's program.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }

    static Scheduler run(PrintStream out) {
        World world = new World();
        int[] destroyed = {0};
        int[] spawned = {0};
        // snippet:ch4-scheduler
        Scheduler scheduler = Scheduler.builder(world)
                .fixedTimestep(1.0 / 30)                                   // FIXED_UPDATE runs 30 times a second
                .add("spawner", IntervalSystem.every(1.0,                  // once per second of game time...
                        GameSystem.withCommands((w, commands, dt) -> {     // ...record a new rock
                            commands.spawn(new Position(12, 0), new Velocity(-4, 0), new Health(20), new Rock());
                            spawned[0]++;
                        })),
                     s -> s.in(Phase.UPDATE))
                .add("movement", new MovementSystem(),
                     s -> s.in(Phase.FIXED_UPDATE).reads(Velocity.class).writes(Position.class))
                .add("turret", new TurretSystem(),
                     s -> s.in(Phase.FIXED_UPDATE).after("movement"))      // aim where rocks are now
                .add("cleanup", GameSystem.withCommands((w, commands, dt) ->
                        w.query(Health.class).with(Rock.class).forEach((rock, health) -> {
                            if (health.hp <= 0) {
                                commands.despawn(rock);
                                destroyed[0]++;
                            }
                        })),
                     s -> s.in(Phase.LATE_UPDATE))
                .add("hud", IntervalSystem.every(1.0, (w, dt) ->
                        out.println("rocks " + w.count(Rock.class) + ", spawned " + spawned[0]
                                + ", destroyed " + destroyed[0])),
                     s -> s.in(Phase.RENDER))
                .build();
        // end:ch4-scheduler

        // snippet:ch4-loop
        out.println("fixed update order: " + scheduler.executionOrder(Phase.FIXED_UPDATE));
        for (int frame = 0; frame < 300; frame++) {
            double frameTime = frame % 2 == 0 ? 1.0 / 40 : 1.0 / 80;     // an uneven frame rate
            scheduler.tick(frameTime);
        }
        scheduler.stop();
        out.println("game time " + Math.round(scheduler.time().elapsed() * 1000) / 1000.0 + " s, "
                + scheduler.time().fixedSteps() + " fixed steps");
        // end:ch4-loop
        return scheduler;
    }
}
