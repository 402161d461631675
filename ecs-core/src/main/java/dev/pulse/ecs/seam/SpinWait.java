package dev.pulse.ecs.seam;

/**
 * The hint a thread gives while it busy-waits for another ({@code Thread.onSpinWait()} on
 * HotSpot; a {@link Thread#yield()} where that method does not exist).
 */
public interface SpinWait {

    /** Called once per turn of a busy-wait loop. */
    void onSpinWait();
}
