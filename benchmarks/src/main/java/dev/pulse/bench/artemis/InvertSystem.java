package dev.pulse.bench.artemis;

import com.artemis.Aspect;
import com.artemis.ComponentMapper;
import com.artemis.systems.IteratingSystem;
import dev.pulse.bench.Matrix4x4;

/**
 * Artemis system for the heavy-compute tick ({@code heavyCompute}): invert each matrix in place,
 * then add its translation to the entity's Position.
 */
public final class InvertSystem extends IteratingSystem {

    private ComponentMapper<Position> positions;
    private ComponentMapper<Matrix4> matrices;

    /** Creates the system; Artemis calls {@link #initialize()} when the world is built. */
    public InvertSystem() {
        super(Aspect.all(Position.class, Matrix4.class));
    }

    @Override
    protected void initialize() {
        positions = world.getMapper(Position.class);
        matrices = world.getMapper(Matrix4.class);
    }

    @Override
    protected void process(int entityId) {
        float[] m = matrices.get(entityId).m;
        Matrix4x4.invertInPlace(m, 0);
        Position p = positions.get(entityId);
        p.x += m[12];
        p.y += m[13];
    }
}
