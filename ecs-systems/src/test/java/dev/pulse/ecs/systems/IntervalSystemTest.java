package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;

import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class IntervalSystemTest {

    private final World world = new World();

    @Nested
    class Counting {

        @Test
        void tenTicksOfATenthWithHalfSecondIntervalRunExactlyTwice() {
            GameSystem think = mock(GameSystem.class);
            IntervalSystem every = IntervalSystem.every(0.5, think);

            for (int i = 0; i < 10; i++) {
                every.update(world, 0.1);
            }

            verify(think, times(2)).update(world, 0.5);
        }

        @Test
        void catchUpRunsOncePerElapsedInterval() {
            List<Double> dts = new ArrayList<>();
            IntervalSystem every = IntervalSystem.every(0.1, (w, dt) -> dts.add(dt));

            every.update(world, 0.35);

            assertEquals(List.of(0.1, 0.1, 0.1), dts);
        }

        @Test
        void skipMissedRunsOnceAndKeepsOnlyTheRemainder() {
            List<Double> dts = new ArrayList<>();
            IntervalSystem every = IntervalSystem.every(0.1, (w, dt) -> dts.add(dt), IntervalPolicy.SKIP_MISSED);

            every.update(world, 0.35);
            every.update(world, 0.04);
            every.update(world, 0.01);

            assertEquals(List.of(0.1, 0.1), dts, "0.05 left after the first, 0.1 reached on the third");
        }

        @Test
        void countsGameTimeInsideTheScheduler() {
            List<Long> frames = new ArrayList<>();
            Scheduler[] scheduler = new Scheduler[1];
            scheduler[0] = Scheduler.builder(world)
                    .add(
                            "every quarter",
                            IntervalSystem.every(
                                    0.25,
                                    (w, dt) -> frames.add(scheduler[0].time().frame())))
                    .build();

            for (int i = 0; i < 12; i++) {
                scheduler[0].tick(0.1);
            }

            assertEquals(List.of(3L, 5L, 8L, 10L), frames);
        }
    }

    @Nested
    class Contract {

        @Test
        void startAndStopAreForwarded() {
            GameSystem delegate = mock(GameSystem.class);
            Scheduler scheduler = Scheduler.builder(world)
                    .add("i", IntervalSystem.every(1, delegate))
                    .build();

            scheduler.start();
            scheduler.stop();

            verify(delegate).start(any());
            verify(delegate).stop(any());
            verify(delegate, times(0)).update(eq(world), org.mockito.ArgumentMatchers.anyDouble());
        }

        @Test
        void badIntervalsAreRejected() {
            GameSystem delegate = (w, dt) -> {};
            assertThrows(IllegalArgumentException.class, () -> IntervalSystem.every(0, delegate));
            assertThrows(IllegalArgumentException.class, () -> IntervalSystem.every(-1, delegate));
            assertThrows(IllegalArgumentException.class, () -> IntervalSystem.every(Double.NaN, delegate));
            assertThrows(
                    IllegalArgumentException.class, () -> IntervalSystem.every(Double.POSITIVE_INFINITY, delegate));
            assertThrows(NullPointerException.class, () -> IntervalSystem.every(1, null));
        }

        @Test
        void intervalIsRoundedToNanoseconds() {
            assertEquals(0.25, IntervalSystem.every(0.25, (w, dt) -> {}).interval());
        }
    }
}
