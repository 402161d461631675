package dev.pulse.demo;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.demo.game.Game;
import dev.pulse.demo.game.GameSettings;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Soak: plays the headless game (the loop of {@link HeadlessRun} without rendering) for many
 * frames and checks that the heap it retains stops growing after warm-up: after a full
 * collection at each of {@value #CHECKPOINTS} checkpoints, the later checkpoints retain no more
 * than the earlier ones plus a small allowance for the game's own fluctuation (its enemy and
 * missile counts go up and down). A leak of even a few bytes per frame shows up over the run.
 *
 * <p>CI plays {@value #CI_FRAMES} frames; the long soak (10<sup>5</sup> frames, about half an hour of
 * game time) is:
 * <pre>
 * mvn -o -q -pl demo test -Dtest=DemoSoakTest -Dpulse.soak.frames=100000
 * </pre>
 */
class DemoSoakTest {

    static final int CI_FRAMES = 6_000;
    static final int CHECKPOINTS = 10;
    /** What the game's own ups and downs may move the retained heap by. */
    static final long ALLOWANCE_BYTES = 256 * 1024;

    @Test
    void retainedHeapStopsGrowingAfterWarmUp() {
        int frames = Integer.getInteger("pulse.soak.frames", CI_FRAMES);
        Game game = new Game(GameSettings.of(200, 16));
        int warmUp = frames / 5;
        for (int t = 0; t < warmUp; t++) {
            game.tick(1.0 / HeadlessRun.FRAMES_PER_SECOND);
        }
        long[] retained = new long[CHECKPOINTS];
        int per = (frames - warmUp) / CHECKPOINTS;
        for (int c = 0; c < CHECKPOINTS; c++) {
            for (int t = 0; t < per; t++) {
                game.tick(1.0 / HeadlessRun.FRAMES_PER_SECOND);
            }
            retained[c] = usedAfterGc();
        }
        long earlyMax = Arrays.stream(retained, 0, CHECKPOINTS / 2).max().orElseThrow();
        long lateMin =
                Arrays.stream(retained, CHECKPOINTS / 2, CHECKPOINTS).min().orElseThrow();
        String report = frames + " frames, retained heap at checkpoints (KB): "
                + Arrays.toString(Arrays.stream(retained).map(b -> b / 1024).toArray());
        System.out.println(
                "DemoSoakTest: " + report + "; world: " + game.world().entityCount() + " entities");
        // Growth means even the lowest late reading is above the highest early one.
        assertTrue(lateMin <= earlyMax + ALLOWANCE_BYTES, "retained heap grows: " + report);
        assertTrue(game.world().entityCount() > 0, "the game is still running");
    }

    private static long usedAfterGc() {
        long previous = Long.MAX_VALUE;
        for (int i = 0; i < 10; i++) {
            System.gc();
            long used =
                    Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
            if (Math.abs(previous - used) < 1024) {
                return used;
            }
            previous = used;
        }
        return previous;
    }
}
