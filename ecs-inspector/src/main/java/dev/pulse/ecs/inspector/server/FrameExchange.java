package dev.pulse.ecs.inspector.server;

import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Hands reads of the world from HTTP threads to the game thread and the answers back, so that
 * nothing reads the world while the game mutates it.
 *
 * <p>An HTTP thread {@link #submit submits} a {@link GameThreadRead} and waits, at most a
 * timeout, for the game thread's next {@link #runPending(long)} (called from the inspector's
 * {@code onFrame()}). The game thread runs waiting reads in arrival order until the frame
 * budget is spent; a long read (a walk over many entities) runs in steps over several frames,
 * and reads behind it wait. Every frame makes progress on at least one read. A read whose requester gave up (timeout, closed connection, interrupted thread)
 * is removed from the queue and never runs. At most {@code maxPending} reads wait at once;
 * more are refused at once rather than queued.
 */
public final class FrameExchange {

    private final ConcurrentLinkedQueue<Pending> queue = new ConcurrentLinkedQueue<>();
    private final AtomicInteger waiting = new AtomicInteger();
    private final int maxPending;
    private final long budgetNanos;
    private volatile boolean closed;
    /** {@link System#nanoTime()} of the last frame, or 0 before the first. */
    private volatile long lastFrameNanos;

    /**
     * Creates an exchange.
     *
     * @param maxPending  the most reads that may wait at once
     * @param budgetNanos the game-thread time per frame after which no further read starts
     */
    public FrameExchange(int maxPending, long budgetNanos) {
        this.maxPending = maxPending;
        this.budgetNanos = budgetNanos;
    }

    /**
     * Queues a read for the game thread and waits for its answer.
     *
     * @param read          the read
     * @param timeoutMillis how long to wait for the game thread
     * @return the read's JSON answer
     * @throws ReadUnavailableException if too many reads wait, the game thread did not run it in
     *                                  time, the inspector closed, or the read failed
     * @throws InterruptedException     if the waiting thread is interrupted (the read is withdrawn)
     */
    public String submit(GameThreadRead read, long timeoutMillis)
            throws ReadUnavailableException, InterruptedException {
        if (closed) {
            throw new ReadUnavailableException("The inspector is closed");
        }
        if (waiting.incrementAndGet() > maxPending) {
            waiting.decrementAndGet();
            throw new ReadUnavailableException(
                    "Too many requests are waiting for the game thread (" + maxPending + "); try again in a moment");
        }
        Pending pending = new Pending(read);
        queue.add(pending);
        if (closed) { // closed between the first check and the add: close() may have missed it
            withdraw(pending);
            throw new ReadUnavailableException("The inspector is closed");
        }
        try {
            return pending.answer.get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            long last = lastFrameNanos;
            throw new ReadUnavailableException(
                    last == 0
                            ? "The game thread has not called inspector.onFrame() yet; call it once per frame, after "
                                    + "scheduler.tick(dt)"
                            : "The game thread did not answer within " + timeoutMillis + " ms (last onFrame() "
                                    + (System.nanoTime() - last) / 1_000_000 + " ms ago); is the game paused?");
        } catch (ExecutionException e) {
            throw new ReadUnavailableException(
                    "Reading the world failed: " + e.getCause().getMessage());
        } catch (CancellationException e) {
            throw new ReadUnavailableException("The inspector is closed");
        } finally {
            withdraw(pending);
        }
    }

    /** Removes a read that is still queued; a no-op once the game thread has taken it. */
    private void withdraw(Pending pending) {
        if (queue.remove(pending)) {
            waiting.decrementAndGet();
            pending.answer.cancel(false);
        }
    }

    /**
     * Runs waiting reads on the calling (game) thread, oldest first, until the budget counted
     * from {@code frameStart} is spent. The first waiting read always gets one
     * {@link GameThreadRead#step step}, so every frame makes progress; a read that is not done
     * when the budget ends keeps its place and resumes next frame.
     *
     * <p>A read that throws fails its requester only, with the reason, and is removed; the
     * caller does not see the throwable, unless it is a {@link VirtualMachineError} other than
     * {@link StackOverflowError}, which is rethrown (after failing the read).
     *
     * @param frameStart {@link System#nanoTime()} at the start of this frame's inspector work
     * @return the number of reads completed
     * @throws VirtualMachineError if a read threw one (other than a stack overflow)
     */
    public int runPending(long frameStart) {
        lastFrameNanos = frameStart;
        long deadline = frameStart + budgetNanos;
        int completed = 0;
        Pending pending;
        while ((pending = queue.peek()) != null) {
            if (pending.answer.isDone()) { // withdrawn by its requester
                take(pending);
                continue;
            }
            String answer;
            try {
                answer = pending.read.step(deadline);
            } catch (VirtualMachineError e) {
                take(pending);
                pending.answer.completeExceptionally(new IllegalStateException("the read threw " + e));
                UserCodeFailure.rethrowIfFatal(e); // the game must hear of it; a stack overflow is over
                continue;
            } catch (Throwable e) {
                // Game code the read called threw past it: fail this read, never the game loop.
                take(pending);
                pending.answer.completeExceptionally(
                        new IllegalStateException(UserCodeFailure.describe("the read", e)));
                continue;
            }
            if (answer == null) {
                break; // budget spent inside the read: it resumes next frame
            }
            take(pending);
            pending.answer.complete(answer);
            completed++;
            if (System.nanoTime() - deadline >= 0) {
                break;
            }
        }
        return completed;
    }

    /** Removes a read from the queue unless its requester already withdrew it. */
    private void take(Pending pending) {
        if (queue.remove(pending)) {
            waiting.decrementAndGet();
        }
    }

    /**
     * Returns the number of reads queued for the game thread. O(queued reads), at most the
     * limit.
     *
     * @return the count
     */
    public int waiting() {
        return queue.size();
    }

    /**
     * Tells whether the game thread has called {@link #runPending(long)} at least once.
     *
     * @return {@code true} once a frame has been seen
     */
    public boolean frameSeen() {
        return lastFrameNanos != 0;
    }

    /** Refuses new reads and fails the waiting ones. */
    public void close() {
        closed = true;
        Pending pending;
        while ((pending = queue.poll()) != null) {
            waiting.decrementAndGet();
            pending.answer.cancel(false);
        }
    }

    /** A queued read and the answer its requester waits for. */
    private static final class Pending {
        final GameThreadRead read;
        final CompletableFuture<String> answer = new CompletableFuture<>();

        Pending(GameThreadRead read) {
            this.read = read;
        }
    }
}
