package dev.pulse.ecs.column;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.GenerationalIndexAllocator;
import dev.pulse.ecs.World;
import dev.pulse.ecs.internal.ColumnAccess;

/**
 * The column package's side of its bridge with the core ({@link ColumnAccess}): what the core
 * calls of a {@link ColumnStorage} that is package-private here. {@link ColumnSchema} installs
 * it when its class is initialised.
 */
final class ColumnSecrets extends ColumnAccess {

    @Override
    public ColumnStorage<?> create(
            World world, GenerationalIndexAllocator allocator, ComponentStorage<?> presence, ColumnSchema<?> schema) {
        return ColumnStorage.create(world, allocator, presence, schema);
    }

    @Override
    public Object read(ColumnStorage<?> columns, int index) {
        return columns.read(index);
    }

    @Override
    public void added(ColumnStorage<?> columns, int index, Object value) {
        columns.added(index, value);
    }

    @Override
    public void replaced(ColumnStorage<?> columns, int index, Object value) {
        columns.replaced(index, value);
    }

    @Override
    public void removed(ColumnStorage<?> columns, int index) {
        columns.removed(index);
    }

    @Override
    public void clear(ColumnStorage<?> columns) {
        columns.clear();
    }

    @Override
    public void reserve(ColumnStorage<?> columns, int count) {
        columns.reserve(count);
    }
}
