package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.Entity;

/** A test component: an entity reference (default codec). */
record Target(Entity entity) {}
