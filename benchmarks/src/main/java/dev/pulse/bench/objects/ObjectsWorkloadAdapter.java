package dev.pulse.bench.objects;

import dev.pulse.bench.Matrix4x4;
import dev.pulse.bench.WorkloadAdapter;

/**
 * Baseline behind {@link WorkloadAdapter}: one array of component objects per type, indexed by
 * plain {@code int} ids, {@code null} meaning "absent" (as in {@link ObjectsAdapter}); each tick is
 * one index loop over the arrays. In the fragmented world the marker is just a byte per id that
 * no tick reads: the baseline is the lower bound of walking 520 Data objects, with nothing to
 * skip.
 */
public final class ObjectsWorkloadAdapter implements WorkloadAdapter {

    private int count;
    private Position[] positions;
    private Velocity[] velocities;
    private Acceleration[] accelerations;
    private Data[] data;
    private byte[] markers;
    private Matrix4[] matrices;

    /** Creates the adapter; call one of the {@code open...} methods before use. */
    public ObjectsWorkloadAdapter() {}

    private void newWorld(int entities) {
        count = entities;
        positions = new Position[entities];
        velocities = new Velocity[entities];
        accelerations = new Acceleration[entities];
        data = new Data[entities];
        markers = new byte[entities];
        matrices = new Matrix4[entities];
    }

    private static Position position(int serial) {
        Position p = new Position();
        p.x = serial;
        return p;
    }

    @Override
    public void openIterate3(int size) {
        newWorld(size);
        for (int id = 0; id < size; id++) {
            positions[id] = position(id + 1);
            Velocity v = new Velocity();
            v.dx = 1f;
            v.dy = 2f;
            velocities[id] = v;
            Acceleration a = new Acceleration();
            a.ax = 0.5f;
            a.ay = 0.25f;
            accelerations[id] = a;
        }
    }

    @Override
    public void tickAccelerate() {
        Position[] ps = positions;
        Velocity[] vs = velocities;
        Acceleration[] as = accelerations;
        for (int i = 0, n = count; i < n; i++) {
            Position p = ps[i];
            Velocity v = vs[i];
            Acceleration a = as[i];
            if (p != null && v != null && a != null) {
                v.dx += a.ax;
                v.dy += a.ay;
                p.x += v.dx;
                p.y += v.dy;
            }
        }
    }

    @Override
    public void openFragmented(int perType) {
        newWorld(MARKER_TYPES * perType);
        int id = 0;
        for (int marker = 0; marker < MARKER_TYPES; marker++) {
            for (int i = 0; i < perType; i++, id++) {
                Data d = new Data();
                d.v = 1f;
                data[id] = d;
                markers[id] = (byte) marker;
            }
        }
    }

    @Override
    public void tickDoubleData() {
        Data[] ds = data;
        for (int i = 0, n = count; i < n; i++) {
            Data d = ds[i];
            if (d != null) {
                d.v *= 2f;
            }
        }
    }

    @Override
    public void openMatrices(int entities) {
        newWorld(entities);
        for (int id = 0; id < entities; id++) {
            positions[id] = position(id + 1);
            Matrix4 m = new Matrix4();
            Matrix4x4.fillTransform(m.m, 0, id + 1);
            matrices[id] = m;
        }
    }

    @Override
    public void tickInvert() {
        Position[] ps = positions;
        Matrix4[] ms = matrices;
        for (int i = 0, n = count; i < n; i++) {
            Position p = ps[i];
            Matrix4 matrix = ms[i];
            if (p != null && matrix != null) {
                float[] m = matrix.m;
                Matrix4x4.invertInPlace(m, 0);
                p.x += m[12];
                p.y += m[13];
            }
        }
    }

    @Override
    public double sumPositions() {
        double sum = 0;
        for (int i = 0; i < count; i++) {
            Position p = positions[i];
            if (p != null) {
                sum += p.x;
                sum += p.y;
            }
        }
        return sum;
    }

    @Override
    public double sumData() {
        double sum = 0;
        for (int i = 0; i < count; i++) {
            if (data[i] != null) {
                sum += data[i].v;
            }
        }
        return sum;
    }

    @Override
    public void close() {
        newWorld(0);
    }
}
