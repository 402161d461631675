package dev.pulse.ecs.snapshot;

import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/** The fields of one saved type, in the order its codec writes them. Immutable. */
final class Schema {

    final String[] names;
    final FieldKind[] kinds;

    Schema(String[] names, FieldKind[] kinds) {
        this.names = names;
        this.kinds = kinds;
    }

    int size() {
        return names.length;
    }

    /** The index of a field, or -1; tries {@code hint} first (codecs read in a stable order). */
    int indexOf(String name, int hint) {
        if (hint >= 0 && hint < names.length && names[hint].equals(name)) {
            return hint;
        }
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    boolean hasEntityField() {
        for (FieldKind kind : kinds) {
            if (kind == FieldKind.ENTITY) {
                return true;
            }
        }
        return false;
    }

    /** Why a field name cannot be used, or null if it can. */
    static String problemWithName(String name) {
        if (name == null || name.isEmpty()) {
            return "a field name is null or empty";
        }
        if (name.charAt(0) == '@') {
            return "field name '" + name + "' starts with '@', which the format reserves";
        }
        return null;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("{");
        for (int i = 0; i < names.length; i++) {
            s.append(i == 0 ? "" : ", ").append(names[i]).append(':').append(kinds[i].jsonName);
        }
        return s.append('}').toString();
    }

    @Override
    public boolean equals(@Nullable Object other) {
        return other instanceof Schema s && Arrays.equals(names, s.names) && Arrays.equals(kinds, s.kinds);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(names) * 31 + Arrays.hashCode(kinds);
    }
}
