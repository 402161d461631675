package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.ObserverException;
import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Applies a {@link ParsedSnapshot} to a world in two phases, so the world changes only if the
 * whole snapshot is valid:
 * <ol>
 *   <li><b>Decode</b> every row with its codec, before touching the world. Rows of a type with
 *       no entity field are decoded for good; rows with entity fields are decoded once with
 *       placeholder handles, to validate them.</li>
 *   <li><b>Check the world</b>: it must have room for every entity
 *       ({@link World#spawnCapacity()}), and every type with components must have a storage.</li>
 *   <li><b>Apply</b>: spawn one entity per snapshot entity (fresh handles, whatever the world
 *       already holds), make one stale handle if any reference needs it, decode the rows with
 *       entity fields again with the real handles, and add the components type by type in
 *       saved order (which reproduces each storage's iteration order in an empty world).</li>
 * </ol>
 * Every refusal happens before the apply phase, so the world, its allocator included, is
 * untouched. A failure in the apply phase refuses the load too, and undoes it: the load
 * despawns every entity it spawned, last first, before it throws. That happens when
 * <ul>
 *   <li>an observer fails ({@link ObserverException}): the load stops at the failing change
 *       and throws an {@link IllegalStateException} saying it was undone, with the first
 *       failure as its cause (an {@code ObserverException} says the observed change completed,
 *       which is no longer true once the load is undone, so it is not thrown as it is);</li>
 *   <li>a codec decodes differently the second time (it must not depend on handle values), or
 *       an observer changes the loaded entities under the load: that exception is rethrown.</li>
 * </ul>
 * The undo's despawns are observed like any other, so an observer that saw an add sees the
 * matching remove. An observer that fails during the undo does not stop it: the undo goes on
 * (a despawn whose observer fails still frees the slot) and the failure is added to the thrown
 * exception as suppressed.
 *
 * <p>After an undo the world holds what it held before: the same live entities, and in every
 * storage the same components in the same iteration order (the loaded ones were appended after
 * them, so removing them moves none of the others). What is not as before: the slots the load
 * used have had their generations moved on, so {@link World#slotCount()} may be higher and the
 * next spawn returns a different handle than an untouched twin's would. That is deliberate: the
 * handles the observers saw must stay stale, and reissuing them would be the ABA problem
 * generations exist to prevent. A storage the load created for a type the world never held
 * stays, empty; a removal record ({@link World#removed(Class)}) lists the undone components;
 * whatever the observers themselves changed stays changed.
 */
final class WorldLoader {

    private final ParsedSnapshot snapshot;
    private final ColumnReader reader;

    WorldLoader(ParsedSnapshot snapshot) {
        this.snapshot = snapshot;
        this.reader = new ColumnReader(snapshot);
    }

    LoadedSnapshot apply(World world) {
        List<ParsedType> types = snapshot.types;
        Object[][] decoded = new Object[types.size()][];
        boolean needsStale = false;
        for (int t = 0; t < types.size(); t++) {
            ParsedType type = types.get(t);
            boolean references = type.schema.hasEntityField();
            decoded[t] = new Object[type.rows];
            for (int r = 0; r < type.rows; r++) {
                Object value = decode(type, r, null, null);
                if (!references) {
                    decoded[t][r] = value;
                }
            }
            needsStale |= references && hasStaleReference(type);
        }

        int count = snapshot.entityCount;
        int needed = count + (needsStale ? 1 : 0);
        int room = world.spawnCapacity();
        if (needed > room) {
            throw new IllegalStateException("Cannot load a snapshot of " + count + " entities"
                    + (needsStale ? " (and one stale reference, which takes a slot for a moment)" : "") + " into "
                    + world
                    + ": it has room for " + room + " more (" + world.entityCount() + " live, limit "
                    + world.maxEntities() + "); load into a world built with a higher World.Builder.maxEntities, or"
                    + " despawn entities first. The world is unchanged");
        }
        ComponentStorage<?>[] storages = new ComponentStorage<?>[types.size()];
        for (int t = 0; t < types.size(); t++) {
            ParsedType type = types.get(t);
            if (hasComponents(type)) {
                storages[t] = world.storage(type.saved.type());
            }
        }
        Entity[] handles = new Entity[count];
        int spawned = 0;
        Entity stale = null;
        try {
            reserve(world, count);
            for (; spawned < count; spawned++) {
                handles[spawned] = world.spawn();
            }
            if (needsStale) {
                stale = world.spawn();
                world.despawn(stale);
            }
            for (int t = 0; t < types.size(); t++) {
                ParsedType type = types.get(t);
                if (type.schema.hasEntityField()) {
                    for (int r = 0; r < type.rows; r++) {
                        decoded[t][r] = decode(type, r, handles, stale);
                    }
                }
            }
            for (int t = 0; t < types.size(); t++) {
                ParsedType type = types.get(t);
                @SuppressWarnings("unchecked")
                ComponentStorage<Object> storage = (ComponentStorage<Object>) storages[t];
                for (int r = 0; r < type.rows; r++) {
                    int owner = type.owners[r];
                    if (owner != ParsedType.EXTRA) {
                        storage.add(handles[owner], decoded[t][r]);
                    }
                }
            }
        } catch (ObserverException e) {
            IllegalStateException undone = new IllegalStateException(
                    "An observer failed while loading a snapshot of "
                            + count + " entities into " + world
                            + ", so the load was undone: the entities it had spawned were"
                            + " despawned (their handles stay stale) and the world holds what it held before. The observer's"
                            + " failure is the cause: " + e.getMessage(),
                    e);
            undo(world, handles, spawned, undone);
            throw undone;
        } catch (RuntimeException e) {
            undo(world, handles, spawned, e);
            throw e;
        }
        Map<Class<?>, List<Object>> extras = new HashMap<>();
        for (int t = 0; t < types.size(); t++) {
            ParsedType type = types.get(t);
            for (int r = 0; r < type.rows; r++) {
                if (type.owners[r] == ParsedType.EXTRA) {
                    extras.computeIfAbsent(type.saved.type(), k -> new ArrayList<>())
                            .add(decoded[t][r]);
                }
            }
        }
        return new LoadedSnapshot(Arrays.asList(handles), extras);
    }

    /**
     * Despawns the first {@code spawned} loaded entities, last first (so a storage's earlier
     * entries never move), each despawn observed as usual. A failure of one despawn is added to
     * {@code failure} and the rest are still despawned.
     */
    private static void undo(World world, Entity[] handles, int spawned, RuntimeException failure) {
        for (int i = spawned - 1; i >= 0; i--) {
            try {
                world.despawn(handles[i]);
            } catch (RuntimeException e) {
                failure.addSuppressed(e);
            }
        }
    }

    /** Pre-sizes the world; the capacity check above guarantees the count is within its limit. */
    private static void reserve(World world, int count) {
        world.reserve(world.entityCount() + count);
    }

    private static boolean hasComponents(ParsedType type) {
        for (int r = 0; r < type.rows; r++) {
            if (type.owners[r] != ParsedType.EXTRA) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasStaleReference(ParsedType type) {
        for (int f = 0; f < type.schema.size(); f++) {
            if (type.schema.kinds[f] == FieldKind.ENTITY) {
                long[] column = type.numbers[f];
                for (int r = 0; r < type.rows; r++) {
                    if (column[r] == FieldKind.STALE_REF) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private Object decode(ParsedType type, int row, Entity[] handles, Entity stale) {
        reader.select(type, row, handles, stale);
        Object value;
        try {
            value = type.saved.codec().read(reader);
        } catch (SnapshotFormatException e) {
            throw e;
        } catch (RuntimeException e) {
            throw reader.fail("its codec refused the saved values: " + e, e);
        }
        if (value == null || value.getClass() != type.saved.type()) {
            throw reader.fail(
                    "its codec returned "
                            + (value == null ? "null" : "a " + value.getClass().getName()) + " instead of a "
                            + type.saved.type().getName(),
                    null);
        }
        return value;
    }
}
