package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class FrameExchangeTest {

    /** One thread per waiting requester, as the HTTP server would have. */
    private static final ExecutorService THREADS = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "requester");
        t.setDaemon(true);
        return t;
    });

    @Test
    void aReadRunsOnTheThreadThatCallsRunPending() throws Exception {
        FrameExchange exchange = new FrameExchange(8, 1_000_000);
        CompletableFuture<String> answer = CompletableFuture.supplyAsync(
                () -> submit(exchange, deadline -> Thread.currentThread().getName(), 5_000), THREADS);
        awaitWaiting(exchange, 1);
        Thread game = new Thread(() -> exchange.runPending(System.nanoTime()), "game");
        game.start();
        game.join();
        assertEquals("game", answer.get(5, TimeUnit.SECONDS));
    }

    @Test
    void aSpentBudgetStillRunsOneReadPerFrameAndLeavesTheRestForLaterFrames() throws Exception {
        FrameExchange exchange = new FrameExchange(8, 1); // 1 ns: spent after the first read
        AtomicInteger ran = new AtomicInteger();
        List<CompletableFuture<String>> answers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            answers.add(CompletableFuture.supplyAsync(
                    () -> submit(exchange, deadline -> "r" + ran.incrementAndGet(), 5_000), THREADS));
        }
        awaitWaiting(exchange, 3);
        assertEquals(1, exchange.runPending(System.nanoTime()));
        assertEquals(2, exchange.waiting());
        assertEquals(1, exchange.runPending(System.nanoTime()));
        assertEquals(1, exchange.runPending(System.nanoTime()));
        assertEquals(0, exchange.runPending(System.nanoTime()));
        for (CompletableFuture<String> answer : answers) {
            assertTrue(answer.get(5, TimeUnit.SECONDS).startsWith("r"));
        }
        assertEquals(3, ran.get());
    }

    @Test
    void aLongReadResumesOverSeveralFramesAndTheReadsBehindItWait() throws Exception {
        FrameExchange exchange = new FrameExchange(8, 1_000_000_000L);
        int[] steps = {0};
        CompletableFuture<String> slow = CompletableFuture.supplyAsync(
                () -> submit(exchange, deadline -> ++steps[0] == 3 ? "slow done" : null, 5_000), THREADS);
        awaitWaiting(exchange, 1);
        CompletableFuture<String> quick =
                CompletableFuture.supplyAsync(() -> submit(exchange, deadline -> "quick", 5_000), THREADS);
        awaitWaiting(exchange, 2);
        assertEquals(0, exchange.runPending(System.nanoTime()));
        assertEquals(0, exchange.runPending(System.nanoTime()));
        assertEquals(2, exchange.waiting());
        assertEquals(2, exchange.runPending(System.nanoTime()));
        assertEquals("slow done", slow.get(5, TimeUnit.SECONDS));
        assertEquals("quick", quick.get(5, TimeUnit.SECONDS));
        assertEquals(3, steps[0]);
    }

    @Test
    void aTimedOutReadIsWithdrawnAndNeverRuns() {
        FrameExchange exchange = new FrameExchange(8, 1_000_000);
        AtomicInteger ran = new AtomicInteger();
        ReadUnavailableException e = assertThrows(
                ReadUnavailableException.class, () -> exchange.submit(deadline -> "x" + ran.incrementAndGet(), 50));
        assertTrue(e.getMessage().contains("has not called inspector.onFrame() yet"), e.getMessage());
        assertEquals(0, exchange.waiting());
        assertEquals(0, exchange.runPending(System.nanoTime()));
        assertEquals(0, ran.get());
    }

    @Test
    void refusesReadsBeyondTheLimitAtOnce() throws Exception {
        FrameExchange exchange = new FrameExchange(1, 1_000_000);
        CompletableFuture<String> first =
                CompletableFuture.supplyAsync(() -> submit(exchange, deadline -> "a", 5_000), THREADS);
        awaitWaiting(exchange, 1);
        ReadUnavailableException e =
                assertThrows(ReadUnavailableException.class, () -> exchange.submit(deadline -> "b", 5_000));
        assertTrue(e.getMessage().contains("Too many requests"), e.getMessage());
        exchange.runPending(System.nanoTime());
        assertEquals("a", first.get(5, TimeUnit.SECONDS));
    }

    @Test
    void aFailingReadFailsOnlyItsRequester() throws Exception {
        FrameExchange exchange = new FrameExchange(8, 1_000_000);
        CompletableFuture<String> answer = CompletableFuture.supplyAsync(
                () -> submit(
                        exchange,
                        deadline -> {
                            throw new IllegalStateException("broken read");
                        },
                        5_000),
                THREADS);
        awaitWaiting(exchange, 1);
        exchange.runPending(System.nanoTime());
        assertTrue(answer.get(5, TimeUnit.SECONDS).contains("broken read"));
    }

    @Test
    void anErrorFromAReadFailsItsRequesterAndNeverReachesTheGameLoop() throws Exception {
        FrameExchange exchange = new FrameExchange(8, 1_000_000);
        CompletableFuture<String> answer = CompletableFuture.supplyAsync(
                () -> submit(
                        exchange,
                        deadline -> {
                            throw new AssertionError("an Error from toString()");
                        },
                        5_000),
                THREADS);
        awaitWaiting(exchange, 1);
        assertEquals(0, exchange.runPending(System.nanoTime()));
        assertEquals(
                "unavailable: Reading the world failed: the read threw java.lang.AssertionError: an Error from "
                        + "toString()",
                answer.get(5, TimeUnit.SECONDS));
        assertEquals(0, exchange.waiting());
        assertEquals(0, exchange.runPending(System.nanoTime()), "the failed read ran again");
    }

    @Test
    void aStackOverflowFromAReadFailsOnlyItsRequester() throws Exception {
        FrameExchange exchange = new FrameExchange(8, 1_000_000);
        CompletableFuture<String> answer = CompletableFuture.supplyAsync(
                () -> submit(
                        exchange,
                        deadline -> {
                            throw new StackOverflowError();
                        },
                        5_000),
                THREADS);
        awaitWaiting(exchange, 1);
        exchange.runPending(System.nanoTime());
        assertEquals(
                "unavailable: Reading the world failed: the read threw java.lang.StackOverflowError",
                answer.get(5, TimeUnit.SECONDS));
        assertEquals(0, exchange.waiting());
    }

    @Test
    void aVirtualMachineErrorFromAReadReachesTheGameLoopOnceAndFailsItsRequester() throws Exception {
        FrameExchange exchange = new FrameExchange(8, 1_000_000);
        OutOfMemoryError oom = new OutOfMemoryError("test: not a real one");
        CompletableFuture<String> answer = CompletableFuture.supplyAsync(
                () -> submit(
                        exchange,
                        deadline -> {
                            throw oom;
                        },
                        5_000),
                THREADS);
        awaitWaiting(exchange, 1);
        assertSame(oom, assertThrows(OutOfMemoryError.class, () -> exchange.runPending(System.nanoTime())));
        assertEquals(
                "unavailable: Reading the world failed: the read threw java.lang.OutOfMemoryError: test: not a "
                        + "real one",
                answer.get(5, TimeUnit.SECONDS));
        assertEquals(0, exchange.waiting());
        assertEquals(0, exchange.runPending(System.nanoTime()));
    }

    @Test
    void closingFailsWaitingReadsAndRefusesNewOnes() throws Exception {
        FrameExchange exchange = new FrameExchange(8, 1_000_000);
        CompletableFuture<String> answer =
                CompletableFuture.supplyAsync(() -> submit(exchange, deadline -> "x", 5_000), THREADS);
        awaitWaiting(exchange, 1);
        exchange.close();
        assertEquals("unavailable: The inspector is closed", answer.get(5, TimeUnit.SECONDS));
        assertEquals(0, exchange.waiting());
        assertThrows(ReadUnavailableException.class, () -> exchange.submit(deadline -> "y", 10));
    }

    /** Submits and answers the result, or "unavailable: reason". */
    private static String submit(FrameExchange exchange, GameThreadRead read, long timeoutMillis) {
        try {
            return exchange.submit(read, timeoutMillis);
        } catch (ReadUnavailableException e) {
            return "unavailable: " + e.getMessage();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void awaitWaiting(FrameExchange exchange, int count) throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (exchange.waiting() < count) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("only " + exchange.waiting() + " reads arrived, expected " + count);
            }
            Thread.sleep(2);
        }
    }
}
