package dev.pulse.ecs;

import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.seam.ClassCache;
import dev.pulse.ecs.seam.ClassInspector;
import dev.pulse.ecs.seam.PlatformProbe;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What Pulse knows about a component class: a process-wide id (an index into each world's
 * storage table) and whether it is a tag. Computed once per class and cached in the
 * runtime's {@link ClassCache} (a {@link ClassValue} on HotSpot), so the per-call cost of
 * {@code world.get(e, Position.class)} is one cache probe and one array read.
 *
 * <p>A class with no instance fields is a tag. That answer comes from reflection, which a
 * runtime may strip (TeaVM keeps no field metadata unless asked; R8 may remove fields), so
 * before the first answer Pulse checks that reflection sees the fields of a class of its own
 * ({@link FieldMetadataProbe}) and refuses every component type, with a message that says what
 * to add, where it does not: a data component is never taken for a tag by accident.
 */
final class ComponentType {

    private static final AtomicInteger NEXT_ID = new AtomicInteger();

    private static final ClassInspector CLASSES = PlatformProbe.current().classes();

    private static final ClassCache<ComponentType> TYPES =
            PlatformProbe.current().create(ComponentType::compute);

    private static ComponentType compute(Class<?> type) {
        String problem = problemWith(type);
        ColumnSchema<?> schema = null;
        if (problem == null && Columnar.class.isAssignableFrom(type)) {
            try {
                schema = schemaOf(type);
            } catch (IllegalArgumentException columnProblem) {
                problem = columnProblem.getMessage(); // ColumnSchema remembers it: every use fails the same way
            }
        }
        return problem == null
                ? new ComponentType(
                        NEXT_ID.getAndIncrement(), type, schema == null && hasNoInstanceFields(type), schema, null)
                : new ComponentType(-1, type, false, null, problem);
    }

    /** The schema of a class that implements {@link Columnar}; initialises {@link ColumnSchema}, which installs the column bridge. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static ColumnSchema<?> schemaOf(Class<?> type) {
        return ColumnSchema.of((Class) type);
    }

    final int id;
    final Class<?> type;
    /** A tag has no instance fields: its storage keeps no component objects. */
    final boolean tag;
    /**
     * True for {@link Parent}: only the world's hierarchy adds and removes it, so that the
     * child-to-parent link and the parent's list of children never disagree.
     */
    final boolean managed;
    /** The columns of a {@link Columnar} record; {@code null} for ordinary components. */
    final ColumnSchema<?> columns;

    private final String problem;

    private ComponentType(int id, Class<?> type, boolean tag, ColumnSchema<?> columns, String problem) {
        this.id = id;
        this.type = type;
        this.tag = tag;
        this.columns = columns;
        this.managed = type == Parent.class;
        this.problem = problem;
    }

    /**
     * Throws unless user code may add or remove components of this type directly.
     *
     * @param attempted what was attempted, e.g. {@code "add Parent to Entity[3v0]"}
     * @return this type
     * @throws IllegalArgumentException for {@link Parent}, saying what to call instead
     */
    ComponentType requireUnmanaged(String attempted) {
        if (managed) {
            throw new IllegalArgumentException("Cannot " + attempted + ": " + name() + " is managed by the world's "
                    + "parent/child hierarchy; use world.setParent(child, parent) or world.clearParent(child) "
                    + "(or the same calls on Commands)");
        }
        return this;
    }

    /**
     * Returns the component type of {@code type}.
     *
     * @throws NullPointerException     if {@code type} is null
     * @throws IllegalArgumentException if the class cannot be a component type
     */
    static ComponentType of(Class<?> type) {
        if (type == null) {
            throw new NullPointerException("Component class is null; pass a class such as Position.class");
        }
        ComponentType componentType = TYPES.get(type);
        if (componentType.problem != null) {
            throw new IllegalArgumentException(componentType.problem);
        }
        return componentType;
    }

    private static String problemWith(Class<?> type) {
        String name = type.getName();
        if (type.isPrimitive()) {
            return "Cannot use primitive type " + name + " as a component: components are objects; "
                    + "wrap the value in a component class (e.g. record Health(int hp))";
        }
        if (type.isArray()) {
            return "Cannot use array type " + type.getSimpleName() + " as a component: every array of that type "
                    + "would be the same component; wrap the array in a named component class";
        }
        if (CLASSES.isGenerated(type)) {
            return "Cannot use " + name + " as a component: it is a lambda or hidden class, which cannot be "
                    + "named in get/query; use a named class or record";
        }
        if (CLASSES.isAnonymous(type)) {
            return "Cannot use anonymous class " + name + " as a component: it cannot be named in get/query; "
                    + "use a named class or record";
        }
        if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
            return "Cannot use " + name + " as a component type: it is "
                    + (type.isInterface() ? "an interface" : "abstract")
                    + ", and components are stored under their concrete class; use the concrete class";
        }
        if (type == Entity.class) {
            return "Cannot use Entity as a component: store the handle in a field of a component class "
                    + "(e.g. record Target(Entity entity))";
        }
        return FieldMetadataProbe.problem(name);
    }

    private static boolean hasNoInstanceFields(Class<?> type) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers())) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Returns the simple name used in messages. */
    String name() {
        return type.getSimpleName();
    }
}
