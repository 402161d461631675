package dev.pulse.ecs.inspector.server;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes one component as JSON: its class, and each instance field's name, declared type and
 * current value, read by reflection. Runs on the game thread only (its cache is not
 * thread-safe), so the values are those of one moment between two frames.
 *
 * <p>Values are bounded so that a huge component cannot stall a frame: strings and
 * {@code toString()} results are cut at {@link #MAX_TEXT} characters, arrays of more than
 * {@link #MAX_ARRAY_ITEMS} items and every collection or map show only their type and size.
 * A field holding an {@link Entity} also gets the handle's index and generation and whether it
 * is alive, so the page can link to it. When a class's fields cannot be read (a named module
 * that does not open its package to this one), the component is shown by its
 * {@code toString()} and the reason is given.
 */
public final class ComponentReader {

    /** Longest text written for one value. */
    public static final int MAX_TEXT = 200;
    /** Longest array whose items are listed. */
    public static final int MAX_ARRAY_ITEMS = 16;

    /** Readable names, computed once per class: {@code getEnclosingClass()} is slow, and lists ask often. */
    private static final ClassValue<String> SIMPLE_NAMES = new ClassValue<>() {
        @Override
        protected String computeValue(Class<?> type) {
            try {
                String simple = type.getSimpleName();
                if (simple.isEmpty()) {
                    return type.getName();
                }
                Class<?> outer = type.getEnclosingClass();
                return outer == null ? simple : simpleName(outer) + "." + simple;
            } catch (LinkageError | InternalError e) {
                // Bytecode whose nesting attributes disagree (IncompatibleClassChangeError) or
                // whose name is malformed (InternalError): the binary name is all there is.
                return type.getName();
            }
        }
    };

    private final World world;
    private final Map<Class<?>, ClassFields> cache = new HashMap<>();

    /**
     * Creates a reader for the components of {@code world}.
     *
     * @param world the world, to tell whether entity-valued fields are alive
     */
    public ComponentReader(World world) {
        this.world = world;
    }

    /**
     * Writes {@code component} as an object: {@code type}, {@code simpleName}, {@code text}
     * (its bounded {@code toString()}), {@code fields} (name, type, value, and {@code entity}
     * for handles) and, if fields could not be read, {@code unreadable} with the reason.
     *
     * <p>Whatever the component's own code throws ({@code toString()} of it or of a field
     * value, {@code size()} of a collection) is caught and written as {@code error} beside the
     * text or field it spoilt, with the value shown as {@code (error)}; only a
     * {@link VirtualMachineError} other than {@link StackOverflowError} is passed on.
     *
     * @param json      where to write
     * @param component the component, not null
     * @throws VirtualMachineError if the component's code threw one (other than a stack overflow)
     */
    public void write(JsonWriter json, Object component) {
        Class<?> type = component.getClass();
        ClassFields fields = cache.computeIfAbsent(type, ClassFields::of);
        String text;
        String textError = null;
        try {
            text = cut(String.valueOf(component));
        } catch (Throwable t) {
            textError = UserCodeFailure.describe("toString()", t);
            text = "(" + textError + ")";
        }
        json.beginObject()
                .name("type")
                .value(type.getName())
                .name("simpleName")
                .value(simpleName(type))
                .name("text")
                .value(text);
        if (textError != null) {
            json.name("error").value(textError);
        }
        json.name("fields").beginArray();
        for (Field field : fields.fields) {
            Object value;
            try {
                value = field.get(component);
            } catch (IllegalAccessException e) {
                value = "(unreadable: " + e.getMessage() + ")";
            }
            json.beginObject()
                    .name("name")
                    .value(field.getName())
                    .name("type")
                    .value(field.getType().getSimpleName());
            writeValue(json, value);
            json.endObject();
        }
        json.endArray();
        if (fields.unreadable != null) {
            json.name("unreadable").value(fields.unreadable);
        }
        json.endObject();
    }

    /**
     * Writes the {@code value} member (and {@code entity} for handles, or {@code error} if the
     * value's own code threw) of a field object.
     */
    private void writeValue(JsonWriter json, Object value) {
        String text;
        try {
            text = describe(value);
        } catch (Throwable t) {
            String error = UserCodeFailure.describe(
                    value instanceof Collection<?> || value instanceof Map<?, ?> ? "size()" : "toString()", t);
            json.name("value").value("(" + error + ")").name("error").value(error);
            return;
        }
        json.name("value").value(text);
        if (value instanceof Entity entity) {
            json.name("entity")
                    .beginObject()
                    .name("id")
                    .value(Long.toString(entity.id()))
                    .name("label")
                    .value(EntityListing.label(entity))
                    .name("index")
                    .value(entity.index())
                    .name("generation")
                    .value(entity.generation())
                    .name("alive")
                    .value(world.isAlive(entity))
                    .endObject();
        }
    }

    /**
     * Describes a field value in at most {@link #MAX_TEXT} characters.
     *
     * @param value the value, possibly null
     * @return a short text
     * @throws Throwable whatever the value's {@code toString()} or {@code size()} throws
     */
    static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        Class<?> type = value.getClass();
        if (type.isArray()) {
            int length = Array.getLength(value);
            String name = type.getComponentType().getSimpleName() + "[" + length + "]";
            if (length > MAX_ARRAY_ITEMS) {
                return name;
            }
            StringBuilder items = new StringBuilder(name).append(" {");
            for (int i = 0; i < length; i++) {
                items.append(i == 0 ? "" : ", ").append(describe(Array.get(value, i)));
            }
            return cut(items.append('}').toString());
        }
        if (value instanceof Collection<?> collection) {
            return type.getSimpleName() + " (size " + collection.size() + ")";
        }
        if (value instanceof Map<?, ?> map) {
            return type.getSimpleName() + " (size " + map.size() + ")";
        }
        return cut(value.toString());
    }

    private static String cut(String s) {
        return s.length() <= MAX_TEXT ? s : s.substring(0, MAX_TEXT - 1) + "…";
    }

    /**
     * A readable name for a class: its simple name, with the enclosing classes of a nested
     * class ({@code Game.Position}); anonymous and hidden classes, and classes whose bytecode
     * makes {@link Class#getSimpleName()} throw, fall back to the binary name.
     *
     * @param type the class
     * @return the name
     */
    public static String simpleName(Class<?> type) {
        return SIMPLE_NAMES.get(type);
    }

    /** The instance fields of a class and its superclasses, made readable once. */
    private static final class ClassFields {
        final List<Field> fields;
        final String unreadable;

        private ClassFields(List<Field> fields, String unreadable) {
            this.fields = fields;
            this.unreadable = unreadable;
        }

        static ClassFields of(Class<?> type) {
            List<Field> fields = new ArrayList<>();
            List<Class<?>> chain = new ArrayList<>();
            for (Class<?> c = type; c != null && c != Object.class && c != Record.class; c = c.getSuperclass()) {
                chain.add(0, c); // superclass fields first, as a reader expects
            }
            try {
                for (Class<?> c : chain) {
                    for (Field field : c.getDeclaredFields()) {
                        if (!Modifier.isStatic(field.getModifiers()) && !field.isSynthetic()) {
                            field.setAccessible(true);
                            fields.add(field);
                        }
                    }
                }
            } catch (LinkageError e) { // a field's type is missing from the class path
                return new ClassFields(List.of(), "fields not readable: " + e);
            } catch (InaccessibleObjectException | SecurityException e) {
                String pkg = type.getPackageName();
                return new ClassFields(
                        List.of(),
                        "fields not readable: module " + type.getModule().getName()
                                + " does not open package " + pkg + " to dev.pulse.ecs.inspector; add 'opens " + pkg
                                + " to dev.pulse.ecs.inspector;' to its module-info.java to see them");
            }
            return new ClassFields(List.copyOf(fields), null);
        }
    }
}
