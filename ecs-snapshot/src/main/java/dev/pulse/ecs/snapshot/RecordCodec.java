package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.seam.ClassInspector;
import dev.pulse.ecs.seam.PlatformProbe;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The default codec of a record whose components are primitives, {@code String} or
 * {@link Entity}: one field per record component, named after it, read back through the
 * canonical constructor. A field the snapshot lacks (the record gained a component) reads as
 * the Java default: {@code 0}, {@code false} or {@code null}. {@code byte}, {@code short} and
 * {@code char} are saved as {@code int} and range-checked on load.
 *
 * <p>On HotSpot the components come from record reflection ({@code RecordComponents}, loaded by
 * name). Where the runtime has none (Android, TeaVM), they are the record's instance fields (a
 * record's fields are its components), in the order a column record's
 * {@link ColumnSchema#declare declaration} gives, else in field order where the runtime lists
 * fields in declaration order (TeaVM), else only where their types leave no doubt which
 * constructor parameter each field is (Android sorts fields by name); otherwise the codec is
 * refused with a message that says what to register instead, never guessed.
 *
 * @param <R> the record type
 */
final class RecordCodec<R> implements ComponentCodec<R> {

    private final Class<R> type;
    private final String[] names;
    private final Class<?>[] kinds;
    /** Per component: a {@link java.lang.reflect.Method} accessor or a {@link Field}. */
    private final java.lang.reflect.AccessibleObject[] accessors;

    private final Constructor<R> constructor;

    private RecordCodec(
            Class<R> type,
            String[] names,
            Class<?>[] kinds,
            java.lang.reflect.AccessibleObject[] accessors,
            Constructor<R> constructor) {
        this.type = type;
        this.names = names;
        this.kinds = kinds;
        this.accessors = accessors;
        this.constructor = constructor;
    }

    /**
     * Builds the codec of a record class.
     *
     * @throws IllegalArgumentException if it is not a record, has a component of another type,
     *                                  or cannot be reflected on (its module does not open it)
     */
    static <R> RecordCodec<R> of(Class<R> type) {
        return of(type, PlatformProbe.current().classes());
    }

    /** {@link #of(Class)} as on a runtime whose classes answer as {@code classes} does (tests stand in for Android). */
    static <R> RecordCodec<R> of(Class<R> type, ClassInspector classes) {
        if (!Record.class.isAssignableFrom(type)) {
            throw new IllegalArgumentException(type.getName() + " is neither a record nor a tag (a class without "
                    + "instance fields): the default codec handles only those; register it with a ComponentCodec "
                    + "(Snapshots.Builder.register(type, codec))");
        }
        ComponentLister components = classes.readsRecords() ? REFLECTION : null;
        List<String> names = new ArrayList<>();
        List<Class<?>> kinds = new ArrayList<>();
        List<java.lang.reflect.AccessibleObject> accessors = new ArrayList<>();
        if (components != null) {
            components.describe(type, names, kinds, accessors);
        } else {
            fields(type, classes, names, kinds, accessors);
        }
        for (int i = 0; i < names.size(); i++) {
            Class<?> kind = kinds.get(i);
            if (!supported(kind)) {
                throw new IllegalArgumentException("Record " + type.getName() + " has component '"
                        + names.get(i) + "' of type " + kind.getName() + ", which the default codec cannot "
                        + "save (it saves primitives, String and Entity); register a ComponentCodec for "
                        + type.getSimpleName());
            }
        }
        Class<?>[] kindArray = kinds.toArray(new Class<?>[0]);
        try {
            Constructor<R> constructor = type.getDeclaredConstructor(kindArray);
            constructor.setAccessible(true);
            for (java.lang.reflect.AccessibleObject accessor : accessors) {
                accessor.setAccessible(true);
            }
            return new RecordCodec<>(
                    type,
                    names.toArray(new String[0]),
                    kindArray,
                    accessors.toArray(new java.lang.reflect.AccessibleObject[0]),
                    constructor);
        } catch (NoSuchMethodException | RuntimeException e) {
            String advice = classes.readsRecords()
                    ? "open its package to module dev.pulse.ecs.snapshot, or register a ComponentCodec"
                    : "on TeaVM, add dev.pulse:ecs-teavm to the TeaVM build (it keeps records' fields and canonical "
                            + "constructors); with R8 or ProGuard, keep the record's fields and constructor; or "
                            + "register a ComponentCodec";
            throw new IllegalArgumentException(
                    "Cannot reflect on record " + type.getName() + " (" + e.getMessage() + "); " + advice, e);
        }
    }

    /** Record reflection where the runtime has it (HotSpot), loaded by name; null elsewhere. */
    private static final ComponentLister REFLECTION =
            PlatformProbe.current().classes().readsRecords() ? loadRecordComponents() : null;

    private static ComponentLister loadRecordComponents() {
        try {
            return (ComponentLister) Class.forName("dev.pulse.ecs.snapshot.RecordComponents")
                    .getDeclaredConstructor()
                    .newInstance();
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalStateException(
                    "This runtime reads records by reflection, but Pulse's record reader " + "cannot be loaded", e);
        }
    }

    /**
     * Lists a record's components: the seam behind which {@code RecordComponents} (record
     * reflection, HotSpot only) hides, so TeaVM never compiles it.
     */
    interface ComponentLister {

        /** Appends each component's name, type and accessor method, in declaration order. */
        void describe(
                Class<?> type,
                List<String> names,
                List<Class<?>> kinds,
                List<java.lang.reflect.AccessibleObject> accessors);
    }

    /** The components of a record read from its instance fields, in an order that is certain, or a refusal. */
    private static void fields(
            Class<?> type,
            ClassInspector classes,
            List<String> names,
            List<Class<?>> kinds,
            List<java.lang.reflect.AccessibleObject> accessors) {
        List<Field> fields = new ArrayList<>();
        for (Field field : type.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers())) {
                fields.add(field);
            }
        }
        List<Field> ordered = declaredColumnOrder(type, fields);
        if (ordered == null) {
            ordered = fields;
            if (!classes.fieldsInDeclarationOrder() && !typesAreDistinct(fields)) {
                throw new IllegalArgumentException("Cannot tell the component order of record " + type.getName()
                        + " on this runtime (" + PlatformProbe.current().runtime() + ", which lists fields by name, "
                        + "and two components share a type): register a ComponentCodec for " + type.getSimpleName()
                        + " (Snapshots.Builder.register(name, type, codec))");
            }
        }
        for (Field field : ordered) {
            names.add(field.getName());
            kinds.add(field.getType());
            accessors.add(field);
        }
    }

    /** The fields in the order of a column record's declared schema, or null for other records. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static List<Field> declaredColumnOrder(Class<?> type, List<Field> fields) {
        if (!Columnar.class.isAssignableFrom(type)) {
            return null;
        }
        ColumnSchema<?> schema = ColumnSchema.of((Class) type);
        List<Field> ordered = new ArrayList<>();
        for (int c = 0; c < schema.columnCount(); c++) {
            for (Field field : fields) {
                if (field.getName().equals(schema.columnName(c))) {
                    ordered.add(field);
                }
            }
        }
        return ordered.size() == fields.size() ? ordered : null;
    }

    private static boolean typesAreDistinct(List<Field> fields) {
        Set<Class<?>> seen = new HashSet<>();
        for (Field field : fields) {
            if (!seen.add(field.getType())) {
                return false;
            }
        }
        return true;
    }

    private static boolean supported(Class<?> kind) {
        return kind.isPrimitive() || kind == String.class || kind == Entity.class;
    }

    @Override
    public void write(R component, FieldWriter out) {
        for (int i = 0; i < names.length; i++) {
            Object value = get(component, i);
            Class<?> kind = kinds[i];
            String name = names[i];
            if (kind == float.class) {
                out.writeFloat(name, (Float) value);
            } else if (kind == int.class) {
                out.writeInt(name, (Integer) value);
            } else if (kind == double.class) {
                out.writeDouble(name, (Double) value);
            } else if (kind == long.class) {
                out.writeLong(name, (Long) value);
            } else if (kind == boolean.class) {
                out.writeBoolean(name, (Boolean) value);
            } else if (kind == Entity.class) {
                out.writeEntity(name, (Entity) value);
            } else if (kind == String.class) {
                out.writeString(name, (String) value);
            } else if (kind == byte.class) {
                out.writeInt(name, (Byte) value);
            } else if (kind == short.class) {
                out.writeInt(name, (Short) value);
            } else {
                out.writeInt(name, (Character) value);
            }
        }
    }

    private Object get(R component, int i) {
        try {
            java.lang.reflect.AccessibleObject accessor = accessors[i];
            return accessor instanceof Field field
                    ? field.get(component)
                    : ((java.lang.reflect.Method) accessor).invoke(component);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot read " + type.getName() + "." + names[i], e);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("Accessor " + type.getName() + "." + names[i] + "() threw", e.getCause());
        }
    }

    @Override
    public R read(FieldReader in) {
        Object[] args = new Object[names.length];
        for (int i = 0; i < names.length; i++) {
            Class<?> kind = kinds[i];
            String name = names[i];
            if (kind == float.class) {
                args[i] = in.readFloat(name, 0f);
            } else if (kind == int.class) {
                args[i] = in.readInt(name, 0);
            } else if (kind == double.class) {
                args[i] = in.readDouble(name, 0d);
            } else if (kind == long.class) {
                args[i] = in.readLong(name, 0L);
            } else if (kind == boolean.class) {
                args[i] = in.readBoolean(name, false);
            } else if (kind == Entity.class) {
                args[i] = in.readEntity(name, null);
            } else if (kind == String.class) {
                args[i] = in.readString(name, null);
            } else {
                int value = in.readInt(name, 0);
                args[i] = narrow(kind, name, value);
            }
        }
        try {
            return constructor.newInstance(args);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw new IllegalArgumentException(
                    type.getSimpleName() + "'s constructor refused the saved values: " + cause, cause);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot construct " + type.getName(), e);
        }
    }

    private Object narrow(Class<?> kind, String name, int value) {
        if (kind == byte.class && value == (byte) value) {
            return (byte) value;
        }
        if (kind == short.class && value == (short) value) {
            return (short) value;
        }
        if (kind == char.class && value == (char) value) {
            return (char) value;
        }
        throw new IllegalArgumentException("field '" + name + "' of " + type.getSimpleName() + " holds " + value
                + ", out of range for a " + kind.getName());
    }
}
