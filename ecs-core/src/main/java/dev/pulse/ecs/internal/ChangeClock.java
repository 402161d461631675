package dev.pulse.ecs.internal;

import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;

/**
 * A world's change tick and, per thread, the baseline of the system running on it (bevy's
 * model: every change is stamped with the current tick, and a system sees the changes stamped
 * after the tick it last ran at).
 *
 * <p>Ticks are {@code int}s compared by subtraction ({@code stamp - since > 0}), so any two
 * ticks less than 2<sup>31</sup> advances apart compare correctly. The clock starts at 1; a
 * stamp of 0 means "before change tracking started for that type", and the baseline
 * {@link #NEVER} (-1) means "has never run": everything passes it.
 */
public final class ChangeClock {

    /** The baseline of a system that has never run: every stamp is newer. */
    public static final int NEVER = -1;
    /** Marks "no system runs on this thread" in the per-thread baseline. */
    public static final int NO_SYSTEM = Integer.MIN_VALUE;

    private static final AtomicIntegerFieldUpdater<ChangeClock> TICK =
            AtomicIntegerFieldUpdater.newUpdater(ChangeClock.class, "tick");

    /** The current tick: changes made now are stamped with it. */
    private volatile int tick = 1;
    /** Per thread: the last-run tick of the system running on it, or {@link #NO_SYSTEM}. */
    private final ThreadLocal<int[]> baseline = new ThreadLocal<>() {
        @Override
        protected int[] initialValue() {
            return new int[] {NO_SYSTEM};
        }
    };

    /** The current tick: what a change made now is stamped with. */
    public int tick() {
        return tick;
    }

    /** Ends the current tick and starts the next; answers the tick that ended. Any thread. */
    public int advance() {
        return TICK.getAndAdd(this, 1);
    }

    /** The last-run tick of the system running on this thread, or {@link #NO_SYSTEM} outside a system. */
    public int systemBaseline() {
        return baseline.get()[0];
    }

    /** Sets this thread's system baseline to {@code lastRun}; answers the one it replaces. */
    public int enterSystem(int lastRun) {
        int[] slot = baseline.get();
        int previous = slot[0];
        slot[0] = lastRun;
        return previous;
    }

    /** Restores the baseline {@link #enterSystem} answered. */
    public void exitSystem(int previous) {
        baseline.get()[0] = previous;
    }

    /** Whether {@code stamp} is newer than {@code since}, wrap-safe. */
    public static boolean newer(int stamp, int since) {
        return stamp - since > 0;
    }
}
