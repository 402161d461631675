package dev.pulse.ecs;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.StringJoiner;

/**
 * The columns of a {@link Columnar} record: one column per record component, in declaration
 * order, read from the record's class with reflection once per class (no code generation, no
 * annotation processor). Obtain column keys from it and keep them in {@code static final}
 * fields; every mistake fails there, when the class loads, with a message that says what to
 * write instead:
 * <ul>
 *   <li>the class is not a record, or has no record components (a tag needs no columns);</li>
 *   <li>a record component is a {@code short} or a {@code char} (declare it {@code int});</li>
 *   <li>a key names a column that does not exist (the message lists the columns), or asks for
 *       the wrong type ({@code intColumn("x")} for a {@code float x}).</li>
 * </ul>
 *
 * <pre>{@code
 * record Particle(float x, float y, float dx, float dy, String name) implements Columnar {}
 *
 * static final ColumnSchema<Particle> PARTICLE = ColumnSchema.of(Particle.class);
 * static final FloatColumn<Particle> X = PARTICLE.floatColumn("x");
 * static final ObjectColumn<Particle, String> NAME = PARTICLE.objectColumn("name", String.class);
 * }</pre>
 *
 * @param <R> the record type
 */
public final class ColumnSchema<R extends Record & Columnar> {

    private static final ClassValue<Object> SCHEMAS = new ClassValue<>() {
        @Override
        protected Object computeValue(Class<?> type) {
            try {
                return build(type);
            } catch (IllegalArgumentException e) {
                return e.getMessage(); // remembered, so every use fails the same way
            }
        }
    };

    private final Class<R> type;
    private final String[] names;
    private final ColumnKind[] kinds;
    /** Per column (declaration order): its index among the columns of its kind. */
    private final int[] slots;
    /** Per kind ordinal: how many columns of that kind. */
    final int[] kindCounts = new int[ColumnKind.values().length];
    /** Per column: accessor, typed {@code (Object)kind}. */
    private final MethodHandle[] accessors;
    /** The canonical constructor, spread over an {@code Object[]}, returning {@code Object}. */
    private final MethodHandle constructor;
    /** Per column: its declared Java type. */
    private final Class<?>[] javaTypes;
    /**
     * Copies every column of a record into a page: {@code (Object record, ColumnPage page, int
     * offset)void}, one handle composed of the accessors and {@link ColumnPage}'s typed puts, so
     * a record write is one call (the JVM customises and compiles it after some uses) instead of
     * one handle call and one kind switch per column.
     */
    private final MethodHandle writer;

    private ColumnSchema(Class<R> type, RecordComponent[] components) {
        this.type = type;
        ColumnSchema.class.getModule().addReads(type.getModule());
        int n = components.length;
        names = new String[n];
        kinds = new ColumnKind[n];
        slots = new int[n];
        accessors = new MethodHandle[n];
        javaTypes = new Class<?>[n];
        Class<?>[] parameterTypes = new Class<?>[n];
        for (int i = 0; i < n; i++) {
            RecordComponent component = components[i];
            Class<?> javaType = component.getType();
            ColumnKind kind = ColumnKind.of(javaType);
            if (kind == null) {
                throw new IllegalArgumentException(type.getSimpleName() + "." + component.getName() + " is a "
                        + javaType.getName() + ": column components support float, int, long, double, boolean, "
                        + "byte and object (reference) columns; declare it int");
            }
            names[i] = component.getName();
            kinds[i] = kind;
            slots[i] = kindCounts[kind.ordinal()]++;
            javaTypes[i] = javaType;
            parameterTypes[i] = javaType;
            accessors[i] = accessor(type, component.getAccessor(), kind);
        }
        writer = writer(accessors, kinds, slots);
        try {
            Constructor<?> canonical = type.getDeclaredConstructor(parameterTypes);
            canonical.trySetAccessible();
            constructor = MethodHandles.lookup().unreflectConstructor(canonical)
                    .asType(MethodType.methodType(Object.class, parameterTypes))
                    .asSpreader(Object[].class, n);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw inaccessible(type, e);
        }
    }

    /** {@link #writer}'s type. */
    private static final MethodType WRITE = MethodType.methodType(void.class, Object.class, ColumnPage.class, int.class);

    /** Composes {@link #writer}: per column, {@code put(page, slot, offset, accessor(record))}, in declaration order. */
    private static MethodHandle writer(MethodHandle[] accessors, ColumnKind[] kinds, int[] slots) {
        MethodHandle all = null;
        for (int i = accessors.length - 1; i >= 0; i--) {
            MethodHandle put = ColumnPage.put(kinds[i]);                 // (page, slot, offset, value)
            put = MethodHandles.insertArguments(put, 1, slots[i]);       // (page, offset, value)
            put = MethodHandles.filterArguments(put, 2, accessors[i]);   // (page, offset, record)
            put = MethodHandles.permuteArguments(put, WRITE, 1, 2, 0);   // (record, page, offset)
            all = all == null ? put : MethodHandles.foldArguments(all, put);
        }
        return all;
    }

