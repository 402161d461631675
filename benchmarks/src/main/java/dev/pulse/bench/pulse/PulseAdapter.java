package dev.pulse.bench.pulse;

import dev.pulse.bench.EcsAdapter;
import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;

/**
 * Pulse behind {@link EcsAdapter}: queries are built once per world and iterated with
 * {@code forEach} over components only (the entity is not needed) and non-capturing lambdas (no allocation per tick); reads go through typed
 * {@link ComponentStorage}s. A stale {@link Entity} handle is rejected: reads answer {@code null}.
 * {@link PulseWorldGetAdapter} overrides the two reads to go through {@code world.get} instead.
 */
public class PulseAdapter implements EcsAdapter {

    private World world;
    private ComponentStorage<Position> positions;
    private ComponentStorage<Health> healths;
    private Query1<Position> placed;
    private Query2<Position, Velocity> moving;
    private Entity[] entities;
    private Entity[] retired;
    private float serial;
    private double sum;

    /** Creates the adapter; call {@link #open(int)} before use. */
    public PulseAdapter() {}

    @Override
    public void open(int slots) {
        world = new World();
        positions = world.storage(Position.class);
        healths = world.storage(Health.class);
        placed = world.query(Position.class);
        moving = world.query(Position.class, Velocity.class);
        entities = new Entity[slots];
        retired = new Entity[slots];
        serial = 0f;
    }

    /**
     * The open world, for a variant that reads through it.
     *
     * @return the world of the last {@link #open(int)}
     */
    protected final World world() {
        return world;
    }

    /**
     * The typed Position storage of the open world, for a variant that reads through it.
     *
     * @return the storage kept in a field since {@link #open(int)}
     */
    protected final ComponentStorage<Position> positions() {
        return positions;
    }

    /**
     * The handle in a slot, for a variant that reads differently.
     *
     * @param slot a handle slot
     * @return the handle last spawned into it (may be stale)
     */
    protected final Entity handle(int slot) {
        return entities[slot];
    }

    /**
     * The stale handle saved by {@link #retire(int)}, for a variant that reads differently.
     *
     * @param slot a slot previously retired
     * @return the saved handle
     */
    protected final Entity retiredHandle(int slot) {
        return retired[slot];
    }

    @Override
    public void spawnMoving(int slot) {
        Position p = new Position();
        p.x = ++serial;
        Velocity v = new Velocity();
        v.dx = 1f;
        v.dy = 2f;
        entities[slot] = world.spawn(p, v);
    }

    @Override
    public void spawnStill(int slot) {
        Position p = new Position();
        p.x = ++serial;
        entities[slot] = world.spawn(p);
    }

    @Override
    public void despawn(int slot) {
        world.despawn(entities[slot]);
    }

    @Override
    public void retire(int slot) {
        retired[slot] = entities[slot];
        world.despawn(entities[slot]);
    }

    @Override
    public void addHealth(int slot) {
        Health h = new Health();
        h.hp = 100;
        healths.add(entities[slot], h);
    }

    @Override
    public void removeHealth(int slot) {
        healths.remove(entities[slot]);
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
        // Pulse applies direct world calls immediately.
    }

    @Override
    public void tickTranslate() {
        placed.forEach(p -> p.x += 1f);
    }

    @Override
    public void tickMove() {
        moving.forEach((p, v) -> {
            p.x += v.dx;
            p.y += v.dy;
        });
    }

    @Override
    public double sumX() {
        sum = 0;
        placed.forEach(p -> sum += p.x);
        return sum;
    }

    @Override
    public void close() {
        world = null;
    }
}
