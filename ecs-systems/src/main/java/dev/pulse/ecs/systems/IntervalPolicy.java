package dev.pulse.ecs.systems;

/**
 * What an {@link IntervalSystem} does when more than one interval elapsed since it last ran
 * (a long frame, or an interval shorter than the frame time).
 */
public enum IntervalPolicy {
    /** Run once per elapsed interval, so the number of runs matches game time exactly (Ashley). */
    CATCH_UP,
    /** Run once and drop the other elapsed intervals, keeping only the remainder (Artemis). */
    SKIP_MISSED
}
