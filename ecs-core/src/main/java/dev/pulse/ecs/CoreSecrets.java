package dev.pulse.ecs;

import dev.pulse.ecs.column.ColumnStorage;
import dev.pulse.ecs.internal.CoreAccess;

/**
 * The core's side of its bridge with the column package ({@link CoreAccess}): the
 * package-private members of {@link World}, {@link ComponentStorage}, {@link Entity} and the
 * allocator that column storages and column queries read. {@link World} installs it when its
 * class is initialised.
 */
final class CoreSecrets extends CoreAccess {

    @Override
    public int owner(Entity entity) {
        return entity.owner;
    }

    @Override
    public int despawned(int owner) {
        return owner | Entity.DESPAWNED;
    }

    @Override
    public Entity entity(int index, int generation) {
        return new Entity(index, generation);
    }

    @Override
    public int generationOfId(long id) {
        return (int) (id >>> Entity.INDEX_BITS);
    }

    @Override
    public int owner(GenerationalIndexAllocator allocator) {
        return allocator.owner;
    }

    @Override
    public int generationUnchecked(GenerationalIndexAllocator allocator, int index) {
        return allocator.generationUnchecked(index);
    }

    @Override
    public void requireOwn(GenerationalIndexAllocator allocator, Entity entity, String what) {
        allocator.requireOwn(entity, what);
    }

    @Override
    public Entity[][] handlePages(World world) {
        return world.handlePages();
    }

    @Override
    public void enterIteration(World world) {
        world.enterIteration();
    }

    @Override
    public void exitIteration(World world) {
        world.exitIteration();
    }

    @Override
    public void checkStructuralChange(World world) {
        world.checkStructuralChange();
    }

    @Override
    public void requireAliveToAdd(World world, Entity entity, ComponentStorage<?> storage) {
        world.requireAliveToAdd(entity, storage.componentType());
    }

    @Override
    public NullPointerException nullHandle(String attempted) {
        return WorldChecks.nullHandle(attempted);
    }

    @Override
    public StaleEntityException stale(Entity entity, String message) {
        return new StaleEntityException(entity, message);
    }

    @Override
    public ColumnStorage<?> columns(ComponentStorage<?> storage) {
        return storage.columns;
    }

    @Override
    public String name(ComponentStorage<?> storage) {
        return storage.componentType().name();
    }

    @Override
    public int indexLimit(ComponentStorage<?> storage) {
        return storage.indexLimit;
    }

    @Override
    public int[][] packed(ComponentStorage<?> storage) {
        return storage.packed;
    }

    @Override
    public int packedSize(ComponentStorage<?> storage) {
        return storage.size;
    }

    @Override
    public Object[] componentPage(ComponentStorage<?> storage, int page) {
        return storage.componentPage(page);
    }

    @Override
    public void lock(ComponentStorage<?> storage) {
        storage.lock();
    }

    @Override
    public void unlock(ComponentStorage<?> storage) {
        storage.unlock();
    }

    @Override
    public void putDefaults(ComponentStorage<?> storage, Entity entity) {
        storage.putDefaults(entity);
    }

    @Override
    public void removeColumns(ComponentStorage<?> storage, Entity entity) {
        storage.removeColumns(entity);
    }

    @Override
    public ComponentStorage<?>[] appendStorages(
            World world, ComponentStorage<?>[] existing, Class<?>[] types, String method) {
        return QueryChecks.appendStorages(world, existing, types, method);
    }
}
