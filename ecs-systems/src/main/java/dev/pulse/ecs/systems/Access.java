package dev.pulse.ecs.systems;

import dev.pulse.ecs.Resources;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What a system declared it reads and writes: component types and resource types. A system
 * that declared nothing is <em>exclusive</em>: it conflicts with every other system, because the
 * scheduler cannot know what it touches. A system that declared resources but said nothing about
 * components ({@link #touchesEveryComponent()}) still may read and write every component:
 * declaring resources narrows what it may do with resources only, never its component access.
 */
final class Access {

    private static final Class<?>[] NO_CLASSES = new Class<?>[0];
    private static final String COMPONENT = "component ";

    private final Set<String> reads = new LinkedHashSet<>();
    private final Set<String> writes = new LinkedHashSet<>();
    /**
     * The resource classes (their {@link Resources#keyClass key classes}) declared read and
     * written, beside their string keys: a running system's checked access scans these by
     * identity, so a check builds no key and allocates nothing. A system declares a few.
     */
    private Class<?>[] readResources = NO_CLASSES;

    private Class<?>[] writtenResources = NO_CLASSES;
    private boolean declared;
    private boolean exclusive;
    /** Whether its component access was declared: a component read or written, none, or exclusive. */
    private boolean componentsDeclared;

    static String componentKey(Class<?> type) {
        return COMPONENT + type.getName();
    }

    private static boolean isComponentKey(String key) {
        return key.startsWith(COMPONENT);
    }

    /** The key of a resource class: its wrapper's for a primitive one, as {@link Resources#keyClass} keys the world's. */
    static String resourceKey(Class<?> type) {
        return "resource " + Resources.keyClass(type).getName();
    }

    void read(String key) {
        declared = true;
        componentsDeclared |= isComponentKey(key);
        reads.add(key);
    }

    void write(String key) {
        declared = true;
        componentsDeclared |= isComponentKey(key);
        writes.add(key);
    }

    /** Declares resource {@code type} read (a primitive class stands for its wrapper). */
    void readResource(Class<?> type) {
        Class<?> key = Resources.keyClass(type);
        read(resourceKey(key));
        readResources = including(readResources, key);
    }

    /** Declares resource {@code type} written (a primitive class stands for its wrapper). */
    void writeResource(Class<?> type) {
        Class<?> key = Resources.keyClass(type);
        write(resourceKey(key));
        writtenResources = including(writtenResources, key);
    }

    private static Class<?>[] including(Class<?>[] classes, Class<?> key) {
        if (holds(classes, key)) {
            return classes;
        }
        Class<?>[] more = Arrays.copyOf(classes, classes.length + 1);
        more[classes.length] = key;
        return more;
    }

    private static boolean holds(Class<?>[] classes, Class<?> key) {
        for (Class<?> c : classes) {
            if (c == key) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the system may read resource {@code type}: declared as read or written, or
     * exclusive. Allocates nothing (see {@link #readResources}).
     */
    boolean allowsResourceRead(Class<?> type) {
        if (isExclusive()) {
            return true;
        }
        Class<?> key = Resources.keyClass(type);
        return holds(readResources, key) || holds(writtenResources, key);
    }

    /** Whether the system may write resource {@code type}: declared as written, or exclusive. Allocates nothing. */
    boolean allowsResourceWrite(Class<?> type) {
        return isExclusive() || holds(writtenResources, Resources.keyClass(type));
    }

    /** Declares that the system touches no component: its resource declarations, if any, are all it touches. */
    void declareNone() {
        declared = true;
        componentsDeclared = true;
    }

    void declareExclusive() {
        declared = true;
        exclusive = true;
    }

    /**
     * Whether the system declared resources but nothing about components, so it may still read
     * and write every component (what it could do before it declared anything).
     */
    boolean touchesEveryComponent() {
        return declared && !componentsDeclared;
    }

    /** Whether the system may read {@code key}: declared as read or written, or exclusive. */
    boolean allowsRead(String key) {
        return isExclusive() || reads.contains(key) || writes.contains(key);
    }

    /** Whether the system may write {@code key}: declared as written, or exclusive. */
    boolean allowsWrite(String key) {
        return isExclusive() || writes.contains(key);
    }

    /** Exclusive when asked for, or when nothing at all was declared. */
    boolean isExclusive() {
        return exclusive || !declared;
    }

    /**
     * Lists why this access and {@code other} cannot run at the same time; empty if they can.
     *
     * @param other the other system's access
     * @return human-readable conflicts, e.g. {@code "writes component Position / reads it"}
     */
    List<String> conflictsWith(Access other) {
        if (isExclusive() || other.isExclusive()) {
            String who = isExclusive() && other.isExclusive()
                    ? "both are exclusive"
                    : (isExclusive() ? "first is exclusive" : "second is exclusive");
            return List.of(who + " (no declared access, or exclusive())");
        }
        List<String> conflicts = new ArrayList<>();
        if (touchesEveryComponent() && other.touchesEveryComponent()) {
            conflicts.add("both may read and write every component (they declared resources but no components)");
        } else {
            everyComponentConflicts(other, "first", "second", conflicts);
            other.everyComponentConflicts(this, "second", "first", conflicts);
        }
        for (String key : writes) {
            if (other.writes.contains(key)) {
                conflicts.add("both write " + key);
            } else if (other.reads.contains(key)) {
                conflicts.add("first writes, second reads " + key);
            }
        }
        for (String key : other.writes) {
            if (reads.contains(key) && !writes.contains(key)) {
                conflicts.add("first reads, second writes " + key);
            }
        }
        return conflicts.isEmpty() ? Collections.emptyList() : conflicts;
    }

    /**
     * Adds the conflicts of this access's "every component" with {@code other}'s declared
     * components (the other does not touch every component itself): one per component the other
     * touches.
     */
    private void everyComponentConflicts(Access other, String self, String peer, List<String> conflicts) {
        if (!touchesEveryComponent()) {
            return;
        }
        String why = self + " may read and write every component (it declared resources but no components)";
        for (String key : other.writes) {
            if (isComponentKey(key)) {
                conflicts.add(why + ", " + peer + " writes " + key);
            }
        }
        for (String key : other.reads) {
            if (isComponentKey(key) && !other.writes.contains(key)) {
                conflicts.add(why + ", " + peer + " reads " + key);
            }
        }
    }
}
