package dev.pulse.ecs.systems;

import java.util.Arrays;
import java.util.Objects;

/**
 * What a typed system ({@link Each1} to {@link Each4}) fetches, excludes and only reads;
 * immutable. Its access declaration: every fetched class is written unless marked read-only
 * with {@code reading(...)}; {@code without} classes are not declared, because a filter only
 * tests membership, which changes only at sync points (structural changes go through commands).
 */
final class EachSpec {

    final Class<?>[] fetched;
    final Class<?>[] without;
    private final boolean[] readOnly;

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
        this.without = new Class<?>[0];
        this.readOnly = new boolean[fetched.length];
    }

    private EachSpec(Class<?>[] fetched, Class<?>[] without, boolean[] readOnly) {
        this.fetched = fetched;
        this.without = without;
        this.readOnly = readOnly;
    }

    EachSpec plusWithout(Class<?>[] types) {
        Objects.requireNonNull(types, "without(...) got a null class array");
        Class<?>[] more = Arrays.copyOf(without, without.length + types.length);
        for (int i = 0; i < types.length; i++) {
            more[without.length + i] = Objects.requireNonNull(types[i], "without(...) got a null class");
        }
        return new EachSpec(fetched, more, readOnly);
    }

    EachSpec plusReading(Class<?>[] types) {
        Objects.requireNonNull(types, "reading(...) got a null class array");
        boolean[] marks = readOnly.clone();
        for (Class<?> type : types) {
            Objects.requireNonNull(type, "reading(...) got a null class");
            int at = Arrays.asList(fetched).indexOf(type);
            if (at < 0) {
                throw new IllegalArgumentException("reading(" + type.getSimpleName() + ".class) names a class this "
                        + "typed system does not receive; mark only its parameters' classes ("
                        + names(fetched) + ") read-only");
            }
            marks[at] = true;
        }
        return new EachSpec(fetched, without, marks);
    }

    void declareAccess(SystemConfig config) {
        for (int i = 0; i < fetched.length; i++) {
            if (readOnly[i]) {
                config.reads(fetched[i]);
            } else {
                config.writes(fetched[i]);
            }
        }
    }

    private static String names(Class<?>[] types) {
        StringBuilder text = new StringBuilder();
        for (Class<?> type : types) {
            text.append(text.length() == 0 ? "" : ", ").append(type.getSimpleName());
        }
        return text.toString();
    }
}
