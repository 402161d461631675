package dev.pulse.ecs.systems;

import dev.pulse.ecs.World;
import java.util.Objects;

/** The system behind {@link GameSystem#withContext(GameSystem.ContextUpdate)}. */
final class ContextSystem implements GameSystem {

    private final GameSystem.ContextUpdate body;
    private SystemContext context;

    ContextSystem(GameSystem.ContextUpdate body) {
        this.body = Objects.requireNonNull(body, "body");
    }

    @Override
    public void start(SystemContext context) {
        this.context = context;
    }

    @Override
    public void update(World world, double dt) {
        if (context == null) {
            throw new IllegalStateException("A GameSystem.withContext system must be started by a Scheduler "
                    + "(or given a SystemContext through start) before update; it has no context yet");
        }
        body.update(context, dt);
    }
}
