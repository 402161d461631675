package dev.pulse.ecs.systems;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.World;

/**
 * The run condition of {@link RunCondition#changed(Class)}: true when some component of a type
 * was added, replaced or marked changed since the condition last answered. O(1): the storage
 * keeps its newest change stamp.
 */
final class ChangedCondition implements RunCondition {

    private final Class<?> type;
    private int seen = World.NEVER_RAN;

    ChangedCondition(Class<?> type) {
        if (type == null) {
            throw new NullPointerException("RunCondition.changed needs a component class, e.g. Position.class");
        }
        this.type = type;
    }

    @Override
    public boolean shouldRun(World world, Time time) {
        ComponentStorage<?> storage = world.storage(type);
        boolean changed = storage.changedSince(seen);
        // End the tick: every change after this answer is newer than what it has seen.
        seen = world.advanceTick();
        return changed;
    }

    @Override
    public String toString() {
        return "changed(" + type.getSimpleName() + ")";
    }
}
