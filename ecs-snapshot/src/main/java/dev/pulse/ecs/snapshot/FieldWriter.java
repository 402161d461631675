package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.Entity;
import org.jspecify.annotations.Nullable;

/**
 * Where a {@link ComponentCodec} writes a component's fields. Field names are non-empty, do not
 * start with {@code '@'} (reserved by the format) and are unique within a component.
 *
 * <p>Floats and doubles keep their exact bits in both formats, including {@code -0.0}, the
 * infinities and every NaN.
 */
public interface FieldWriter {

    /**
     * Writes a {@code boolean} field.
     *
     * @param name  the field name
     * @param value the value
     * @throws IllegalStateException if this breaks the type's schema (see {@link ComponentCodec})
     */
    void writeBoolean(String name, boolean value);

    /**
     * Writes an {@code int} field.
     *
     * @param name  the field name
     * @param value the value
     * @throws IllegalStateException if this breaks the type's schema
     */
    void writeInt(String name, int value);

    /**
     * Writes a {@code long} field.
     *
     * @param name  the field name
     * @param value the value
     * @throws IllegalStateException if this breaks the type's schema
     */
    void writeLong(String name, long value);

    /**
     * Writes a {@code float} field, bit for bit.
     *
     * @param name  the field name
     * @param value the value
     * @throws IllegalStateException if this breaks the type's schema
     */
    void writeFloat(String name, float value);

    /**
     * Writes a {@code double} field, bit for bit.
     *
     * @param name  the field name
     * @param value the value
     * @throws IllegalStateException if this breaks the type's schema
     */
    void writeDouble(String name, double value);

    /**
     * Writes a {@code String} field.
     *
     * @param name  the field name
     * @param value the value, may be {@code null}
     * @throws IllegalStateException if this breaks the type's schema
     */
    void writeString(String name, @Nullable String value);

    /**
     * Writes an entity reference. A live entity of the saved world is written as a reference to
     * its saved counterpart; a despawned one (or a handle rebuilt with
     * {@link Entity#fromId(long)} that is not alive) is written as <em>stale</em> and loads as a
     * handle that is not alive; {@code null} stays {@code null}. A handle another world issued is
     * refused, as every {@link dev.pulse.ecs.World} method refuses it: the save fails.
     *
     * @param name  the field name
     * @param value the handle, may be {@code null}
     * @throws IllegalStateException  if this breaks the type's schema
     * @throws dev.pulse.ecs.ForeignEntityException if another world issued {@code value}; the
     *                                message names the field, the component and its entity
     */
    void writeEntity(String name, @Nullable Entity value);
}
