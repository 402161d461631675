package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.Entity;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * What a load created: the handles of the loaded entities (in snapshot order, which is the
 * saved world's slot order) and the extras saved beside the world.
 */
public final class LoadedSnapshot {

    private final List<Entity> entities;
    private final Map<Class<?>, List<Object>> extras;

    LoadedSnapshot(List<Entity> entities, Map<Class<?>, List<Object>> extras) {
        this.entities = Collections.unmodifiableList(entities);
        this.extras = extras;
    }

    /**
     * Returns the loaded entities' handles; index {@code i} is snapshot entity {@code i}.
     *
     * @return an unmodifiable list
     */
    public List<Entity> entities() {
        return entities;
    }

    /**
     * Returns the extras of one registered type, in the order they were saved.
     *
     * @param type the registered class
     * @param <T>  the type
     * @return an unmodifiable list, empty if the snapshot has none
     */
    public <T> List<T> extras(Class<T> type) {
        @SuppressWarnings("unchecked")
        List<T> list = (List<T>) extras.get(type);
        return list == null ? List.of() : Collections.unmodifiableList(list);
    }

    /**
     * Returns the one extra of a registered type.
     *
     * @param type the registered class
     * @param <T>  the type
     * @return the extra
     * @throws SnapshotFormatException if the snapshot has none or several of that type
     */
    public <T> T extra(Class<T> type) {
        List<T> list = extras(type);
        if (list.size() != 1) {
            throw new SnapshotFormatException(
                    SnapshotFormatException.NO_POSITION,
                    "",
                    "expected one extra " + type.getName() + ", found " + list.size(),
                    null);
        }
        return list.get(0);
    }
}
