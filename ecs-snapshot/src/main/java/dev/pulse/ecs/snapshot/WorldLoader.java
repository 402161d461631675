package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
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
 *   <li><b>Apply</b>: spawn one entity per snapshot entity (fresh handles, whatever the world
 *       already holds), make one stale handle if any reference needs it, decode the rows with
 *       entity fields again with the real handles, and add the components type by type in
 *       saved order (which reproduces each storage's iteration order in an empty world).</li>
 * </ol>
 * Only a codec that decodes differently the second time can fail in the apply phase; the
 * entities spawned so far are then despawned before the exception is thrown.
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
                ComponentStorage<Object> storage = (ComponentStorage<Object>) world.storage(type.saved.type());
                for (int r = 0; r < type.rows; r++) {
                    int owner = type.owners[r];
                    if (owner != ParsedType.EXTRA) {
                        storage.add(handles[owner], decoded[t][r]);
                    }
                }
            }
        } catch (RuntimeException e) {
            for (int i = 0; i < spawned; i++) {
                world.despawn(handles[i]);
            }
            throw e;
        }
        Map<Class<?>, List<Object>> extras = new HashMap<>();
        for (int t = 0; t < types.size(); t++) {
            ParsedType type = types.get(t);
            for (int r = 0; r < type.rows; r++) {
                if (type.owners[r] == ParsedType.EXTRA) {
                    extras.computeIfAbsent(type.saved.type(), k -> new ArrayList<>()).add(decoded[t][r]);
                }
            }
        }
        return new LoadedSnapshot(Arrays.asList(handles), extras);
    }

    private static void reserve(World world, int count) {
        long wanted = (long) world.entityCount() + count;
        if (wanted <= Integer.MAX_VALUE) {
            try {
                world.reserve((int) wanted);
            } catch (IllegalArgumentException tooMany) {
                // The spawns below fail with the world's own message if the limit is really reached.
            }
        }
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
            throw reader.fail("its codec returned " + (value == null ? "null" : "a " + value.getClass().getName())
                    + " instead of a " + type.saved.type().getName(), null);
        }
        return value;
    }
}
