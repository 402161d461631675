package dev.pulse.ecs.pool;

import org.jspecify.annotations.Nullable;

/**
 * Thrown when a {@link Handle} issued by one {@link GenerationalArena} is passed to another:
 * the slot with the same index there holds a stranger's value. Thrown by reads
 * ({@code get}, {@code contains}) and by {@code remove} alike, since a foreign handle, like a
 * {@code null} one, is always a bug; the arena is left unchanged. The message names both arenas.
 */
public final class ForeignHandleException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The handle, kept out of serialised forms. */
    private final transient Handle<?> handle;

    ForeignHandleException(Handle<?> handle, String message) {
        super(message);
        this.handle = handle;
    }

    /**
     * Returns the handle that came from another arena.
     *
     * @return the handle, or {@code null} after deserialisation
     */
    public @Nullable Handle<?> handle() {
        return handle;
    }
}
