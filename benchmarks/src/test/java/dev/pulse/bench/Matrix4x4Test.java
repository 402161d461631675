package dev.pulse.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class Matrix4x4Test {

    /** Column-major product a * b. */
    private static float[] multiply(float[] a, float[] b) {
        float[] r = new float[16];
        for (int col = 0; col < 4; col++) {
            for (int row = 0; row < 4; row++) {
                float s = 0;
                for (int k = 0; k < 4; k++) {
                    s += a[k * 4 + row] * b[col * 4 + k];
                }
                r[col * 4 + row] = s;
            }
        }
        return r;
    }

    private static void assertIdentity(float[] m, float tolerance) {
        for (int i = 0; i < 16; i++) {
            float expected = i % 5 == 0 ? 1f : 0f;
            assertEquals(expected, m[i], tolerance, "element " + i + " of " + Arrays.toString(m));
        }
    }

    @Test
    void inverseOfEveryFilledTransformTimesTheTransformIsIdentity() {
        for (int seed = 1; seed <= 1000; seed += 37) {
            float[] m = new float[16];
            Matrix4x4.fillTransform(m, 0, seed);
            float[] inverse = m.clone();
            Matrix4x4.invertInPlace(inverse, 0);
            assertIdentity(multiply(m, inverse), 1e-4f);
            assertIdentity(multiply(inverse, m), 1e-4f);
        }
    }

    @Test
    void aGeneralMatrixWithoutAffineStructureIsInverted() {
        // Every element non-zero, bottom row not (0, 0, 0, 1): no affine shortcut would do.
        float[] m = {4, 1, 2, 0.5f, 1, 5, 1, 2, 2, 1, 6, 1, 0.5f, 2, 1, 7};
        float[] inverse = m.clone();
        Matrix4x4.invertInPlace(inverse, 0);
        assertIdentity(multiply(m, inverse), 1e-5f);
    }

    @Test
    void invertingTwiceGivesTheMatrixBack() {
        float[] m = new float[16];
        Matrix4x4.fillTransform(m, 0, 123);
        float[] twice = m.clone();
        Matrix4x4.invertInPlace(twice, 0);
        Matrix4x4.invertInPlace(twice, 0);
        assertArrayEquals(m, twice, 1e-4f);
    }

    @Test
    void aMatrixAtAnOffsetIsInvertedWithoutTouchingItsNeighbours() {
        float[] alone = new float[16];
        Matrix4x4.fillTransform(alone, 0, 7);
        Matrix4x4.invertInPlace(alone, 0);
        float[] packed = new float[48];
        Arrays.fill(packed, 9f);
        Matrix4x4.fillTransform(packed, 16, 7);
        Matrix4x4.invertInPlace(packed, 16);
        assertArrayEquals(alone, Arrays.copyOfRange(packed, 16, 32));
        for (int i = 0; i < 16; i++) {
            assertEquals(9f, packed[i]);
            assertEquals(9f, packed[32 + i]);
        }
    }

    @Test
    void aSingularMatrixIsRejectedAndLeftAsItWas() {
        float[] m = new float[32];
        Matrix4x4.fillTransform(m, 16, 3);
        Arrays.fill(m, 16, 20, 0f); // first column zero: determinant 0
        float[] before = m.clone();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Matrix4x4.invertInPlace(m, 16));
        assertTrue(e.getMessage().contains("offset 16") && e.getMessage().contains("singular"), e.getMessage());
        assertArrayEquals(before, m);
    }
}
