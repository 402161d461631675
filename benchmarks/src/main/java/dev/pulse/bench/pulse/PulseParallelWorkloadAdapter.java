package dev.pulse.bench.pulse;

import dev.pulse.bench.Matrix4x4;

/**
 * Pulse with the heavy-compute tick walked by {@code Query2.parallelForEach} (chunks on the
 * common ForkJoin pool plus the calling thread); every other scenario as
 * {@link PulseWorkloadAdapter}. Contender key {@code pulse-par}.
 */
public final class PulseParallelWorkloadAdapter extends PulseWorkloadAdapter {

    /** Creates the adapter; call one of the {@code open...} methods before use. */
    public PulseParallelWorkloadAdapter() {}

    @Override
    public void tickInvert() {
        transformed().parallelForEach((e, p, matrix, commands) -> {
            float[] m = matrix.m;
            Matrix4x4.invertInPlace(m, 0);
            p.x += m[12];
            p.y += m[13];
        });
    }
}
