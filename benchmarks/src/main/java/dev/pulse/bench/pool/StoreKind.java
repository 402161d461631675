package dev.pulse.bench.pool;

import java.util.Locale;
import java.util.function.Supplier;

/** The stores the arena scenarios compare; the JMH parameter {@code impl} holds the {@link #key()}. */
public enum StoreKind {
    /** Pulse's {@code GenerationalArena}. */
    ARENA(ArenaStore::new),
    /** Pulse's {@code IdArena}: {@code long} ids, nothing allocated per insert. */
    IDARENA(IdArenaStore::new),
    /** {@code ArrayList} with a free list of plain int indices. */
    ARRAYLIST(ListStore::new),
    /** {@code HashMap<Integer, Item>} with never-repeating keys. */
    HASHMAP(MapStore::new);

    private final Supplier<SlotStore> factory;

    StoreKind(Supplier<SlotStore> factory) {
        this.factory = factory;
    }

    /**
     * The parameter value naming this store.
     *
     * @return the lower-case name
     */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Creates an empty store with {@code slots} handle slots, opened.
     *
     * @param slots handle slots
     * @return the store
     */
    public SlotStore open(int slots) {
        SlotStore store = factory.get();
        store.open(slots);
        return store;
    }

    /**
     * Looks a store up by its parameter value.
     *
     * @param key a value of the {@code impl} parameter, case-insensitive
     * @return the store kind
     * @throws IllegalArgumentException if {@code key} names none; lists the valid ones
     */
    public static StoreKind of(String key) {
        for (StoreKind k : values()) {
            if (k.key().equalsIgnoreCase(key)) {
                return k;
            }
        }
        throw new IllegalArgumentException(
                "Unknown impl '" + key + "' for an arena scenario: use arena, idarena, arraylist or hashmap");
    }
}
