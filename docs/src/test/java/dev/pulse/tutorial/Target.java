package dev.pulse.tutorial;

import dev.pulse.ecs.Entity;

// snippet:target
/** What a turret aims at: a handle to another entity, which may die at any time. */
public record Target(Entity entity) {
}
// end:target
