package dev.pulse.bench.artemis;

import com.artemis.Aspect;
import com.artemis.ComponentMapper;
import com.artemis.systems.IteratingSystem;

/**
 * Artemis system for the accelerate tick ({@code iterate3}): {@code vel += acc; pos += vel} on
 * every entity with Position, Velocity and Acceleration.
 */
public final class AccelerateSystem extends IteratingSystem {

    private ComponentMapper<Position> positions;
    private ComponentMapper<Velocity> velocities;
    private ComponentMapper<Acceleration> accelerations;

    /** Creates the system; Artemis calls {@link #initialize()} when the world is built. */
    public AccelerateSystem() {
        super(Aspect.all(Position.class, Velocity.class, Acceleration.class));
    }

    @Override
    protected void initialize() {
        positions = world.getMapper(Position.class);
        velocities = world.getMapper(Velocity.class);
        accelerations = world.getMapper(Acceleration.class);
    }

    @Override
    protected void process(int entityId) {
        Position p = positions.get(entityId);
        Velocity v = velocities.get(entityId);
        Acceleration a = accelerations.get(entityId);
        v.dx += a.ax;
        v.dy += a.ay;
        p.x += v.dx;
        p.y += v.dy;
    }
}