    private static MethodHandle accessor(Class<?> type, Method method, ColumnKind kind) {
        try {
            method.trySetAccessible(); // public members of exported packages need no opening
            Class<?> result = kind == ColumnKind.OBJECT ? Object.class : kind.javaType;
            return MethodHandles.lookup().unreflect(method).asType(MethodType.methodType(result, Object.class));
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw inaccessible(type, e);
        }
    }

    private static IllegalArgumentException inaccessible(Class<?> type, Exception cause) {
        return new IllegalArgumentException("Cannot read the record components of " + type.getName()
                + " (" + cause + "); make the record public or open its package to module dev.pulse.ecs", cause);
    }

    /**
     * Returns the schema of a column record, building it on first use (once per class).
     *
     * @param type the record class
     * @param <R>  the record type
     * @return the schema, the same object for every call with this class
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if the class is not a record implementing {@link Columnar},
     *                                  has no components, or has a {@code short}/{@code char} component
     */
    @SuppressWarnings("unchecked")
    public static <R extends Record & Columnar> ColumnSchema<R> of(Class<R> type) {
        if (type == null) {
            throw new NullPointerException("ColumnSchema.of needs a record class such as Particle.class");
        }
        Object schema = SCHEMAS.get(type);
        if (schema instanceof String problem) {
            throw new IllegalArgumentException(problem);
        }
        return (ColumnSchema<R>) schema;
    }

