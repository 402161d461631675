package dev.pulse.ecs.internal;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.GenerationalIndexAllocator;
import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.ColumnStorage;

/**
 * What the core reaches of the column package ({@code dev.pulse.ecs.column}) beyond its API:
 * making a column component's {@link ColumnStorage}, and the hooks by which the ordinary
 * storage that keeps presence tells it of adds, replacements and removals. The column
 * package installs the one implementation when {@link ColumnSchema} is initialised, which
 * happens before the core sees its first column component (it resolves the type's schema
 * with {@link ColumnSchema#of}).
 *
 * <p>The counterpart of {@link CoreAccess}: the two packages keep these members
 * package-private instead of public members of API classes.
 */
public abstract class ColumnAccess {

    /**
     * What the presence storage of a column component keeps in its component slot: the values
     * live in the columns.
     */
    public static final Object PRESENT = new Object() {
        @Override
        public String toString() {
            return "column component present";
        }
    };

    private static final InstalledOnce<ColumnAccess> INSTALLED = new InstalledOnce<>(
            "Column access is installed once, by ColumnSchema",
            "No column schema exists yet: resolve it with ColumnSchema.of first");

    /** For the column package's implementation only. */
    protected ColumnAccess() {}

    /**
     * Installs the implementation; {@link ColumnSchema} calls it once.
     *
     * @param access the implementation
     * @throws IllegalStateException if it is already installed
     */
    public static void install(ColumnAccess access) {
        INSTALLED.install(access);
    }

    /**
     * Returns the column package's implementation. A caller that holds a {@link ColumnSchema}
     * always finds it: the schema's class installed it when it was initialised.
     *
     * @return the implementation
     * @throws IllegalStateException if {@link ColumnSchema} has not been initialised
     */
    public static ColumnAccess columns() {
        return INSTALLED.get();
    }

    /**
     * Makes the columns of a column component type, for its presence storage.
     *
     * @param world     the world
     * @param allocator the world's allocator
     * @param presence  the ordinary storage that keeps which entities have the component
     * @param schema    the type's schema
     * @return the columns, empty
     */
    public abstract ColumnStorage<?> create(
            World world, GenerationalIndexAllocator allocator, ComponentStorage<?> presence, ColumnSchema<?> schema);

    /**
     * Returns a record built from the columns of the entity at {@code index} (which has the
     * component).
     *
     * @param columns the columns
     * @param index   the entity index
     * @return a new record
     */
    public abstract Object read(ColumnStorage<?> columns, int index);

    /**
     * The live entity at {@code index} got the component: its columns take {@code value}'s
     * fields, or their defaults if it is {@link #PRESENT}.
     *
     * @param columns the columns
     * @param index   the entity index
     * @param value   a record of the type, or {@link #PRESENT}
     */
    public abstract void added(ColumnStorage<?> columns, int index, Object value);

    /**
     * The entity at {@code index}, which has the component, got new values.
     *
     * @param columns the columns
     * @param index   the entity index
     * @param value   a record of the type
     */
    public abstract void replaced(ColumnStorage<?> columns, int index, Object value);

    /**
     * The entity at {@code index} lost the component.
     *
     * @param columns the columns
     * @param index   the entity index
     */
    public abstract void removed(ColumnStorage<?> columns, int index);

    /**
     * Every entity lost the component.
     *
     * @param columns the columns
     */
    public abstract void clear(ColumnStorage<?> columns);

    /**
     * Makes room for entity indexes below {@code count} without allocating later.
     *
     * @param columns the columns
     * @param count   the index limit to reserve for
     */
    public abstract void reserve(ColumnStorage<?> columns, int count);
}
