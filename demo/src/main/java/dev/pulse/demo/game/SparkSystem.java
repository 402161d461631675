package dev.pulse.demo.game;

import dev.pulse.ecs.World;
import dev.pulse.ecs.pool.ResourcePool;
import dev.pulse.ecs.systems.GameSystem;
import java.util.function.Predicate;

/**
 * Moves explosion sparks, slows them down, ages them and gives the burnt-out ones back to the
 * pool. Sparks are pooled objects rather than entities: thousands of them come and go every
 * second, and nothing holds a handle to one.
 */
final class SparkSystem implements GameSystem {

    private final ResourcePool<Spark> sparks;
    private final Predicate<Spark> update = this::burnsOut;
    private float dt;

    SparkSystem(Game game) {
        this.sparks = game.sparks;
    }

    @Override
    public void update(World world, double dt) {
        this.dt = (float) dt;
        sparks.releaseIf(update);
    }

    private boolean burnsOut(Spark s) {
        s.previousX = s.x;
        s.previousY = s.y;
        s.x += s.vx * dt;
        s.y += s.vy * dt;
        float drag = 1f - 2.5f * dt;
        s.vx *= drag;
        s.vy *= drag;
        s.age += dt;
        return s.age >= s.life;
    }
}
