package dev.pulse.ecs.column;

import dev.pulse.ecs.Platform;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/**
 * The columns of a column record, declared by hand: each record component, in declaration
 * order, with its accessor, then the canonical constructor. Obtained from
 * {@link ColumnSchema#declare(Class)}, which shows an example; needed where the runtime cannot
 * read records by reflection ({@link Platform#readsRecords()} is false: Android, TeaVM), and
 * checked against the record's components where it can.
 *
 * <p>Not thread-safe; declare in a static initialiser.
 *
 * @param <R> the record type
 */
public final class ColumnDeclaration<R extends Record & Columnar> {

    /**
     * Reads a {@code float} record component.
     *
     * @param <R> the record type
     */
    @FunctionalInterface
    public interface FloatGetter<R> {
        /**
         * Returns the component's value.
         *
         * @param record the record
         * @return its value
         */
        float get(R record);
    }

    /**
     * Reads a {@code byte} record component.
     *
     * @param <R> the record type
     */
    @FunctionalInterface
    public interface ByteGetter<R> {
        /**
         * Returns the component's value.
         *
         * @param record the record
         * @return its value
         */
        byte get(R record);
    }

    private final Class<R> type;
    private final List<String> names = new ArrayList<>();
    private final List<Class<?>> javaTypes = new ArrayList<>();
    private final List<Object> getters = new ArrayList<>();
    private boolean built;

    ColumnDeclaration(Class<R> type) {
        this.type = type;
    }

    /**
     * Adds a {@code float} column.
     *
     * @param name   the record component's name
     * @param getter its accessor, e.g. {@code Spark::x}
     * @return this declaration
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the name is taken
     */
    public ColumnDeclaration<R> floatColumn(String name, FloatGetter<R> getter) {
        return add(name, float.class, getter);
    }

    /**
     * Adds an {@code int} column.
     *
     * @param name   the record component's name
     * @param getter its accessor
     * @return this declaration
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the name is taken
     */
    public ColumnDeclaration<R> intColumn(String name, ToIntFunction<R> getter) {
        return add(name, int.class, getter);
    }

    /**
     * Adds a {@code long} column.
     *
     * @param name   the record component's name
     * @param getter its accessor
     * @return this declaration
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the name is taken
     */
    public ColumnDeclaration<R> longColumn(String name, ToLongFunction<R> getter) {
        return add(name, long.class, getter);
    }

    /**
     * Adds a {@code double} column.
     *
     * @param name   the record component's name
     * @param getter its accessor
     * @return this declaration
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the name is taken
     */
    public ColumnDeclaration<R> doubleColumn(String name, ToDoubleFunction<R> getter) {
        return add(name, double.class, getter);
    }

    /**
     * Adds a {@code boolean} column.
     *
     * @param name   the record component's name
     * @param getter its accessor
     * @return this declaration
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the name is taken
     */
    public ColumnDeclaration<R> booleanColumn(String name, Predicate<R> getter) {
        return add(name, boolean.class, getter);
    }

    /**
     * Adds a {@code byte} column.
     *
     * @param name   the record component's name
     * @param getter its accessor
     * @return this declaration
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the name is taken
     */
    public ColumnDeclaration<R> byteColumn(String name, ByteGetter<R> getter) {
        return add(name, byte.class, getter);
    }

    /**
     * Adds an object column (a record component of reference type).
     *
     * @param name      the record component's name
     * @param valueType the component's declared type, exactly (e.g. {@code String.class})
     * @param getter    its accessor
     * @param <V>       that type
     * @return this declaration
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the name is taken, or {@code valueType} is primitive
     */
    public <V> ColumnDeclaration<R> objectColumn(String name, Class<V> valueType, Function<R, V> getter) {
        if (valueType != null && valueType.isPrimitive()) {
            throw new IllegalArgumentException(type.getSimpleName() + "." + name + ": " + valueType.getName()
                    + " is primitive; use " + valueType.getName() + "Column(\"" + name + "\", ...)");
        }
        return add(name, valueType, getter);
    }

    private ColumnDeclaration<R> add(String name, Class<?> javaType, Object getter) {
        if (name == null || javaType == null || getter == null) {
            throw new NullPointerException("Declaring a column of " + type.getSimpleName()
                    + " needs its name, its type and its accessor, e.g. floatColumn(\"x\", "
                    + type.getSimpleName() + "::x)");
        }
        if (built) {
            throw new IllegalStateException("The columns of " + type.getSimpleName() + " are already built; "
                    + "declare every column before build(...)");
        }
        if (names.contains(name)) {
            throw new IllegalArgumentException(type.getSimpleName() + " already declares a column \"" + name + "\"");
        }
        names.add(name);
        javaTypes.add(javaType);
        getters.add(getter);
        return this;
    }

    /**
     * Ends the declaration with the record's canonical constructor, which receives one value per
     * column in declaration order ({@code float}s as {@code Float}, and so on), and registers the
     * schema: from now on {@link ColumnSchema#of(Class)} and every world use it.
     *
     * @param constructor builds a record from its values, e.g.
     *                    {@code v -> new Spark((float) v[0], (float) v[1], (int) v[2])}
     * @return the schema
     * @throws NullPointerException     if {@code constructor} is null
     * @throws IllegalArgumentException if no column was declared, a column is a {@code short} or
     *                                  {@code char}, the record was declared differently before,
     *                                  or (where records can be read by reflection) the columns do
     *                                  not match the record's components
     * @throws IllegalStateException    if called twice
     */
    public ColumnSchema<R> build(Function<Object[], R> constructor) {
        if (constructor == null) {
            throw new NullPointerException("build needs the canonical constructor of " + type.getSimpleName()
                    + ", e.g. v -> new " + type.getSimpleName() + "((float) v[0], ...)");
        }
        if (built) {
            throw new IllegalStateException("The columns of " + type.getSimpleName() + " are already built");
        }
        if (names.isEmpty()) {
            throw new IllegalArgumentException("Column record " + type.getName() + " declares no columns: a "
                    + "component without data is a tag; declare it as a class with no fields");
        }
        built = true;
        Object[] accessors = getters.toArray();
        ColumnSchema<R> schema = new ColumnSchema<>(
                type,
                names.toArray(new String[0]),
                javaTypes.toArray(new Class<?>[0]),
                (kinds, slots) -> new DeclaredRecordAccess(accessors, kinds, slots, constructor));
        return ColumnSchema.register(schema);
    }
}
