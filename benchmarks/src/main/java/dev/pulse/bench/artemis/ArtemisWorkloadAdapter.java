package dev.pulse.bench.artemis;

import com.artemis.Archetype;
import com.artemis.ArchetypeBuilder;
import com.artemis.Aspect;
import com.artemis.BaseSystem;
import com.artemis.ComponentMapper;
import com.artemis.EntitySubscription;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.utils.IntBag;
import dev.pulse.bench.Matrix4x4;
import dev.pulse.bench.WorkloadAdapter;

/**
 * Artemis-odb 2.3.0 behind {@link WorkloadAdapter}. Each world is built with the one system its
 * scenario ticks ({@link AccelerateSystem}, {@link DoubleDataSystem}, {@link InvertSystem}: an
 * {@code IteratingSystem} with {@link ComponentMapper}s); entities come from archetypes. The
 * system is enabled once the spawns are flushed, and a tick is one {@code world.process()}.
 */
public final class ArtemisWorkloadAdapter implements WorkloadAdapter {

    private World world;
    private ComponentMapper<Position> positions;
    private ComponentMapper<Data> data;
    private EntitySubscription placed;
    private EntitySubscription carrying;

    /** Creates the adapter; call one of the {@code open...} methods before use. */
    public ArtemisWorkloadAdapter() {}

    private void newWorld(BaseSystem system) {
        close();
        world = new World(new WorldConfigurationBuilder().with(system).build());
        system.setEnabled(false);
        positions = world.getMapper(Position.class);
        data = world.getMapper(Data.class);
        placed = world.getAspectSubscriptionManager().get(Aspect.all(Position.class));
        carrying = world.getAspectSubscriptionManager().get(Aspect.all(Data.class));
    }

    /** Applies the spawns (system still off), then switches the system on for the ticks. */
    private void start(BaseSystem system) {
        world.process();
        system.setEnabled(true);
    }

    @Override
    public void openIterate3(int size) {
        AccelerateSystem system = new AccelerateSystem();
        newWorld(system);
        ComponentMapper<Velocity> velocities = world.getMapper(Velocity.class);
        ComponentMapper<Acceleration> accelerations = world.getMapper(Acceleration.class);
        Archetype archetype = new ArchetypeBuilder()
                .add(Position.class, Velocity.class, Acceleration.class)
                .build(world);
        for (int i = 1; i <= size; i++) {
            int id = world.create(archetype);
            positions.get(id).x = i;
            Velocity v = velocities.get(id);
            v.dx = 1f;
            v.dy = 2f;
            Acceleration a = accelerations.get(id);
            a.ax = 0.5f;
            a.ay = 0.25f;
        }
        start(system);
    }

    @Override
    public void tickAccelerate() {
        world.process();
    }

    @Override
    public void openFragmented(int perType) {
        DoubleDataSystem system = new DoubleDataSystem();
        newWorld(system);
        for (Class<? extends com.artemis.Component> marker : Markers.TYPES) {
            Archetype archetype = new ArchetypeBuilder().add(Data.class, marker).build(world);
            for (int i = 0; i < perType; i++) {
                data.get(world.create(archetype)).v = 1f;
            }
        }
        start(system);
    }

    @Override
    public void tickDoubleData() {
        world.process();
    }

    @Override
    public void openMatrices(int entities) {
        InvertSystem system = new InvertSystem();
        newWorld(system);
        ComponentMapper<Matrix4> matrices = world.getMapper(Matrix4.class);
        Archetype archetype =
                new ArchetypeBuilder().add(Position.class, Matrix4.class).build(world);
        for (int i = 1; i <= entities; i++) {
            int id = world.create(archetype);
            positions.get(id).x = i;
            Matrix4x4.fillTransform(matrices.get(id).m, 0, i);
        }
        start(system);
    }

    @Override
    public void tickInvert() {
        world.process();
    }

    @Override
    public double sumPositions() {
        IntBag entities = placed.getEntities();
        int[] ids = entities.getData();
        double sum = 0;
        for (int i = 0, n = entities.size(); i < n; i++) {
            Position p = positions.get(ids[i]);
            sum += p.x;
            sum += p.y;
        }
        return sum;
    }

    @Override
    public double sumData() {
        IntBag entities = carrying.getEntities();
        int[] ids = entities.getData();
        double sum = 0;
        for (int i = 0, n = entities.size(); i < n; i++) {
            sum += data.get(ids[i]).v;
        }
        return sum;
    }

    @Override
    public void close() {
        if (world != null) {
            world.dispose();
            world = null;
        }
    }
}
