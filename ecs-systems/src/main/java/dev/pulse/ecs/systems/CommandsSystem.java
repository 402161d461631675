package dev.pulse.ecs.systems;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.World;
import java.util.Objects;

/** The system behind {@link GameSystem#withCommands(GameSystem.CommandsUpdate)}. */
final class CommandsSystem implements GameSystem {

    private final GameSystem.CommandsUpdate body;
    private Commands commands;

    CommandsSystem(GameSystem.CommandsUpdate body) {
        this.body = Objects.requireNonNull(body, "body");
    }

    @Override
    public void start(SystemContext context) {
        commands = context.commands();
    }

    @Override
    public void update(World world, double dt) {
        if (commands == null) {
            throw new IllegalStateException("A GameSystem.withCommands system must be started by a Scheduler "
                    + "(or given a SystemContext through start) before update; it has no command buffer yet");
        }
        body.update(world, commands, dt);
    }
}
