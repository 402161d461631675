package dev.pulse.bench.pulse;

import dev.pulse.bench.Matrix4x4;
import dev.pulse.bench.WorkloadAdapter;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.Query3;
import dev.pulse.ecs.World;

/**
 * Pulse behind {@link WorkloadAdapter}: each tick is one cached query walked with
 * {@code forEach} over components only and a non-capturing lambda (no allocation per tick); the fragmented world's
 * markers are tags (empty classes, no stored objects).
 */
public class PulseWorkloadAdapter implements WorkloadAdapter {

    private World world;
    private Query1<Position> placed;
    private Query1<Data> data;
    private Query3<Position, Velocity, Acceleration> accelerating;
    private Query2<Position, Matrix4> transformed;
    private double sum;

    /** Creates the adapter; call one of the {@code open...} methods before use. */
    public PulseWorkloadAdapter() {}

    private void newWorld() {
        world = new World();
        placed = world.query(Position.class);
        data = world.query(Data.class);
        accelerating = world.query(Position.class, Velocity.class, Acceleration.class);
        transformed = world.query(Position.class, Matrix4.class);
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
            world.spawn(position(i), v, a);
        }
    }

    @Override
    public void tickAccelerate() {
        accelerating.forEach((p, v, a) -> {
            v.dx += a.ax;
            v.dy += a.ay;
            p.x += v.dx;
            p.y += v.dy;
        });
    }

    @Override
    public void openFragmented(int perType) {
        newWorld();
        for (Class<?> type : Markers.TYPES) {
            for (int i = 0; i < perType; i++) {
                Data d = new Data();
                d.v = 1f;
                world.spawn(d, newMarker(type));
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
        data.forEach(d -> d.v *= 2f);
    }

    @Override
    public void openMatrices(int entities) {
        newWorld();
        for (int i = 1; i <= entities; i++) {
            Matrix4 m = new Matrix4();
            Matrix4x4.fillTransform(m.m, 0, i);
            world.spawn(position(i), m);
        }
    }

    /**
     * The heavy-compute world's query, for the parallel variant.
     *
     * @return the Position + Matrix4 query of the current world
     */
    protected final Query2<Position, Matrix4> transformed() {
        return transformed;
    }

    @Override
    public void tickInvert() {
        transformed.forEach((p, matrix) -> {
            float[] m = matrix.m;
            Matrix4x4.invertInPlace(m, 0);
            p.x += m[12];
            p.y += m[13];
        });
    }

    @Override
    public double sumPositions() {
        sum = 0;
        placed.forEach(p -> {
            sum += p.x;
            sum += p.y;
        });
        return sum;
    }

    @Override
    public double sumData() {
        sum = 0;
        data.forEach(d -> sum += d.v);
        return sum;
    }

    @Override
    public void close() {
        world = null;
    }
}
