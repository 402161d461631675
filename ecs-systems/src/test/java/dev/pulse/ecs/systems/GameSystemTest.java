package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Velocity;
import org.junit.jupiter.api.Test;

class GameSystemTest {

    @Test
    void lambdaIsASystem() {
        World world = new World();
        world.spawn(new Velocity(0, 0));
        GameSystem gravity = (w, dt) -> w.query(Velocity.class).forEach((e, v) -> v.dy -= 10 * dt);

        gravity.update(world, 0.5);

        double[] y = new double[1];
        world.query(Velocity.class).forEach((e, v) -> y[0] = v.dy);
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
        GameSystem system = GameSystem.withCommands((w, commands, dt) -> {});

        IllegalStateException e = assertThrows(IllegalStateException.class, () -> system.update(new World(), 0.1));

        assertTrue(e.getMessage().contains("started by a Scheduler"), e.getMessage());
    }

    @Test
    void withTimeReceivesTheSchedulersClockAndItsDt() {
        World world = new World();
        java.util.List<String> seen = new java.util.ArrayList<>();
        Scheduler scheduler = Scheduler.builder(world)
                .fixedTimestep(0.1)
                .add("frames", GameSystem.withTime((w, time, dt) -> seen.add("frame " + time.frame() + " dt " + dt)))
                .add(
                        "steps",
                        GameSystem.withTime((w, time, dt) -> seen.add("step " + time.fixedSteps() + " dt " + dt)),
                        s -> s.inPhase(Phase.FIXED_UPDATE))
                .build();

        scheduler.tick(0.2);
        scheduler.tick(0.05);

        assertEquals(java.util.List.of("frame 1 dt 0.2", "step 0 dt 0.1", "step 1 dt 0.1", "frame 2 dt 0.05"), seen);
    }

    @Test
    void withTimeBeforeStartAndWithNullAreClearErrors() {
        GameSystem system = GameSystem.withTime((w, time, dt) -> {});

        IllegalStateException e = assertThrows(IllegalStateException.class, () -> system.update(new World(), 0.1));
        assertTrue(e.getMessage().contains("started by a Scheduler"), e.getMessage());
        NullPointerException npe = assertThrows(NullPointerException.class, () -> GameSystem.withTime(null));
        assertTrue(npe.getMessage().contains("withTime(body)"), npe.getMessage());
    }
}
