package dev.pulse.ecs.systems;

import dev.pulse.ecs.World;

/** The system behind {@link GameSystem#withTime(GameSystem.TimedUpdate)}. */
final class TimedSystem implements GameSystem {

    private final GameSystem.TimedUpdate body;
    private Time time;

    TimedSystem(GameSystem.TimedUpdate body) {
        if (body == null) {
            throw new NullPointerException(
                    "GameSystem.withTime(body): body is null; pass a lambda" + " (world, time, dt) -> ...");
        }
        this.body = body;
    }

    @Override
    public void start(SystemContext context) {
        time = context.time();
    }

    @Override
    public void update(World world, double dt) {
        if (time == null) {
            throw new IllegalStateException("A GameSystem.withTime system must be started by a Scheduler "
                    + "(or given a SystemContext through start) before update; it has no clock yet");
        }
        body.update(world, time, dt);
    }
}
