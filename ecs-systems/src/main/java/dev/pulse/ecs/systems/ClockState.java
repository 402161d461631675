package dev.pulse.ecs.systems;

/**
 * The saveable state of a scheduler's {@link Time}: everything that decides how many fixed
 * steps later ticks run. Save it with a game ({@link Scheduler#clockState()}) and give it to a
 * newly built scheduler ({@link Scheduler#restoreClock(ClockState)}) so the loaded game steps
 * exactly as the saved one would have.
 *
 * @param frame              ticks run so far
 * @param elapsedNanos       game time so far, nanoseconds
 * @param accumulatorNanos   game time not yet consumed by fixed steps, nanoseconds
 * @param fixedSteps         fixed steps run so far
 * @param droppedFixedSteps  fixed steps dropped by the per-tick cap so far
 */
public record ClockState(
        long frame, long elapsedNanos, long accumulatorNanos, long fixedSteps, long droppedFixedSteps) {

    /**
     * Checks the values.
     *
     * @param frame              ticks run so far
     * @param elapsedNanos       game time so far, nanoseconds
     * @param accumulatorNanos   game time not yet consumed by fixed steps, nanoseconds
     * @param fixedSteps         fixed steps run so far
     * @param droppedFixedSteps  fixed steps dropped by the per-tick cap so far
     * @throws IllegalArgumentException if a value is negative
     */
    public ClockState {
        if (frame < 0 || elapsedNanos < 0 || accumulatorNanos < 0 || fixedSteps < 0 || droppedFixedSteps < 0) {
            throw new IllegalArgumentException("A clock state has no negative values: " + this);
        }
    }
}
