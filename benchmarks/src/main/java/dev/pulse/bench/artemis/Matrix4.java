package dev.pulse.bench.artemis;

import dev.pulse.bench.Matrix4x4;

/**
 * A 4&times;4 matrix component for the Artemis-odb adapter ({@code heavyCompute}): 16 floats in
 * column-major order, worked on by {@link Matrix4x4} at offset 0.
 */
public final class Matrix4 extends com.artemis.Component {
    /** The elements, column-major. */
    public final float[] m = new float[Matrix4x4.LENGTH];

    /** Creates a zero matrix (Artemis instantiates components reflectively). */
    public Matrix4() {}
}
