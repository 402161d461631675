package dev.pulse.ecs.internal;

import dev.pulse.ecs.seam.PlatformProbe;

/**
 * The threads that run parallel walks ({@code parallelForEach}) beside the calling thread, as a
 * seam: {@link ThreadWorkers} where the runtime has threads, none where it does not (TeaVM), so
 * there a parallel walk runs on its calling thread alone, with the same results.
 */
public abstract class ParallelWorkers {

    /** How long an idle worker spins before it parks, in nanoseconds ({@code -Dpulse.parallel.spinMicros}, default 100). */
    public static final long SPIN_NANOS = Math.max(0L, Long.getLong("pulse.parallel.spinMicros", 100L)) * 1_000L;

    private static final Object CREATION = new Object();
    private static volatile ParallelWorkers shared;

    /**
     * The process-wide workers, started on first use.
     */
    public static ParallelWorkers shared() {
        ParallelWorkers workers = shared;
        if (workers == null) {
            synchronized (CREATION) {
                workers = shared;
                if (workers == null) {
                    workers = create();
                    shared = workers;
                }
            }
        }
        return workers;
    }

    private static ParallelWorkers create() {
        PlatformProbe platform = PlatformProbe.current();
        ParallelWorkers threads = platform.threads()
                ? platform.load("dev.pulse.ecs.internal.ThreadWorkers", ParallelWorkers.class)
                : null;
        return threads != null ? threads : new NoWorkers();
    }

    /** Number of worker threads (the calling thread comes on top). */
    public abstract int threads();

    /**
     * Hands {@code claim} to every worker, unless another walk holds them. The caller runs
     * {@code claim} itself next, then calls {@link #finish()}, then waits for its chunks.
     *
     * @return {@code true} if the workers took the walk; {@code false} if the caller is alone
     */
    public abstract boolean start(Runnable claim);

    /** Releases the workers after the caller's own claim loop returned. */
    public abstract void finish();

    /** No worker threads: every walk runs on its calling thread alone. */
    private static final class NoWorkers extends ParallelWorkers {

        @Override
        public int threads() {
            return 0;
        }

        @Override
        public boolean start(Runnable claim) {
            return false;
        }

        @Override
        public void finish() {
            // nothing was started
        }
    }
}
