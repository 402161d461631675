package dev.pulse.ecs;

/** Test component: an immutable record. */
record Health(int hp) {
}
