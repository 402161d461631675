package dev.pulse.ecs.seam;

/**
 * A value computed once per class and cached, like {@link ClassValue}: {@link #get} computes
 * it on first use for that class. When two threads ask at once, both may compute, and one
 * value wins for every caller.
 *
 * @param <V> the value type
 */
public interface ClassCache<V> {

    /**
     * Returns the value for {@code type}, computing it on first use.
     *
     * @param type the class, not null
     * @return the value, the same object for every call with this class
     */
    V get(Class<?> type);
}
