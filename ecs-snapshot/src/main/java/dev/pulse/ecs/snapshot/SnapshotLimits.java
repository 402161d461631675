package dev.pulse.ecs.snapshot;

/**
 * Upper bounds a load enforces before it allocates anything for a declared size, so a hostile
 * or corrupt snapshot cannot exhaust memory. Every declared count and length is also checked
 * against the bytes actually left in the input. Immutable; raise a bound with a {@code with}
 * method:
 *
 * <pre>{@code
 * SnapshotLimits limits = SnapshotLimits.defaults().withMaxEntities(5_000_000);
 * }</pre>
 *
 * <h2>Entities without components</h2>
 * An entity takes no bytes of its own in either format (a snapshot holds only their count), so
 * the count is bounded by the input too: a snapshot may hold at most
 * {@link #maxEmptyEntities()} entities without a saved component, and a declared count above
 * the bytes that follow it plus that bound is refused before anything is allocated for it.
 * A world of many entities whose components are not registered needs it raised.
 *
 * <h2>Memory</h2>
 * A load reads the whole input, parses it into columns and runs every codec before it touches
 * the world. Until then it allocates at most <b>16 bytes per input byte, plus 4 bytes per
 * declared entity, plus 1 MiB</b> (measured on the costliest shapes, refused at their last byte:
 * binary 3 to 7, JSON 8 to 11 bytes per input byte); then it adds the world it builds (the
 * entities and the components the codecs made). {@code Snapshots.read(InputStream)} holds the
 * input in chunks of together at most {@link #maxBytes()} (twice the bytes read, at most), plus
 * one copy of a stream that fits. A load's peak is therefore at most about 19 times
 * {@code maxBytes}, plus the world: lower {@code maxBytes} to bound it further.
 *
 * @param maxBytes          the largest input accepted, bytes
 * @param maxEntities       the most entities a snapshot may declare
 * @param maxTypes          the most saved types
 * @param maxFieldsPerType  the most fields of one type
 * @param maxStringBytes    the longest string or name, UTF-8 bytes
 * @param maxExtras         the most extras (objects saved beside the world) of one type
 * @param maxEmptyEntities  the most entities without a saved component (they take no bytes)
 */
public record SnapshotLimits(
        long maxBytes,
        int maxEntities,
        int maxTypes,
        int maxFieldsPerType,
        int maxStringBytes,
        int maxExtras,
        int maxEmptyEntities) {

    /** Default {@link #maxBytes()}: 256 MiB. */
    public static final long DEFAULT_MAX_BYTES = 256L << 20;
    /** Default {@link #maxEntities()}: 4,194,304. */
    public static final int DEFAULT_MAX_ENTITIES = 1 << 22;
    /** Default {@link #maxTypes()}. */
    public static final int DEFAULT_MAX_TYPES = 4096;
    /** Default {@link #maxFieldsPerType()}. */
    public static final int DEFAULT_MAX_FIELDS_PER_TYPE = 256;
    /** Default {@link #maxStringBytes()}: 1 MiB. */
    public static final int DEFAULT_MAX_STRING_BYTES = 1 << 20;
    /** Default {@link #maxExtras()}. */
    public static final int DEFAULT_MAX_EXTRAS = 1 << 20;
    /** Default {@link #maxEmptyEntities()}: 65,536. */
    public static final int DEFAULT_MAX_EMPTY_ENTITIES = 1 << 16;

    /**
     * Checks the bounds.
     *
     * @param maxBytes          the largest input accepted, bytes
     * @param maxEntities       the most entities a snapshot may declare
     * @param maxTypes          the most saved types
     * @param maxFieldsPerType  the most fields of one type
     * @param maxStringBytes    the longest string or name, UTF-8 bytes
     * @param maxExtras         the most extras of one type
     * @param maxEmptyEntities  the most entities without a saved component
     * @throws IllegalArgumentException if a bound is below 1 (or {@code maxBytes} above
     *                                  {@link Integer#MAX_VALUE} - 8, the largest array)
     */
    public SnapshotLimits {
        if (maxBytes < 1 || maxBytes > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException(
                    "maxBytes must be in 1.." + (Integer.MAX_VALUE - 8) + ", was " + maxBytes);
        }
        positive("maxEntities", maxEntities);
        positive("maxTypes", maxTypes);
        positive("maxFieldsPerType", maxFieldsPerType);
        positive("maxStringBytes", maxStringBytes);
        positive("maxExtras", maxExtras);
        positive("maxEmptyEntities", maxEmptyEntities);
    }

    private static void positive(String name, int value) {
        if (value < 1) {
            throw new IllegalArgumentException(name + " must be >= 1, was " + value);
        }
    }

    /**
     * Returns the default limits.
     *
     * @return the defaults (see the {@code DEFAULT_} constants)
     */
    public static SnapshotLimits defaults() {
        return new SnapshotLimits(
                DEFAULT_MAX_BYTES,
                DEFAULT_MAX_ENTITIES,
                DEFAULT_MAX_TYPES,
                DEFAULT_MAX_FIELDS_PER_TYPE,
                DEFAULT_MAX_STRING_BYTES,
                DEFAULT_MAX_EXTRAS,
                DEFAULT_MAX_EMPTY_ENTITIES);
    }

    /**
     * Returns these limits with another input size bound.
     *
     * @param bytes the largest input accepted
     * @return new limits
     */
    public SnapshotLimits withMaxBytes(long bytes) {
        return new SnapshotLimits(
                bytes, maxEntities, maxTypes, maxFieldsPerType, maxStringBytes, maxExtras, maxEmptyEntities);
    }

    /**
     * Returns these limits with another entity bound.
     *
     * @param entities the most entities a snapshot may declare
     * @return new limits
     */
    public SnapshotLimits withMaxEntities(int entities) {
        return new SnapshotLimits(
                maxBytes, entities, maxTypes, maxFieldsPerType, maxStringBytes, maxExtras, maxEmptyEntities);
    }

    /**
     * Returns these limits with another string length bound.
     *
     * @param bytes the longest string or name, UTF-8 bytes
     * @return new limits
     */
    public SnapshotLimits withMaxStringBytes(int bytes) {
        return new SnapshotLimits(
                maxBytes, maxEntities, maxTypes, maxFieldsPerType, bytes, maxExtras, maxEmptyEntities);
    }

    /**
     * Returns these limits with another bound on extras per type.
     *
     * @param extras the most extras of one type
     * @return new limits
     */
    public SnapshotLimits withMaxExtras(int extras) {
        return new SnapshotLimits(
                maxBytes, maxEntities, maxTypes, maxFieldsPerType, maxStringBytes, extras, maxEmptyEntities);
    }

    /**
     * Returns these limits with another bound on entities without a saved component.
     *
     * @param entities the most entities without a saved component a snapshot may hold
     * @return new limits
     */
    public SnapshotLimits withMaxEmptyEntities(int entities) {
        return new SnapshotLimits(
                maxBytes, maxEntities, maxTypes, maxFieldsPerType, maxStringBytes, maxExtras, entities);
    }
}
