package dev.pulse.ecs.internal;

import dev.pulse.ecs.World;

/**
 * The one thread allowed to make structural changes to a world (spawn, despawn, add, remove,
 * parent links, clear, reserve, trim, applying commands), and the parallel walks during which
 * no thread is.
 *
 * <p>The first structural change claims an unowned world; {@link #bindToCurrentThread()} hands
 * it over on purpose. While a parallel walk runs the owner is {@link #WALKING}, a thread that
 * never runs, so the one compare of {@link #check()} covers both rules on the fast path. Every
 * write of the field happens under this object's lock, on the slow path; the fast path reads
 * it without the lock: the owner reads what it wrote itself, and a thread that sees an older
 * value fails the compare and re-reads it under the lock. The field is volatile for the one
 * thread whose older value passes the compare, the former owner: after another thread takes
 * the world ({@link #bindToCurrentThread()}) or starts a parallel walk, a former owner that goes
 * on changing the world is refused at its next check. With a plain field a compiled loop of
 * changes may keep its first read for ever and never be refused (C2 does that: ecs-stress's
 * {@code OwnerThreadRace.HandOver}); a volatile read is a plain load on x86 that the compiler
 * may not hoist. (A lock rather than a {@code VarHandle} for the writes: the slow path runs
 * once per claim or refusal, and the lock works on every runtime Pulse supports.)
 * {@link World}'s class documentation has the thread-safety table this enforces.
 */
public final class OwnerThread {

    /** Stands in for the owner while a parallel walk runs: no thread ever is it. */
    private static final Thread WALKING = new Thread("pulse: parallel walk running (never started)");

    /** Names the world in messages. */
    private final World world;
    /**
     * The owner, {@code null} until the first structural change, or {@link #WALKING}; written
     * under the lock, volatile so that a former owner sees a new one (see the class documentation).
     */
    private volatile Thread thread;
    /** The owner to restore when the last parallel walk ends; guarded by {@code this}. */
    private Thread ownerBeforeWalks;
    /** Parallel walks in progress; written under the lock, volatile so their workers see it set. */
    private volatile int parallelWalks;

    public OwnerThread(World world) {
        this.world = world;
    }

    /**
     * Throws unless the calling thread may make a structural change now: it owns the world (or
     * claims it, unowned), and no parallel walk runs.
     */
    public void check() {
        if (thread != Thread.currentThread()) { // also true during parallel walks (WALKING)
            refuseOrClaim();
        }
    }

    /** The slow path of {@link #check()}: claims an unowned world, or throws. */
    private synchronized void refuseOrClaim() {
        if (parallelWalks != 0) {
            throw parallelWalkRunning();
        }
        Thread current = Thread.currentThread();
        Thread bound = thread;
        if (bound == current) {
            return; // bound by bindToCurrentThread() after this thread last looked
        }
        if (bound == null) {
            thread = current; // the first structural change binds the world to its thread
            return;
        }
        throw new IllegalStateException("Cannot spawn, despawn, add, remove or apply commands in " + world
                + " from thread '" + current.getName() + "': the world belongs to thread '"
                + (bound == null ? "?" : bound.getName()) + "', and two threads changing it at once would corrupt"
                + " it. Record the change in a Commands buffer and apply it on the owner thread, or hand the"
                + " world over with world.bindToCurrentThread() once the owner has stopped using it");
    }

    /** See {@link World#bindToCurrentThread()}. */
    public synchronized void bindToCurrentThread() {
        if (parallelWalks != 0) {
            throw parallelWalkRunning();
        }
        thread = Thread.currentThread();
    }

    /** Marks a parallel walk as running: structural changes are refused until it ends. */
    public synchronized void enterParallelWalk() {
        if (parallelWalks++ == 0) {
            ownerBeforeWalks = thread;
            thread = WALKING;
        }
    }

    /** Ends a parallel walk; the last one to end gives the world back to its owner. */
    public synchronized void exitParallelWalk() {
        if (parallelWalks-- == 1) {
            thread = ownerBeforeWalks;
            ownerBeforeWalks = null;
        }
    }

    private static IllegalStateException parallelWalkRunning() {
        return new IllegalStateException("Cannot spawn, despawn, add or remove while a parallelForEach is "
                + "running: its actions run on several threads at once. Record the change in the Commands "
                + "the action receives; they are applied, in entity order, when the walk ends");
    }
}
