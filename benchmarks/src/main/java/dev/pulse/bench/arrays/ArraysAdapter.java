package dev.pulse.bench.arrays;

import dev.pulse.bench.EcsAdapter;
import java.util.Arrays;

/**
 * Baseline: primitive arrays {@code float[] x, y, dx, dy} and {@code int[] hp}, one component mask
 * byte per id, ids recycled through a free list (no generations, so a stale id reads whichever
 * entity got the id next). Arrays grow by doubling. When every id below the high-water mark has the
 * components a tick needs, the tick runs a plain unmasked loop (the lower bound a hand-written game
 * loop reaches); otherwise it tests the mask per id.
 */
public final class ArraysAdapter implements EcsAdapter {

    private static final byte POSITION = 1;
    private static final byte VELOCITY = 2;
    private static final byte HEALTH = 4;

    private float[] x;
    private float[] y;
    private float[] dx;
    private float[] dy;
    private int[] hp;
    private byte[] mask;
    private int[] free;
    private int freeCount;
    private int highWater;
    private int movingCount;
    private int[] ids;
    private int[] retired;
    private float serial;

    /** Creates the adapter; call {@link #open(int)} before use. */
    public ArraysAdapter() {}

    @Override
    public void open(int slots) {
        x = new float[16];
        y = new float[16];
        dx = new float[16];
        dy = new float[16];
        hp = new int[16];
        mask = new byte[16];
        free = new int[16];
        freeCount = 0;
        highWater = 0;
        movingCount = 0;
        ids = new int[slots];
        retired = new int[slots];
        serial = 0f;
    }

    private int allocate() {
        if (freeCount > 0) {
            return free[--freeCount];
        }
        if (highWater == x.length) {
            int capacity = highWater * 2;
            x = Arrays.copyOf(x, capacity);
            y = Arrays.copyOf(y, capacity);
            dx = Arrays.copyOf(dx, capacity);
            dy = Arrays.copyOf(dy, capacity);
            hp = Arrays.copyOf(hp, capacity);
            mask = Arrays.copyOf(mask, capacity);
        }
        return highWater++;
    }

    private void release(int id) {
        if ((mask[id] & VELOCITY) != 0) {
            movingCount--;
        }
        mask[id] = 0;
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, freeCount * 2);
        }
        free[freeCount++] = id;
    }

    @Override
    public void spawnMoving(int slot) {
        int id = allocate();
        x[id] = ++serial;
        y[id] = 0f;
        dx[id] = 1f;
        dy[id] = 2f;
        mask[id] = POSITION | VELOCITY;
        movingCount++;
        ids[slot] = id;
    }

    @Override
    public void spawnStill(int slot) {
        int id = allocate();
        x[id] = ++serial;
        y[id] = 0f;
        mask[id] = POSITION;
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
        int id = ids[slot];
        hp[id] = 100;
        mask[id] |= HEALTH;
    }

    @Override
    public void removeHealth(int slot) {
        mask[ids[slot]] &= ~HEALTH;
    }

    @Override
    public float readX(int slot) {
        int id = ids[slot];
        return (mask[id] & POSITION) != 0 ? x[id] : Float.NaN;
    }

    @Override
    public float readRetiredX(int slot) {
        int id = retired[slot];
        return (mask[id] & POSITION) != 0 ? x[id] : Float.NaN;
    }

    @Override
    public void flush() {
        // Nothing is deferred.
    }

    @Override
    public void tickTranslate() {
        float[] xs = x;
        int n = highWater;
        if (freeCount == 0) {
            for (int i = 0; i < n; i++) {
                xs[i] += 1f;
            }
        } else {
            byte[] m = mask;
            for (int i = 0; i < n; i++) {
                if ((m[i] & POSITION) != 0) {
                    xs[i] += 1f;
                }
            }
        }
    }

    @Override
    public void tickMove() {
        float[] xs = x;
        float[] ys = y;
        float[] dxs = dx;
        float[] dys = dy;
        int n = highWater;
        if (movingCount == n) {
            for (int i = 0; i < n; i++) {
                xs[i] += dxs[i];
                ys[i] += dys[i];
            }
        } else {
            byte[] m = mask;
            for (int i = 0; i < n; i++) {
                if ((m[i] & VELOCITY) != 0) {
                    xs[i] += dxs[i];
                    ys[i] += dys[i];
                }
            }
        }
    }

    @Override
    public double sumX() {
        double sum = 0;
        for (int i = 0; i < highWater; i++) {
            if ((mask[i] & POSITION) != 0) {
                sum += x[i];
            }
        }
        return sum;
    }

    @Override
    public void close() {
        x = null;
        y = null;
        dx = null;
        dy = null;
        hp = null;
        mask = null;
    }
}
