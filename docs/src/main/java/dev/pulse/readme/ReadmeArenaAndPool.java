// snippet:readme-arena-and-pool
package dev.pulse.readme;

import dev.pulse.ecs.pool.GenerationalArena;
import dev.pulse.ecs.pool.Handle;
import dev.pulse.ecs.pool.ResourcePool;

final class ReadmeArenaAndPool {
    /** A pooled particle: lives one second. */
    static final class Particle {
        float age;

        void update(float dt) {
            age += dt;
        }

        boolean dead() {
            return age >= 1f;
        }
    }

    public static void main(String[] args) {
        GenerationalArena<String> names = new GenerationalArena<>();
        Handle<String> ada = names.insert("Ada");
        names.remove(ada);
        Handle<String> bob = names.insert("Bob"); // reuses Ada's slot
        System.out.println(
                ada + " reads " + names.get(ada) + ", " + bob + " reads " + names.get(bob)); // null, not "Bob"

        ResourcePool<Particle> particles = new ResourcePool<>(Particle::new, 1024, ResourcePool.Exhausted.RETURN_NULL);
        Particle p = particles.obtain(); // null when all 1024 are in use
        float dt = 0.6f;
        for (int frame = 0; frame < 2; frame++) {
            particles.forEachActive(
                    q -> { // once per frame
                        q.update(dt);
                        if (q.dead()) {
                            particles.release(q); // safe: every active item is still visited once
                        }
                    });
        }
        System.out.println("obtained " + (p != null) + ", active after 1.2 s: " + particles.activeCount());
    }
}
// end:readme-arena-and-pool
