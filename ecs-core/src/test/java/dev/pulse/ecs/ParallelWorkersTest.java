package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.pulse.ecs.internal.ParallelWorkers;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The worker threads behind {@code parallelForEach} ({@link ParallelWorkers}, {@link ThreadWorkers}):
 * a walk uses them, nests without deadlock, two walks share them, and idle workers park. (Mutation
 * testing leaves this class out, as it leaves out the classes it tests: their threads outlive a
 * mutant in the test JVM.)
 */
@Timeout(30)
class ParallelWorkersTest {

    private static void busyMicros(long micros) {
        long until = System.nanoTime() + micros * 1_000L;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }

    @Test
    void aWalkRunsOnTheCallingThreadAndOnAWorker() {
        assumeTrue(
                Runtime.getRuntime().availableProcessors() >= 2,
                "needs two processors: on one, every walk runs on the calling thread alone");
        World world = ParallelForEachTest.worldWithEveryThirdFrozen();
        Set<String> threads = ConcurrentHashMap.newKeySet();
        AtomicInteger visited = new AtomicInteger();
        world.query(Position.class).parallelForEach((e, p, commands) -> {
            threads.add(Thread.currentThread().getName());
            visited.incrementAndGet();
            busyMicros(1); // 50 ms of work: long enough for a sleeping worker to join
        });
        assertEquals(ParallelForEachTest.COUNT, visited.get());
        assertTrue(threads.contains(Thread.currentThread().getName()), threads + " lacks the caller");
        assertTrue(threads.stream().anyMatch(name -> name.startsWith("pulse-parallel-")), threads + " lacks a worker");
    }

    @Test
    void aParallelWalkInsideAnActionRunsAloneAndDoesNotDeadlock() {
        World outer = ParallelForEachTest.worldWithEveryThirdFrozen();
        World inner = ParallelForEachTest.worldWithEveryThirdFrozen();
        Query1<Health> innerQuery = inner.query(Health.class);
        AtomicInteger innerVisits = new AtomicInteger();
        AtomicInteger innerWalks = new AtomicInteger();
        Thread caller = Thread.currentThread(); // inner's owner: its walk applies commands there
        // On a loaded machine the workers may take every chunk of a walk; walk until the caller got some.
        for (int walk = 0; walk < 100 && innerWalks.get() == 0; walk++) {
            outer.query(Health.class).parallelForEach((e, h, commands) -> {
                if (Thread.currentThread() == caller && h.hp() % 1_000 == 0) {
                    innerWalks.incrementAndGet();
                    innerQuery.parallelForEach((ie, ih, ic) -> innerVisits.incrementAndGet());
                }
            });
        }
        assertTrue(innerWalks.get() > 0, "the calling thread ran no chunk in 100 walks");
        assertEquals(
                innerWalks.get() * ParallelForEachTest.COUNT,
                innerVisits.get(),
                "every inner walk visits every entity");
    }

    @Test
    void whileOneWalkHoldsTheWorkersAnotherGetsNone() {
        ParallelWorkers workers = ParallelWorkers.shared();
        assumeTrue(workers.threads() > 0, "no worker threads on one processor");
        Runnable nothing = () -> {};
        assertTrue(workers.start(nothing));
        try {
            assertFalse(workers.start(nothing), "held by the first walk");
        } finally {
            workers.finish();
        }
        assertTrue(workers.start(nothing), "free again after finish");
        workers.finish();
    }

    @Test
    void walksOfTwoWorldsOnTwoThreadsAtOnceEachVisitEverything() throws Exception {
        long[] sums = new long[2];
        Thread[] threads = new Thread[2];
        Throwable[] failures = new Throwable[2];
        for (int t = 0; t < 2; t++) {
            int id = t;
            threads[t] = new Thread(() -> {
                try {
                    Query1<Health> query =
                            ParallelForEachTest.worldWithEveryThirdFrozen().query(Health.class); // owned here
                    for (int round = 0; round < 40; round++) {
                        AtomicInteger visits = new AtomicInteger();
                        query.parallelForEach((e, h, c) -> visits.incrementAndGet());
                        sums[id] += visits.get();
                    }
                } catch (Throwable failure) {
                    failures[id] = failure;
                }
            });
            threads[t].start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        for (int t = 0; t < 2; t++) {
            assertEquals(null, failures[t]);
            assertEquals(40L * ParallelForEachTest.COUNT, sums[t], "world " + t);
        }
    }

    @Test
    void idleWorkersGoToSleep() throws InterruptedException {
        assumeTrue(ParallelWorkers.shared().threads() > 0, "no worker threads on one processor");
        World world = ParallelForEachTest.worldWithEveryThirdFrozen();
        world.query(Position.class).parallelForEach((e, p, commands) -> busyMicros(1));
        long deadline = System.nanoTime() + 5_000_000_000L;
        boolean allParked = false;
        while (!allParked && System.nanoTime() < deadline) {
            Thread.sleep(5);
            allParked = true;
            for (Thread thread : Thread.getAllStackTraces().keySet()) {
                if (thread.getName().startsWith("pulse-parallel-")) {
                    allParked &= thread.getState() == Thread.State.WAITING;
                }
            }
        }
        assertTrue(
                allParked,
                "workers must stop spinning once no walk comes (" + ParallelWorkers.SPIN_NANOS / 1_000 + " µs)");
    }
}
