package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;

/**
 * The entity a missile homes in on, held by handle. When the target dies the handle goes stale:
 * {@code world.get(entity, Position.class)} answers {@code null} even after a new enemy takes
 * the slot, so the missile notices and picks a new target (replacing this component) instead of
 * chasing the slot's new occupant.
 *
 * @param entity the target's handle
 */
// snippet:demo-target
public record Target(Entity entity) {}
// end:demo-target
