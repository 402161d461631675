package dev.pulse.bench;

/**
 * The 4&times;4 matrix work of the {@code heavyCompute} scenario, shared by every contender so
 * each does exactly the same floating-point operations. A matrix is 16 {@code float}s in
 * column-major order (translation in elements 12, 13, 14) at an offset in a {@code float[]}: a
 * component's own {@code float[16]} at offset 0, or one slice of the arrays baseline's single
 * {@code float[]}.
 */
public final class Matrix4x4 {

    /** Number of floats in one matrix. */
    public static final int LENGTH = 16;

    private Matrix4x4() {}

    /**
     * Writes a well-conditioned affine transform derived from {@code seed} at {@code offset}: a
     * rotation about z by {@code seed / 100} radians, scales 2, 0.5 and 4 on x, y and z, and a
     * translation of {@code (seed mod 100, 1, -seed mod 7)}. Its determinant is 4, so inverting
     * it again and again stays finite and close to the original.
     *
     * @param m      the array to write into
     * @param offset index of the matrix's first element
     * @param seed   varies the matrix from entity to entity
     * @throws ArrayIndexOutOfBoundsException if {@code m} has fewer than {@code offset + 16}
     *                                        elements
     */
    public static void fillTransform(float[] m, int offset, int seed) {
        double angle = seed / 100.0;
        float cos = (float) Math.cos(angle);
        float sin = (float) Math.sin(angle);
        float sx = 2f;
        float sy = 0.5f;
        float sz = 4f;
        // column 0
        m[offset] = cos * sx;
        m[offset + 1] = sin * sx;
        m[offset + 2] = 0f;
        m[offset + 3] = 0f;
        // column 1
        m[offset + 4] = -sin * sy;
        m[offset + 5] = cos * sy;
        m[offset + 6] = 0f;
        m[offset + 7] = 0f;
        // column 2
        m[offset + 8] = 0f;
        m[offset + 9] = 0f;
        m[offset + 10] = sz;
        m[offset + 11] = 0f;
        // column 3: translation
        m[offset + 12] = seed % 100;
        m[offset + 13] = 1f;
        m[offset + 14] = -(seed % 7);
        m[offset + 15] = 1f;
    }

    /**
     * Replaces the matrix at {@code offset} with its inverse: the general cofactor (adjugate)
     * expansion, about 200 floating-point operations, with no shortcut for affine matrices. All
     * 16 elements are read before any is written.
     *
     * @param m      the array holding the matrix
     * @param offset index of the matrix's first element
     * @throws IllegalArgumentException       if the matrix is singular (determinant 0 or not
     *                                        finite); the matrix is left unchanged
     * @throws ArrayIndexOutOfBoundsException if {@code m} has fewer than {@code offset + 16}
     *                                        elements
     */
    public static void invertInPlace(float[] m, int offset) {
        float a00 = m[offset];
        float a01 = m[offset + 1];
        float a02 = m[offset + 2];
        float a03 = m[offset + 3];
        float a10 = m[offset + 4];
        float a11 = m[offset + 5];
        float a12 = m[offset + 6];
        float a13 = m[offset + 7];
        float a20 = m[offset + 8];
        float a21 = m[offset + 9];
        float a22 = m[offset + 10];
        float a23 = m[offset + 11];
        float a30 = m[offset + 12];
        float a31 = m[offset + 13];
        float a32 = m[offset + 14];
        float a33 = m[offset + 15];

        // 2x2 minors of the first two and of the last two columns.
        float b00 = a00 * a11 - a01 * a10;
        float b01 = a00 * a12 - a02 * a10;
        float b02 = a00 * a13 - a03 * a10;
        float b03 = a01 * a12 - a02 * a11;
        float b04 = a01 * a13 - a03 * a11;
        float b05 = a02 * a13 - a03 * a12;
        float b06 = a20 * a31 - a21 * a30;
        float b07 = a20 * a32 - a22 * a30;
        float b08 = a20 * a33 - a23 * a30;
        float b09 = a21 * a32 - a22 * a31;
        float b10 = a21 * a33 - a23 * a31;
        float b11 = a22 * a33 - a23 * a32;

        float det = b00 * b11 - b01 * b10 + b02 * b09 + b03 * b08 - b04 * b07 + b05 * b06;
        if (det == 0f || !Float.isFinite(det)) {
            throw new IllegalArgumentException("Matrix at offset " + offset
                    + " is singular (determinant " + det + "); fill it with an invertible "
                    + "matrix, e.g. Matrix4x4.fillTransform");
        }
        float inv = 1f / det;

        m[offset] = (a11 * b11 - a12 * b10 + a13 * b09) * inv;
        m[offset + 1] = (a02 * b10 - a01 * b11 - a03 * b09) * inv;
        m[offset + 2] = (a31 * b05 - a32 * b04 + a33 * b03) * inv;
        m[offset + 3] = (a22 * b04 - a21 * b05 - a23 * b03) * inv;
        m[offset + 4] = (a12 * b08 - a10 * b11 - a13 * b07) * inv;
        m[offset + 5] = (a00 * b11 - a02 * b08 + a03 * b07) * inv;
        m[offset + 6] = (a32 * b02 - a30 * b05 - a33 * b01) * inv;
        m[offset + 7] = (a20 * b05 - a22 * b02 + a23 * b01) * inv;
        m[offset + 8] = (a10 * b10 - a11 * b08 + a13 * b06) * inv;
        m[offset + 9] = (a01 * b08 - a00 * b10 - a03 * b06) * inv;
        m[offset + 10] = (a30 * b04 - a31 * b02 + a33 * b00) * inv;
        m[offset + 11] = (a21 * b02 - a20 * b04 - a23 * b00) * inv;
        m[offset + 12] = (a11 * b07 - a10 * b09 - a12 * b06) * inv;
        m[offset + 13] = (a00 * b09 - a01 * b07 + a02 * b06) * inv;
        m[offset + 14] = (a31 * b01 - a30 * b03 - a32 * b00) * inv;
        m[offset + 15] = (a20 * b03 - a21 * b01 + a22 * b00) * inv;
    }
}
