package dev.pulse.ecs.snapshot;

/** A test component: a record with an int (default codec). */
record Health(int hp) {
}
