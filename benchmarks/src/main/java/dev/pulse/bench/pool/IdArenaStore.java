package dev.pulse.bench.pool;

import dev.pulse.ecs.pool.IdArena;

/** {@link IdArena} behind {@link SlotStore}: generational {@code long} ids kept in a {@code long[]}, stale ones answer null. */
public final class IdArenaStore implements SlotStore {

    private IdArena<Item> arena;
    private long[] ids;

    /** Creates the store; call {@link #open(int)} before use. */
    public IdArenaStore() {}

    @Override
    public void open(int slots) {
        arena = new IdArena<>();
        ids = new long[slots];
    }

    @Override
    public void insert(int slot, Item value) {
        ids[slot] = arena.insert(value);
    }

    @Override
    public Item get(int slot) {
        return arena.get(ids[slot]);
    }

    @Override
    public Item remove(int slot) {
        return arena.remove(ids[slot]);
    }
}
