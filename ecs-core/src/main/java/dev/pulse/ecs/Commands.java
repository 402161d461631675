package dev.pulse.ecs;

import java.util.Arrays;

/**
 * A command buffer: records spawns, despawns, adds, removes and parent links now and applies them to a world
 * later, at a point the caller chooses. Every world has one ({@link World#commands()}, applied
 * by {@link World#flush()}); create more with {@code new Commands()}, for example one per
 * thread or per system, since a buffer is not thread-safe.
 *
 * <pre>{@code
 * Commands commands = new Commands();
 * world.query(Health.class).forEach((entity, health) -> {
 *     if (health.hp <= 0) {
 *         commands.despawn(entity);
 *         commands.spawn(new Explosion(), new Lifetime(0.5f));
 *     }
 * });
 * commands.apply(world);   // in recording order; the buffer is empty afterwards
 * }</pre>
 *
 * <h2>Rules</h2>
 * <ul>
 *   <li>Arguments are checked when recorded (null entity, null component, a class that cannot
 *       be a component), so a bad call fails where it was made.</li>
 *   <li>Commands apply in recording order.</li>
 *   <li>A despawn, add, {@code addIfAbsent}, remove, {@code setParent} or {@code clearParent} for an entity that is
 *       no longer alive when applied (for {@code setParent}: either entity) is skipped: two bullets that hit the same enemy both record its despawn; the second is a
 *       no-op. {@link #apply(World)} returns how many commands were skipped.</li>
 *   <li>A recorded spawn creates its entity when applied.</li>
 * </ul>
 * Recording allocates nothing per command once the buffer has grown to its working size
 * (except the varargs array of {@link #spawn(Object...)}).
 */
public final class Commands {

    private static final byte SPAWN = 0;
    private static final byte DESPAWN = 1;
    private static final byte ADD = 2;
    private static final byte REMOVE = 3;
    private static final byte SET_PARENT = 4;
    private static final byte CLEAR_PARENT = 5;
    private static final byte ADD_IF_ABSENT = 6;

    // Empty until the first record, so a buffer that stays unused (one per chunk of a parallel
    // walk, one per system) costs one small object.
    private byte[] ops = {};
    private Entity[] entities = {};
    /** The component (ADD, ADD_IF_ABSENT), the class (REMOVE), the component array (SPAWN) or the parent (SET_PARENT). */
    private Object[] arguments = {};

    private int size;
    private boolean applying;

    /** Creates an empty buffer. */
    public Commands() {}

    /**
     * Records the spawn of an entity with these components.
     *
     * @param components the components, of distinct classes; the array is kept until applied
     * @throws NullPointerException     if the array or a component is null
     * @throws IllegalArgumentException if a class cannot be a component or repeats
     */
    public void spawn(Object... components) {
        if (components == null) {
            throw new NullPointerException(
                    "Cannot record a spawn with a null component array; pass no arguments instead");
        }
        for (int i = 0; i < components.length; i++) {
            if (components[i] == null) {
                throw new NullPointerException(
                        "Cannot record a spawn with a null component (argument " + i + "); leave it out instead");
            }
            ComponentType type = ComponentType.of(components[i].getClass());
            if (type.managed) {
                type.requireUnmanaged("record a spawn with a " + type.name() + " component (argument " + i + ")");
            }
            for (int j = 0; j < i; j++) {
                if (components[j].getClass() == components[i].getClass()) {
                    throw new IllegalArgumentException("Cannot record a spawn with two "
                            + components[i].getClass().getSimpleName() + " components; pass one");
                }
            }
        }
        record(SPAWN, null, components);
    }

    /**
     * Records the despawn of an entity; skipped if it is not alive when applied.
     *
     * @param entity the entity
     * @throws NullPointerException if {@code entity} is null
     */
    public void despawn(Entity entity) {
        record(DESPAWN, requireEntity(entity, "despawn"), null);
    }

    /**
     * Records adding (or replacing) a component; skipped if the entity is not alive when
     * applied.
     *
     * @param entity    the entity
     * @param component the component
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the component's class cannot be a component
     */
    public void add(Entity entity, Object component) {
        requireEntity(entity, "add a component to");
        if (component == null) {
            throw new NullPointerException("Cannot record adding a null component to " + entity
                    + "; to take a component away record remove(entity, Type.class)");
        }
        ComponentType type = ComponentType.of(component.getClass());
        if (type.managed) {
            type.requireUnmanaged("record adding a " + type.name() + " to " + entity);
        }
        record(ADD, entity, component);
    }

    /**
     * Records adding a component unless the entity has one of its class when applied: the
     * buffered form of {@link World#getOrAdd}. A component the entity has then is kept as it is
     * (no {@code onReplace}, no state lost), where {@link #add} would replace it. Skipped if the
     * entity is not alive when applied; a no-op if it has such a component then.
     *
     * @param entity    the entity
     * @param component the component to add if it has none of this class
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if the component's class cannot be a component
     */
    public void addIfAbsent(Entity entity, Object component) {
        requireEntity(entity, "add a component to");
        if (component == null) {
            throw new NullPointerException("Cannot record adding a null component to " + entity
                    + " if absent; pass the component it should get when it has none");
        }
        ComponentType type = ComponentType.of(component.getClass());
        if (type.managed) {
            type.requireUnmanaged("record adding a " + type.name() + " to " + entity);
        }
        record(ADD_IF_ABSENT, entity, component);
    }

    /**
     * Records removing a component; skipped if the entity is not alive when applied, and a
     * no-op if it has no such component then.
     *
     * @param entity the entity
     * @param type   the component class
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code type} can never be a component
     */
    public void remove(Entity entity, Class<?> type) {
        requireEntity(entity, "remove a component from");
        ComponentType componentType = ComponentType.of(type);
        if (componentType.managed) {
            componentType.requireUnmanaged("record removing " + componentType.name() + " from " + entity);
        }
        record(REMOVE, entity, type);
    }

