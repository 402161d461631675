package dev.pulse.ecs.systems;

/**
 * What {@link Scheduler.Builder#build()} does when two systems of a phase have conflicting access
 * but no ordering constraint between them (see {@link AmbiguityReport}).
 */
public enum AmbiguityPolicy {
    /**
     * Build anyway; run such pairs in registration order (deterministic, never raced) and list
     * them in {@link Scheduler#ambiguityReport()}. The default.
     */
    REPORT,
    /** Refuse to build: {@link ScheduleBuildException} with the report as its message. */
    FAIL
}
