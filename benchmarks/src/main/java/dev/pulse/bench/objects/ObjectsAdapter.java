package dev.pulse.bench.objects;

import dev.pulse.bench.EcsAdapter;
import java.util.Arrays;

/**
 * Baseline: one array of component objects per type, indexed by plain {@code int} ids that are
 * recycled through a free list; {@code null} means "absent". No generations, so a stale id reads
 * whichever entity got the id next. Arrays grow by doubling, like {@code ArrayList}.
 */
public final class ObjectsAdapter implements EcsAdapter {

    private Position[] positions;
    private Velocity[] velocities;
    private Health[] healths;
    private int[] free;
    private int freeCount;
    private int highWater;
    private int[] ids;
    private int[] retired;
    private float serial;

    /** Creates the adapter; call {@link #open(int)} before use. */
    public ObjectsAdapter() {}

    @Override
    public void open(int slots) {
        positions = new Position[16];
        velocities = new Velocity[16];
        healths = new Health[16];
        free = new int[16];
        freeCount = 0;
        highWater = 0;
        ids = new int[slots];
        retired = new int[slots];
        serial = 0f;
    }

    private int allocate() {
        if (freeCount > 0) {
            return free[--freeCount];
        }
        if (highWater == positions.length) {
            int capacity = highWater * 2;
            positions = Arrays.copyOf(positions, capacity);
            velocities = Arrays.copyOf(velocities, capacity);
            healths = Arrays.copyOf(healths, capacity);
        }
        return highWater++;
    }

    private void release(int id) {
        positions[id] = null;
        velocities[id] = null;
        healths[id] = null;
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, freeCount * 2);
        }
        free[freeCount++] = id;
    }

    @Override
    public void spawnMoving(int slot) {
        int id = allocate();
        Position p = new Position();
        p.x = ++serial;
        Velocity v = new Velocity();
        v.dx = 1f;
        v.dy = 2f;
        positions[id] = p;
        velocities[id] = v;
        ids[slot] = id;
    }

    @Override
    public void spawnStill(int slot) {
        int id = allocate();
        Position p = new Position();
        p.x = ++serial;
        positions[id] = p;
        ids[slot] = id;
    }

    @Override
    public void despawn(int slot) {
        release(ids[slot]);
    }

    @Override
    public void retire(int slot) {
        retired[slot] = ids[slot];
        release(ids[slot]);
    }

    @Override
    public void addHealth(int slot) {
        Health h = new Health();
        h.hp = 100;
        healths[ids[slot]] = h;
    }

    @Override
    public void removeHealth(int slot) {
        healths[ids[slot]] = null;
    }

    @Override
    public float readX(int slot) {
        Position p = positions[ids[slot]];
        return p == null ? Float.NaN : p.x;
    }

    @Override
    public float readRetiredX(int slot) {
        Position p = positions[retired[slot]];
        return p == null ? Float.NaN : p.x;
    }

    @Override
    public void flush() {
        // Nothing is deferred.
    }

    @Override
    public void tickTranslate() {
        Position[] ps = positions;
        for (int i = 0, n = highWater; i < n; i++) {
            Position p = ps[i];
            if (p != null) {
                p.x += 1f;
            }
        }
    }

    @Override
    public void tickMove() {
        Position[] ps = positions;
        Velocity[] vs = velocities;
        for (int i = 0, n = highWater; i < n; i++) {
            Position p = ps[i];
            Velocity v = vs[i];
            if (p != null && v != null) {
                p.x += v.dx;
                p.y += v.dy;
            }
        }
    }

    @Override
    public double sumX() {
        double sum = 0;
        for (int i = 0; i < highWater; i++) {
            if (positions[i] != null) {
                sum += positions[i].x;
            }
        }
        return sum;
    }

    @Override
    public void close() {
        positions = null;
        velocities = null;
        healths = null;
    }
}
