package dev.pulse.bench.ashley;

import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.core.PooledEngine;
import com.badlogic.ashley.utils.ImmutableArray;
import dev.pulse.bench.EcsAdapter;

/**
 * Ashley 1.7.4 behind {@link EcsAdapter}, using a {@link PooledEngine} (entities and components are
 * recycled, the configuration Ashley recommends for games that spawn and despawn). Iteration walks
 * a family's live entity array with {@link ComponentMapper}s. A stale {@link Entity} reference
 * points at a pooled object that may already belong to a new entity.
 */
public final class AshleyAdapter implements EcsAdapter {

    /** Pool sizes of the engine: large enough that a churn batch is recycled, not dropped. */
    private static final int POOL_SIZE = 4096;

    private final ComponentMapper<Position> positions = ComponentMapper.getFor(Position.class);
    private final ComponentMapper<Velocity> velocities = ComponentMapper.getFor(Velocity.class);
    private PooledEngine engine;
    private ImmutableArray<Entity> placed;
    private ImmutableArray<Entity> moving;
    private Entity[] entities;
    private Entity[] retired;
    private float serial;

    /** Creates the adapter; call {@link #open(int)} before use. */
    public AshleyAdapter() {}

    @Override
    public void open(int slots) {
        close();
        engine = new PooledEngine(16, POOL_SIZE, 16, POOL_SIZE);
        placed = engine.getEntitiesFor(Family.all(Position.class).get());
        moving =
                engine.getEntitiesFor(Family.all(Position.class, Velocity.class).get());
        entities = new Entity[slots];
        retired = new Entity[slots];
        serial = 0f;
    }

    @Override
    public void spawnMoving(int slot) {
        Entity e = engine.createEntity();
        Position p = engine.createComponent(Position.class);
        p.x = ++serial;
        p.y = 0f;
        Velocity v = engine.createComponent(Velocity.class);
        v.dx = 1f;
        v.dy = 2f;
        e.add(p);
        e.add(v);
        engine.addEntity(e);
        entities[slot] = e;
    }

    @Override
    public void spawnStill(int slot) {
        Entity e = engine.createEntity();
        Position p = engine.createComponent(Position.class);
        p.x = ++serial;
        p.y = 0f;
        e.add(p);
        engine.addEntity(e);
        entities[slot] = e;
    }

    @Override
    public void despawn(int slot) {
        engine.removeEntity(entities[slot]);
    }

    @Override
    public void retire(int slot) {
        retired[slot] = entities[slot];
        engine.removeEntity(entities[slot]);
    }

    @Override
    public void addHealth(int slot) {
        Health h = engine.createComponent(Health.class);
        h.hp = 100;
        entities[slot].add(h);
    }

    @Override
    public void removeHealth(int slot) {
        entities[slot].remove(Health.class);
    }

    @Override
    public float readX(int slot) {
        Position p = positions.get(entities[slot]);
        return p == null ? Float.NaN : p.x;
    }

    @Override
    public float readRetiredX(int slot) {
        Position p = positions.get(retired[slot]);
        return p == null ? Float.NaN : p.x;
    }

    @Override
    public void flush() {
        // Ashley applies changes immediately outside engine.update().
    }

    @Override
    public void tickTranslate() {
        ImmutableArray<Entity> es = placed;
        ComponentMapper<Position> pm = positions;
        for (int i = 0, n = es.size(); i < n; i++) {
            pm.get(es.get(i)).x += 1f;
        }
    }

    @Override
    public void tickMove() {
        ImmutableArray<Entity> es = moving;
        ComponentMapper<Position> pm = positions;
        ComponentMapper<Velocity> vm = velocities;
        for (int i = 0, n = es.size(); i < n; i++) {
            Entity e = es.get(i);
            Position p = pm.get(e);
            Velocity v = vm.get(e);
            p.x += v.dx;
            p.y += v.dy;
        }
    }

    @Override
    public double sumX() {
        double sum = 0;
        for (int i = 0, n = placed.size(); i < n; i++) {
            sum += positions.get(placed.get(i)).x;
        }
        return sum;
    }

    @Override
    public void close() {
        // Dropping the engine is enough: it holds no threads or native resources.
        engine = null;
    }
}
