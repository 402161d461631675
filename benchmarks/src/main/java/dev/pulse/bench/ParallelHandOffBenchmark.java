package dev.pulse.bench;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Scenario {@code handOff}: the floor under any parallel walk on the common ForkJoin pool. The
 * benchmark thread forks one task that only bumps a counter and spins until a pool worker has
 * run it, so the score is the time from {@code fork()} to a worker running the task. With
 * {@code gapMicros = 0} the next fork follows at once (the worker may still be scanning for work);
 * with a gap the worker has time to park first, as it has between a game's frames. A parallel
 * walk of {@code w} microseconds of work on two threads cannot take less than about
 * {@code handOff + w / 2}; {@code heavyCompute}'s {@code pulse-par} row is read against it.
 * The score includes the gap: subtract {@code gapMicros}.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ParallelHandOffBenchmark {

    /** Busy time of the benchmark thread before each fork, in microseconds. */
    @Param({"0", "200"})
    public int gapMicros;

    private final AtomicInteger ran = new AtomicInteger();
    private final Runnable bump = ran::incrementAndGet;

    /**
     * One hand-off: fork a task, wait (spinning) until a pool worker ran it.
     *
     * @return the number of tasks run so far
     */
    @Benchmark
    public int handOff() {
        if (gapMicros > 0) {
            long until = System.nanoTime() + gapMicros * 1_000L;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
        int before = ran.get();
        if (ForkJoinPool.getCommonPoolParallelism() < 1) {
            throw new IllegalStateException("the common pool has no worker to hand off to");
        }
        ForkJoinTask<?> task = ForkJoinTask.adapt(bump).fork();
        while (ran.get() == before) {
            Thread.onSpinWait();
        }
        task.join();
        return ran.get();
    }
}
