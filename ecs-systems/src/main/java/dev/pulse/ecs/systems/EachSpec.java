package dev.pulse.ecs.systems;

import java.util.Arrays;
import java.util.Objects;

/**
 * What a typed system ({@link Each1} to {@link Each8}) fetches, filters on, only reads, and
 * which resources it declares; immutable, each {@code plus...} returns a new spec.
 *
 * <h2>The access it derives</h2>
 * <ul>
 *   <li>every fetched class is written, unless marked read-only with {@code reading(...)};</li>
 *   <li>{@code with} and {@code without} classes are not declared: a presence filter tests
 *       membership only, which changes at sync points (structural changes of other systems go
 *       through their commands, applied between systems that could run together);</li>
 *   <li>an {@code added}/{@code changed} class that is not fetched is declared <em>read</em>: the
 *       filter reads its change ticks, which a system writing that component moves, so the two
 *       must not run in an unspecified order;</li>
 *   <li>resources as declared with {@code readsResource}/{@code writesResource};</li>
 *   <li>the system's own command buffer needs no declaration: it is private to the system and
 *       applied at its flush point.</li>
 * </ul>
 */
final class EachSpec {

    private static final Class<?>[] NONE = new Class<?>[0];

    final Class<?>[] fetched;
    final Class<?>[] with;
    final Class<?>[] without;
    /** Added/changed filter classes, in the order given; {@link #changeOfAdd} says which kind each is. */
    final Class<?>[] changes;

    final boolean[] changeOfAdd;
    private final boolean[] readOnly;
    private final Class<?>[] readResources;
    private final Class<?>[] writtenResources;
    /**
     * The {@code any(...)} groups: the entity must have a component of each. Filters only, so
     * not declared as access, like {@link #with}. Copied by every derived spec; set by {@link #plusAny}.
     */
    Class<?>[][] anyOf = NO_GROUPS;

    private static final Class<?>[][] NO_GROUPS = new Class<?>[0][];

    EachSpec(Class<?>... fetched) {
        for (int i = 0; i < fetched.length; i++) {
            Objects.requireNonNull(fetched[i], "component class " + i + " is null");
            for (int j = 0; j < i; j++) {
                if (fetched[j] == fetched[i]) {
                    throw new IllegalArgumentException("A typed system names " + fetched[i].getSimpleName()
                            + " twice; name each component class once");
                }
            }
        }
        this.fetched = fetched.clone();
        this.with = NONE;
        this.without = NONE;
        this.changes = NONE;
        this.changeOfAdd = new boolean[0];
        this.readOnly = new boolean[fetched.length];
        this.readResources = NONE;
        this.writtenResources = NONE;
    }

    private EachSpec(
            EachSpec from,
            Class<?>[] with,
            Class<?>[] without,
            Class<?>[] changes,
            boolean[] changeOfAdd,
            boolean[] readOnly,
            Class<?>[] readResources,
            Class<?>[] writtenResources) {
        this.fetched = from.fetched;
        this.with = with;
        this.without = without;
        this.changes = changes;
        this.changeOfAdd = changeOfAdd;
        this.readOnly = readOnly;
        this.readResources = readResources;
        this.writtenResources = writtenResources;
        this.anyOf = from.anyOf;
    }

    /** This spec plus an {@code any} group; the query checks it against the rest when built. */
    EachSpec plusAny(Class<?>[] types) {
        Objects.requireNonNull(types, "any(...) got a null class array");
        for (int i = 0; i < types.length; i++) {
            Objects.requireNonNull(types[i], "any(...) got a null class (argument " + i + ")");
        }
        if (types.length < 2) {
            throw new IllegalArgumentException("any(...) needs at least two component classes, got " + types.length
                    + "; use with(...) to require one");
        }
        EachSpec spec =
                new EachSpec(this, with, without, changes, changeOfAdd, readOnly, readResources, writtenResources);
        spec.anyOf = Arrays.copyOf(anyOf, anyOf.length + 1);
        spec.anyOf[anyOf.length] = types.clone();
        return spec;
    }

    EachSpec plusWith(Class<?>[] types) {
        return new EachSpec(
                this,
                presenceFilter(with, types, "with", false),
                without,
                changes,
                changeOfAdd,
                readOnly,
                readResources,
                writtenResources);
    }

    EachSpec plusWithout(Class<?>[] types) {
        return new EachSpec(
                this,
                with,
                presenceFilter(without, types, "without", true),
                changes,
                changeOfAdd,
                readOnly,
                readResources,
                writtenResources);
    }

