package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.Entity;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;

/**
 * The default codec of a record whose components are primitives, {@code String} or
 * {@link Entity}: one field per record component, named after it, read back through the
 * canonical constructor. A field the snapshot lacks (the record gained a component) reads as
 * the Java default: {@code 0}, {@code false} or {@code null}. {@code byte}, {@code short} and
 * {@code char} are saved as {@code int} and range-checked on load.
 *
 * @param <R> the record type
 */
final class RecordCodec<R> implements ComponentCodec<R> {

    private final Class<R> type;
    private final String[] names;
    private final Class<?>[] kinds;
    private final Method[] accessors;
    private final Constructor<R> constructor;

    private RecordCodec(Class<R> type, String[] names, Class<?>[] kinds, Method[] accessors,
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
        if (!type.isRecord()) {
            throw new IllegalArgumentException(type.getName() + " is not a record: the default codec handles records "
                    + "only; register it with a ComponentCodec (Snapshots.Builder.register(type, codec))");
        }
        RecordComponent[] components = type.getRecordComponents();
        String[] names = new String[components.length];
        Class<?>[] kinds = new Class<?>[components.length];
        Method[] accessors = new Method[components.length];
        for (int i = 0; i < components.length; i++) {
            Class<?> kind = components[i].getType();
            if (!supported(kind)) {
                throw new IllegalArgumentException("Record " + type.getName() + " has component '"
                        + components[i].getName() + "' of type " + kind.getName() + ", which the default codec cannot "
                        + "save (it saves primitives, String and Entity); register a ComponentCodec for "
                        + type.getSimpleName());
            }
            names[i] = components[i].getName();
            kinds[i] = kind;
            accessors[i] = components[i].getAccessor();
        }
        try {
            Constructor<R> constructor = type.getDeclaredConstructor(kinds);
            constructor.setAccessible(true);
            for (Method accessor : accessors) {
                accessor.setAccessible(true);
            }
            return new RecordCodec<>(type, names, kinds, accessors, constructor);
        } catch (NoSuchMethodException | RuntimeException e) {
            throw new IllegalArgumentException("Cannot reflect on record " + type.getName() + " (" + e.getMessage()
                    + "); open its package to module dev.pulse.ecs.snapshot, or register a ComponentCodec", e);
        }
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
            return accessors[i].invoke(component);
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
            throw new IllegalArgumentException(type.getSimpleName() + "'s constructor refused the saved values: "
                    + cause, cause);
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
