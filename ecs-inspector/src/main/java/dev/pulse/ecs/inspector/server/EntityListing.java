package dev.pulse.ecs.inspector.server;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One page of the entity list, read on the game thread: live entities in slot order that match
 * a search, with the names of their components.
 *
 * <p>A search matches an entity whose index equals it ({@code 42}), whose handle prints as it
 * ({@code 42v3}), or which has a component whose class's simple name contains it, ignoring case
 * ({@code miss} finds every entity with a {@code Missile}). O(entities ever spawned) per page,
 * plus O(component classes) per listed entity.
 */
public final class EntityListing {

    /** Most entities on one page. */
    public static final int MAX_PAGE_SIZE = 200;
    /** Longest search text. */
    public static final int MAX_QUERY_LENGTH = 100;

    private EntityListing() {
    }

    /**
     * Reads one page.
     *
     * @param world    the world
     * @param query    the search, empty for every entity
     * @param page     the page number, from 0
     * @param pageSize entities per page, 1..{@link #MAX_PAGE_SIZE}
     * @return the JSON: {@code total}, {@code page}, {@code pageSize}, {@code query} and
     *         {@code entities} (each {@code id} as a decimal string, {@code index}, {@code generation}, {@code label},
     *         {@code components})
     */
    public static String read(World world, String query, int page, int pageSize) {
        List<ComponentStorage<?>> storages = new ArrayList<>();
        for (Class<?> type : world.componentTypes()) {
            storages.add(world.storage(type));
        }
        String needle = query.trim().toLowerCase(Locale.ROOT);
        List<ComponentStorage<?>> matchingTypes = new ArrayList<>();
        for (ComponentStorage<?> storage : storages) {
            if (!needle.isEmpty()
                    && ComponentReader.simpleName(storage.type()).toLowerCase(Locale.ROOT).contains(needle)) {
                matchingTypes.add(storage);
            }
        }
        long first = (long) page * pageSize;
        long last = first + pageSize;
        JsonWriter entities = new JsonWriter().beginArray();
        int[] total = {0};
        world.forEachEntity(entity -> {
            if (!matches(entity, needle, matchingTypes)) {
                return;
            }
            int position = total[0]++;
            if (position >= first && position < last) {
                writeEntity(entities, entity, storages);
            }
        });
        entities.endArray();
        return new JsonWriter().beginObject()
                .name("query").value(query)
                .name("page").value(page)
                .name("pageSize").value(pageSize)
                .name("total").value(total[0])
                .name("entities").raw(entities.toString())
                .endObject().toString();
    }

    private static boolean matches(Entity entity, String needle, List<ComponentStorage<?>> matchingTypes) {
        if (needle.isEmpty()) {
            return true;
        }
        if (needle.equals(Integer.toString(entity.index())) || needle.equals(label(entity).toLowerCase(Locale.ROOT))) {
            return true;
        }
        for (ComponentStorage<?> storage : matchingTypes) {
            if (storage.has(entity)) {
                return true;
            }
        }
        return false;
    }

    private static void writeEntity(JsonWriter json, Entity entity, List<ComponentStorage<?>> storages) {
        json.beginObject()
                .name("id").value(Long.toString(entity.id()))
                .name("index").value(entity.index())
                .name("generation").value(entity.generation())
                .name("label").value(label(entity))
                .name("components").beginArray();
        for (ComponentStorage<?> storage : storages) {
            if (storage.has(entity)) {
                json.value(ComponentReader.simpleName(storage.type()));
            }
        }
        json.endArray().endObject();
    }

    /**
     * The short label of a handle, {@code index v generation}, e.g. {@code 42v3}.
     *
     * @param entity the handle
     * @return the label
     */
    public static String label(Entity entity) {
        return entity.index() + "v" + entity.generation();
    }
}
