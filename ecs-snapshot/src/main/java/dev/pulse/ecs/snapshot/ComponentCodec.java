package dev.pulse.ecs.snapshot;

/**
 * Turns one component type into named fields and back. One codec serves both formats.
 *
 * <pre>{@code
 * final class VelocityCodec implements ComponentCodec<Velocity> {
 *     public void write(Velocity v, FieldWriter out) {
 *         out.writeFloat("dx", v.dx);
 *         out.writeFloat("dy", v.dy);
 *     }
 *     public Velocity read(FieldReader in) {
 *         return new Velocity(in.readFloat("dx"), in.readFloat("dy", 0f)); // 0 if an old save lacks it
 *     }
 * }
 * }</pre>
 *
 * <h2>Rules</h2>
 * <ul>
 *   <li>{@link #write} writes the same field names, of the same kinds, in the same order, for
 *       every instance (the fields are the type's schema in the snapshot).</li>
 *   <li>{@link #read} reads by name, in any order, and returns a new instance of exactly the
 *       registered class. It must depend only on the values it reads: it may be called twice
 *       for a component that holds entity references (once to validate before the world is
 *       touched, once with the loaded handles).</li>
 *   <li>An exception from {@link #read} refuses the whole snapshot (as a
 *       {@link SnapshotFormatException}), so a codec may validate values.</li>
 * </ul>
 *
 * <h2>Migrations</h2>
 * A saved type's fields are stored by name, so a newer codec reads an older snapshot: read a
 * field that older versions did not write with a default ({@link FieldReader#readInt(String, int)}),
 * or test {@link FieldReader#has(String)} and convert an old field into the new shape.
 *
 * @param <T> the component type
 */
public interface ComponentCodec<T> {

    /**
     * Writes a component's fields.
     *
     * @param component the component, never null
     * @param out       where to write the fields
     */
    void write(T component, FieldWriter out);

    /**
     * Reads a component from its fields.
     *
     * @param in the saved fields
     * @return a new component of exactly the registered class
     * @throws SnapshotFormatException if a field is missing or of the wrong kind (thrown by
     *                                 {@code in}); any other exception also refuses the snapshot
     */
    T read(FieldReader in);
}
