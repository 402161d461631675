package dev.pulse.bench.pool;

/** The value stored in the arena scenarios: one int, so reads have something to sum. */
public final class Item {
    /** The payload. */
    public final int value;

    /**
     * Creates an item.
     *
     * @param value the payload
     */
    public Item(int value) {
        this.value = value;
    }
}
