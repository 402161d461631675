package dev.pulse.ecs.inspector.server;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One page of the entity list, read on the game thread: live entities in slot order that match
 * a search, with the names of their components.
 *
 * <p>A search matches the entity in a slot ({@code 42}), one handle ({@code 42v3}), or every
 * entity that has a component whose class's own simple name contains it, ignoring case
 * ({@code miss} finds every entity with a {@code Missile}).
 *
 * <h2>Cost, and steps</h2>
 * A slot or handle search is one lookup. Otherwise the read walks the slots in order, in
 * {@linkplain #step steps} that stop at the frame's deadline (checked every
 * {@link #SLOTS_PER_CHECK} slots, at least that many per step), so a walk over a large world
 * spreads over several frames instead of stalling one. Without a search, or with a search that
 * names exactly one component class, the total is known up front and the walk stops once the
 * page is full: page {@code p} costs O((p + 1) × page size) slots plus the free ones among
 * them. Any other search walks every slot to count its matches. A walk that spans frames sees
 * the world as each frame leaves it: an entity spawned or despawned meanwhile may be missed or
 * counted twice, so such a page is approximate; a single-step page is exact.
 */
public final class EntityListing implements GameThreadRead {

    /** Most entities on one page. */
    public static final int MAX_PAGE_SIZE = 200;
    /** Longest search text. */
    public static final int MAX_QUERY_LENGTH = 100;
    /** Slots walked between two looks at the clock; also the least work of one step. */
    public static final int SLOTS_PER_CHECK = 4096;

    private static final Pattern HANDLE = Pattern.compile("(\\d{1,10})(?:v(\\d{1,10}))?");

    private final World world;
    private final String query;
    private final int page;
    private final int pageSize;
    private final long first;
    private final long last;
    private final List<ComponentStorage<?>> storages = new ArrayList<>();
    private final List<ComponentStorage<?>> matchingTypes = new ArrayList<>();
    private final boolean matchAll;
    /** The total when known without a full walk, else -1. */
    private final int knownTotal;

    private final JsonWriter entities = new JsonWriter().beginArray();
    private int cursor;
    private int seen;
    /** The page filled up before the end of the slots, and the total was known. */
    private boolean stoppedEarly;

    /**
     * Prepares a page read. Runs on the game thread (it looks at the world's component types).
     *
     * @param world    the world
     * @param query    the search, empty for every entity
     * @param page     the page number, from 0
     * @param pageSize entities per page, 1..{@link #MAX_PAGE_SIZE}
     */
    public EntityListing(World world, String query, int page, int pageSize) {
        this.world = world;
        this.query = query;
        this.page = page;
        this.pageSize = pageSize;
        this.first = (long) page * pageSize;
        this.last = first + pageSize;
        String needle = query.trim().toLowerCase(Locale.ROOT);
        for (Class<?> type : world.componentTypes()) {
            ComponentStorage<?> storage = world.storage(type);
            storages.add(storage);
            if (!needle.isEmpty() && ownName(type).toLowerCase(Locale.ROOT).contains(needle)) {
                matchingTypes.add(storage);
            }
        }
        matchAll = needle.isEmpty();
        knownTotal = matchAll
                ? world.entityCount()
                : matchingTypes.size() == 1 ? matchingTypes.get(0).size() : -1;
        Matcher handle = HANDLE.matcher(needle);
        if (handle.matches()) {
            findHandle(handle);
        }
    }

    /**
     * Reads a page in one go, whatever it costs: for tests and benchmarks.
     *
     * @param world    the world
     * @param query    the search
     * @param page     the page number
     * @param pageSize entities per page
     * @return the JSON, as {@link #step} answers it
     */
    public static String read(World world, String query, int page, int pageSize) {
        // A deadline a century away, written so that the subtraction in step() cannot overflow.
        return new EntityListing(world, query, page, pageSize).step(System.nanoTime() + Long.MAX_VALUE / 2);
    }

    /** The class's own simple name, without enclosing classes (they would match every nested type). */
    private static String ownName(Class<?> type) {
        String simple;
        try {
            simple = type.getSimpleName();
        } catch (LinkageError | InternalError e) { // malformed nesting or name in hand-made bytecode
            return type.getName();
        }
        return simple.isEmpty() ? type.getName() : simple;
    }

    /** A slot or handle search: one lookup, then the walk has nothing left to do. */
    private void findHandle(Matcher handle) {
        long index = Long.parseLong(handle.group(1));
        Entity entity = index <= Integer.MAX_VALUE ? world.entityAt((int) index) : null;
        boolean generationMatches =
                handle.group(2) == null || (entity != null && Long.parseLong(handle.group(2)) == entity.generation());
        if (entity != null && generationMatches) {
            if (first == 0) {
                writeEntity(entity);
            }
            seen = 1;
        }
        cursor = Integer.MAX_VALUE; // done
    }

    /**
     * Walks on from where the last step stopped until the deadline, the end of the slots, or a
     * full page whose total is known.
     *
     * @param deadlineNanos the frame's deadline
     * @return the JSON ({@code total}, {@code page}, {@code pageSize}, {@code query} and
     *         {@code entities}: each {@code id} as a decimal string, {@code index},
     *         {@code generation}, {@code label}, {@code components}), or {@code null} to continue
     */
    @Override
    public String step(long deadlineNanos) {
        int slots = world.slotCount();
        while (cursor < slots) {
            int end = (int) Math.min(slots, (long) cursor + SLOTS_PER_CHECK);
            for (int i = cursor; i < end; i++) {
                Entity entity = world.entityAt(i);
                if (entity == null || !matches(entity)) {
                    continue;
                }
                int position = seen++;
                if (position >= first && position < last) {
                    writeEntity(entity);
                } else if (position >= last && knownTotal >= 0) {
                    stoppedEarly = true;
                    cursor = Integer.MAX_VALUE;
                    return answer();
                }
            }
            cursor = end;
            if (cursor < slots && System.nanoTime() - deadlineNanos >= 0) {
                return null;
            }
        }
        return answer();
    }

    private String answer() {
        return new JsonWriter()
                .beginObject()
                .name("query")
                .value(query)
                .name("page")
                .value(page)
                .name("pageSize")
                .value(pageSize)
                .name("total")
                .value(stoppedEarly ? knownTotal : seen)
                .name("entities")
                .raw(entities.endArray().toString())
                .endObject()
                .toString();
    }

    private boolean matches(Entity entity) {
        if (matchAll) {
            return true;
        }
        for (ComponentStorage<?> storage : matchingTypes) {
            if (storage.has(entity)) {
                return true;
            }
        }
        return false;
    }

    /** Writes the fields that name {@code entity} (id, index, generation, label) into an open object. */
    static JsonWriter identity(JsonWriter json, Entity entity) {
        return json.name("id")
                .value(Long.toString(entity.id()))
                .name("index")
                .value(entity.index())
                .name("generation")
                .value(entity.generation())
                .name("label")
                .value(label(entity));
    }

    private void writeEntity(Entity entity) {
        identity(entities.beginObject(), entity).name("components").beginArray();
        for (ComponentStorage<?> storage : storages) {
            if (storage.has(entity)) {
                entities.value(ComponentReader.simpleName(storage.type()));
            }
        }
        entities.endArray().endObject();
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
