package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.World;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;

/**
 * The default codec of a tag that is not a record: a class with no instance fields, such as
 * Kotlin's {@code class Frozen} or {@code object Frozen} (Kotlin has no empty records) or a
 * plain Java {@code final class Frozen {}}. It saves no fields, so a tag saves as an empty
 * record does, and loads as one instance made when the codec is built: a tag carries no state,
 * and the world keeps one shared instance of it anyway.
 *
 * <p>What is a tag is ecs-core's decision ({@link dev.pulse.ecs.ComponentStorage#isTag()}),
 * asked of a scratch world, so the two never disagree: a class with an instance field anywhere
 * in its superclasses is not a tag, nor is a column record, and where the runtime's reflection
 * cannot see fields at all the world refuses the class rather than take data for a tag.
 *
 * <p>The instance is the class's own public static {@code INSTANCE} of its type if it has one (a
 * Kotlin {@code object}), else one made with its no-argument constructor.
 *
 * @param <T> the tag type
 */
final class TagCodec<T> implements ComponentCodec<T> {

    private final T instance;

    private TagCodec(T instance) {
        this.instance = instance;
    }

    /**
     * Tells whether ecs-core stores {@code type} as a tag.
     *
     * @throws IllegalArgumentException if {@code type} can never be a component (ecs-core's message)
     */
    static boolean isTag(Class<?> type) {
        return new World().storage(type).isTag();
    }

    /**
     * Builds the codec of a tag class.
     *
     * @throws IllegalArgumentException if it has neither a usable {@code INSTANCE} nor a
     *                                  no-argument constructor, or its constructor throws
     */
    static <T> TagCodec<T> of(Class<T> type) {
        T singleton = kotlinObjectInstance(type);
        if (singleton != null) {
            return new TagCodec<>(singleton);
        }
        try {
            Constructor<T> constructor = type.getDeclaredConstructor();
            constructor.setAccessible(true);
            return new TagCodec<>(constructor.newInstance());
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(
                    "Tag " + type.getName() + " has no no-argument constructor, which the "
                            + "default codec makes its instance with; add one, or register a ComponentCodec for "
                            + type.getSimpleName() + " (Snapshots.Builder.register(name, type, codec))",
                    e);
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException(
                    "Tag " + type.getName() + "'s no-argument constructor threw " + e.getCause()
                            + "; register a ComponentCodec for " + type.getSimpleName(),
                    e.getCause());
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalArgumentException(
                    "Cannot construct tag " + type.getName() + " (" + e.getMessage()
                            + "); open its package to module dev.pulse.ecs.snapshot, or register a ComponentCodec",
                    e);
        }
    }

    /** A Kotlin {@code object}'s {@code INSTANCE}: a static field of the class's own type, else null. */
    private static <T> T kotlinObjectInstance(Class<T> type) {
        try {
            Field field = type.getDeclaredField("INSTANCE");
            return field.getType() == type ? type.cast(field.get(null)) : null;
        } catch (NoSuchFieldException | IllegalAccessException e) {
            return null; // none, or not public: the no-argument constructor makes the instance
        }
    }

    @Override
    public void write(T component, FieldWriter out) {
        // A tag has no fields: its presence on the entity is all a snapshot keeps.
    }

    @Override
    public T read(FieldReader in) {
        return instance;
    }
}
