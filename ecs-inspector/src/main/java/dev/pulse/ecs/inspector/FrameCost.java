package dev.pulse.ecs.inspector;

/**
 * The inspector's own time on the game thread, measured in {@link Inspector#onFrame()}: what an
 * attached inspector costs a frame.
 *
 * @param frames       frames seen
 * @param lastNanos    the last frame's cost, nanoseconds
 * @param averageNanos the mean cost per frame, nanoseconds ({@code 0} before the first frame)
 * @param maxNanos     the largest cost of one frame, nanoseconds
 */
public record FrameCost(long frames, long lastNanos, double averageNanos, long maxNanos) {}
