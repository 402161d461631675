package dev.pulse.bench.arrays;

import dev.pulse.bench.Matrix4x4;
import dev.pulse.bench.WorkloadAdapter;

/**
 * Baseline behind {@link WorkloadAdapter}: primitive arrays, one per component field, indexed by
 * plain {@code int} ids; every id of a world has every component that world's tick needs, so each
 * tick is a plain unmasked index loop (the lower bound a hand-written game loop reaches). Matrices
 * are 16-float slices of one {@code float[]}. In the fragmented world the marker is a byte per id
 * that no tick reads.
 */
public final class ArraysWorkloadAdapter implements WorkloadAdapter {

    private int positionCount;
    private int dataCount;
    private float[] x;
    private float[] y;
    private float[] dx;
    private float[] dy;
    private float[] ax;
    private float[] ay;
    private float[] v;
    private byte[] marker;
    private float[] matrices;

    /** Creates the adapter; call one of the {@code open...} methods before use. */
    public ArraysWorkloadAdapter() {}

    private void newWorld(int withPosition, int withData) {
        positionCount = withPosition;
        dataCount = withData;
        x = new float[withPosition];
        y = new float[withPosition];
        dx = new float[0];
        dy = new float[0];
        ax = new float[0];
        ay = new float[0];
        v = new float[withData];
        marker = new byte[withData];
        matrices = new float[0];
        for (int id = 0; id < withPosition; id++) {
            x[id] = id + 1;
        }
    }

    @Override
    public void openIterate3(int size) {
        newWorld(size, 0);
        dx = new float[size];
        dy = new float[size];
        ax = new float[size];
        ay = new float[size];
        for (int id = 0; id < size; id++) {
            dx[id] = 1f;
            dy[id] = 2f;
            ax[id] = 0.5f;
            ay[id] = 0.25f;
        }
    }

    @Override
    public void tickAccelerate() {
        float[] xs = x;
        float[] ys = y;
        float[] dxs = dx;
        float[] dys = dy;
        float[] axs = ax;
        float[] ays = ay;
        for (int i = 0, n = positionCount; i < n; i++) {
            dxs[i] += axs[i];
            dys[i] += ays[i];
            xs[i] += dxs[i];
            ys[i] += dys[i];
        }
    }

    @Override
    public void openFragmented(int perType) {
        newWorld(0, MARKER_TYPES * perType);
        int id = 0;
        for (int m = 0; m < MARKER_TYPES; m++) {
            for (int i = 0; i < perType; i++, id++) {
                v[id] = 1f;
                marker[id] = (byte) m;
            }
        }
    }

    @Override
    public void tickDoubleData() {
        float[] vs = v;
        for (int i = 0, n = dataCount; i < n; i++) {
            vs[i] *= 2f;
        }
    }

    @Override
    public void openMatrices(int entities) {
        newWorld(entities, 0);
        matrices = new float[entities * Matrix4x4.LENGTH];
        for (int id = 0; id < entities; id++) {
            Matrix4x4.fillTransform(matrices, id * Matrix4x4.LENGTH, id + 1);
        }
    }

    @Override
    public void tickInvert() {
        float[] xs = x;
        float[] ys = y;
        float[] ms = matrices;
        for (int i = 0, n = positionCount; i < n; i++) {
            int offset = i * Matrix4x4.LENGTH;
            Matrix4x4.invertInPlace(ms, offset);
            xs[i] += ms[offset + 12];
            ys[i] += ms[offset + 13];
        }
    }

    @Override
    public double sumPositions() {
        double sum = 0;
        for (int i = 0; i < positionCount; i++) {
            sum += x[i];
            sum += y[i];
        }
        return sum;
    }

    @Override
    public double sumData() {
        double sum = 0;
        for (int i = 0; i < dataCount; i++) {
            sum += v[i];
        }
        return sum;
    }

    @Override
    public void close() {
        newWorld(0, 0);
    }
}
