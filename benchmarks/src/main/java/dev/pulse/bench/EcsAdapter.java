package dev.pulse.bench;

/**
 * The operations a scenario needs from an ECS, so each scenario is written once and run against
 * every library. Implementations use their library's fastest idiomatic API.
 *
 * <p>Entities are addressed by <em>slot</em>: an index into the adapter's own table of handles,
 * sized by {@link #open(int)}. Spawning into a slot overwrites the table entry; the entity that
 * was there before is not touched (despawn it first).
 *
 * <p>Every spawned entity gets {@code Position(x = serial, y = 0)} where {@code serial} counts the
 * adapter's spawns from 1, so a read through a stale handle can tell old data from a new
 * occupant's (see {@link AliasCensus}). Moving entities also get {@code Velocity(1, 2)}.
 *
 * <p>Not thread-safe; one adapter per benchmark state.
 */
public interface EcsAdapter {

    /**
     * Drops any previous world and opens a new, empty one with a table of {@code slots} handle
     * slots. The ECS itself is not told the size (no reserve), so growth costs are measured.
     *
     * @param slots number of handle slots the scenario will use
     */
    void open(int slots);

    /**
     * Spawns an entity with Position and Velocity and stores its handle in {@code slot}.
     *
     * @param slot the handle slot to fill
     */
    void spawnMoving(int slot);

    /**
     * Spawns an entity with Position only and stores its handle in {@code slot}.
     *
     * @param slot the handle slot to fill
     */
    void spawnStill(int slot);

    /**
     * Despawns the entity in {@code slot}. The slot keeps the now stale handle.
     *
     * @param slot a slot holding a live entity
     */
    void despawn(int slot);

    /**
     * Copies the handle in {@code slot} to the retired table (same index), then despawns the
     * entity. {@link #readRetiredX(int)} reads through that stale copy later.
     *
     * @param slot a slot holding a live entity
     */
    void retire(int slot);

    /**
     * Adds a Health component to the entity in {@code slot}.
     *
     * @param slot a slot holding a live entity without Health
     */
    void addHealth(int slot);

    /**
     * Removes the Health component of the entity in {@code slot}.
     *
     * @param slot a slot holding a live entity with Health
     */
    void removeHealth(int slot);

    /**
     * Reads {@code Position.x} of the entity in {@code slot} through its handle.
     *
     * @param slot a handle slot
     * @return the x coordinate, or {@link Float#NaN} if the library reports no such entity or
     *         component
     */
    float readX(int slot);

    /**
     * Reads {@code Position.x} through the stale handle saved by {@link #retire(int)}.
     *
     * @param slot a slot previously passed to {@link #retire(int)}
     * @return what the library answers: {@link Float#NaN} if it rejects the stale handle, else
     *         the x it finds (the old entity's, or a new occupant's: the ABA problem)
     */
    float readRetiredX(int slot);

    /**
     * Applies structural changes a library defers (Artemis applies deletes and subscription
     * updates in {@code world.process()}); a no-op for the others.
     */
    void flush();

    /** One tick over every entity with Position: {@code x += 1}. */
    void tickTranslate();

    /** One tick over every entity with Position and Velocity: {@code x += dx; y += dy}. */
    void tickMove();

    /**
     * Sums {@code Position.x} over every entity that has it, for checking tick results.
     *
     * @return the sum, in {@code double} to keep small increments visible
     */
    double sumX();

    /** Releases the world (Dominion has threads and caches to close). */
    void close();
}
