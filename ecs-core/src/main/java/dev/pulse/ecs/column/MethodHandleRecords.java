package dev.pulse.ecs.column;

import dev.pulse.ecs.seam.HotSpotOnly;
import dev.pulse.ecs.seam.PlatformProbe;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;

/**
 * The HotSpot side of the {@link RecordAccess} seam: reads a column record's components by
 * reflection and copies records with one composed method handle, which the JIT customises and
 * compiles after some uses (one call per record instead of one handle call and one kind switch
 * per column). Loaded by name from {@link ColumnSchema}; Android (no record reflection below
 * API 34, and D8 rewrites records) and TeaVM (no method handles) never load it.
 */
@HotSpotOnly
final class MethodHandleRecords implements RecordReflection {

    /** A writer's type: {@code (Object record, ColumnPage page, int offset)void}. */
    private static final MethodType WRITE =
            MethodType.methodType(void.class, Object.class, ColumnPage.class, int.class);

    MethodHandleRecords() {
        RecordComponent.class.getName(); // link record reflection here, at the probe
    }

    /**
     * {@code MethodHandleRecordAccess}, defined from its class file, which the build keeps as the
     * resource {@value #ACCESS_RESOURCE} instead of a {@code .class} entry: it is the one class
     * with {@code MethodHandle.invokeExact} calls, which Android's dexer warns about below API 26
     * in every app that ships the jar, although Android never runs them.
     */
    static final String ACCESS_RESOURCE = "MethodHandleRecordAccess.bin";

    /** Defines the access class once, on first use. */
    @HotSpotOnly
    private static final class Access {

        private static final java.lang.reflect.Constructor<?> CONSTRUCTOR = define();

        static java.lang.reflect.Constructor<?> constructor() {
            return CONSTRUCTOR;
        }

        private static java.lang.reflect.Constructor<?> define() {
            try (java.io.InputStream in = MethodHandleRecords.class.getResourceAsStream(ACCESS_RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("ecs-core's resource " + ACCESS_RESOURCE + " is missing");
                }
                Class<?> access = MethodHandles.lookup().defineClass(in.readAllBytes());
                return access.getDeclaredConstructor(Class.class, MethodHandle.class, MethodHandle.class);
            } catch (java.io.IOException | ReflectiveOperationException e) {
                throw new IllegalStateException("Cannot define the column record writer from " + ACCESS_RESOURCE, e);
            }
        }
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public ColumnSchema<?> schemaOf(Class<?> type) {
        RecordComponent[] components = type.getRecordComponents();
        if (components == null) {
            throw new IllegalArgumentException(type.getName() + " implements Columnar but is not a record: declare "
                    + "column components as records, e.g. record Particle(float x, float y) implements Columnar {}");
        }
        if (components.length == 0) {
            throw new IllegalArgumentException("Column record " + type.getName() + " has no record components, so "
                    + "no columns: a component without data is a tag; declare it as a class with no fields");
        }
        PlatformProbe.current().classes().openForReading(type);
        int n = components.length;
        String[] names = new String[n];
        Class<?>[] javaTypes = new Class<?>[n];
        for (int i = 0; i < n; i++) {
            names[i] = components[i].getName();
            javaTypes[i] = components[i].getType();
        }
        return new ColumnSchema(type, names, javaTypes, (kinds, slots) -> access(type, components, kinds, slots));
    }

    private static RecordAccess access(Class<?> type, RecordComponent[] components, ColumnKind[] kinds, int[] slots) {
        int n = components.length;
        MethodHandle[] accessors = new MethodHandle[n];
        Class<?>[] parameterTypes = new Class<?>[n];
        for (int i = 0; i < n; i++) {
            accessors[i] = accessor(type, components[i].getAccessor(), kinds[i]);
            parameterTypes[i] = components[i].getType();
        }
        MethodHandle writer = writer(accessors, kinds, slots);
        MethodHandle constructor;
        try {
            Constructor<?> canonical = type.getDeclaredConstructor(parameterTypes);
            canonical.trySetAccessible();
            constructor = MethodHandles.lookup()
                    .unreflectConstructor(canonical)
                    .asType(MethodType.methodType(Object.class, parameterTypes))
                    .asSpreader(Object[].class, n);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw inaccessible(type, e);
        }
        try {
            return (RecordAccess) Access.constructor().newInstance(type, writer, constructor);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot make the record writer of " + type.getName(), e);
        }
    }

    /** Composes a writer: per column, {@code put(page, slot, offset, accessor(record))}, in declaration order. */
    private static MethodHandle writer(MethodHandle[] accessors, ColumnKind[] kinds, int[] slots) {
        MethodHandle all = null;
        for (int i = accessors.length - 1; i >= 0; i--) {
            MethodHandle put = put(kinds[i]); // (page, slot, offset, value)
            put = MethodHandles.insertArguments(put, 1, slots[i]); // (page, offset, value)
            put = MethodHandles.filterArguments(put, 2, accessors[i]); // (page, offset, record)
            put = MethodHandles.permuteArguments(put, WRITE, 1, 2, 0); // (record, page, offset)
            all = all == null ? put : MethodHandles.foldArguments(all, put);
        }
        return all;
    }

    /** The put for a column kind: {@code (ColumnPage, int slot, int offset, value)void}. */
    private static MethodHandle put(ColumnKind kind) {
        String name = "put" + Character.toUpperCase(kind.typeName().charAt(0))
                + kind.typeName().substring(1);
        try {
            return MethodHandles.lookup()
                    .findStatic(
                            ColumnPage.class,
                            name,
                            MethodType.methodType(void.class, ColumnPage.class, int.class, int.class, kind.javaType));
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("ColumnPage has no put for " + kind, e);
        }
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
        return new IllegalArgumentException(
                "Cannot read the record components of " + type.getName() + " (" + cause
                        + "); make the record public or open its package to module dev.pulse.ecs",
                cause);
    }
}
