package dev.pulse.ecs;

/**
 * The argument checks of {@link World} and the messages they throw: a null, foreign or dead
 * handle, a duplicate or null component, a parent that cannot be one. {@code World} keeps the
 * one-comparison fast paths inline ({@code if (entity == null) throw ...}); everything that
 * builds a message or asks the allocator why a handle failed lives here, built only on failure.
 * Storages and queries use the same messages, so a bad handle reads the same everywhere.
 */
final class WorldChecks {

    private final GenerationalIndexAllocator allocator;
    private final int owner;

    WorldChecks(GenerationalIndexAllocator allocator, int owner) {
        this.allocator = allocator;
        this.owner = owner;
    }

    /**
     * The exception for a {@code null} entity handle, saying what was attempted (e.g.
     * {@code "get Position of"}).
     */
    static NullPointerException nullHandle(String attempted) {
        return new NullPointerException("Cannot " + attempted + " a null entity handle; a null handle is always"
                + " an error (a stale one answers null or false): set the field that held it, or skip the call");
    }

    /** The exception for two components of one class handed to one spawn. */
    static IllegalArgumentException duplicate(Object component) {
        return new IllegalArgumentException(
                "Cannot spawn with two " + component.getClass().getSimpleName()
                        + " components: an entity has at most one component of each class; pass one");
    }

    /** The exception for a null component at {@code position} of a spawn's arguments. */
    static NullPointerException nullComponent(int position) {
        return new NullPointerException(
                "Cannot spawn with a null component (argument " + position + "); leave it out instead");
    }

    /** The exception for a whole-world operation ({@code "clear"}, {@code "trim"}) asked for during a walk. */
    static IllegalStateException duringWalk(String operation, String instead) {
        return new IllegalStateException("Cannot " + operation + " the world inside a query's forEach; " + instead);
    }

    /**
     * The cold path of an add: throws for a null, foreign or dead handle, and returns for a live
     * handle rebuilt from an id (no owner recorded, but this world's entity).
     */
    void refuseAdd(Entity entity, ComponentType type) {
        if (entity != null) {
            allocator.requireOwn(entity, "add " + type.name() + " to");
            if (allocator.isLive(entity.index(), entity.generation())) {
                return;
            }
        }
        throw notAlive(entity, "add " + type.name() + " to");
    }

    /**
     * Throws unless {@code child} and {@code parent} are live entities of this world and
     * different ones (the checks of {@link World#setParent}; cycles are checked by the
     * hierarchy itself).
     */
    void requireParentAndChild(Entity child, Entity parent) {
        if (child != null && child.owner != owner) {
            allocator.requireOwn(child, "set the parent of");
        }
        if (child == null || !allocator.isLive(child)) {
            throw notAlive(child, "set the parent of");
        }
        if (parent == null) {
            throw new NullPointerException(
                    "Cannot make a null handle the parent of " + child + "; to detach it use world.clearParent(child)");
        }
        if (parent.owner != owner) {
            allocator.requireOwn(parent, "make the parent of " + child + " the entity");
        }
        if (!allocator.isLive(parent)) {
            throw notAlive(parent, "make the parent of " + child + " the entity");
        }
        if (child.equals(parent)) {
            throw new IllegalArgumentException("Cannot make " + child + " its own parent; pick another entity");
        }
    }

    /** The exception for a write to a null or dead entity, saying what was attempted and why it failed. */
    RuntimeException notAlive(Entity entity, String attempted) {
        if (entity == null) {
            return nullHandle(attempted);
        }
        int current = allocator.generationOf(entity.index());
        String why = current >= 0
                ? "its slot now holds a newer entity, Entity[" + entity.index() + "v" + current + "]"
                : "it was despawned or never spawned by this world";
        return new StaleEntityException(
                entity,
                "Cannot " + attempted + " " + entity + ": the entity is not alive ("
                        + why + "). Check world.isAlive(entity) first, or record the change with Commands, "
                        + "which skips entities that are gone.");
    }
}
