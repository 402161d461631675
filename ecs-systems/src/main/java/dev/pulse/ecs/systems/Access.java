package dev.pulse.ecs.systems;

import dev.pulse.ecs.Resources;
import java.util.ArrayList;
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

    private final Set<String> reads = new LinkedHashSet<>();
    private final Set<String> writes = new LinkedHashSet<>();
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
