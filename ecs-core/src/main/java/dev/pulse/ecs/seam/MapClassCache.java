package dev.pulse.ecs.seam;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The portable {@link ClassCache}: a concurrent map from class to value. Unlike
 * {@link ClassValue} it keeps its classes reachable, which matters only where classes are
 * unloaded; Android and TeaVM do not unload them.
 *
 * @param <V> the value type
 */
final class MapClassCache<V> implements ClassCache<V> {

    private final ConcurrentHashMap<Class<?>, V> values = new ConcurrentHashMap<>();
    private final Function<Class<?>, V> compute;

    MapClassCache(Function<Class<?>, V> compute) {
        this.compute = compute;
    }

    @Override
    public V get(Class<?> type) {
        V value = values.get(type);
        if (value == null) {
            V computed = compute.apply(type);
            value = values.putIfAbsent(type, computed);
            if (value == null) {
                value = computed;
            }
        }
        return value;
    }
}
