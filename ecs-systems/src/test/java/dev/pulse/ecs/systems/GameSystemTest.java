package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import org.junit.jupiter.api.Test;

class GameSystemTest {

    @Test
    void lambdaIsASystem() {
        World world = new World();
        world.spawn(new Velocity(0, 0));
        GameSystem gravity = (w, dt) -> w.query(Velocity.class).forEach((e, v) -> v.y -= 10 * dt);

        gravity.update(world, 0.5);

        double[] y = new double[1];
        world.query(Velocity.class).forEach((e, v) -> y[0] = v.y);
        assertEquals(-5.0, y[0]);
    }

    @Test
    void withCommandsReceivesTheSystemsOwnBuffer() {
        World world = new World();
        Scheduler scheduler = Scheduler.builder(world)
                .add("spawner", GameSystem.withCommands((w, commands, dt) -> commands.spawn(new Counter(1))))
                .build();

        scheduler.tick(0.1);
        scheduler.tick(0.1);

        assertEquals(2, world.count(Counter.class));
    }

    @Test
    void withCommandsBeforeStartIsAClearError() {
        GameSystem system = GameSystem.withCommands((w, commands, dt) -> { });

        IllegalStateException e = assertThrows(IllegalStateException.class, () -> system.update(new World(), 0.1));

        assertTrue(e.getMessage().contains("started by a Scheduler"), e.getMessage());
    }
}
