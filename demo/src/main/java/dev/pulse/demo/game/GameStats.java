package dev.pulse.demo.game;

/**
 * Counters of what happened in a game so far. Systems update them; everything else reads them.
 * All counts are cumulative since the game started.
 */
public final class GameStats {
    long spawned;
    long despawned;
    long enemiesSpawned;
    long kills;
    long timeouts;
    long launched;
    long hits;
    long staleTargets;
    long staleSlotReused;
    long retargets;
    long selfDestructs;
    long fuelOuts;
    long skippedCommands;

    GameStats() {}

    /**
     * Returns the number of entities spawned.
     *
     * @return spawned entities (enemies, turrets, missiles)
     */
    public long spawned() {
        return spawned;
    }

    /**
     * Returns the number of entities despawned.
     *
     * @return despawned entities; {@code spawned() - despawned()} equals the world's entity count
     */
    public long despawned() {
        return despawned;
    }

    /**
     * Returns the number of enemies spawned.
     *
     * @return spawned enemies
     */
    public long enemiesSpawned() {
        return enemiesSpawned;
    }

    /**
     * Returns the number of enemies destroyed by missiles.
     *
     * @return kills
     */
    public long kills() {
        return kills;
    }

    /**
     * Returns the number of enemies that died of old age.
     *
     * @return timeouts
     */
    public long timeouts() {
        return timeouts;
    }

    /**
     * Returns the number of missiles launched.
     *
     * @return launches
     */
    public long launched() {
        return launched;
    }

    /**
     * Returns the number of missile hits.
     *
     * @return hits, fatal or not
     */
    public long hits() {
        return hits;
    }

    /**
     * Returns how often a missile found its target handle stale.
     *
     * @return {@link #retargets()} plus {@link #selfDestructs()}
     */
    public long staleTargets() {
        return staleTargets;
    }

    /**
     * Returns how many of the stale handles pointed at a slot that already held a new, live
     * entity: the cases in which a plain index would have sent the missile after the wrong enemy.
     *
     * @return stale handles whose slot had been reused
     */
    public long staleSlotReused() {
        return staleSlotReused;
    }

    /**
     * Returns the number of retargets caused by stale handles.
     *
     * @return retargets to the nearest live enemy
     */
    public long retargets() {
        return retargets;
    }

    /**
     * Returns the number of missiles that self-destructed because their target was gone and no
     * enemy was near.
     *
     * @return self-destructs
     */
    public long selfDestructs() {
        return selfDestructs;
    }

    /**
     * Returns the number of missiles that ran out of fuel.
     *
     * @return fuel-outs
     */
    public long fuelOuts() {
        return fuelOuts;
    }

    /**
     * Returns the number of recorded despawns that were skipped because the entity was already
     * gone. The game records each death once, so this stays zero.
     *
     * @return skipped commands
     */
    public long skippedCommands() {
        return skippedCommands;
    }
}
