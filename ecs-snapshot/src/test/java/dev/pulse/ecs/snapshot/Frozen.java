package dev.pulse.ecs.snapshot;

/** A test tag component: no fields. */
record Frozen() {
}
