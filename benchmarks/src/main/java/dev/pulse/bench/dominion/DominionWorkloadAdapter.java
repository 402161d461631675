package dev.pulse.bench.dominion;

import dev.dominion.ecs.api.Dominion;
import dev.dominion.ecs.api.Results;
import dev.pulse.bench.Matrix4x4;
import dev.pulse.bench.WorkloadAdapter;
import java.util.Iterator;

/**
 * Dominion 0.9.0 behind {@link WorkloadAdapter}: each tick iterates
 * {@code findEntitiesWith(...)} (as in {@link DominionAdapter}); the fragmented world puts each
 * marker combination in its own archetype, which the Data query visits one after another.
 */
public final class DominionWorkloadAdapter implements WorkloadAdapter {

    private Dominion dominion;

    /** Creates the adapter; call one of the {@code open...} methods before use. */
    public DominionWorkloadAdapter() {}

    private void newWorld() {
        close();
        dominion = Dominion.create();
    }

    private static Position position(int serial) {
        Position p = new Position();
        p.x = serial;
        return p;
    }

    @Override
    public void openIterate3(int size) {
        newWorld();
        for (int i = 1; i <= size; i++) {
            Velocity v = new Velocity();
            v.dx = 1f;
            v.dy = 2f;
            Acceleration a = new Acceleration();
            a.ax = 0.5f;
            a.ay = 0.25f;
            dominion.createEntity(position(i), v, a);
        }
    }

    @Override
    public void tickAccelerate() {
        Iterator<Results.With3<Position, Velocity, Acceleration>> it = dominion.findEntitiesWith(
                        Position.class, Velocity.class, Acceleration.class)
                .iterator();
        while (it.hasNext()) {
            Results.With3<Position, Velocity, Acceleration> r = it.next();
            Position p = r.comp1();
            Velocity v = r.comp2();
            Acceleration a = r.comp3();
            v.dx += a.ax;
            v.dy += a.ay;
            p.x += v.dx;
            p.y += v.dy;
        }
    }

    @Override
    public void openFragmented(int perType) {
        newWorld();
        for (Class<?> marker : Markers.TYPES) {
            for (int i = 0; i < perType; i++) {
                Data d = new Data();
                d.v = 1f;
                dominion.createEntity(d, newMarker(marker));
            }
        }
    }

    private static Object newMarker(Class<?> type) {
        try {
            return type.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Marker " + type.getName() + " needs a public no-argument constructor", e);
        }
    }

    @Override
    public void tickDoubleData() {
        Iterator<Results.With1<Data>> it = dominion.findEntitiesWith(Data.class).iterator();
        while (it.hasNext()) {
            it.next().comp().v *= 2f;
        }
    }

    @Override
    public void openMatrices(int entities) {
        newWorld();
        for (int i = 1; i <= entities; i++) {
            Matrix4 m = new Matrix4();
            Matrix4x4.fillTransform(m.m, 0, i);
            dominion.createEntity(position(i), m);
        }
    }

    @Override
    public void tickInvert() {
        Iterator<Results.With2<Position, Matrix4>> it =
                dominion.findEntitiesWith(Position.class, Matrix4.class).iterator();
        while (it.hasNext()) {
            Results.With2<Position, Matrix4> r = it.next();
            float[] m = r.comp2().m;
            Matrix4x4.invertInPlace(m, 0);
            Position p = r.comp1();
            p.x += m[12];
            p.y += m[13];
        }
    }

    @Override
    public double sumPositions() {
        double sum = 0;
        Iterator<Results.With1<Position>> it =
                dominion.findEntitiesWith(Position.class).iterator();
        while (it.hasNext()) {
            Position p = it.next().comp();
            sum += p.x;
            sum += p.y;
        }
        return sum;
    }

    @Override
    public double sumData() {
        double sum = 0;
        Iterator<Results.With1<Data>> it = dominion.findEntitiesWith(Data.class).iterator();
        while (it.hasNext()) {
            sum += it.next().comp().v;
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
