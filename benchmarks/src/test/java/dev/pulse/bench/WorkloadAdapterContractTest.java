package dev.pulse.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One contract for every workload adapter, so the compute scenarios measure the same work in
 * each library: every tick is checked against a closed form or an independent computation, and
 * against the plain-array baseline after many ticks.
 */
class WorkloadAdapterContractTest {

    private static final String CONTENDERS = "dev.pulse.bench.WorkloadAdapterContractTest#contenders";

    static Stream<Contender> contenders() {
        return Arrays.stream(Contender.values()).filter(Contender::hasWorkloads);
    }

    /** Equal up to summation order: the sums are doubles of floats added in library order. */
    private static void assertSameSum(double expected, double actual, String message) {
        assertEquals(expected, actual, Math.abs(expected) * 1e-12, message);
    }

    @Nested
    class Iterate3 {
        @ParameterizedTest
        @MethodSource(CONTENDERS)
        void threeTicksFollowTheClosedForm(Contender c) {
            WorkloadAdapter ecs = c.newWorkloads();
            ecs.openIterate3(10);
            assertEquals(55, ecs.sumPositions(), c + ": x = 1..10, y = 0 before any tick");
            for (int t = 0; t < 3; t++) {
                ecs.tickAccelerate();
            }
            // After n ticks: dx = 1 + 0.5n, x = i + n + 0.5 n(n+1)/2; dy = 2 + 0.25n,
            // y = 2n + 0.25 n(n+1)/2. For n = 3: x = i + 6, y = 7.5 (all exact in float).
            assertEquals(55 + 10 * 6 + 10 * 7.5, ecs.sumPositions(), c.key());
            ecs.close();
        }

        @ParameterizedTest
        @MethodSource(CONTENDERS)
        void manyTicksAgreeWithTheArraysBaseline(Contender c) {
            assertSameSum(afterTicks(Contender.ARRAYS), afterTicks(c), c.key());
        }

        private double afterTicks(Contender c) {
            WorkloadAdapter ecs = c.newWorkloads();
            ecs.openIterate3(1000);
            for (int t = 0; t < 100; t++) {
                ecs.tickAccelerate();
            }
            double sum = ecs.sumPositions();
            ecs.close();
            return sum;
        }
    }

    @Nested
    class FragIter {
        @ParameterizedTest
        @MethodSource(CONTENDERS)
        void everyDataOfEveryMarkerTypeIsDoubled(Contender c) {
            WorkloadAdapter ecs = c.newWorkloads();
            ecs.openFragmented(20);
            assertEquals(520, ecs.sumData(), c + ": 26 types x 20 entities, v = 1 each");
            for (int t = 0; t < 3; t++) {
                ecs.tickDoubleData();
            }
            assertEquals(520 * 8, ecs.sumData(), c.key());
            ecs.close();
        }

        @ParameterizedTest
        @MethodSource(CONTENDERS)
        void perTypeScalesTheWorld(Contender c) {
            WorkloadAdapter ecs = c.newWorkloads();
            ecs.openFragmented(1);
            ecs.tickDoubleData();
            assertEquals(26 * 2, ecs.sumData(), c.key());
            assertEquals(0, ecs.sumPositions(), c + ": the fragmented world has no Position");
            ecs.close();
        }
    }

    @Nested
    class HeavyCompute {
        @ParameterizedTest
        @MethodSource(CONTENDERS)
        void twoTicksMatchAnIndependentComputation(Contender c) {
            int entities = 50;
            WorkloadAdapter ecs = c.newWorkloads();
            ecs.openMatrices(entities);
            ecs.tickInvert();
            ecs.tickInvert();
            assertSameSum(reference(entities, 2), ecs.sumPositions(), c.key());
            ecs.close();
        }

        @ParameterizedTest
        @MethodSource(CONTENDERS)
        void manyTicksAgreeWithTheArraysBaselineAndStayFinite(Contender c) {
            double expected = afterTicks(Contender.ARRAYS);
            double actual = afterTicks(c);
            assertTrue(Double.isFinite(actual), c + " drifted to " + actual);
            assertSameSum(expected, actual, c.key());
        }

        private double afterTicks(Contender c) {
            WorkloadAdapter ecs = c.newWorkloads();
            ecs.openMatrices(200);
            for (int t = 0; t < 101; t++) {
                ecs.tickInvert();
            }
            double sum = ecs.sumPositions();
            ecs.close();
            return sum;
        }

        /** The tick written out once more, per entity, without any adapter. */
        private double reference(int entities, int ticks) {
            double sum = 0;
            for (int i = 1; i <= entities; i++) {
                float[] m = new float[16];
                Matrix4x4.fillTransform(m, 0, i);
                float x = i;
                float y = 0f;
                for (int t = 0; t < ticks; t++) {
                    Matrix4x4.invertInPlace(m, 0);
                    x += m[12];
                    y += m[13];
                }
                sum += x;
                sum += y;
            }
            return sum;
        }
    }

    @Nested
    class Worlds {
        @ParameterizedTest
        @MethodSource(CONTENDERS)
        void openingAWorldDropsThePreviousOne(Contender c) {
            WorkloadAdapter ecs = c.newWorkloads();
            ecs.openIterate3(10);
            ecs.openFragmented(1);
            assertEquals(0, ecs.sumPositions(), c + " kept the iterate3 entities");
            assertEquals(26, ecs.sumData(), c.key());
            ecs.openMatrices(3);
            assertEquals(0, ecs.sumData(), c + " kept the fragmented entities");
            assertEquals(1 + 2 + 3, ecs.sumPositions(), c.key());
            ecs.close();
        }

        @Test
        void everyContenderButThePulseReadVariantsHasWorkloads() {
            assertFalse(Contender.PULSE_WORLD.hasWorkloads());
            assertFalse(Contender.PULSE_ID.hasWorkloads());
            assertEquals(Contender.values().length - 2, contenders().count());
        }

        @Test
        void askingThePulseReadVariantForWorkloadsPointsToPulse() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, Contender.PULSE_WORLD::newWorkloads);
            assertTrue(e.getMessage().contains("use impl=pulse"), e.getMessage());
        }
    }
}
