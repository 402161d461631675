package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import java.util.Arrays;

/**
 * Remembers the last entity spawned into each slot, so the game can tell (for its statistics)
 * whether a stale handle's slot already holds a new entity. Game logic never uses it to find
 * a target: that is exactly the mistake generational handles prevent.
 */
final class SpawnLedger {

    private Entity[] bySlot = new Entity[1024];

    /** Records a freshly spawned entity as its slot's occupant. */
    void record(Entity entity) {
        int index = entity.index();
        if (index >= bySlot.length) {
            bySlot = Arrays.copyOf(bySlot, Math.max(index + 1, bySlot.length * 2));
        }
        bySlot[index] = entity;
    }

    /**
     * Tells whether the slot of a stale handle now holds a different entity.
     *
     * @param stale a handle that no longer resolves
     * @return {@code true} if a newer entity was spawned into its slot
     */
    boolean slotReused(Entity stale) {
        int index = stale.index();
        return index < bySlot.length && bySlot[index] != null && !bySlot[index].equals(stale);
    }
}
