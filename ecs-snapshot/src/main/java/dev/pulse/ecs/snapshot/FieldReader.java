package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.Entity;
import org.jspecify.annotations.Nullable;

/**
 * The saved fields of one component, read by name (in any order) by a {@link ComponentCodec}.
 * Reading a field that is absent without a default, or as the wrong kind, throws
 * {@link SnapshotFormatException}; the forms with a default answer it when the snapshot has no
 * such field (an older version of the type).
 */
public interface FieldReader {

    /**
     * Tells whether the snapshot has this field for this type.
     *
     * @param name the field name
     * @return {@code true} if present
     */
    boolean has(String name);

    /**
     * Reads a {@code boolean} field.
     *
     * @param name the field name
     * @return the value
     * @throws SnapshotFormatException if absent or not a boolean
     */
    boolean readBoolean(String name);

    /**
     * Reads a {@code boolean} field, or a default when absent.
     *
     * @param name         the field name
     * @param defaultValue answered when the snapshot has no such field
     * @return the value
     * @throws SnapshotFormatException if present but not a boolean
     */
    boolean readBoolean(String name, boolean defaultValue);

    /**
     * Reads an {@code int} field.
     *
     * @param name the field name
     * @return the value
     * @throws SnapshotFormatException if absent or not an int
     */
    int readInt(String name);

    /**
     * Reads an {@code int} field, or a default when absent.
     *
     * @param name         the field name
     * @param defaultValue answered when the snapshot has no such field
     * @return the value
     * @throws SnapshotFormatException if present but not an int
     */
    int readInt(String name, int defaultValue);

    /**
     * Reads a {@code long} field (an int field widens).
     *
     * @param name the field name
     * @return the value
     * @throws SnapshotFormatException if absent or not an integer
     */
    long readLong(String name);

    /**
     * Reads a {@code long} field, or a default when absent.
     *
     * @param name         the field name
     * @param defaultValue answered when the snapshot has no such field
     * @return the value
     * @throws SnapshotFormatException if present but not an integer
     */
    long readLong(String name, long defaultValue);

    /**
     * Reads a {@code float} field, bit for bit.
     *
     * @param name the field name
     * @return the value
     * @throws SnapshotFormatException if absent or not a float
     */
    float readFloat(String name);

    /**
     * Reads a {@code float} field, or a default when absent.
     *
     * @param name         the field name
     * @param defaultValue answered when the snapshot has no such field
     * @return the value
     * @throws SnapshotFormatException if present but not a float
     */
    float readFloat(String name, float defaultValue);

    /**
     * Reads a {@code double} field, bit for bit (a float field widens).
     *
     * @param name the field name
     * @return the value
     * @throws SnapshotFormatException if absent or not a floating-point number
     */
    double readDouble(String name);

    /**
     * Reads a {@code double} field, or a default when absent.
     *
     * @param name         the field name
     * @param defaultValue answered when the snapshot has no such field
     * @return the value
     * @throws SnapshotFormatException if present but not a floating-point number
     */
    double readDouble(String name, double defaultValue);

    /**
     * Reads a {@code String} field.
     *
     * @param name the field name
     * @return the value, possibly {@code null}
     * @throws SnapshotFormatException if absent or not a string
     */
    @Nullable
    String readString(String name);

    /**
     * Reads a {@code String} field, or a default when absent.
     *
     * @param name         the field name
     * @param defaultValue answered when the snapshot has no such field
     * @return the value, possibly {@code null}
     * @throws SnapshotFormatException if present but not a string
     */
    @Nullable
    String readString(String name, @Nullable String defaultValue);

    /**
     * Reads an entity reference: the loaded counterpart of the saved entity, a handle that is
     * not alive for a reference that was stale when saved, or {@code null}.
     *
     * @param name the field name
     * @return the handle, possibly {@code null}
     * @throws SnapshotFormatException if absent or not an entity reference
     */
    @Nullable
    Entity readEntity(String name);

    /**
     * Reads an entity reference, or a default when absent.
     *
     * @param name         the field name
     * @param defaultValue answered when the snapshot has no such field
     * @return the handle, possibly {@code null}
     * @throws SnapshotFormatException if present but not an entity reference
     */
    @Nullable
    Entity readEntity(String name, @Nullable Entity defaultValue);
}
