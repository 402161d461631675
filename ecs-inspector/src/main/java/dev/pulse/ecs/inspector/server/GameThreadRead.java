package dev.pulse.ecs.inspector.server;

/**
 * A read of the world that runs on the game thread, between two frames, and answers JSON. A
 * read may take several frames: each {@link #step} does some work and answers {@code null}
 * until it is done, so that no frame pays for more than its budget plus one step.
 */
@FunctionalInterface
public interface GameThreadRead {

    /**
     * Does the next part of the read: at least a little work (so that every frame makes
     * progress), and more while {@link System#nanoTime()} is before {@code deadlineNanos}.
     *
     * @param deadlineNanos when this frame's inspector budget ends, in {@link System#nanoTime()} time
     * @return the JSON answer once the read is complete, {@code null} to continue next frame
     */
    String step(long deadlineNanos);
}