    /**
     * {@code existing} plus {@code types}, each named nowhere else in the spec (and, for an
     * exclusion, not filtered on for changes: that could never match).
     */
    private Class<?>[] presenceFilter(Class<?>[] existing, Class<?>[] types, String method, boolean excluding) {
        Objects.requireNonNull(types, method + "(...) got a null class array");
        Class<?>[] more = Arrays.copyOf(existing, existing.length + types.length);
        for (int i = 0; i < types.length; i++) {
            Class<?> type = Objects.requireNonNull(types[i], method + "(...) got a null class");
            String role = roleOf(type);
            if (role == null && indexOf(more, type, existing.length + i) >= 0) {
                role = method + "(...)";
            }
            if (role == null && excluding && indexOf(changes, type, changes.length) >= 0) {
                role = "added/changed(...)";
            }
            if (role != null) {
                throw new IllegalArgumentException(method + "(" + type.getSimpleName() + ".class): this typed system"
                        + " already names " + type.getSimpleName() + " in " + role + "; name each class once");
            }
            more[existing.length + i] = type;
        }
        return more;
    }

    /** Where the spec already names {@code type} as a fetched or presence-filter class, or null. */
    private String roleOf(Class<?> type) {
        if (indexOf(fetched, type, fetched.length) >= 0) {
            return "its parameters";
        }
        if (indexOf(with, type, with.length) >= 0) {
            return "with(...)";
        }
        return indexOf(without, type, without.length) >= 0 ? "without(...)" : null;
    }

    EachSpec plusChange(Class<?> type, boolean ofAdd) {
        String method = ofAdd ? "added" : "changed";
        Objects.requireNonNull(type, method + "(...) got a null class; pass a component class, e.g. Position.class");
        if (indexOf(without, type, without.length) >= 0) {
            throw new IllegalArgumentException(method + "(" + type.getSimpleName() + ".class) names a class this "
                    + "typed system excludes with without(...), so it could never match; drop one");
        }
        for (int i = 0; i < changes.length; i++) {
            if (changes[i] == type && changeOfAdd[i] == ofAdd) {
                throw new IllegalArgumentException("this typed system already filters on " + method + "("
                        + type.getSimpleName() + ".class); name it once");
            }
        }
        Class<?>[] moreChanges = Arrays.copyOf(changes, changes.length + 1);
        moreChanges[changes.length] = type;
        boolean[] moreOfAdd = Arrays.copyOf(changeOfAdd, changeOfAdd.length + 1);
        moreOfAdd[changeOfAdd.length] = ofAdd;
        return new EachSpec(this, with, without, moreChanges, moreOfAdd, readOnly, readResources, writtenResources);
    }

    EachSpec plusReading(Class<?>[] types) {
        Objects.requireNonNull(types, "reading(...) got a null class array");
        boolean[] marks = readOnly.clone();
        for (Class<?> type : types) {
            Objects.requireNonNull(type, "reading(...) got a null class");
            int at = indexOf(fetched, type, fetched.length);
            if (at < 0) {
                throw new IllegalArgumentException("reading(" + type.getSimpleName() + ".class) names a class this "
                        + "typed system does not receive; mark only its parameters' classes ("
                        + names(fetched) + ") read-only");
            }
            marks[at] = true;
        }
        return new EachSpec(this, with, without, changes, changeOfAdd, marks, readResources, writtenResources);
    }

    EachSpec plusReadsResource(Class<?>[] types) {
        return new EachSpec(
                this,
                with,
                without,
                changes,
                changeOfAdd,
                readOnly,
                resources(readResources, types, "readsResource"),
                writtenResources);
    }

    EachSpec plusWritesResource(Class<?>[] types) {
        return new EachSpec(
                this,
                with,
                without,
                changes,
                changeOfAdd,
                readOnly,
                readResources,
                resources(writtenResources, types, "writesResource"));
    }

    private static Class<?>[] resources(Class<?>[] existing, Class<?>[] types, String method) {
        Objects.requireNonNull(types, method + "(...) got a null class array");
        Class<?>[] more = Arrays.copyOf(existing, existing.length + types.length);
        for (int i = 0; i < types.length; i++) {
            more[existing.length + i] = Objects.requireNonNull(
                    types[i], method + "(...) got a null class; pass a resource class, e.g. Score.class");
        }
        return more;
    }

    /** Adds the derived access (see the class comment) to {@code config}. */
    void declareAccess(SystemConfig config) {
        for (int i = 0; i < fetched.length; i++) {
            if (readOnly[i]) {
                config.reads(fetched[i]);
            } else {
                config.writes(fetched[i]);
            }
        }
        config.reads(changes); // a received class stays written if it was: a write includes the read
        config.readsResource(readResources);
        config.writesResource(writtenResources);
    }

    private static int indexOf(Class<?>[] types, Class<?> type, int end) {
        for (int i = 0; i < end; i++) {
            if (types[i] == type) {
                return i;
            }
        }
        return -1;
    }

    private static String names(Class<?>[] types) {
        StringBuilder text = new StringBuilder();
        for (Class<?> type : types) {
            text.append(text.length() == 0 ? "" : ", ").append(type.getSimpleName());
        }
        return text.toString();
    }
}
