package dev.pulse.bench.artemis;

import com.artemis.Aspect;
import com.artemis.ComponentMapper;
import com.artemis.systems.IteratingSystem;

/** Artemis system for the fragmented tick ({@code fragIter}): {@code v *= 2} on every Data. */
public final class DoubleDataSystem extends IteratingSystem {

    private ComponentMapper<Data> data;

    /** Creates the system; Artemis calls {@link #initialize()} when the world is built. */
    public DoubleDataSystem() {
        super(Aspect.all(Data.class));
    }

    @Override
    protected void initialize() {
        data = world.getMapper(Data.class);
    }

    @Override
    protected void process(int entityId) {
        data.get(entityId).v *= 2f;
    }
}
