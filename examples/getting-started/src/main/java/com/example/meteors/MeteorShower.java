package com.example.meteors;

import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.IntervalSystem;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;

/**
 * A tiny game on Pulse: a spawner drops a meteor every second of game time from a height of
 * 100, meteors fall at 20 units a second (so each lands 5 s after it was spawned), and a meteor
 * that reaches the ground is despawned and counted.
 */
public final class MeteorShower {

    /** Where a meteor is. */
    static final class Position {
        double x;
        double y;

        Position(double x, double y) {
            this.x = x;
            this.y = y;
        }
    }

    /** How fast a meteor falls, in units per second. */
    record Velocity(double dx, double dy) { }

    /** Marks meteors (a tag: no fields, so Pulse stores no data for it). */
    record Meteor() { }

    static final double HEIGHT = 100;
    static final double FALL_SPEED = 20;

    private final World world = new World();
    private final Scheduler scheduler;
    private int spawned;
    private int landed;

    MeteorShower() {
        scheduler = Scheduler.builder(world)
                .add("spawner", IntervalSystem.every(1.0, GameSystem.withCommands((w, commands, dt) -> {
                    commands.spawn(new Position(spawned, HEIGHT), new Velocity(0, -FALL_SPEED), new Meteor());
                    spawned++;
                })), s -> s.inPhase(Phase.UPDATE))
                .add("fall", (w, dt) -> w.query(Position.class, Velocity.class).forEach((meteor, pos, vel) -> {
                    pos.x += vel.dx() * dt;
                    pos.y += vel.dy() * dt;
                }), s -> s.inPhase(Phase.FIXED_UPDATE).reads(Velocity.class).writes(Position.class))
                .add("land", GameSystem.withCommands((w, commands, dt) ->
                        w.query(Position.class).with(Meteor.class).forEach((meteor, pos) -> {
                            if (pos.y <= 0) {
                                commands.despawn(meteor);
                                landed++;
                            }
                        })), s -> s.inPhase(Phase.FIXED_UPDATE).after("fall").reads(Position.class))
                .build();
    }

    /** Runs {@code frames} frames of {@code dt} seconds each, as a game loop would. */
    void run(int frames, double dt) {
        for (int i = 0; i < frames; i++) {
            scheduler.tick(dt);
        }
    }

    World world() {
        return world;
    }

    Scheduler scheduler() {
        return scheduler;
    }

    int spawned() {
        return spawned;
    }

    int landed() {
        return landed;
    }

    /**
     * Plays 10.5 s of game time at 60 frames a second and prints what happened.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        MeteorShower game = new MeteorShower();
        game.run(630, 1.0 / 60);
        System.out.printf("%.2f s of game time: %d meteors spawned, %d landed, %d falling%n",
                game.scheduler.time().elapsed(), game.spawned, game.landed, game.world.count(Meteor.class));
    }
}
