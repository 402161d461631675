package dev.pulse.bench.artemis;

import com.artemis.Aspect;
import com.artemis.ComponentMapper;
import com.artemis.systems.IteratingSystem;

/** Artemis system for the translate tick: {@code x += 1} on every entity with Position. */
public final class TranslateSystem extends IteratingSystem {

    private ComponentMapper<Position> positions;

    /** Creates the system; Artemis calls {@link #initialize()} when the world is built. */
    public TranslateSystem() {
        super(Aspect.all(Position.class));
    }

    @Override
    protected void initialize() {
        positions = world.getMapper(Position.class);
    }

    @Override
    protected void process(int entityId) {
        positions.get(entityId).x += 1f;
    }
}
