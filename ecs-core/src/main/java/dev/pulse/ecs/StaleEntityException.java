package dev.pulse.ecs;

/**
 * Thrown when adding a component to an entity that is not alive: it was despawned, its slot now
 * holds a newer generation, or it was never spawned by this world. Reads never throw this (they
 * answer {@code null} or {@code false} for such handles), nor do {@code despawn} and
 * {@code remove} (they answer that nothing happened); see the table in {@link World}.
 */
public final class StaleEntityException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    /** The handle that was used. */
    private final transient Entity entity;

    /**
     * Creates the exception.
     *
     * @param entity  the stale handle
     * @param message the full message
     */
    StaleEntityException(Entity entity, String message) {
        super(message);
        this.entity = entity;
    }

    /**
     * Returns the stale handle that was used.
     *
     * @return the handle
     */
    public Entity entity() {
        return entity;
    }
}
