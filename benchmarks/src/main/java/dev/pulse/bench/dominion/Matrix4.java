package dev.pulse.bench.dominion;

import dev.pulse.bench.Matrix4x4;

/**
 * A 4&times;4 matrix component for the Dominion adapter ({@code heavyCompute}): 16 floats in
 * column-major order, worked on by {@link Matrix4x4} at offset 0.
 */
public final class Matrix4 {
    /** The elements, column-major. */
    public final float[] m = new float[Matrix4x4.LENGTH];

    /** Creates a zero matrix. */
    public Matrix4() {}
}
