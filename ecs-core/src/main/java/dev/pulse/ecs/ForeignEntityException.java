package dev.pulse.ecs;

import org.jspecify.annotations.Nullable;

/**
 * Thrown when a handle issued by one world (or {@link GenerationalIndexAllocator}) is passed to
 * another: reading it would return a stranger's component, changing it would change a stranger.
 * Thrown by reads and writes alike, since a foreign handle, like a {@code null} one, is always a
 * bug (a handle kept across a level reload into a new world, a UI world asked about a game
 * entity); the world is left unchanged. The message names both worlds.
 *
 * <p>To carry an entity from one world to another, copy its components into an entity spawned
 * in the other world and keep a map between the two handles.
 */
public final class ForeignEntityException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The handle, kept out of serialised forms. */
    private final transient Entity entity;

    /**
     * Creates the exception.
     *
     * @param entity  the foreign handle
     * @param message what was attempted, which worlds are involved, and what to do instead
     */
    public ForeignEntityException(Entity entity, String message) {
        super(message);
        this.entity = entity;
    }

    /**
     * Returns the handle that came from another world.
     *
     * @return the handle, or {@code null} after deserialisation
     */
    public @Nullable Entity entity() {
        return entity;
    }
}
