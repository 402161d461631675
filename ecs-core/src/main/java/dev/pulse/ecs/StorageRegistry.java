package dev.pulse.ecs;

import dev.pulse.ecs.internal.StorageIndex;
import java.util.Arrays;

/**
 * A world's component storages: created on first use, one per component class, never removed.
 *
 * <p>Three views of the same set, all copy-on-write under this object's lock so that threads
 * looking storages up while another creates one always see a consistent table: by
 * {@link ComponentType#id} (volatile), densely in creation order (volatile; despawn and trim walk
 * it), and a {@link StorageIndex} by class identity, the fast path of {@link World#storage(Class)},
 * kept in the world's own field to save a load on that path. The index is deliberately not volatile (a volatile read on every {@code world.get} measured
 * about 1.6x the storage path instead of 1.2x): it is immutable with final fields, so any thread
 * sees a complete one, and a thread that sees an older one misses and falls back to
 * {@link #of(ComponentType)}, which reads the volatile table.
 */
final class StorageRegistry {

    private final World world;
    private final GenerationalIndexAllocator allocator;
    /** Storages indexed by {@link ComponentType#id}; null where this world has none yet. */
    private volatile ComponentStorage<?>[] byId = new ComponentStorage<?>[16];
    /** The storages that exist, densely, in creation order. */
    private volatile ComponentStorage<?>[] all = new ComponentStorage<?>[0];
    /** The entity count storages are prepared for, also those created later. */
    private int reserved;

    StorageRegistry(World world, GenerationalIndexAllocator allocator) {
        this.world = world;
        this.allocator = allocator;
    }

    /** The storage of {@code type}, creating it on first use. */
    ComponentStorage<?> of(ComponentType type) {
        int id = type.id;
        ComponentStorage<?>[] table = byId;
        if (id < table.length) {
            ComponentStorage<?> storage = table[id];
            if (storage != null) {
                return storage;
            }
        }
        return create(type);
    }

    private synchronized ComponentStorage<?> create(ComponentType type) {
        ComponentStorage<?>[] table = byId;
        if (type.id < table.length && table[type.id] != null) {
            return table[type.id]; // another thread created it first
        }
        ComponentStorage<?> storage = new ComponentStorage<>(world, allocator, type);
        storage.reserve(reserved);
        table = Arrays.copyOf(table, Math.max(table.length, type.id + 1));
        table[type.id] = storage;
        ComponentStorage<?>[] dense = Arrays.copyOf(all, all.length + 1);
        dense[dense.length - 1] = storage;
        all = dense;
        world.storageIndex = new StorageIndex(dense);
        byId = table;
        return storage;
    }

    /** The storages that exist, in creation order (an array not to be changed). */
    ComponentStorage<?>[] all() {
        return all;
    }

    /**
     * Sets the world's observer registry ({@code null}: no subscriptions) and marks every storage
     * observed or not; under this lock, so a storage created meanwhile sees the new registry.
     */
    synchronized void observing(Observers observers) {
        world.observing = observers;
        for (ComponentStorage<?> storage : all) {
            storage.observed(observers != null);
        }
    }

    /** Tells {@code storage} whether its adds and its removals have observers ({@link ComponentStorage#heard}). */
    synchronized void heard(ComponentStorage<?> storage, TypeObservers listeners, boolean adds, boolean removals) {
        storage.heard(listeners, adds, removals);
    }

    /** Prepares every storage, existing and future, for {@code entities} entities. */
    synchronized void reserve(int entities) {
        reserved = Math.max(reserved, entities);
        for (ComponentStorage<?> storage : all) {
            storage.reserve(entities);
        }
    }
}
