package dev.pulse.demo.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GameRandomTest {

    @Test
    void producesWhatSplittableRandomProducesForTheSameSeed() {
        for (long seed : new long[] {0, 42, -7, Long.MAX_VALUE}) {
            GameRandom ours = new GameRandom(seed);
            SplittableRandom jdk = new SplittableRandom(seed);
            for (int i = 0; i < 10_000; i++) {
                switch (i % 5) {
                    case 0 -> assertEquals(jdk.nextDouble(), ours.nextDouble());
                    case 1 -> assertEquals(jdk.nextInt(3), ours.nextInt(3));
                    case 2 -> assertEquals(jdk.nextInt(1 << 10), ours.nextInt(1 << 10));
                    case 3 -> assertEquals(jdk.nextInt(1_000_000_007), ours.nextInt(1_000_000_007));
                    default -> assertEquals(jdk.nextLong(), ours.nextLong());
                }
            }
        }
    }

    @Test
    void aRestoredStateContinuesTheSameSequence() {
        GameRandom a = new GameRandom(5);
        for (int i = 0; i < 100; i++) {
            a.nextDouble();
        }
        GameRandom b = new GameRandom(0);
        b.restore(a.state());
        for (int i = 0; i < 100; i++) {
            assertEquals(a.nextInt(17), b.nextInt(17));
        }
    }
}
