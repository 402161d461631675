package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClockStateTest {

    /** Records the fixed step and interval runs of a scheduler, by frame. */
    private static final class Recorder {
        final List<String> log = new ArrayList<>();
        final IntervalSystem interval;
        final Scheduler scheduler;

        Recorder() {
            interval = IntervalSystem.every(0.1, (w, dt) -> log.add("interval"));
            scheduler = Scheduler.builder(new World())
                    .fixedTimestep(1.0 / 60)
                    .add("step", (w, dt) -> log.add("step"), s -> s.inPhase(Phase.FIXED_UPDATE)
                            .noAccess())
                    .add("interval", interval, s -> s.inPhase(Phase.FIXED_UPDATE)
                            .noAccess())
                    .build();
        }

        void frames(int n) {
            for (int i = 0; i < n; i++) {
                scheduler.tick(0.02);
                log.add("frame");
            }
        }
    }

    @Test
    void aRestoredClockAndIntervalRunTheSameStepsAsTheOriginal() {
        Recorder uninterrupted = new Recorder();
        uninterrupted.frames(37);
        Recorder saved = new Recorder();
        saved.frames(17);
        ClockState clock = saved.scheduler.clockState();
        long accumulated = saved.interval.accumulatedNanos();

        Recorder resumed = new Recorder();
        resumed.scheduler.restoreClock(clock);
        resumed.interval.restoreAccumulatedNanos(accumulated);
        resumed.frames(20);

        List<String> tail = uninterrupted.log.subList(saved.log.size(), uninterrupted.log.size());
        assertEquals(tail, resumed.log);
        assertEquals(uninterrupted.scheduler.clockState(), resumed.scheduler.clockState());
        assertEquals(
                uninterrupted.scheduler.time().alpha(), resumed.scheduler.time().alpha());
    }

    @Test
    void aClockStateFromAnotherStepIsRefused() {
        Recorder recorder = new Recorder();
        assertThrows(
                IllegalArgumentException.class,
                () -> recorder.scheduler.restoreClock(new ClockState(1, 1, 20_000_000, 1, 0)));
        assertThrows(IllegalArgumentException.class, () -> new ClockState(-1, 0, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> recorder.interval.restoreAccumulatedNanos(100_000_000));
    }
}
