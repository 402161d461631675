package dev.pulse.ecs.internal;

import dev.pulse.ecs.seam.PlatformProbe;
import dev.pulse.ecs.seam.SpinWait;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * The {@link ParallelWorkers} of runtimes with threads: one fewer than the processors, daemon
 * threads named {@code pulse-parallel-N}, started by the first parallel walk in the process.
 * Loaded by name ({@link ParallelWorkers#shared()}), so TeaVM, which has no threads (and no
 * {@link LockSupport}), never compiles it.
 *
 * <p>Why not the common {@link java.util.concurrent.ForkJoinPool}: its workers park as soon as
 * they find no task, and a parked thread starts running about 25 µs after it is woken on the
 * machines we measure on (the {@code handOff} benchmark), which is a third of a 10k-entity
 * parallel tick. A worker here keeps spinning ({@code Thread.onSpinWait()} on HotSpot) for
 * {@link #SPIN_NANOS} after its last walk before it parks, so the walks of one tick, which run
 * back to back, start on every core at once; between frames the workers sleep. The spin is
 * set with the system property {@code pulse.parallel.spinMicros} (default 100; 0 parks at once).
 *
 * <p>One walk at a time: {@link #start(Runnable)} refuses while another walk holds the workers
 * (a walk of another world on another thread, or a parallel walk inside a parallel walk's
 * action), and that walk then runs on its calling thread alone. Work is handed out as a
 * {@code Runnable} that claims chunks until none is left, so a worker that joins late claims
 * fewer, and one that joins after the last chunk was claimed does nothing; the caller, not this
 * class, waits for the claimed chunks to finish.
 */
public final class ThreadWorkers extends ParallelWorkers {

    private static final SpinWait SPIN_WAIT = PlatformProbe.current().spinWait();

    private final Worker[] workers;
    private final AtomicBoolean busy = new AtomicBoolean();
    /** The claim loop of the walk that holds the workers, or {@code null}. */
    private volatile Runnable job;
    /** Bumped (after {@link #job} is set) for every walk handed out, so a worker runs each once. */
    private volatile long epoch;

    /** One fewer worker than {@link Runtime#availableProcessors()} (none on one processor). */
    public ThreadWorkers() {
        int threads = Math.max(0, Runtime.getRuntime().availableProcessors() - 1);
        workers = new Worker[threads];
        for (int i = 0; i < threads; i++) {
            workers[i] = new Worker(this, i + 1);
        }
        for (Worker worker : workers) {
            worker.start();
        }
    }

    /** Number of worker threads (the calling thread comes on top). */
    @Override
    public int threads() {
        return workers.length;
    }

    /**
     * Hands {@code claim} to every worker, unless another walk holds them. The caller runs
     * {@code claim} itself next, then calls {@link #finish()}, then waits for its chunks.
     *
     * @return {@code true} if the workers took the walk; {@code false} if the caller is alone
     */
    @Override
    public boolean start(Runnable claim) {
        if (workers.length == 0 || !busy.compareAndSet(false, true)) {
            return false;
        }
        job = claim;
        epoch = epoch + 1; // only the holder of busy writes it
        for (Worker worker : workers) {
            if (worker.parked) { // read after the epoch write: a worker about to park re-checks the epoch
                LockSupport.unpark(worker);
            }
        }
        return true;
    }

    /**
     * Releases the workers after the caller's own claim loop returned (every chunk is claimed
     * by then; workers finish the ones they hold, and take no more of this walk).
     */
    @Override
    public void finish() {
        job = null;
        busy.set(false);
    }

    /** One worker thread: runs each walk handed out, spins a while, then parks. */
    private static final class Worker extends Thread {

        private final ThreadWorkers pool;
        /** Set while parked (or about to), so a new walk knows whom to wake. */
        volatile boolean parked;

        Worker(ThreadWorkers pool, int number) {
            super("pulse-parallel-" + number);
            this.pool = pool;
            setDaemon(true);
        }

        @Override
        public void run() {
            long seen = pool.epoch;
            long idleSince = System.nanoTime();
            while (true) {
                long epoch = pool.epoch;
                if (epoch != seen) {
                    seen = epoch;
                    Runnable claim = pool.job;
                    if (claim != null) {
                        try {
                            claim.run();
                        } catch (Throwable ignored) {
                            // the claim loop records each chunk's failure itself; stay alive
                        }
                    }
                    idleSince = System.nanoTime();
                } else if (System.nanoTime() - idleSince < SPIN_NANOS) {
                    SPIN_WAIT.onSpinWait();
                } else {
                    parked = true;
                    if (pool.epoch == seen) { // re-checked after announcing: no walk is missed
                        LockSupport.park(pool);
                    }
                    parked = false;
                    idleSince = System.nanoTime();
                }
            }
        }
    }
}
