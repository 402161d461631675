package dev.pulse.ecs.snapshot;

/**
 * A registered type: its name in snapshots, its class and its codec.
 *
 * @param name  the stable name written into snapshots
 * @param type  the exact class
 * @param codec the codec
 * @param <T>   the type
 */
record SavedType<T>(String name, Class<T> type, ComponentCodec<T> codec) {

    /** Writes a value of this type (checked to be of exactly {@link #type()}). */
    void write(Object value, FieldWriter out) {
        codec.write(type.cast(value), out);
    }
}
