package dev.pulse.bench.dominion;

import dev.dominion.ecs.api.Composition;
import dev.dominion.ecs.api.Dominion;
import dev.dominion.ecs.api.Entity;
import dev.dominion.ecs.api.Results;
import dev.pulse.bench.EcsAdapter;
import java.util.Iterator;

/**
 * Dominion 0.9.0 behind {@link EcsAdapter}. Entities are created from prepared compositions
 * (Dominion's fastest creation path), ticks iterate {@code findEntitiesWith(...)}, reads call
 * {@link Entity#get(Class)} on the entity object.
 */
public final class DominionAdapter implements EcsAdapter {

    private Dominion dominion;
    private Composition.Of2<Position, Velocity> moving;
    private Composition.Of1<Position> still;
    private Entity[] entities;
    private Entity[] retired;
    private float serial;

    /** Creates the adapter; call {@link #open(int)} before use. */
    public DominionAdapter() {}

    @Override
    public void open(int slots) {
        close();
        dominion = Dominion.create();
        moving = dominion.composition().of(Position.class, Velocity.class);
        still = dominion.composition().of(Position.class);
        entities = new Entity[slots];
        retired = new Entity[slots];
        serial = 0f;
    }

    @Override
    public void spawnMoving(int slot) {
        Position p = new Position();
        p.x = ++serial;
        Velocity v = new Velocity();
        v.dx = 1f;
        v.dy = 2f;
        entities[slot] = dominion.createPreparedEntity(moving.withValue(p, v));
    }

    @Override
    public void spawnStill(int slot) {
        Position p = new Position();
        p.x = ++serial;
        entities[slot] = dominion.createPreparedEntity(still.withValue(p));
    }

    @Override
    public void despawn(int slot) {
        dominion.deleteEntity(entities[slot]);
    }

    @Override
    public void retire(int slot) {
        retired[slot] = entities[slot];
        dominion.deleteEntity(entities[slot]);
    }

    @Override
    public void addHealth(int slot) {
        Health h = new Health();
        h.hp = 100;
        entities[slot].add(h);
    }

    @Override
    public void removeHealth(int slot) {
        entities[slot].removeType(Health.class);
    }

    @Override
    public float readX(int slot) {
        Position p = entities[slot].get(Position.class);
        return p == null ? Float.NaN : p.x;
    }

    @Override
    public float readRetiredX(int slot) {
        Position p = retired[slot].get(Position.class);
        return p == null ? Float.NaN : p.x;
    }

    @Override
    public void flush() {
        // Dominion applies changes immediately.
    }

    @Override
    public void tickTranslate() {
        Iterator<Results.With1<Position>> it =
                dominion.findEntitiesWith(Position.class).iterator();
        while (it.hasNext()) {
            it.next().comp().x += 1f;
        }
    }

    @Override
    public void tickMove() {
        Iterator<Results.With2<Position, Velocity>> it =
                dominion.findEntitiesWith(Position.class, Velocity.class).iterator();
        while (it.hasNext()) {
            Results.With2<Position, Velocity> r = it.next();
            Position p = r.comp1();
            Velocity v = r.comp2();
            p.x += v.dx;
            p.y += v.dy;
        }
    }

    @Override
    public double sumX() {
        double sum = 0;
        Iterator<Results.With1<Position>> it =
                dominion.findEntitiesWith(Position.class).iterator();
        while (it.hasNext()) {
            sum += it.next().comp().x;
        }
        return sum;
    }

    @Override
    public void close() {
        if (dominion != null) {
            dominion.close();
            dominion = null;
        }
    }
}
