package dev.pulse.ecs.snapshot;

/**
 * Receives a snapshot's content in order and encodes it; implemented once per format. Field
 * values arrive already checked against the type's schema, floats as raw bits, entity
 * references as codes ({@link FieldKind#NULL_REF}, {@link FieldKind#STALE_REF} or a snapshot
 * entity id).
 */
interface SnapshotEncoder {

    void begin(int entityCount);

    void beginTypes(int typeCount);

    void beginType(String name, Schema schema, int componentRows, int extraRows);

    /** Starts a row; {@code owner} is a snapshot entity id, or {@link ParsedType#EXTRA}. */
    void beginRow(int owner);

    void value(int field, FieldKind kind, long bits);

    void string(int field, String value);

    void endRow();

    void endType();

    void finish();
}
