package dev.pulse.ecs.systems;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;

/**
 * Four more test components, so that the typed systems of five to eight components have classes
 * to receive beside {@link Counter}, {@code Position}, {@code Velocity} and {@code Frozen}. Each
 * remembers the entity it was given to, so a body handed another entity's component, or the
 * components out of order, can tell.
 */
final class WideComponents {

    private WideComponents() {}

    /** The fifth component class of a wide typed system. */
    record Armor(Entity owner) {}

    /** The sixth. */
    record Mana(Entity owner) {}

    /** The seventh. */
    record Team(Entity owner) {}

    /** The eighth. */
    record Goal(Entity owner) {}

    /** Gives {@code entity} one of each, owned by it. */
    static void addAll(World world, Entity entity) {
        world.add(entity, new Armor(entity));
        world.add(entity, new Mana(entity));
        world.add(entity, new Team(entity));
        world.add(entity, new Goal(entity));
    }
}
