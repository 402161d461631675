package dev.pulse.bench.artemis;

import com.artemis.Aspect;
import com.artemis.ComponentMapper;
import com.artemis.systems.IteratingSystem;

/** Artemis system for the move tick: {@code pos += vel} on every entity with both. */
public final class MoveSystem extends IteratingSystem {

    private ComponentMapper<Position> positions;
    private ComponentMapper<Velocity> velocities;

    /** Creates the system; Artemis calls {@link #initialize()} when the world is built. */
    public MoveSystem() {
        super(Aspect.all(Position.class, Velocity.class));
    }

    @Override
    protected void initialize() {
        positions = world.getMapper(Position.class);
        velocities = world.getMapper(Velocity.class);
    }

    @Override
    protected void process(int entityId) {
        Position p = positions.get(entityId);
        Velocity v = velocities.get(entityId);
        p.x += v.dx;
        p.y += v.dy;
    }
}
