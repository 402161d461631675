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
 * scheduler cannot know what it touches.
 */
final class Access {

    private static final Class<?>[] NO_CLASSES = new Class<?>[0];

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

    static String componentKey(Class<?> type) {
        return "component " + type.getName();
    }

    /** The key of a resource class: its wrapper's for a primitive one, as {@link Resources#keyClass} keys the world's. */
    static String resourceKey(Class<?> type) {
        return "resource " + Resources.keyClass(type).getName();
    }

    void read(String key) {
        declared = true;
        reads.add(key);
    }

    void write(String key) {
        declared = true;
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

    void declareNone() {
        declared = true;
    }

    void declareExclusive() {
        declared = true;
        exclusive = true;
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
            String who = isExclusive() && other.isExclusive() ? "both are exclusive"
                    : (isExclusive() ? "first is exclusive" : "second is exclusive");
            return List.of(who + " (no declared access, or exclusive())");
        }
        List<String> conflicts = new ArrayList<>();
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
}
