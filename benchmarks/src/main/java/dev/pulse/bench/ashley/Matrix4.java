package dev.pulse.bench.ashley;

import dev.pulse.bench.Matrix4x4;

/**
 * A 4&times;4 matrix component for the Ashley adapter ({@code heavyCompute}): 16 floats in
 * column-major order, worked on by {@link Matrix4x4} at offset 0.
 */
public final class Matrix4 implements com.badlogic.ashley.core.Component {
    /** The elements, column-major. */
    public final float[] m = new float[Matrix4x4.LENGTH];

    /** Creates a zero matrix (Ashley's pools instantiate components reflectively). */
    public Matrix4() {}
}
