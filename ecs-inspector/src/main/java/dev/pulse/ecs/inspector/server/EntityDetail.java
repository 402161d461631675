package dev.pulse.ecs.inspector.server;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;

/**
 * One entity's components with their field values, read on the game thread.
 * O(component classes + the entity's fields).
 */
public final class EntityDetail {

    private EntityDetail() {}

    /**
     * Reads one entity.
     *
     * @param world  the world
     * @param reader the component reader (its cache belongs to the game thread)
     * @param entity the handle
     * @return the JSON: {@code id}, {@code index}, {@code generation}, {@code label},
     *         {@code alive} and, if alive, {@code components} (see {@link ComponentReader#write})
     */
    public static String read(World world, ComponentReader reader, Entity entity) {
        boolean alive = world.isAlive(entity);
        JsonWriter json = EntityListing.identity(new JsonWriter().beginObject(), entity)
                .name("alive")
                .value(alive);
        if (alive) {
            json.name("components").beginArray();
            for (Class<?> type : world.componentTypes()) {
                Object component = world.get(entity, type);
                if (component != null) {
                    reader.write(json, component);
                }
            }
            json.endArray();
        }
        return json.endObject().toString();
    }
}
