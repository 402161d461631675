package dev.pulse.ecs.seam;

/**
 * What Pulse asks of a class beyond the oldest reflection APIs, which differ by runtime:
 * Android and TeaVM have no hidden classes and no record reflection
 * ({@code Class.isRecord}, {@code getRecordComponents}), and TeaVM has neither
 * {@code isSynthetic} nor {@code isAnonymousClass}.
 */
public interface ClassInspector {

    /**
     * Whether the class was made at run time (a lambda's class, a hidden or synthetic class):
     * it cannot be named in source, so it cannot be a component type.
     *
     * @param type the class
     * @return true for a lambda, hidden or synthetic class
     */
    boolean isGenerated(Class<?> type);

    /**
     * Whether the class is anonymous ({@code new Object() { ... }}).
     *
     * @param type the class
     * @return true for an anonymous class
     */
    boolean isAnonymous(Class<?> type);

    /**
     * Whether this runtime reads records by reflection ({@code Class.isRecord} and
     * {@code getRecordComponents}). Where it does not, column records are declared with
     * {@code ColumnSchema.declare}.
     *
     * @return true on HotSpot
     */
    boolean readsRecords();

    /**
     * Whether {@link Class#getDeclaredFields()} lists a class's fields in declaration order.
     * HotSpot and TeaVM do; Android's ART does not (it sorts them), so there a record's
     * component order cannot be told from its fields.
     *
     * @return true where fields come in declaration order
     */
    boolean fieldsInDeclarationOrder();

    /**
     * Lets Pulse's module read the module of {@code type}, so it may call the public members of
     * a record in a module that does not say {@code requires dev.pulse.ecs}; nothing where
     * there are no modules.
     *
     * @param type the class Pulse will call into
     */
    void openForReading(Class<?> type);
}
