package dev.pulse.bench.ashley;

import com.badlogic.ashley.core.Component;
import com.badlogic.ashley.core.ComponentMapper;
import com.badlogic.ashley.core.Entity;
import com.badlogic.ashley.core.Family;
import com.badlogic.ashley.core.PooledEngine;
import com.badlogic.ashley.utils.ImmutableArray;
import dev.pulse.bench.Matrix4x4;
import dev.pulse.bench.WorkloadAdapter;

/**
 * Ashley 1.7.4 behind {@link WorkloadAdapter}: a {@link PooledEngine} per world, each tick a loop
 * over one family's live entity array with {@link ComponentMapper}s (as in {@link AshleyAdapter}).
 */
public final class AshleyWorkloadAdapter implements WorkloadAdapter {

    private final ComponentMapper<Position> positions = ComponentMapper.getFor(Position.class);
    private final ComponentMapper<Velocity> velocities = ComponentMapper.getFor(Velocity.class);
    private final ComponentMapper<Acceleration> accelerations = ComponentMapper.getFor(Acceleration.class);
    private final ComponentMapper<Data> data = ComponentMapper.getFor(Data.class);
    private final ComponentMapper<Matrix4> matrices = ComponentMapper.getFor(Matrix4.class);
    private PooledEngine engine;
    private ImmutableArray<Entity> placed;
    private ImmutableArray<Entity> carrying;
    private ImmutableArray<Entity> accelerating;
    private ImmutableArray<Entity> transformed;

    /** Creates the adapter; call one of the {@code open...} methods before use. */
    public AshleyWorkloadAdapter() {}

    private void newEngine() {
        engine = new PooledEngine();
        placed = engine.getEntitiesFor(Family.all(Position.class).get());
        carrying = engine.getEntitiesFor(Family.all(Data.class).get());
        accelerating = engine.getEntitiesFor(
                Family.all(Position.class, Velocity.class, Acceleration.class).get());
        transformed =
                engine.getEntitiesFor(Family.all(Position.class, Matrix4.class).get());
    }

    private Position position(int serial) {
        Position p = engine.createComponent(Position.class);
        p.x = serial;
        p.y = 0f;
        return p;
    }

    @Override
    public void openIterate3(int size) {
        newEngine();
        for (int i = 1; i <= size; i++) {
            Entity e = engine.createEntity();
            Velocity v = engine.createComponent(Velocity.class);
            v.dx = 1f;
            v.dy = 2f;
            Acceleration a = engine.createComponent(Acceleration.class);
            a.ax = 0.5f;
            a.ay = 0.25f;
            e.add(position(i));
            e.add(v);
            e.add(a);
            engine.addEntity(e);
        }
    }

    @Override
    public void tickAccelerate() {
        ImmutableArray<Entity> es = accelerating;
        ComponentMapper<Position> pm = positions;
        ComponentMapper<Velocity> vm = velocities;
        ComponentMapper<Acceleration> am = accelerations;
        for (int i = 0, n = es.size(); i < n; i++) {
            Entity e = es.get(i);
            Position p = pm.get(e);
            Velocity v = vm.get(e);
            Acceleration a = am.get(e);
            v.dx += a.ax;
            v.dy += a.ay;
            p.x += v.dx;
            p.y += v.dy;
        }
    }

    @Override
    public void openFragmented(int perType) {
        newEngine();
        for (Class<? extends Component> marker : Markers.TYPES) {
            for (int i = 0; i < perType; i++) {
                Entity e = engine.createEntity();
                Data d = engine.createComponent(Data.class);
                d.v = 1f;
                e.add(d);
                e.add(engine.createComponent(marker));
                engine.addEntity(e);
            }
        }
    }

    @Override
    public void tickDoubleData() {
        ImmutableArray<Entity> es = carrying;
        ComponentMapper<Data> dm = data;
        for (int i = 0, n = es.size(); i < n; i++) {
            dm.get(es.get(i)).v *= 2f;
        }
    }

    @Override
    public void openMatrices(int entities) {
        newEngine();
        for (int i = 1; i <= entities; i++) {
            Entity e = engine.createEntity();
            Matrix4 m = engine.createComponent(Matrix4.class);
            Matrix4x4.fillTransform(m.m, 0, i);
            e.add(position(i));
            e.add(m);
            engine.addEntity(e);
        }
    }

    @Override
    public void tickInvert() {
        ImmutableArray<Entity> es = transformed;
        ComponentMapper<Position> pm = positions;
        ComponentMapper<Matrix4> mm = matrices;
        for (int i = 0, n = es.size(); i < n; i++) {
            Entity e = es.get(i);
            float[] m = mm.get(e).m;
            Matrix4x4.invertInPlace(m, 0);
            Position p = pm.get(e);
            p.x += m[12];
            p.y += m[13];
        }
    }

    @Override
    public double sumPositions() {
        double sum = 0;
        for (int i = 0, n = placed.size(); i < n; i++) {
            Position p = positions.get(placed.get(i));
            sum += p.x;
            sum += p.y;
        }
        return sum;
    }

    @Override
    public double sumData() {
        double sum = 0;
        for (int i = 0, n = carrying.size(); i < n; i++) {
            sum += data.get(carrying.get(i)).v;
        }
        return sum;
    }

    @Override
    public void close() {
        // Dropping the engine is enough: it holds no threads or native resources.
        engine = null;
    }
}
