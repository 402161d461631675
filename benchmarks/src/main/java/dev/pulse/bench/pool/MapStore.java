package dev.pulse.bench.pool;

import java.util.HashMap;

/**
 * Baseline: a {@code HashMap<Integer, Item>} keyed by a counter that never repeats (so stale keys
 * miss, like generational handles), at the price of boxing and hashing.
 */
public final class MapStore implements SlotStore {

    private HashMap<Integer, Item> map;
    private int[] keys;
    private int nextKey;

    /** Creates the store; call {@link #open(int)} before use. */
    public MapStore() {}

    @Override
    public void open(int slots) {
        map = new HashMap<>();
        keys = new int[slots];
        nextKey = 0;
    }

    @Override
    public void insert(int slot, Item value) {
        int key = nextKey++;
        map.put(key, value);
        keys[slot] = key;
    }

    @Override
    public Item get(int slot) {
        return map.get(keys[slot]);
    }

    @Override
    public Item remove(int slot) {
        return map.remove(keys[slot]);
    }
}
