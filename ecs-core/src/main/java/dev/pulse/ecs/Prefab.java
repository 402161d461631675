package dev.pulse.ecs;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * A named template of components: "an enemy" is a position, a velocity, health and an
 * {@code Enemy} tag. Pulse cannot clone arbitrary objects safely, so each component says how
 * each spawned entity gets its own instance:
 * <ul>
 *   <li>{@link Builder#with(Class, Supplier)}: a factory, called once per spawned entity;</li>
 *   <li>{@link Builder#copying(Object, UnaryOperator)}: a prototype and a copy function,
 *       applied to the prototype once per spawned entity;</li>
 *   <li>{@link Builder#shared(Object)}: one instance added to every entity, for immutable
 *       values only (records of final primitives, tags).</li>
 * </ul>
 *
 * <pre>{@code
 * Prefab enemy = Prefab.builder("enemy")
 *         .with(Position.class, Position::new)
 *         .copying(new Health(3), h -> new Health(h.hp))
 *         .shared(new EnemyTag())
 *         .build();
 * Entity one = enemy.spawn(world);                         // fresh Position and Health
 * Entity boss = enemy.spawn(world, new Health(50));        // an override replaces the prefab's Health
 * Entity[] wave = enemy.spawnMany(world, 1_000);           // reserves room first
 * commands.spawn(enemy.components(new Position(5, 5)));    // deferred, from a system
 * }</pre>
 *
 * <h2>Checks</h2>
 * Each spawn checks what the functions return: {@code null}, an object of another class, the
 * prototype itself (copy functions) or the same object as for the previous entity (factories)
 * throws {@link IllegalStateException} naming the prefab and the component type, and nothing
 * is spawned. The same object on two entities would make them share state silently.
 *
 * <p>A prefab is immutable and may be used by several threads at once (for example parallel
 * systems recording spawns into their own {@link Commands}), as long as its functions are.
 */
public final class Prefab {

    /** How one component of a prefab is produced. */
    private static final class Part {
        final Class<?> type;
        final Supplier<?> factory;
        final Object prototype;
        final UnaryOperator<Object> copy;
        /** The previous factory result, to catch a factory that hands out one shared object. */
        Object lastMade;

        Part(Class<?> type, Supplier<?> factory, Object prototype, UnaryOperator<Object> copy) {
            this.type = type;
            this.factory = factory;
            this.prototype = prototype;
            this.copy = copy;
        }
    }

    private final String name;
    private final Part[] parts;

    private Prefab(String name, Part[] parts) {
        this.name = name;
        this.parts = parts;
    }

    /**
     * Starts defining a prefab.
     *
     * @param name a name for messages, e.g. {@code "enemy"}
     * @return a builder
     * @throws NullPointerException if {@code name} is null
     */
    public static Builder builder(String name) {
        return new Builder(Objects.requireNonNull(name, "A prefab needs a name, e.g. \"enemy\""));
    }

    /**
     * Returns the prefab's name.
     *
     * @return the name given to {@link #builder(String)}
     */
    public String name() {
        return name;
    }

    /**
     * Returns the component classes of the prefab, in definition order.
     *
     * @return an unmodifiable list
     */
    public List<Class<?>> componentTypes() {
        List<Class<?>> types = new ArrayList<>(parts.length);
        for (Part part : parts) {
            types.add(part.type);
        }
        return List.copyOf(types);
    }

    /**
     * Makes a fresh set of components: one per prefab component (from its factory, copy or
     * shared value) unless an override of the same class replaces it (the factory is then not
     * called), plus every override of a class the prefab does not have. Use it with
     * {@link Commands#spawn(Object...)}.
     *
     * @param overrides components that replace or extend the prefab's, of distinct classes
     * @return a new array: the prefab's components in definition order, then the extra overrides
     * @throws NullPointerException     if {@code overrides} or one of them is null
     * @throws IllegalArgumentException if two overrides have the same class
     * @throws IllegalStateException    if a factory or copy function returns {@code null}, an
     *                                  object of another class or an object already handed out
     */
    public Object[] components(Object... overrides) {
        Objects.requireNonNull(overrides, "overrides");
        Part[] parts = this.parts;
        int extra = 0;
        Object[] replaced = null;
        for (int i = 0; i < overrides.length; i++) {
            Object override = overrides[i];
            if (override == null) {
                throw new NullPointerException("Prefab '" + name + "': override " + i + " is null; leave it out");
            }
            for (int j = 0; j < i; j++) {
                if (overrides[j].getClass() == override.getClass()) {
                    throw new IllegalArgumentException("Prefab '" + name + "': two "
                            + override.getClass().getSimpleName() + " overrides; pass one");
                }
            }
            int at = indexOf(override.getClass());
            if (at < 0) {
                extra++;
            } else {
                if (replaced == null) {
                    replaced = new Object[parts.length];
                }
                replaced[at] = override;
            }
        }
        Object[] out = new Object[parts.length + extra];
        for (int i = 0; i < parts.length; i++) {
            out[i] = replaced != null && replaced[i] != null ? replaced[i] : make(parts[i]);
        }
        int next = parts.length;
        for (Object override : overrides) {
            if (indexOf(override.getClass()) < 0) {
                out[next++] = override;
            }
        }
        return out;
    }

    /**
     * Spawns one entity from the prefab (see {@link #components(Object...)} for overrides).
     *
     * @param world     the world
     * @param overrides components that replace or extend the prefab's
     * @return the new entity
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if two overrides have the same class, or a class cannot
     *                                  be a component
     * @throws IllegalStateException    if a factory or copy function misbehaves (nothing is
     *                                  spawned), or the entity limit is reached
     */
    public Entity spawn(World world, Object... overrides) {
        Objects.requireNonNull(world, "world");
        return world.spawn(components(overrides));
    }

    /**
     * Spawns {@code count} entities from the prefab, reserving room for all of them first.
     *
     * @param world the world
     * @param count how many, {@code >= 0}
     * @return the new entities, in spawn order
     * @throws NullPointerException     if {@code world} is null
     * @throws IllegalArgumentException if {@code count} is negative, or more than the world can
     *                                  hold (nothing is spawned)
     * @throws IllegalStateException    if a factory or copy function misbehaves (the entities
     *                                  spawned before it stay), or the entity limit is reached
     */
    public Entity[] spawnMany(World world, int count) {
        Objects.requireNonNull(world, "world");
        if (count < 0) {
            throw new IllegalArgumentException(
                    "Prefab '" + name + "': cannot spawn " + count + " entities; pass a count >= 0");
        }
        long total = (long) world.entityCount() + count;
        if (total > world.maxEntities()) {
            throw new IllegalArgumentException("Prefab '" + name + "': cannot spawn " + count + " entities into "
                    + world + ", which has " + world.entityCount() + " of at most " + world.maxEntities()
                    + "; pass a smaller count or raise World.builder().maxEntities");
        }
        world.reserve((int) total);
        Entity[] spawned = new Entity[count];
        Part[] parts = this.parts;
        for (int n = 0; n < count; n++) {
            Object[] components = new Object[parts.length];
            for (int i = 0; i < parts.length; i++) {
                components[i] = make(parts[i]);
            }
            spawned[n] = world.spawn(components);
        }
        return spawned;
    }

    private int indexOf(Class<?> type) {
        for (int i = 0; i < parts.length; i++) {
            if (parts[i].type == type) {
                return i;
            }
        }
        return -1;
    }

    private Object make(Part part) {
        if (part.factory == null && part.copy == null) {
            return part.prototype; // shared(...)
        }
        Object made = part.copy != null ? part.copy.apply(part.prototype) : part.factory.get();
        String what = part.copy != null ? "copy function" : "factory";
        String type = part.type.getSimpleName();
        if (made == null) {
            throw new IllegalStateException("Prefab '" + name + "': the " + what + " of component " + type
                    + " returned null; return a new " + type);
        }
        if (made.getClass() != part.type) {
            throw new IllegalStateException("Prefab '" + name + "': the " + what + " of component " + type
                    + " returned a " + made.getClass().getName() + "; return exactly a " + type);
        }
        if (made == part.prototype || made == part.lastMade) {
            throw new IllegalStateException("Prefab '" + name + "': the " + what + " of component " + type
                    + " returned " + (made == part.prototype ? "the prototype itself" : "the same object twice")
                    + ", so entities would share one " + type + "; return a new object each time, or declare "
                    + "an immutable value with shared(...)");
        }
        if (part.factory != null) {
            part.lastMade = made;
        }
        return made;
    }

    /**
     * Describes the prefab, e.g. {@code Prefab[enemy: Position, Health, EnemyTag]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("Prefab[").append(name).append(':');
        for (int i = 0; i < parts.length; i++) {
            text.append(i == 0 ? " " : ", ").append(parts[i].type.getSimpleName());
        }
        return text.append(']').toString();
    }

    /**
     * Defines a {@link Prefab}, one component at a time. Each component class may appear once.
     */
    public static final class Builder {
        private final String name;
        private final List<Part> parts = new ArrayList<>();

        private Builder(String name) {
            this.name = name;
        }

        /**
         * Adds a component made by a factory, called once per spawned entity.
         *
         * @param type    the component class
         * @param factory makes a new {@code type} each call
         * @param <T>     the component type
         * @return this builder
         * @throws NullPointerException     if an argument is null
         * @throws IllegalArgumentException if the class cannot be a component or is already in the prefab
         */
        public <T> Builder with(Class<T> type, Supplier<? extends T> factory) {
            Objects.requireNonNull(factory, "Prefab '" + name + "': the factory is null");
            return add(new Part(check(type), factory, null, null));
        }

        /**
         * Adds a component copied from a prototype, once per spawned entity.
         *
         * @param prototype the component the copies are made from; keep it unchanged
         * @param copy      returns a new object equal in content to its argument
         * @param <T>       the component type
         * @return this builder
         * @throws NullPointerException     if an argument is null
         * @throws IllegalArgumentException if the class cannot be a component or is already in the prefab
         */
        @SuppressWarnings("unchecked")
        public <T> Builder copying(T prototype, UnaryOperator<T> copy) {
            Objects.requireNonNull(prototype, "Prefab '" + name + "': the prototype is null");
            Objects.requireNonNull(copy, "Prefab '" + name + "': the copy function is null");
            return add(new Part(check(prototype.getClass()), null, prototype, (UnaryOperator<Object>) copy));
        }

        /**
         * Adds one immutable component shared by every spawned entity (a tag, or a record whose
         * fields are final primitives or immutable). Never use it for mutable components: every
         * entity would see every change.
         *
         * @param value the shared component
         * @return this builder
         * @throws NullPointerException     if {@code value} is null
         * @throws IllegalArgumentException if the class cannot be a component or is already in the prefab
         */
        public Builder shared(Object value) {
            Objects.requireNonNull(value, "Prefab '" + name + "': the shared value is null");
            return add(new Part(check(value.getClass()), null, value, null));
        }

        /**
         * Creates the prefab.
         *
         * @return an immutable prefab
         */
        public Prefab build() {
            return new Prefab(name, parts.toArray(new Part[0]));
        }

        private Class<?> check(Class<?> type) {
            Objects.requireNonNull(type, "Prefab '" + name + "': the component class is null");
            try {
                ComponentType.of(type).requireUnmanaged("put " + type.getSimpleName() + " in a prefab");
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("Prefab '" + name + "': " + e.getMessage(), e);
            }
            for (Part part : parts) {
                if (part.type == type) {
                    throw new IllegalArgumentException("Prefab '" + name + "' already has a " + type.getSimpleName()
                            + " component; define each component class once");
                }
            }
            return type;
        }

        private Builder add(Part part) {
            parts.add(part);
            return this;
        }
    }
}
