package dev.pulse.ecs;

/** Test tag: no fields, so no data is stored. */
record Frozen() {
}
