package dev.pulse.ecs;

import java.util.Arrays;

/**
 * The argument checks of queries, typed and column ones: resolving the classes given to
 * {@code with}, {@code without} and {@code any}, and refusing a query that names a class twice,
 * requires and excludes one, or has an {@code any} group that cannot change the result. Every
 * message names the class and says what to do instead.
 */
final class QueryChecks {

    private QueryChecks() {}

    /**
     * Appends the storages of {@code types} in {@code world} to {@code existing}, refusing null
     * arrays and classes with the name of the {@code method} that got them (also used by
     * {@link ColumnQuery}).
     */
    static ComponentStorage<?>[] appendStorages(
            World world, ComponentStorage<?>[] existing, Class<?>[] types, String method) {
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

    /** The storages of an {@code any(...)} group: two classes or more, none null. */
    static ComponentStorage<?>[] anyGroup(World world, Class<?>[] types) {
        ComponentStorage<?>[] group = appendStorages(world, Query.NONE, types, "any");
        if (group.length < 2) {
            throw new IllegalArgumentException("any(...) needs at least two component classes, got " + group.length
                    + (group.length == 1
                            ? " (" + group[0].componentType().name() + "); use with("
                                    + group[0].componentType().name() + ".class) to require one"
                            : ""));
        }
        return group;
    }

    /**
     * Refuses a query that names a class twice, requires and excludes one, or has an
     * {@code any} group that cannot change the result. An optional term may also be required
     * ({@code with}, {@code changed}, {@code added}: then the walk hands it non-null) and may
     * be in an {@code any} group (the way to ask for "at least one of these, and hand me
     * each"); nothing else may repeat.
     */
    static void distinct(
            ComponentStorage<?>[] fetched,
            int optional,
            ComponentStorage<?>[] required,
            ComponentStorage<?>[] excluded,
            ComponentStorage<?>[][] anyOf) {
        ComponentStorage<?>[] all = new ComponentStorage<?>[fetched.length + required.length + excluded.length];
        System.arraycopy(fetched, 0, all, 0, fetched.length);
        System.arraycopy(required, 0, all, fetched.length, required.length);
        System.arraycopy(excluded, 0, all, fetched.length + required.length, excluded.length);
        final int excludedFrom = fetched.length + required.length;
        for (int i = 0; i < all.length; i++) {
            for (int j = 0; j < i; j++) {
                if (all[i] != all[j]) {
                    continue;
                }
                String name = all[i].componentType().name();
                boolean optionalTerm = j < fetched.length && (optional & 1 << j) != 0;
                if (optionalTerm && i >= fetched.length && i < excludedFrom) {
                    continue; // optional, then required by with/changed/added
                }
                throw new IllegalArgumentException(
                        i < excludedFrom || j >= excludedFrom
                                ? "Query names " + name + " twice; name each component class once"
                                : optionalTerm
                                        ? "Query has " + name
                                                + " as an optional term and excludes it, so the term is always "
                                                + "null; drop one"
                                        : "Query both requires and excludes " + name
                                                + ", so it can never match; drop one");
            }
        }
        for (ComponentStorage<?>[] group : anyOf) {
            for (int k = 0; k < group.length; k++) {
                String name = group[k].componentType().name();
                for (int m = 0; m < k; m++) {
                    if (group[m] == group[k]) {
                        throw new IllegalArgumentException("any(...) names " + name + " twice; name each class once");
                    }
                }
                for (int i = 0; i < all.length; i++) {
                    if (all[i] != group[k] || i < fetched.length && (optional & 1 << i) != 0) {
                        continue;
                    }
                    throw new IllegalArgumentException(
                            i >= excludedFrom
                                    ? "Query excludes " + name + " and names it in any(...); drop it from one of them"
                                    : "any(...) names " + name
                                            + ", which the query already requires, so it always holds; "
                                            + "drop the any(...) or the requirement");
                }
            }
        }
    }

    /** Why an ordinary query cannot fetch a column component, and what to write instead. */
    static IllegalArgumentException notAnObjectQuery(String name) {
        return new IllegalArgumentException("Cannot fetch " + name + " in world.query(...): it is a column component "
                + "(implements Columnar), stored as columns, not objects. Walk it with world.columnQuery(" + name
                + ".class), read one entity with world.columns(" + name + ".class).modify/view, or only filter on it "
                + "with with(" + name + ".class) / without(" + name + ".class)");
    }
}
