package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class FrameExchangeBookkeepingTest {

    private static final ExecutorService THREADS = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "requester");
        t.setDaemon(true);
        return t;
    });

    private static CompletableFuture<String> submitAsync(FrameExchange exchange, GameThreadRead read) {
        return CompletableFuture.supplyAsync(
                () -> {
                    try {
                        return exchange.submit(read, 5_000);
                    } catch (ReadUnavailableException e) {
                        return "unavailable: " + e.getMessage();
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e);
                    }
                },
                THREADS);
    }

    private static void awaitWaiting(FrameExchange exchange, int count) {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (exchange.waiting() != count) {
            assertTrue(System.nanoTime() < deadline, "never " + count + " waiting");
            Thread.onSpinWait();
        }
    }

    @Nested
    class TheWaitingCount {

        @Test
        void dropsWhenAReadIsAnsweredSoTheLimitAdmitsTheNext() throws Exception {
            FrameExchange exchange = new FrameExchange(1, 1_000_000_000L);
            for (int i = 0; i < 3; i++) {
                int n = i;
                CompletableFuture<String> answer = submitAsync(exchange, deadline -> "answer " + n);
                awaitWaiting(exchange, 1);
                assertEquals(1, exchange.runPending(System.nanoTime()));
                assertEquals("answer " + n, answer.get(5, TimeUnit.SECONDS));
                assertEquals(0, exchange.waiting());
            }
        }

        @Test
        void dropsWhenAReadFailsSoTheLimitAdmitsTheNext() throws Exception {
            FrameExchange exchange = new FrameExchange(1, 1_000_000_000L);
            for (int i = 0; i < 3; i++) {
                CompletableFuture<String> answer = submitAsync(exchange, deadline -> {
                    throw new IllegalStateException("broken read");
                });
                awaitWaiting(exchange, 1);
                exchange.runPending(System.nanoTime());
                String text = answer.get(5, TimeUnit.SECONDS);
                assertTrue(text.contains("Reading the world failed") && text.contains("broken read"), text);
                assertEquals(0, exchange.waiting());
            }
        }

        @Test
        void dropsWhenAReadTimesOut() {
            FrameExchange exchange = new FrameExchange(1, 1_000_000L);
            for (int i = 0; i < 3; i++) {
                ReadUnavailableException e =
                        assertThrows(ReadUnavailableException.class, () -> exchange.submit(deadline -> "late", 1));
                assertTrue(
                        e.getMessage().contains("has not called inspector.onFrame()"),
                        "read " + i + " was not admitted: " + e.getMessage());
                assertEquals(0, exchange.waiting());
            }
        }
    }

    @Nested
    class Frames {

        @Test
        void areSeenOnceTheGameThreadHasRunPendingReads() {
            FrameExchange exchange = new FrameExchange(4, 1_000_000L);
            assertFalse(exchange.frameSeen());
            exchange.runPending(System.nanoTime());
            assertTrue(exchange.frameSeen());
        }

        @Test
        void aTimeoutSaysHowLongAgoTheLastFrameWas() {
            FrameExchange exchange = new FrameExchange(4, 1_000_000L);
            exchange.runPending(System.nanoTime());
            ReadUnavailableException e =
                    assertThrows(ReadUnavailableException.class, () -> exchange.submit(deadline -> "late", 1));
            Matcher ago = Pattern.compile("last onFrame\\(\\) (-?\\d+) ms ago").matcher(e.getMessage());
            assertTrue(ago.find(), e.getMessage());
            long millis = Long.parseLong(ago.group(1));
            assertTrue(millis >= 0 && millis < 10_000, e.getMessage());
        }
    }
}
