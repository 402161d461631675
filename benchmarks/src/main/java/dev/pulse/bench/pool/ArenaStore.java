package dev.pulse.bench.pool;

import dev.pulse.ecs.pool.GenerationalArena;
import dev.pulse.ecs.pool.Handle;

/** {@link GenerationalArena} behind {@link SlotStore}: generational handles, stale ones answer null. */
public final class ArenaStore implements SlotStore {

    private GenerationalArena<Item> arena;
    private Handle<Item>[] handles;

    /** Creates the store; call {@link #open(int)} before use. */
    public ArenaStore() {}

    @Override
    @SuppressWarnings("unchecked")
    public void open(int slots) {
        arena = new GenerationalArena<>();
        handles = (Handle<Item>[]) new Handle<?>[slots];
    }

    @Override
    public void insert(int slot, Item value) {
        handles[slot] = arena.insert(value);
    }

    @Override
    public Item get(int slot) {
        return arena.get(handles[slot]);
    }

    @Override
    public Item remove(int slot) {
        return arena.remove(handles[slot]);
    }
}
