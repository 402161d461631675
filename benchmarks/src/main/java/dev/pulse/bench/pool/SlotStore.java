package dev.pulse.bench.pool;

/**
 * What the arena scenarios need from a store of values addressed by handles. The store keeps the
 * handle it returned for a value in its own table at a <em>slot</em> the scenario chooses, the way a
 * game keeps handles in its own arrays.
 */
public interface SlotStore {

    /**
     * Drops any previous contents and starts empty, with a handle table of {@code slots} slots.
     *
     * @param slots number of handle slots the scenario will use
     */
    void open(int slots);

    /**
     * Inserts a value and keeps its handle in {@code slot}.
     *
     * @param slot  the handle slot to fill
     * @param value the value
     */
    void insert(int slot, Item value);

    /**
     * Looks up the value whose handle is in {@code slot}.
     *
     * @param slot a handle slot
     * @return the value, or {@code null} if the store has none for that handle
     */
    Item get(int slot);

    /**
     * Removes the value whose handle is in {@code slot}.
     *
     * @param slot a slot holding the handle of a live value
     * @return the removed value
     */
    Item remove(int slot);
}
