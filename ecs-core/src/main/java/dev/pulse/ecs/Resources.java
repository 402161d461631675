package dev.pulse.ecs;

import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * World-wide data that belongs to no entity: the score, the input state, the camera, the
 * settings, a random generator. At most one value per type, keyed by a class (bevy's
 * {@code Res<T>}, EnTT's context variables). Every {@link World} has one, reached through
 * {@link World#resources()} or the delegating methods {@link World#insertResource(Object)},
 * {@link World#resource(Class)}, {@link World#findResource(Class)} and
 * {@link World#removeResource(Class)}.
 *
 * <pre>{@code
 * world.insertResource(new Score());                          // keyed by Score.class
 * world.insertResource(RandomGenerator.class, new SplittableRandom(7)); // keyed by the interface
 * world.resource(Score.class).points += 10;                   // throws if there is no Score
 * world.findResource(Camera.class).ifPresent(c -> ...);       // the optional form
 * }</pre>
 *
 * <h2>Keys</h2>
 * {@link #insert(Object)} keys a value by its exact runtime class; {@link #insert(Class, Object)}
 * by a class of your choice that the value is an instance of (an interface, to swap
 * implementations). Lookups use the same class: a value inserted under {@code SplittableRandom}
 * is not found under {@code RandomGenerator}. Inserting replaces the value of that key.
 *
 * <p>A primitive class stands for its wrapper in every method ({@link #keyClass(Class)}):
 * {@code world.insertResource(true)} keeps a {@code Boolean}, which {@code boolean.class} finds
 * as well as {@code Boolean.class} (Kotlin's {@code Boolean::class.java} is {@code boolean.class}).
 *
 * <h2>Changes</h2>
 * Every insert, replacement and removal takes the next value of a world-wide change counter
 * ({@link #changeStamp()}); {@link #forEachChangedSince(long, Consumer)} lists the keys changed
 * after a given stamp. The scheduler uses this to catch a system that replaced a resource it
 * declared only as read. Changes made <em>inside</em> a mutable resource object are invisible
 * to it.
 *
 * <h2>Threads</h2>
 * Safe for concurrent use: lookups never block and inserts from several threads do not corrupt
 * the table (the scheduler's parallel mode relies on it). Whether concurrent systems may touch
 * the same resource is what their declared access decides.
 */
public final class Resources {

    /** A value and the change stamp of its last insert or removal; {@code value == null} after removal. */
    private record Slot(Object value, long stamp) {}

    /** Each primitive class with its wrapper, {@code void} included, so {@link #keyClass} is total. */
    private static final Map<Class<?>, Class<?>> WRAPPERS = Map.of(
            boolean.class,
            Boolean.class,
            byte.class,
            Byte.class,
            char.class,
            Character.class,
            short.class,
            Short.class,
            int.class,
            Integer.class,
            long.class,
            Long.class,
            float.class,
            Float.class,
            double.class,
            Double.class,
            void.class,
            Void.class);

    private final Map<Class<?>, Slot> slots = new ConcurrentHashMap<>();
    private final AtomicLong stamp = new AtomicLong();

    Resources() {}

    /**
     * Inserts a resource keyed by its exact runtime class, replacing any value of that key.
     * Like {@link Map#put}, it returns the <em>previous</em> value, not the one inserted
     * ({@code null} the first time): keep your own reference to the value you insert.
     *
     * @param value the resource
     * @param <T>   its type
     * @return the value this insert replaced (not {@code value}), or {@code null} if there was
     *         none
     * @throws NullPointerException if {@code value} is null
     */
    @SuppressWarnings("unchecked")
    public <T> @Nullable T insert(T value) {
        if (value == null) {
            throw new NullPointerException(
                    "Cannot insert a null resource; to take one away use removeResource(Type.class)");
        }
        return insert((Class<T>) value.getClass(), value);
    }

    /**
     * Inserts a resource under a key class of your choice, replacing any value of that key.
     * Returns the <em>previous</em> value of that key, not the one inserted. A primitive class
     * keys the value under its wrapper.
     *
     * @param type  the key, a class or interface the value is an instance of (a primitive
     *              class keys the value under its wrapper)
     * @param value the resource
     * @param <T>   the key type
     * @return the value this insert replaced (not {@code value}), or {@code null} if there was
     *         none
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code value} is not an instance of {@code type}
     */
    public <T> @Nullable T insert(Class<T> type, T value) {
        Objects.requireNonNull(type, "Cannot insert a resource under a null class");
        type = keyClass(type);
        if (value == null) {
            throw new NullPointerException("Cannot insert a null " + type.getSimpleName()
                    + " resource; to take one away use removeResource(" + type.getSimpleName() + ".class)");
        }
        if (!type.isInstance(value)) {
            throw new IllegalArgumentException(
                    "Cannot insert a " + value.getClass().getName() + " as resource " + type.getName()
                            + ": it is not an instance of that class; insert it under its own class");
        }
        Slot previous = slots.put(type, new Slot(value, stamp.incrementAndGet()));
        return previous == null ? null : type.cast(previous.value);
    }

    /**
     * Returns the resource of a type.
     *
     * @param type the key it was inserted under (a primitive class means its wrapper)
     * @param <T>  its type
     * @return the resource, never {@code null}
     * @throws NullPointerException   if {@code type} is null
     * @throws NoSuchElementException if there is none, naming the type
     */
    public <T> T get(Class<T> type) {
        T value = getOrNull(type);
        if (value == null) {
            throw missing(type);
        }
        return value;
    }

    /**
     * Returns the resource of a type if there is one.
     *
     * @param type the key it was inserted under (a primitive class means its wrapper)
     * @param <T>  its type
     * @return the resource, or empty
     * @throws NullPointerException if {@code type} is null
     */
    public <T> Optional<T> find(Class<T> type) {
        return Optional.ofNullable(getOrNull(type));
    }

    /**
     * Tells whether there is a resource of a type.
     *
     * @param type the key (a primitive class means its wrapper)
     * @return {@code true} if one was inserted and not removed since
     * @throws NullPointerException if {@code type} is null
     */
    public boolean contains(Class<?> type) {
        return getOrNull(type) != null;
    }

    /**
     * Removes the resource of a type.
     *
     * @param type the key it was inserted under (a primitive class means its wrapper)
     * @param <T>  its type
     * @return the removed resource, or {@code null} if there was none
     * @throws NullPointerException if {@code type} is null
     */
    public <T> @Nullable T remove(Class<T> type) {
        Objects.requireNonNull(type, "Cannot remove a resource of a null class");
        type = keyClass(type);
        // A removal is a change too: keep a slot with no value and a new stamp.
        Object[] removed = new Object[1];
        slots.computeIfPresent(type, (key, slot) -> {
            if (slot.value == null) {
                return slot;
            }
            removed[0] = slot.value;
            return new Slot(null, stamp.incrementAndGet());
        });
        return type.cast(removed[0]);
    }

    /**
     * Returns the number of resources.
     *
     * @return how many types have a value. O(types ever inserted).
     */
    public int size() {
        int count = 0;
        for (Slot slot : slots.values()) {
            if (slot.value != null) {
                count++;
            }
        }
        return count;
    }

    /**
     * Returns the change stamp: how many inserts, replacements and removals this world's
     * resources have seen. O(1).
     *
     * @return the stamp, {@code >= 0}; it only grows
     */
    public long changeStamp() {
        return stamp.get();
    }

    /**
     * Calls {@code action} with the key of every resource inserted, replaced or removed after
     * {@code stamp} (a value of {@link #changeStamp()}), in no particular order.
     *
     * @param stamp  an earlier {@link #changeStamp()}
     * @param action receives each changed key once
     * @throws NullPointerException if {@code action} is null
     */
    public void forEachChangedSince(long stamp, Consumer<Class<?>> action) {
        Objects.requireNonNull(action, "action");
        if (stamp >= this.stamp.get()) {
            return;
        }
        for (Map.Entry<Class<?>, Slot> entry : slots.entrySet()) {
            if (entry.getValue().stamp > stamp) {
                action.accept(entry.getKey());
            }
        }
    }

    private <T> T getOrNull(Class<T> type) {
        if (type == null) {
            throw new NullPointerException("Resource class is null; pass a class such as Score.class");
        }
        Class<T> key = keyClass(type);
        Slot slot = slots.get(key);
        return slot == null ? null : key.cast(slot.value);
    }

    /**
     * Returns the class a resource of {@code type} is kept under: the wrapper for a primitive
     * class ({@code Integer.class} for {@code int.class}), else {@code type} itself. Every
     * method of this class looks up and inserts under this key, so a primitive class literal
     * finds the boxed value; tools that key their own tables by resource class (the scheduler's
     * access declarations) use it to agree.
     *
     * @param type a resource class
     * @param <T>  its type
     * @return its wrapper if it is primitive, else {@code type}
     * @throws NullPointerException if {@code type} is null
     */
    @SuppressWarnings("unchecked")
    public static <T> Class<T> keyClass(Class<T> type) {
        Objects.requireNonNull(type, "keyClass(type): pass a resource class such as Score.class");
        if (!type.isPrimitive()) {
            return type;
        }
        Class<?> wrapper = WRAPPERS.get(type);
        return (Class<T>) wrapper;
    }

    private static NoSuchElementException missing(Class<?> type) {
        return new NoSuchElementException("No resource of type " + type.getName() + " in this world; insert one first "
                + "with world.insertResource(...), or use world.findResource(" + type.getSimpleName()
                + ".class) where it may be absent");
    }

    /**
     * Describes the resources, e.g. {@code Resources[Score, Settings]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("Resources[");
        boolean first = true;
        for (Map.Entry<Class<?>, Slot> entry : slots.entrySet()) {
            if (entry.getValue().value != null) {
                text.append(first ? "" : ", ").append(entry.getKey().getSimpleName());
                first = false;
            }
        }
        return text.append(']').toString();
    }
}