    /** The schema of a class known to implement Columnar, or the message why it cannot be one. */
    static Object lookup(Class<?> type) {
        return SCHEMAS.get(type);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static ColumnSchema<?> build(Class<?> type) {
        if (!type.isRecord()) {
            throw new IllegalArgumentException(type.getName() + " implements Columnar but is not a record: declare "
                    + "column components as records, e.g. record Particle(float x, float y) implements Columnar {}");
        }
        if (!Columnar.class.isAssignableFrom(type)) {
            throw new IllegalArgumentException("Record " + type.getName() + " does not implement Columnar: add "
                    + "'implements Columnar' to store it as columns (without it, it is an ordinary object component)");
        }
        RecordComponent[] components = type.getRecordComponents();
        if (components.length == 0) {
            throw new IllegalArgumentException("Column record " + type.getName() + " has no record components, so "
                    + "no columns: a component without data is a tag; declare it as a class with no fields");
        }
        return new ColumnSchema(type, components);
    }

    /**
     * Returns the record class.
     *
     * @return the class
     */
    public Class<R> type() {
        return type;
    }

    /**
     * Returns the number of columns (record components).
     *
     * @return the count, at least 1
     */
    public int columnCount() {
        return names.length;
    }

    /**
     * Returns the key of a {@code float} column.
     *
     * @param name the record component's name
     * @return the key; keep it in a {@code static final} field
     * @throws IllegalArgumentException if there is no such column or it is not a {@code float}
     */
    public FloatColumn<R> floatColumn(String name) {
        return new FloatColumn<>(this, name, slotOf(name, ColumnKind.FLOAT, "floatColumn"));
    }

    /**
     * Returns the key of an {@code int} column.
     *
     * @param name the record component's name
     * @return the key; keep it in a {@code static final} field
     * @throws IllegalArgumentException if there is no such column or it is not an {@code int}
     */
    public IntColumn<R> intColumn(String name) {
        return new IntColumn<>(this, name, slotOf(name, ColumnKind.INT, "intColumn"));
    }

    /**
     * Returns the key of a {@code long} column.
     *
     * @param name the record component's name
     * @return the key; keep it in a {@code static final} field
     * @throws IllegalArgumentException if there is no such column or it is not a {@code long}
     */
    public LongColumn<R> longColumn(String name) {
        return new LongColumn<>(this, name, slotOf(name, ColumnKind.LONG, "longColumn"));
    }

    /**
     * Returns the key of a {@code double} column.
     *
     * @param name the record component's name
     * @return the key; keep it in a {@code static final} field
     * @throws IllegalArgumentException if there is no such column or it is not a {@code double}
     */
    public DoubleColumn<R> doubleColumn(String name) {
        return new DoubleColumn<>(this, name, slotOf(name, ColumnKind.DOUBLE, "doubleColumn"));
    }

    /**
     * Returns the key of a {@code boolean} column.
     *
     * @param name the record component's name
     * @return the key; keep it in a {@code static final} field
     * @throws IllegalArgumentException if there is no such column or it is not a {@code boolean}
     */
    public BooleanColumn<R> booleanColumn(String name) {
        return new BooleanColumn<>(this, name, slotOf(name, ColumnKind.BOOLEAN, "booleanColumn"));
    }

    /**
     * Returns the key of a {@code byte} column.
     *
     * @param name the record component's name
     * @return the key; keep it in a {@code static final} field
     * @throws IllegalArgumentException if there is no such column or it is not a {@code byte}
     */
    public ByteColumn<R> byteColumn(String name) {
        return new ByteColumn<>(this, name, slotOf(name, ColumnKind.BYTE, "byteColumn"));
    }

    /**
     * Returns the key of an object column (a record component of reference type).
     *
     * @param name      the record component's name
     * @param valueType the component's declared type, exactly (e.g. {@code String.class};
     *                  {@code List.class} for a {@code List<String>})
     * @param <V>       that type
     * @return the key; keep it in a {@code static final} field
     * @throws IllegalArgumentException if there is no such column, it is primitive, or its
     *                                  declared type is not {@code valueType}
     */
    public <V> ObjectColumn<R, V> objectColumn(String name, Class<V> valueType) {
        int slot = slotOf(name, ColumnKind.OBJECT, "objectColumn");
        Class<?> declared = javaTypes[indexOf(name)];
        if (declared != valueType) {
            throw new IllegalArgumentException(type.getSimpleName() + "." + name + " is declared as "
                    + declared.getName() + ", not " + (valueType == null ? "null" : valueType.getName())
                    + ": use objectColumn(\"" + name + "\", " + declared.getSimpleName() + ".class)");
        }
        return new ObjectColumn<>(this, name, slot, valueType);
    }

    private int indexOf(String name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private int slotOf(String name, ColumnKind kind, String method) {
        if (name == null) {
            throw new NullPointerException(method + " needs a column name; " + type.getSimpleName()
                    + " has " + describeColumns());
        }
        int i = indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException(type.getSimpleName() + " has no column \"" + name + "\"; its columns are "
                    + describeColumns() + " (record component names, case-sensitive)");
        }
        if (kinds[i] != kind) {
            String right = kinds[i] == ColumnKind.OBJECT
                    ? "objectColumn(\"" + name + "\", " + javaTypes[i].getSimpleName() + ".class)"
                    : kinds[i].typeName() + "Column(\"" + name + "\")";
            String declared = kinds[i] == ColumnKind.OBJECT ? javaTypes[i].getSimpleName() : kinds[i].typeName();
            throw new IllegalArgumentException(type.getSimpleName() + "." + name + " is "
                    + (kinds[i] == ColumnKind.INT ? "an " : "a ") + declared
                    + " column, not " + (kind == ColumnKind.OBJECT || kind == ColumnKind.INT ? "an " : "a ")
                    + kind.typeName()
                    + " one: use " + right);
        }
        return slots[i];
    }

    ColumnKind kindOf(String name) {
        return kinds[indexOf(name)];
    }

    /** Columns in declaration order, e.g. {@code x:float, y:float}. */
    String describeColumns() {
        StringJoiner text = new StringJoiner(", ");
        for (int i = 0; i < names.length; i++) {
            text.add(names[i] + ":" + (kinds[i] == ColumnKind.OBJECT ? javaTypes[i].getSimpleName() : kinds[i].typeName()));
        }
        return text.toString();
    }

    /** Copies the record's fields into the page at {@code offset}. */
    void write(ColumnPage page, int offset, Object record) {
        try {
            writer.invokeExact(record, page, offset);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("Reading a " + type.getSimpleName() + " failed", t);
        }
    }

    /** Builds a record from the page at {@code offset}. */
    R read(ColumnPage page, int offset) {
        Object[] values = new Object[names.length];
        for (int i = 0; i < names.length; i++) {
            int s = slots[i];
            values[i] = switch (kinds[i]) {
                case FLOAT -> page.floats[s][offset];
                case INT -> page.ints[s][offset];
                case LONG -> page.longs[s][offset];
                case DOUBLE -> page.doubles[s][offset];
                case BOOLEAN -> page.booleans[s][offset];
                case BYTE -> page.bytes[s][offset];
                case OBJECT -> page.objects[s][offset];
            };
        }
        try {
            return type.cast((Object) constructor.invokeExact(values));
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("Building a " + type.getSimpleName() + " failed", t);
        }
    }

    /**
     * Returns e.g. {@code ColumnSchema[Particle: x:float, y:float]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "ColumnSchema[" + type.getSimpleName() + ": " + describeColumns() + "]";
    }

    /** For tests: the kinds in declaration order. */
    ColumnKind[] kinds() {
        return Arrays.copyOf(kinds, kinds.length);
    }
}
