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
 * ({@code miss} finds every entity with a {@code Missile}). A page costs O(component classes)
 * per listed entity plus the walk up to it: O(page number × page size) without a search or
 * with a search naming one component class, O(entities ever spawned) otherwise.
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
        // When the total is known without a walk (no search, or a search naming exactly one
        // component class and no index), the walk stops once the page is full: the first pages
        // cost O(page) instead of O(entities).
        int knownTotal = -1;
        if (needle.isEmpty()) {
            knownTotal = world.entityCount();
        } else if (matchingTypes.size() == 1 && !looksLikeHandle(needle)) {
            knownTotal = matchingTypes.get(0).size();
        }
        JsonWriter entities = new JsonWriter().beginArray();
        int[] seen = {0};
        boolean stopEarly = knownTotal >= 0;
        try {
            world.forEachEntity(entity -> {
                if (!matches(entity, needle, matchingTypes)) {
                    return;
                }
                int position = seen[0]++;
                if (position >= first && position < last) {
                    writeEntity(entities, entity, storages);
                } else if (stopEarly && position >= last) {
                    throw PageFull.INSTANCE;
                }
            });
        } catch (PageFull full) {
            // the page is complete and the total known
        }
        entities.endArray();
        return new JsonWriter().beginObject()
                .name("query").value(query)
                .name("page").value(page)
                .name("pageSize").value(pageSize)
                .name("total").value(stopEarly ? knownTotal : seen[0])
                .name("entities").raw(entities.toString())
                .endObject().toString();
    }

    /** Whether a search could be an entity index or handle ({@code 42}, {@code 42v3}). */
    private static boolean looksLikeHandle(String needle) {
        return !needle.isEmpty() && Character.isDigit(needle.charAt(0));
    }

    /**
     * Ends a walk early once the page is full. {@code World.forEachEntity} has no early exit,
     * and the list must not cost a walk over every entity for its first page; preallocated and
     * without a stack trace, so throwing it costs no more than a return.
     */
    private static final class PageFull extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final PageFull INSTANCE = new PageFull();

        private PageFull() {
            super("page full", null, false, false);
        }
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