    /**
     * Records {@link World#setParent(Entity, Entity)}; skipped if either entity is not alive when
     * applied. A loop is still an error when applied.
     *
     * @param child  the child
     * @param parent the parent
     * @throws NullPointerException     if an argument is null
     * @throws IllegalArgumentException if {@code child} equals {@code parent}
     */
    public void setParent(Entity child, Entity parent) {
        requireEntity(child, "set the parent of");
        if (parent == null) {
            throw new NullPointerException("Cannot record making a null entity handle the parent of " + child
                    + "; to detach it record clearParent(child)");
        }
        if (child.equals(parent)) {
            throw new IllegalArgumentException(
                    "Cannot record making " + child + " its own parent; pick another entity");
        }
        record(SET_PARENT, child, parent);
    }

    /**
     * Records {@link World#clearParent(Entity)}; skipped if the child is not alive when applied.
     *
     * @param child the child
     * @throws NullPointerException if {@code child} is null
     */
    public void clearParent(Entity child) {
        record(CLEAR_PARENT, requireEntity(child, "clear the parent of"), null);
    }

    /**
     * Returns the number of recorded commands.
     *
     * @return the count
     */
    public int size() {
        return size;
    }

    /**
     * Tells whether nothing is recorded.
     *
     * @return {@code true} if empty
     */
    public boolean isEmpty() {
        return size == 0;
    }

    /** Drops every recorded command without applying it. */
    public void clear() {
        Arrays.fill(entities, 0, size, null);
        Arrays.fill(arguments, 0, size, null);
        size = 0;
    }

    /**
     * Applies the recorded commands to a world in recording order, then empties the buffer.
     * Commands recorded into this buffer while it applies (for example by code the commands
     * trigger) are applied in the same call, after the ones before them.
     *
     * @param world the world
     * @return the number of commands skipped because their entity was no longer alive
     * @throws NullPointerException  if {@code world} is null
     * @throws IllegalStateException if called while this buffer is already applying, or from a
     *                               thread that is not the world's owner (see
     *                               {@link World#bindToCurrentThread()}); nothing is applied
     * @throws ForeignEntityException if a recorded handle was issued by another world; nothing is
     *                               applied and the buffer is kept
     */
    public int apply(World world) {
        if (world == null) {
            throw new NullPointerException("Cannot apply commands to a null world");
        }
        if (applying) {
            throw new IllegalStateException("This Commands buffer is already being applied");
        }
        world.checkStructuralChange();
        if (size == 0) {
            return 0; // nothing recorded, the common case at a scheduler's sync points
        }
        // Handles from another world are refused before anything is applied: the world stays as
        // it was and the buffer is kept, so the caller can inspect or clear it.
        for (int i = 0; i < size; i++) {
            if (entities[i] != null) {
                world.requireOwn(entities[i], "apply a recorded command to");
            }
            if (ops[i] == SET_PARENT) {
                world.requireOwn((Entity) arguments[i], "apply a recorded setParent with the parent");
            }
        }
        applying = true;
        int skipped = 0;
        try {
            for (int i = 0; i < size; i++) {
                Entity entity = entities[i];
                Object argument = arguments[i];
                switch (ops[i]) {
                    case SPAWN -> world.spawn((Object[]) argument);
                    case DESPAWN -> {
                        if (!world.despawn(entity)) {
                            skipped++;
                        }
                    }
                    case ADD -> {
                        if (world.isAlive(entity)) {
                            world.add(entity, argument);
                        } else {
                            skipped++;
                        }
                    }
                    case ADD_IF_ABSENT -> {
                        if (!world.isAlive(entity)) {
                            skipped++;
                        } else if (!world.has(entity, argument.getClass())) {
                            world.add(entity, argument);
                        }
                    }
                    case REMOVE -> {
                        if (world.isAlive(entity)) {
                            world.remove(entity, (Class<?>) argument);
                        } else {
                            skipped++;
                        }
                    }
                    case SET_PARENT -> {
                        if (world.isAlive(entity) && world.isAlive((Entity) argument)) {
                            world.setParent(entity, (Entity) argument);
                        } else {
                            skipped++;
                        }
                    }
                    case CLEAR_PARENT -> {
                        if (world.isAlive(entity)) {
                            world.clearParent(entity);
                        } else {
                            skipped++;
                        }
                    }
                    default -> throw new AssertionError("unknown command " + ops[i]);
                }
            }
        } finally {
            applying = false;
            clear();
        }
        return skipped;
    }

    /** Lets go of the record arrays if nothing is recorded (for {@link World#trim()}). */
    void trim() {
        if (size == 0 && !applying) {
            ops = new byte[0];
            entities = new Entity[0];
            arguments = new Object[0];
        }
    }

    private void record(byte op, Entity entity, Object argument) {
        if (size == ops.length) {
            int length = Math.max(16, size * 2);
            ops = Arrays.copyOf(ops, length);
            entities = Arrays.copyOf(entities, length);
            arguments = Arrays.copyOf(arguments, length);
        }
        ops[size] = op;
        entities[size] = entity;
        arguments[size] = argument;
        size++;
    }

    private static Entity requireEntity(Entity entity, String attempted) {
        if (entity == null) {
            throw new NullPointerException("Cannot record a command to " + attempted + " a null entity handle");
        }
        return entity;
    }

    /**
     * Describes the buffer, e.g. {@code Commands[3 recorded]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "Commands[" + size + " recorded]";
    }
}
