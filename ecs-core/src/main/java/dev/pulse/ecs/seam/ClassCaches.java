package dev.pulse.ecs.seam;

import java.util.function.Function;

/** Makes {@link ClassCache}s: the runtime's choice of per-class cache. */
public interface ClassCaches {

    /**
     * Returns a new, empty cache.
     *
     * @param compute computes the value of a class on its first use; must not return null
     * @param <V>     the value type
     * @return the cache
     */
    <V> ClassCache<V> create(Function<Class<?>, V> compute);
}
