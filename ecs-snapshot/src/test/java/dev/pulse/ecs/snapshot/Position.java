package dev.pulse.ecs.snapshot;

/** A test component: a record of floats (default codec). */
record Position(float x, float y) {
}
