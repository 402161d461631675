package dev.pulse.demo.game;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;

/**
 * The game's despawn buffer: systems bury entities during a fixed step; the cleanup system
 * applies the buffer at the end of the step. Deferring keeps every system of the step looking
 * at the same set of entities, and counts exactly what was despawned.
 */
final class Graveyard {

    private final Commands commands = new Commands();
    private int buried;

    /** Records the despawn of an entity. */
    void bury(Entity entity) {
        commands.despawn(entity);
        buried++;
    }

    /** Returns the number of despawns recorded and not yet applied. */
    int pending() {
        return buried;
    }

    /**
     * Applies the recorded despawns.
     *
     * @return the number of entities despawned
     */
    long applyTo(World world, GameStats stats) {
        int skipped = commands.apply(world);
        long despawned = buried - skipped;
        stats.despawned += despawned;
        stats.skippedCommands += skipped;
        buried = 0;
        return despawned;
    }
}
