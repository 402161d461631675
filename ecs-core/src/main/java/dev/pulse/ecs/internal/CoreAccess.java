package dev.pulse.ecs.internal;

import dev.pulse.ecs.ComponentStorage;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.GenerationalIndexAllocator;
import dev.pulse.ecs.StaleEntityException;
import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnStorage;

/**
 * What the column package ({@code dev.pulse.ecs.column}) reaches of the core beyond its API: a
 * storage's pages, packed list, size and walk lock, a world's handle pages and walk depth, a
 * handle's owner mark, and the checks and messages of {@code World}. {@code World} installs the
 * one implementation when its class is initialised; every column object is made for a world,
 * so the column code that calls {@link #core()} always finds it.
 *
 * <p>This is the "shared secrets" pattern of the JDK: the column classes live in their own
 * package, and the core keeps these members package-private rather than making them public
 * members of API classes. A call costs what the direct access did on HotSpot: there is one
 * implementation, so the JIT binds and inlines it (the column walks call it per page, not per
 * entity; by-handle access per call). The evidence page {@code benchmarks/evidence/column-package.md}
 * has the before/after measurement.
 */
public abstract class CoreAccess {

    private static final InstalledOnce<CoreAccess> INSTALLED = new InstalledOnce<>(
            "Core access is installed once, by World",
            "No World exists yet: column storages and queries belong to a world");

    /** For {@code World}'s implementation only. */
    protected CoreAccess() {}

    /**
     * Installs the implementation; {@code World} calls it once.
     *
     * @param access the implementation
     * @throws IllegalStateException if it is already installed
     */
    public static void install(CoreAccess access) {
        INSTALLED.install(access);
    }

    /**
     * Returns the core's implementation. A caller that holds a {@link World}, or an object made
     * for one, always finds it: creating the world initialised its class, which installed it.
     *
     * @return the implementation
     * @throws IllegalStateException if no world has been created yet
     */
    public static CoreAccess core() {
        return INSTALLED.get();
    }

    // Handles.

    /**
     * Returns the handle's owner field: the issuing world's owner number, plus the despawned
     * mark once its entity is gone, or "no owner" for a handle rebuilt from an id.
     *
     * @param entity a non-null handle
     * @return its owner field
     */
    public abstract int owner(Entity entity);

    /**
     * Returns what the owner field of a handle of the world with owner number {@code owner}
     * reads once its entity is despawned.
     *
     * @param owner a world's owner number
     * @return that number with the despawned mark
     */
    public abstract int despawned(int owner);

    /**
     * Returns a handle of no world in particular (as {@link Entity#fromId(long)} makes).
     *
     * @param index      the slot index
     * @param generation the generation
     * @return the handle
     */
    public abstract Entity entity(int index, int generation);

    /**
     * Returns the generation half of an {@link Entity#id()} (unchecked: any long).
     *
     * @param id an id
     * @return its generation bits
     */
    public abstract int generationOfId(long id);

    // The allocator.

    /**
     * Returns the owner number the allocator stamps into its handles.
     *
     * @param allocator the world's allocator
     * @return its owner number
     */
    public abstract int owner(GenerationalIndexAllocator allocator);

    /**
     * Returns the current generation of a slot below the allocator's high-water mark, unchecked.
     *
     * @param allocator the world's allocator
     * @param index     a slot index the allocator has handed out
     * @return its generation
     */
    public abstract int generationUnchecked(GenerationalIndexAllocator allocator, int index);

    /**
     * Throws {@code ForeignEntityException} if the allocator's world did not issue {@code
     * entity}; returns for a handle rebuilt from an id (no owner).
     *
     * @param allocator the world's allocator
     * @param entity    a non-null handle
     * @param what      what was attempted, for the message ("modify Particle of")
     */
    public abstract void requireOwn(GenerationalIndexAllocator allocator, Entity entity, String what);

    // The world.

    /**
     * Returns the world's handle pages: entity index to its canonical handle, by page.
     *
     * @param world the world
     * @return the directory (read, never written)
     */
    public abstract Entity[][] handlePages(World world);

