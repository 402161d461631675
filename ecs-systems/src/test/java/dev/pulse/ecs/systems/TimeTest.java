package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class TimeTest {

    @Test
    void stepsRunPlusDroppedAlwaysEqualElapsedWholeSteps() {
        Random random = new Random(42);
        long stepNanos = 16_666_667L;
        Time time = new Time(1.0 / 60, 4);
        long totalNanos = 0;
        long steps = 0;
        for (int frame = 0; frame < 100_000; frame++) {
            double dt = random.nextDouble() * 0.1;
            totalNanos += Math.round(dt * 1e9);
            int now = time.beginTick(dt, dt);
            assertTrue(now <= 4, "cap holds");
            steps += now;
            long remainder = totalNanos - (steps + time.droppedFixedSteps()) * stepNanos;
            assertTrue(remainder >= 0 && remainder < stepNanos, "remainder below one step at frame " + frame);
            assertEquals(remainder / (double) stepNanos, time.alpha(), 1e-12);
        }
        assertEquals(totalNanos / stepNanos, steps + time.droppedFixedSteps());
    }

    @Test
    void sameDeltaSequenceGivesSameStepSequence() {
        Time a = new Time(0.02, 3);
        Time b = new Time(0.02, 3);
        Random random = new Random(7);
        for (int i = 0; i < 10_000; i++) {
            double dt = random.nextDouble() * 0.05;
            assertEquals(a.beginTick(dt, dt), b.beginTick(dt, dt));
        }
    }
}
