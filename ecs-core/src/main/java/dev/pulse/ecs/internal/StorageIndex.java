package dev.pulse.ecs.internal;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.World;

/**
 * An immutable map from component class to storage, probed by the class's identity hash: the
 * fast path of {@link World#storage(Class)} and so of {@code world.get(entity, Type.class)}. A
 * hit is one hash read from the class object's header, an array probe and a reference compare,
 * cheaper than the class cache behind {@code ComponentType} (a {@link ClassValue} on HotSpot; it stays the path for
 * classes this world has not seen). The world replaces the whole index when it creates a
 * storage, so readers on other threads see either the old index or the new one, both complete.
 */
public final class StorageIndex {

    public static final StorageIndex EMPTY = new StorageIndex(new ComponentStorage<?>[0]);

    /** Open addressing, linear probing, at most half full so every probe ends at a null. */
    private final Class<?>[] keys;

    private final ComponentStorage<?>[] values;

    public StorageIndex(ComponentStorage<?>[] storages) {
        int capacity = Integer.highestOneBit(Math.max(4, storages.length * 2) - 1) << 1;
        keys = new Class<?>[capacity];
        values = new ComponentStorage<?>[capacity];
        int mask = capacity - 1;
        for (ComponentStorage<?> storage : storages) {
            Class<?> type = storage.type();
            int slot = System.identityHashCode(type) & mask;
            while (keys[slot] != null) {
                slot = (slot + 1) & mask;
            }
            keys[slot] = type;
            values[slot] = storage;
        }
    }

    /** The table's length: the smallest power of two at least twice the storages, and at least 4. */
    int capacity() {
        return keys.length;
    }

    /** The storage of {@code type}, or {@code null} if this index has none (or {@code type} is null). */
    public ComponentStorage<?> find(Class<?> type) {
        Class<?>[] keys = this.keys;
        int mask = keys.length - 1;
        for (int slot = System.identityHashCode(type) & mask; ; slot = (slot + 1) & mask) {
            Class<?> key = keys[slot];
            if (key == type) {
                return key == null ? null : values[slot];
            }
            if (key == null) {
                return null;
            }
        }
    }
}