    /**
     * Counts a walk in (structural changes are then checked against locked storages).
     *
     * @param world the world
     */
    public abstract void enterIteration(World world);

    /**
     * Counts a walk out.
     *
     * @param world the world
     */
    public abstract void exitIteration(World world);

    /**
     * Throws if a structural change is not allowed now (a parallel walk, or another thread).
     *
     * @param world the world
     */
    public abstract void checkStructuralChange(World world);

    /**
     * Throws the world's exceptions for adding a component of {@code storage}'s type to {@code
     * entity}: null, another world's or a despawned handle.
     *
     * @param world   the world
     * @param entity  the handle (may be null)
     * @param storage the storage of the component type being added
     */
    public abstract void requireAliveToAdd(World world, Entity entity, ComponentStorage<?> storage);

    /**
     * Returns the exception for a null handle passed where an entity was expected.
     *
     * @param attempted what was attempted ("modify Particle of")
     * @return the exception, to throw
     */
    public abstract NullPointerException nullHandle(String attempted);

    /**
     * Returns a {@link StaleEntityException} for {@code entity} with this message.
     *
     * @param entity  the stale handle
     * @param message the whole message
     * @return the exception, to throw
     */
    public abstract StaleEntityException stale(Entity entity, String message);

    // A storage.

    /**
     * Returns the columns of a column component's storage, or {@code null} for an ordinary one.
     *
     * @param storage a storage
     * @return its columns or null
     */
    public abstract ColumnStorage<?> columns(ComponentStorage<?> storage);

    /**
     * Returns the component type's name, as messages show it.
     *
     * @param storage a storage
     * @return e.g. {@code "Particle"}
     */
    public abstract String name(ComponentStorage<?> storage);

    /**
     * Returns one past the highest entity index the storage has reached.
     *
     * @param storage a storage
     * @return its index limit
     */
    public abstract int indexLimit(ComponentStorage<?> storage);

    /**
     * Returns the storage's packed list of entity indexes, by page (entries below {@link
     * #packedSize} are live or, during a walk, tombstones below zero).
     *
     * @param storage a storage
     * @return the packed pages
     */
    public abstract int[][] packed(ComponentStorage<?> storage);

    /**
     * Returns the length of the packed list, tombstones included.
     *
     * @param storage a storage
     * @return the packed size
     */
    public abstract int packedSize(ComponentStorage<?> storage);

    /**
     * Returns the component page of entity page {@code page}, or null.
     *
     * @param storage a storage
     * @param page    an entity page index
     * @return the page or null
     */
    public abstract Object[] componentPage(ComponentStorage<?> storage, int page);

    /**
     * Locks the storage for a walk of its packed list: removals leave tombstones.
     *
     * @param storage a storage
     */
    public abstract void lock(ComponentStorage<?> storage);

    /**
     * Ends a walk started with {@link #lock}.
     *
     * @param storage a storage
     */
    public abstract void unlock(ComponentStorage<?> storage);

    /**
     * Gives the live entity the component with every column at its default (0, false, null),
     * telling observers and change tracking as an add does.
     *
     * @param storage the column component's storage
     * @param entity  a live handle
     */
    public abstract void putDefaults(ComponentStorage<?> storage, Entity entity);

    /**
     * Takes the column component from the entity, telling observers and change tracking.
     *
     * @param storage the column component's storage
     * @param entity  a handle that has the component
     */
    public abstract void removeColumns(ComponentStorage<?> storage, Entity entity);

    /**
     * Returns {@code existing} followed by the storages of {@code types}, with the query's
     * messages for a null or invalid class.
     *
     * @param world    the world
     * @param existing the storages so far
     * @param types    the classes to append
     * @param method   the method called, for messages ("with")
     * @return a new array
     */
    public abstract ComponentStorage<?>[] appendStorages(
            World world, ComponentStorage<?>[] existing, Class<?>[] types, String method);
}
