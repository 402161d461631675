package dev.pulse.ecs;

/** Test component that holds a handle to another entity. */
record Target(Entity entity) {}
