package dev.pulse.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.pool.GenerationalArena;
import dev.pulse.ecs.pool.Handle;
import dev.pulse.ecs.pool.ResourcePool;
import dev.pulse.ecs.systems.ExecutionMode;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.IntervalSystem;
import dev.pulse.ecs.systems.IteratingSystem;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The code blocks of docs/DESIGN.md, compiled and run (the Markdown shows the marked regions). */
class DesignExamplesTest {

    @Test
    void arenaAndPoolExampleRunsAsDocumented() {
        float dt = 0.6f;
        // snippet:design-arena-and-pool
        GenerationalArena<String> names = new GenerationalArena<>();
        Handle<String> ada = names.insert("Ada");
        names.remove(ada);
        Handle<String> bob = names.insert("Bob");   // reuses Ada's slot
        names.get(ada);                            // null, not "Bob"

        ResourcePool<Particle> particles =
                new ResourcePool<>(Particle::new, 1024, ResourcePool.Exhausted.RETURN_NULL);
        Particle p = particles.obtain();           // null when all 1024 are in use
        particles.forEachActive(q -> {             // once per frame
            q.update(dt);
            if (q.dead()) {
                particles.release(q);              // safe: every active item is still visited once
            }
        });
        // end:design-arena-and-pool
        assertEquals(ada.index(), bob.index(), "Bob took Ada's slot");
        assertNull(names.get(ada));
        assertEquals("Bob", names.get(bob));
        assertNotNull(p);
        assertEquals(1, particles.activeCount(), "0.6 s into its 1 s life");
        particles.forEachActive(q -> {
            q.update(dt);
            if (q.dead()) {
                particles.release(q);
            }
        });
        assertEquals(0, particles.activeCount(), "released at 1.2 s");
    }

    static final class Position {
        double x;
    }

    static final class Velocity {
        final double dx;

        Velocity(double dx) {
            this.dx = dx;
        }
    }

    /** Physics: runs at a fixed rate, whatever the frame rate. */
    static final class Movement extends IteratingSystem {
        Movement() {
            super(Position.class, Velocity.class);
        }

        @Override
        protected void process(World world, Entity e, double dt) {
            world.get(e, Position.class).x += world.get(e, Velocity.class).dx * dt;
        }
    }

    @Test
    void schedulerExampleRunsAsDocumented() {
        World world = new World();
        List<String> drawn = new ArrayList<>();
        // snippet:design-scheduler
        Scheduler scheduler = Scheduler.builder(world)
                .execution(ExecutionMode.PARALLEL)                      // opt-in; SEQUENTIAL is the default
                .add("spawner", IntervalSystem.every(1.0,               // every second of game time...
                        GameSystem.withCommands((w, commands, dt) ->    // ...record a spawn, applied at
                                commands.spawn(new Position(), new Velocity(2)))), // the end of UPDATE
                     s -> s.noAccess())
                .add("movement", new Movement(),                        // an IteratingSystem
                     s -> s.in(Phase.FIXED_UPDATE).reads(Velocity.class).writes(Position.class))
                .add("count", (w, dt) -> drawn.add(w.count(Position.class) + " ships"),
                     s -> s.in(Phase.RENDER).reads(Position.class).label("draw"))
                .add("hud", (w, dt) -> drawn.add("hud"),
                     s -> s.in(Phase.RENDER).noAccess().after("draw"))
                .build();
        scheduler.tick(1.0 / 60);   // once per frame
        // end:design-scheduler
        for (int frame = 1; frame < 150; frame++) {
            scheduler.tick(1.0 / 60);
        }
        scheduler.stop();
        assertEquals(List.of("0 ships", "hud"), drawn.subList(0, 2));
        assertEquals(List.of("2 ships", "hud"), drawn.subList(drawn.size() - 2, drawn.size()),
                "spawned at 1 s and 2 s of 2.5 s");
        assertEquals(150, scheduler.stats("movement").calls(), "one fixed step per 1/60 s frame");
        assertTrue(scheduler.ambiguityReport().isEmpty(), scheduler.ambiguityReport().toString());
    }
}
