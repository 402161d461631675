package dev.pulse.ecs;

import dev.pulse.ecs.internal.ParallelWorkers;
import dev.pulse.ecs.seam.PlatformProbe;
import dev.pulse.ecs.seam.SpinWait;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The state of one parallel walk of a query ({@link Query#runParallel}), kept by the query and
 * reused by its next parallel walk, so that a walk allocates nothing once the query has walked
 * in parallel before: the chunks' command buffers, the per-chunk action adapters (each bound for
 * good to its chunk's buffer), the failure slots and the claim counters. It is also the
 * {@link Runnable} the worker threads run: each claims chunks until none is left.
 *
 * <p>A query keeps one spare run; a walk takes it (a walk that finds none, because another
 * thread's walk of the same query holds it, makes its own) and gives it back when done. The
 * caller writes the fields before handing the run to the workers
 * ({@link ParallelWorkers#start}) and reads the results after counting every chunk done, so
 * both directions are ordered by those volatile accesses.
 */
final class ParallelRun implements Runnable {

    /** Command buffer per chunk; entries are made once and kept (emptied after each walk). */
    Commands[] buffers = new Commands[0];
    /** Per chunk: the first exception its action threw in this walk, or null. */
    Throwable[] failures = new Throwable[0];
    /** Per chunk: the query's action adapter bound to that chunk's buffer (made on first use). */
    ChunkAction<?>[] adapters = new ChunkAction<?>[0];

    final AtomicInteger next = new AtomicInteger();
    final AtomicInteger done = new AtomicInteger();
    final AtomicBoolean failed = new AtomicBoolean();

    /** This walk: the query's chunk walk, the driver, the user's action, the range and the chunk count. */
    Query.Chunk chunk;

    ComponentStorage<?> driver;
    Object action;
    int units;
    int end;
    int chunks;

    /** Sets up a walk of {@code chunks} chunks: buffers, slots and counters ready. */
    void prepare(Query.Chunk chunk, ComponentStorage<?> driver, Object action, int units, int end, int chunks) {
        if (buffers.length < chunks) {
            int had = buffers.length;
            buffers = Arrays.copyOf(buffers, chunks);
            failures = Arrays.copyOf(failures, chunks);
            adapters = Arrays.copyOf(adapters, chunks);
            for (int i = had; i < chunks; i++) {
                buffers[i] = new Commands();
            }
        }
        this.chunk = chunk;
        this.driver = driver;
        this.action = action;
        this.units = units;
        this.end = end;
        this.chunks = chunks;
        next.set(0);
        done.set(0);
        failed.set(false);
    }

    /** Claims chunks until every one is claimed; after a failure the rest are claimed and skipped. */
    @Override
    public void run() {
        int count = chunks;
        for (int c = next.getAndIncrement(); c < count; c = next.getAndIncrement()) {
            try {
                if (!failed.get()) {
                    chunk.run(this, c, (int) ((long) units * c / count), (int) ((long) units * (c + 1) / count), end);
                }
            } catch (Throwable t) {
                failures[c] = t;
                failed.set(true);
            } finally {
                done.incrementAndGet();
            }
        }
    }

    /**
     * The adapter of chunk {@code c}, bound to its buffer, with this walk's action set.
     *
     * @param make makes the query's adapter for a buffer, the first time a chunk index is used
     */
    @SuppressWarnings("unchecked")
    <F extends ChunkAction<?>> F adapter(int c, java.util.function.Function<Commands, F> make) {
        ChunkAction<?> adapter = adapters[c];
        if (adapter == null) {
            adapter = make.apply(buffers[c]);
            adapters[c] = adapter;
        }
        adapter.action = action;
        return (F) adapter;
    }

    /** Fewest entity indexes or packed positions in one parallel chunk, so task overhead stays small. */
    static final int MIN_CHUNK = 256;

    /** The busy-wait hint while the last chunks of a parallel walk finish. */
    private static final SpinWait SPIN_WAIT = PlatformProbe.current().spinWait();

    /**
     * Runs {@code chunk} over the driver in parallel: locks it, cuts the range into chunks that
     * the calling thread and Pulse's worker threads claim one at a time (so a worker that wakes
     * late just claims fewer), waits for every participant, then applies the chunks' command
     * buffers in chunk order, or none if a chunk threw (rethrowing the first failure, the
     * others suppressed in it). Leaves this run reset for the next walk, whatever happens.
     */
    void walk(World world, ComponentStorage<?> driver, Query.Chunk chunk, Object action) {
        try {
            world.enterParallelWalk();
            int chunks;
            driver.lock();
            try {
                int end = driver.size;
                int units = driver.isDense() ? Query.denseLimit(driver) : end;
                ParallelWorkers workers = ParallelWorkers.shared();
                int threads = workers.threads() + 1;
                chunks = Math.max(1, Math.min(threads * 16, units / MIN_CHUNK));
                prepare(chunk, driver, action, units, end, chunks);
                boolean helped = chunks > 1 && workers.start(this);
                try {
                    run();
                } finally {
                    if (helped) {
                        workers.finish();
                    }
                }
                // Every chunk is claimed now; wait for those other threads still run (one each at most).
                for (int spins = 0; done.get() < chunks; spins++) {
                    if (spins < 10_000) {
                        SPIN_WAIT.onSpinWait();
                    } else {
                        Thread.yield();
                    }
                }
            } finally {
                driver.unlock();
                world.exitParallelWalk();
            }
            Throwable failure = null;
            for (int c = 0; c < chunks; c++) {
                Throwable t = failures[c];
                if (t != null) {
                    if (failure == null) {
                        failure = t;
                    } else {
                        failure.addSuppressed(t);
                    }
                }
            }
            if (failure instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (failure instanceof Error error) {
                throw error;
            }
            for (int c = 0; c < chunks; c++) {
                buffers[c].apply(world);
            }
        } finally {
            reset(); // a failed walk, or a failed apply, leaves no command behind for the next walk
        }
    }

    /** Forgets this walk's action and driver and empties every buffer and failure slot (a walk that failed applied none). */
    void reset() {
        for (int c = 0; c < chunks; c++) {
            buffers[c].clear();
            failures[c] = null;
            if (adapters[c] != null) {
                adapters[c].action = null;
            }
        }
        chunk = null;
        driver = null;
        action = null;
    }

    /**
     * A query's per-entity adapter for one chunk of a parallel walk: passes each entity to the
     * walk's action together with the chunk's command buffer.
     *
     * @param <F> the query's parallel action type
     */
    abstract static class ChunkAction<F> {
        /** The user's action of the current walk ({@code null} between walks). */
        Object action;
        /** This chunk's command buffer, the same for every walk. */
        final Commands commands;

        ChunkAction(Commands commands) {
            this.commands = commands;
        }

        /** The current walk's action. */
        @SuppressWarnings("unchecked")
        final F action() {
            return (F) action;
        }
    }
}
