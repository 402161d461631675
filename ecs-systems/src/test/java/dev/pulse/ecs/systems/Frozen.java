package dev.pulse.ecs.systems;

/** Test tag component. */
final class Frozen {
}
