package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class IteratingSystemTest {

    /** Moves entities with Position and Velocity, skipping frozen ones. */
    static final class Movement extends IteratingSystem {
        final List<String> calls = new ArrayList<>();

        Movement() {
            super(Position.class, Velocity.class);
            exclude(Frozen.class);
        }

        @Override
        protected void begin(World world, double dt) {
            calls.add("begin");
        }

        @Override
        protected void process(World world, Entity entity, double dt) {
            Position p = world.get(entity, Position.class);
            Velocity v = world.get(entity, Velocity.class);
            p.x += v.dx * dt;
            calls.add("process");
        }

        @Override
        protected void end(World world, double dt) {
            calls.add("end");
        }
    }

    @Nested
    class Matching {

        @Test
        void processesEveryEntityWithAllRequiredAndNoExcludedComponents() {
            World world = new World();
            Entity moving = world.spawn(new Position(0, 0), new Velocity(2, 0));
            Entity frozen = world.spawn(new Position(0, 0), new Velocity(2, 0), new Frozen());
            Entity still = world.spawn(new Position(0, 0));
            Movement movement = new Movement();

            movement.update(world, 0.5);

            assertEquals(1.0, world.get(moving, Position.class).x);
            assertEquals(0.0, world.get(frozen, Position.class).x);
            assertEquals(0.0, world.get(still, Position.class).x);
            assertEquals(List.of("begin", "process", "end"), movement.calls);
        }

        @Test
        void followsAWorldChangeBetweenUpdates() {
            Movement movement = new Movement();
            World first = new World();
            first.spawn(new Position(0, 0), new Velocity(1, 0));
            World second = new World();
            Entity e = second.spawn(new Position(0, 0), new Velocity(3, 0));

            movement.update(first, 1);
            movement.update(second, 1);

            assertEquals(3.0, second.get(e, Position.class).x);
        }
    }

    @Nested
    class WithScheduler {

        @Test
        void recordsStructuralChangesIntoItsOwnCommands() {
            World world = new World();
            for (int i = 0; i < 5; i++) {
                world.spawn(new Counter(i));
            }
            IteratingSystem cull = new IteratingSystem(Counter.class) {
                @Override
                protected void process(World w, Entity entity, double dt) {
                    if (w.get(entity, Counter.class).value % 2 == 0) {
                        commands().despawn(entity);
                    }
                }
            };
            Scheduler scheduler = Scheduler.builder(world)
                    .add("cull", cull, s -> s.reads(Counter.class))
                    .build();

            scheduler.tick(1.0 / 60);

            assertEquals(2, world.count(Counter.class));
        }

        @Test
        void commandsBeforeStartIsAClearError() {
            IteratingSystem early = new IteratingSystem(Counter.class) {
                @Override
                protected void process(World w, Entity entity, double dt) {
                    commands();
                }
            };
            World world = new World();
            world.spawn(new Counter(1));

            IllegalStateException e = assertThrows(IllegalStateException.class, () -> early.update(world, 0.1));

            assertTrue(e.getMessage().contains("not been started"), e.getMessage());
        }

        @Test
        void initializeHookReceivesTheContext() {
            String[] seen = new String[1];
            IteratingSystem system = new IteratingSystem(Counter.class) {
                @Override
                protected void initialize(SystemContext context) {
                    seen[0] = context.name();
                }

                @Override
                protected void process(World w, Entity entity, double dt) {}
            };
            Scheduler.builder(new World()).add("counting", system).build().start();

            assertEquals("counting", seen[0]);
        }
    }
}
