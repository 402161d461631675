package dev.pulse.ecs;

import java.util.Arrays;

/**
 * What every query shares: the storages it fetches, the classes an entity must also have
 * ({@code with}) or must not have ({@code without}), and how it walks them.
 *
 * <h2>Iteration</h2>
 * A walk is driven by the smallest storage among the fetched and {@code with} classes, chosen
 * when {@code forEach} starts; it visits that storage's packed array in order and looks each
 * entity up in the others (a position hint makes storages filled in the same order line up
 * without touching their sparse side). Order is therefore the driving storage's packed order:
 * insertion order until removals swap entries; do not rely on it.
 *
 * <h2>Invalidation</h2>
 * A query object stays valid for the lifetime of its world; build it once and keep it. Inside
 * {@code forEach} any structural change is allowed (see {@link World}): nothing is skipped or
 * visited twice, and entities that start matching during the walk are visited by the next
 * walk, not this one.
 *
 * <p>Queries are immutable: {@code with} and {@code without} return new queries.
 */
public abstract sealed class Query permits Query1, Query2, Query3, Query4 {

    static final ComponentStorage<?>[] NONE = new ComponentStorage<?>[0];

    final World world;
    private final ComponentStorage<?>[] fetched;
    final ComponentStorage<?>[] required;
    final ComponentStorage<?>[] excluded;
    /** True when there are {@code with} or {@code without} filters to test per entity. */
    final boolean filtered;

    Query(World world, ComponentStorage<?>[] fetched, ComponentStorage<?>[] required, ComponentStorage<?>[] excluded) {
        this.world = world;
        this.fetched = fetched;
        this.required = required;
        this.excluded = excluded;
        this.filtered = required.length + excluded.length > 0;
        checkDistinct();
    }

    /** Appends the storages of {@code types} to {@code existing}. */
    final ComponentStorage<?>[] plus(ComponentStorage<?>[] existing, Class<?>[] types, String method) {
        if (types == null) {
            throw new NullPointerException(method + "(...) got a null class array; pass component classes");
        }
        ComponentStorage<?>[] result = Arrays.copyOf(existing, existing.length + types.length);
        for (int i = 0; i < types.length; i++) {
            if (types[i] == null) {
                throw new NullPointerException(method + "(...) got a null class (argument " + i
                        + "); pass component classes such as Frozen.class");
            }
            result[existing.length + i] = world.storage(types[i]);
        }
        return result;
    }

    private void checkDistinct() {
        ComponentStorage<?>[] all = new ComponentStorage<?>[fetched.length + required.length + excluded.length];
        System.arraycopy(fetched, 0, all, 0, fetched.length);
        System.arraycopy(required, 0, all, fetched.length, required.length);
        System.arraycopy(excluded, 0, all, fetched.length + required.length, excluded.length);
        for (int i = 0; i < all.length; i++) {
            for (int j = 0; j < i; j++) {
                if (all[i] == all[j]) {
                    String name = all[i].componentType().name();
                    boolean contradiction = i >= fetched.length + required.length && j < fetched.length + required.length;
                    throw new IllegalArgumentException(contradiction
                            ? "Query both requires and excludes " + name + ", so it can never match; drop one"
                            : "Query names " + name + " twice; name each component class once");
                }
            }
        }
    }

    /** The smallest storage an entity must be in: it drives the walk. */
    final ComponentStorage<?> driver() {
        ComponentStorage<?> best = fetched[0];
        for (int i = 1; i < fetched.length; i++) {
            if (fetched[i].size() < best.size()) {
                best = fetched[i];
            }
        }
        for (ComponentStorage<?> storage : required) {
            if (storage.size() < best.size()) {
                best = storage;
            }
        }
        return best;
    }

    /** Whether the entity at packed position {@code hint} passes the with/without filters. */
    final boolean passesFilters(Entity entity, int hint) {
        for (ComponentStorage<?> storage : required) {
            if (!storage.contains(entity, hint)) {
                return false;
            }
        }
        for (ComponentStorage<?> storage : excluded) {
            if (storage.contains(entity, hint)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Tells whether an entity matches this query now.
     *
     * @param entity the handle; stale answers {@code false}
     * @return {@code true} if it is alive, has every fetched and {@code with} component and none
     *         of the {@code without} ones
     * @throws NullPointerException if {@code entity} is null
     */
    public final boolean matches(Entity entity) {
        if (entity == null) {
            throw World.nullHandle("match " + this + " against");
        }
        if (!world.isAlive(entity)) {
            return false;
        }
        for (ComponentStorage<?> storage : fetched) {
            if (!storage.has(entity)) {
                return false;
            }
        }
        return passesFilters(entity, ComponentStorage.NO_HINT);
    }

    /**
     * Counts the matching entities. O(size of the smallest required storage); answers in O(1)
     * when the query fetches one class and has no filters.
     *
     * @return the number of matching entities
     */
    public final int count() {
        if (fetched.length == 1 && !filtered) {
            return fetched[0].size();
        }
        return countUpTo(Integer.MAX_VALUE);
    }

    /**
     * Tells whether no entity matches.
     *
     * @return {@code true} if {@link #count()} would answer 0
     */
    public final boolean isEmpty() {
        return countUpTo(1) == 0;
    }

    /** Counts matching entities, stopping once {@code limit} are found. */
    private int countUpTo(int limit) {
        ComponentStorage<?> driver = driver();
        int count = 0;
        int end = driver.size;
        Entity[][] pages = driver.entityPages;
        for (int pos = 0; pos < end && count < limit; pos++) {
            Entity entity = pages[pos >>> Pages.SHIFT][pos & Pages.MASK];
            if (entity != null && matchesAt(entity, pos)) {
                count++;
            }
        }
        return count;
    }

    private boolean matchesAt(Entity entity, int hint) {
        for (ComponentStorage<?> storage : fetched) {
            if (!storage.contains(entity, hint)) {
                return false;
            }
        }
        return !filtered || passesFilters(entity, hint);
    }

    /**
     * Describes the query, e.g. {@code Query[Position, Velocity without Frozen]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("Query[");
        append(text, "", fetched);
        append(text, " with ", required);
        append(text, " without ", excluded);
        return text.append(']').toString();
    }

    private static void append(StringBuilder text, String label, ComponentStorage<?>[] storages) {
        for (int i = 0; i < storages.length; i++) {
            text.append(i == 0 ? label : ", ").append(storages[i].componentType().name());
        }
    }
}
