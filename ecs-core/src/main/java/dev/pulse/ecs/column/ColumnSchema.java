package dev.pulse.ecs.column;

import dev.pulse.ecs.Pulse;
import dev.pulse.ecs.internal.ColumnAccess;
import dev.pulse.ecs.seam.ClassCache;
import dev.pulse.ecs.seam.PlatformProbe;
import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The columns of a {@link Columnar} record: one column per record component, in declaration
 * order, read from the record's class with reflection once per class (no code generation, no
 * annotation processor), or declared with {@link #declare(Class)} where the runtime cannot read
 * records by reflection (Android, TeaVM: see {@link Pulse#platform()}). Obtain column keys from
 * it and keep them in {@code static final} fields; every mistake fails there, when the class
 * loads, with a message that says what to write instead:
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

    /** Reads records by reflection where the runtime can (HotSpot); null elsewhere. */
    private static final RecordReflection REFLECTION =
            PlatformProbe.current().loadHotSpot("dev.pulse.ecs.column.MethodHandleRecords", RecordReflection.class);

    /** Per class: the schema read by reflection, or the message why there is none. */
    private static final ClassCache<Object> SCHEMAS = PlatformProbe.current().create(ColumnSchema::buildOrExplain);

    /** Schemas given by {@link #declare(Class)} where records cannot be read by reflection. */
    private static final ConcurrentHashMap<Class<?>, ColumnSchema<?>> DECLARED = new ConcurrentHashMap<>();

    static {
        // Before the core can see a column component it resolves the type's schema through
        // of(...), which initialises this class: the bridge is in place by then.
        ColumnAccess.install(new ColumnSecrets());
    }

    private final Class<R> type;
    private final String[] names;
    private final ColumnKind[] kinds;
    /** Per column (declaration order): its index among the columns of its kind. */
    private final int[] slots;
    /** Per kind ordinal: how many columns of that kind. */
    final int[] kindCounts = new int[ColumnKind.values().length];
    /** Per column: its declared Java type. */
    private final Class<?>[] javaTypes;
    /** Copies records into pages and builds them back: method handles on HotSpot, declared getters elsewhere. */
    private final RecordAccess access;

    /**
     * A schema of {@code names.length} columns.
     *
     * @throws IllegalArgumentException if a type is {@code short} or {@code char}
     */
    ColumnSchema(Class<R> type, String[] names, Class<?>[] javaTypes, RecordAccess.Maker access) {
        this.type = type;
        int n = names.length;
        this.names = names.clone();
        this.javaTypes = javaTypes.clone();
        kinds = new ColumnKind[n];
        slots = new int[n];
        for (int i = 0; i < n; i++) {
            ColumnKind kind = ColumnKind.of(javaTypes[i]);
            if (kind == null) {
                throw new IllegalArgumentException(type.getSimpleName() + "." + names[i] + " is a "
                        + javaTypes[i].getName() + ": column components support float, int, long, double, boolean, "
                        + "byte and object (reference) columns; declare it int");
            }
            kinds[i] = kind;
            slots[i] = kindCounts[kind.ordinal()]++;
        }
        this.access = access.make(kinds.clone(), slots.clone());
    }

    /**
     * Returns the schema of a column record, building it on first use (once per class): read by
     * reflection on HotSpot, else the one given to {@link #declare(Class)}.
     *
     * @param type the record class
     * @param <R>  the record type
     * @return the schema, the same object for every call with this class
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if the class is not a record implementing {@link Columnar},
     *                                  has no components, or has a {@code short}/{@code char}
     *                                  component; or, on a runtime that cannot read records by
     *                                  reflection, if it was not declared with {@link #declare(Class)}
     */
    @SuppressWarnings("unchecked")
    public static <R extends Record & Columnar> ColumnSchema<R> of(Class<R> type) {
        if (type == null) {
            throw new NullPointerException("ColumnSchema.of needs a record class such as Particle.class");
        }
        Object schema = lookup(type);
        if (schema instanceof String problem) {
            throw new IllegalArgumentException(problem);
        }
        return (ColumnSchema<R>) schema;
    }

    /**
     * Starts the declaration of a column record's columns, for runtimes that cannot read records
     * by reflection (Android, where D8 rewrites records; TeaVM). List every record component in
     * declaration order with its accessor, then give the canonical constructor:
     *
     * <pre>{@code
     * record Spark(float x, float y, int life) implements Columnar {
     *     static final ColumnSchema<Spark> COLUMNS = ColumnSchema.declare(Spark.class)
     *             .floatColumn("x", Spark::x)
     *             .floatColumn("y", Spark::y)
     *             .intColumn("life", Spark::life)
     *             .build(v -> new Spark((float) v[0], (float) v[1], (int) v[2]));
     * }
     * }</pre>
     *
     * Declared in the record itself, the declaration is in place before the record is first
     * used as a component (Pulse initialises a column record's class before it reads its
     * columns). A declaration works on HotSpot too; there it is checked against the record's
     * components, so a test on the desktop catches a declaration that does not match.
     *
     * @param type the record class
     * @param <R>  the record type
     * @return the declaration, to list the columns on
     * @throws NullPointerException if {@code type} is null
     */
    public static <R extends Record & Columnar> ColumnDeclaration<R> declare(Class<R> type) {
        if (type == null) {
            throw new NullPointerException("ColumnSchema.declare needs a record class such as Spark.class");
        }
        return new ColumnDeclaration<>(type);
    }

    /**
     * Keeps a declared schema. Where records are read by reflection (HotSpot), the declaration is
     * checked against the record and the reflected schema is the one used (so every key and
     * every world agree on one schema object, whichever came first); elsewhere the first
     * declaration of a class is kept, and a different second one is refused.
     */
    @SuppressWarnings("unchecked")
    static <R extends Record & Columnar> ColumnSchema<R> register(ColumnSchema<R> declared) {
        Class<R> type = declared.type;
        if (REFLECTION != null && SCHEMAS.get(type) instanceof ColumnSchema<?> reflected) {
            if (!reflected.sameColumns(declared)) {
                throw new IllegalArgumentException("The declared columns of " + type.getName() + " ("
                        + declared.describeColumns() + ") do not match its record components ("
                        + reflected.describeColumns()
                        + "): declare every component, in declaration order, with its type");
            }
            return (ColumnSchema<R>) reflected;
        }
        // No reflection here, or it cannot reach the record (not public, package not open to
        // Pulse): the declaration's own getters and constructor can, so it is kept.
        ColumnSchema<?> earlier = DECLARED.putIfAbsent(type, declared);
        if (earlier == null) {
            return declared;
        }
        if (!earlier.sameColumns(declared)) {
            throw new IllegalArgumentException(type.getName() + " is already declared with columns "
                    + earlier.describeColumns() + "; declare its columns once");
        }
        return (ColumnSchema<R>) earlier;
    }

    private boolean sameColumns(ColumnSchema<?> other) {
        return Arrays.equals(names, other.names) && Arrays.equals(javaTypes, other.javaTypes);
    }

    /** The schema of a class known to implement Columnar, or the message why it cannot be one. */
    static Object lookup(Class<?> type) {
        ColumnSchema<?> declared = DECLARED.get(type);
        return declared != null ? declared : SCHEMAS.get(type);
    }

    private static Object buildOrExplain(Class<?> type) {
        try {
            return build(type);
        } catch (IllegalArgumentException e) {
            return e.getMessage(); // remembered, so every use fails the same way
        }
    }

    private static ColumnSchema<?> build(Class<?> type) {
        if (!Record.class.isAssignableFrom(type)) {
            throw new IllegalArgumentException(type.getName() + " implements Columnar but is not a record: declare "
                    + "column components as records, e.g. record Particle(float x, float y) implements Columnar {}");
        }
        if (!Columnar.class.isAssignableFrom(type)) {
            throw new IllegalArgumentException("Record " + type.getName() + " does not implement Columnar: add "
                    + "'implements Columnar' to store it as columns (without it, it is an ordinary object component)");
        }
        if (REFLECTION != null) {
            try {
                return REFLECTION.schemaOf(type);
            } catch (IllegalArgumentException unreachable) {
                ColumnSchema<?> declared = declaredAfterInitialising(type);
                if (declared != null) {
                    return declared; // reflection cannot reach the record, its declaration can
                }
                throw unreachable;
            }
        }
        ColumnSchema<?> declared = declaredAfterInitialising(type);
        if (declared != null) {
            return declared;
        }
        throw new IllegalArgumentException("Cannot read the columns of " + type.getName() + ": this runtime ("
                + PlatformProbe.current().runtime()
                + ") cannot read records by reflection. Declare them in the record, "
                + "before its first use: static final ColumnSchema<" + type.getSimpleName() + "> COLUMNS = "
                + "ColumnSchema.declare(" + type.getSimpleName() + ".class).floatColumn(\"x\", "
                + type.getSimpleName() + "::x)... .build(v -> new " + type.getSimpleName() + "(...))");
    }

    /**
     * The declaration of {@code type}, after initialising the class: a declaration in the
     * record's own static initialiser runs then. Null if there is none.
     */
    private static ColumnSchema<?> declaredAfterInitialising(Class<?> type) {
        try {
            Class.forName(type.getName(), true, type.getClassLoader());
        } catch (ClassNotFoundException | LinkageError | RuntimeException e) {
            // not found by name (TeaVM without Pulse's reflection policy): no declaration to find
        }
        return DECLARED.get(type);
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
     * Returns the name of a column (its record component's name).
     *
     * @param column the column's position, in declaration order
     * @return the name
     * @throws IndexOutOfBoundsException unless {@code 0 <= column < columnCount()}
     */
    public String columnName(int column) {
        return names[column];
    }

    /**
     * Returns the declared Java type of a column (its record component's type).
     *
     * @param column the column's position, in declaration order
     * @return the type, e.g. {@code float.class} or {@code String.class}
     * @throws IndexOutOfBoundsException unless {@code 0 <= column < columnCount()}
     */
    public Class<?> columnType(int column) {
        return javaTypes[column];
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
            throw new NullPointerException(
                    method + " needs a column name; " + type.getSimpleName() + " has " + describeColumns());
        }
        int i = indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException(type.getSimpleName() + " has no column \"" + name
                    + "\"; its columns are " + describeColumns() + " (record component names, case-sensitive)");
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
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            if (i > 0) {
                text.append(", ");
            }
            text.append(names[i])
                    .append(':')
                    .append(kinds[i] == ColumnKind.OBJECT ? javaTypes[i].getSimpleName() : kinds[i].typeName());
        }
        return text.toString();
    }

    /** Copies the record's fields into the page at {@code offset}. */
    void write(ColumnPage page, int offset, Object record) {
        access.write(record, page, offset);
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
        return type.cast(access.construct(values));
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
