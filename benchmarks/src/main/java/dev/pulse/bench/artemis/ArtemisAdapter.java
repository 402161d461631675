package dev.pulse.bench.artemis;

import com.artemis.Archetype;
import com.artemis.ArchetypeBuilder;
import com.artemis.Aspect;
import com.artemis.ComponentMapper;
import com.artemis.EntitySubscription;
import com.artemis.World;
import com.artemis.WorldConfigurationBuilder;
import com.artemis.utils.IntBag;
import dev.pulse.bench.EcsAdapter;

/**
 * Artemis-odb 2.3.0 behind {@link EcsAdapter}. Entities are created from archetypes (Artemis'
 * fastest creation path); ticks enable one system and call {@code world.process()}; reads go
 * through {@link ComponentMapper}. Handles are plain recycled {@code int} ids, so a stale id reads
 * whichever entity got the id next.
 */
public final class ArtemisAdapter implements EcsAdapter {

    private World world;
    private TranslateSystem translate;
    private MoveSystem move;
    private ComponentMapper<Position> positions;
    private ComponentMapper<Velocity> velocities;
    private ComponentMapper<Health> healths;
    private Archetype moving;
    private Archetype still;
    private EntitySubscription placed;
    private int[] ids;
    private int[] retired;
    private float serial;

    /** Creates the adapter; call {@link #open(int)} before use. */
    public ArtemisAdapter() {}

    @Override
    public void open(int slots) {
        close();
        translate = new TranslateSystem();
        move = new MoveSystem();
        world = new World(new WorldConfigurationBuilder().with(translate, move).build());
        translate.setEnabled(false);
        move.setEnabled(false);
        positions = world.getMapper(Position.class);
        velocities = world.getMapper(Velocity.class);
        healths = world.getMapper(Health.class);
        moving = new ArchetypeBuilder().add(Position.class, Velocity.class).build(world);
        still = new ArchetypeBuilder().add(Position.class).build(world);
        placed = world.getAspectSubscriptionManager().get(Aspect.all(Position.class));
        ids = new int[slots];
        retired = new int[slots];
        serial = 0f;
    }

    @Override
    public void spawnMoving(int slot) {
        int id = world.create(moving);
        positions.get(id).x = ++serial;
        Velocity v = velocities.get(id);
        v.dx = 1f;
        v.dy = 2f;
        ids[slot] = id;
    }

    @Override
    public void spawnStill(int slot) {
        int id = world.create(still);
        positions.get(id).x = ++serial;
        ids[slot] = id;
    }

    @Override
    public void despawn(int slot) {
        world.delete(ids[slot]);
    }

    @Override
    public void retire(int slot) {
        retired[slot] = ids[slot];
        world.delete(ids[slot]);
    }

    @Override
    public void addHealth(int slot) {
        healths.create(ids[slot]).hp = 100;
    }

    @Override
    public void removeHealth(int slot) {
        healths.remove(ids[slot]);
    }

    @Override
    public float readX(int slot) {
        Position p = positions.get(ids[slot]);
        return p == null ? Float.NaN : p.x;
    }

    @Override
    public float readRetiredX(int slot) {
        Position p = positions.get(retired[slot]);
        return p == null ? Float.NaN : p.x;
    }

    @Override
    public void flush() {
        world.process();
    }

    @Override
    public void tickTranslate() {
        translate.setEnabled(true);
        world.process();
        translate.setEnabled(false);
    }

    @Override
    public void tickMove() {
        move.setEnabled(true);
        world.process();
        move.setEnabled(false);
    }

    @Override
    public double sumX() {
        IntBag entities = placed.getEntities();
        int[] data = entities.getData();
        double sum = 0;
        for (int i = 0, n = entities.size(); i < n; i++) {
            sum += positions.get(data[i]).x;
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
