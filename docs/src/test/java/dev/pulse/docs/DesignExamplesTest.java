package dev.pulse.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.pulse.ecs.pool.GenerationalArena;
import dev.pulse.ecs.pool.Handle;
import dev.pulse.ecs.pool.ResourcePool;
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
}
