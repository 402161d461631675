package dev.pulse.bench.snapshot;

import com.artemis.Aspect;
import com.artemis.ComponentMapper;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.io.JsonArtemisSerializer;
import com.artemis.io.SaveFileFormat;
import com.artemis.managers.WorldSerializationManager;
import com.artemis.utils.IntBag;
import dev.pulse.bench.artemis.Health;
import dev.pulse.bench.artemis.Position;
import dev.pulse.bench.artemis.Velocity;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;

/**
 * An Artemis-odb world with its JSON serialisation set up: {@link WorldSerializationManager}
 * with {@link JsonArtemisSerializer} (libGDX Json, compact output).
 */
public final class ArtemisSnapshotWorld {

    private final World world;
    private final WorldSerializationManager manager;

    /** Creates an empty world. */
    public ArtemisSnapshotWorld() {
        manager = new WorldSerializationManager();
        world = new World(new WorldConfigurationBuilder().with(manager).build());
        JsonArtemisSerializer json = new JsonArtemisSerializer(world);
        json.prettyPrint(false);
        manager.setSerializer(json);
    }

    /**
     * Adds entities with Position, Velocity and Health (the same values as
     * {@link PulseSnapshotWorld#build(int)}).
     *
     * @param entities how many
     * @return this
     */
    public ArtemisSnapshotWorld populate(int entities) {
        ComponentMapper<Position> positions = world.getMapper(Position.class);
        ComponentMapper<Velocity> velocities = world.getMapper(Velocity.class);
        ComponentMapper<Health> healths = world.getMapper(Health.class);
        for (int i = 0; i < entities; i++) {
            int e = world.create();
            Position p = positions.create(e);
            p.x = i * 0.25f;
            p.y = -i * 0.5f;
            Velocity v = velocities.create(e);
            v.dx = 1f / (i + 1);
            v.dy = 2f;
            healths.create(e).hp = i % 100;
        }
        world.process();
        return this;
    }

    /**
     * Saves every entity as JSON.
     *
     * @return the JSON bytes
     */
    public byte[] save() {
        IntBag all = world.getAspectSubscriptionManager().get(Aspect.all()).getEntities();
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 20);
        manager.save(out, new SaveFileFormat(all));
        return out.toByteArray();
    }

    /**
     * Loads a save into this world.
     *
     * @param json bytes from {@link #save()}
     * @return the number of entities afterwards
     */
    public int load(byte[] json) {
        manager.load(new ByteArrayInputStream(json), SaveFileFormat.class);
        world.process();
        return entityCount();
    }

    /**
     * Counts the world's entities.
     *
     * @return the number of entities
     */
    public int entityCount() {
        return world.getAspectSubscriptionManager()
                .get(Aspect.all())
                .getEntities()
                .size();
    }
}
