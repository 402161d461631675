package dev.pulse.bench.pool;

import java.util.ArrayList;
import java.util.Arrays;

/**
 * Baseline: an {@link ArrayList} indexed by plain {@code int} handles, freed indices recycled
 * through a free list (no generations: a stale index reads whichever value took the index next).
 */
public final class ListStore implements SlotStore {

    private ArrayList<Item> items;
    private int[] free;
    private int freeCount;
    private int[] indices;

    /** Creates the store; call {@link #open(int)} before use. */
    public ListStore() {}

    @Override
    public void open(int slots) {
        items = new ArrayList<>();
        free = new int[16];
        freeCount = 0;
        indices = new int[slots];
    }

    @Override
    public void insert(int slot, Item value) {
        int index;
        if (freeCount > 0) {
            index = free[--freeCount];
            items.set(index, value);
        } else {
            index = items.size();
            items.add(value);
        }
        indices[slot] = index;
    }

    @Override
    public Item get(int slot) {
        return items.get(indices[slot]);
    }

    @Override
    public Item remove(int slot) {
        int index = indices[slot];
        Item old = items.set(index, null);
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, freeCount * 2);
        }
        free[freeCount++] = index;
        return old;
    }
}
