package dev.pulse.ecs;

/**
 * The component that links a child entity to its parent. The world adds it in
 * {@link World#setParent(Entity, Entity)} and removes it in {@link World#clearParent(Entity)}
 * (and when the child is despawned); user code cannot create, add or remove one, so the link
 * and the parent's list of children always agree.
 *
 * <p>Because it is an ordinary component, queries can fetch it or filter on it:
 * <pre>{@code
 * world.query(Position.class, Parent.class)                 // children, with their parent handle
 *      .forEach((turret, pos, parent) -> { Position base = world.get(parent.entity(), Position.class); ... });
 * world.query(Position.class).without(Parent.class)         // roots: entities with no parent
 * }</pre>
 *
 * <p>The parent handle it holds is always alive: despawning a parent despawns its children.
 */
public final class Parent {

    private final Entity entity;

    Parent(Entity entity) {
        this.entity = entity;
    }

    /**
     * Returns the parent.
     *
     * @return the parent's handle, alive as long as this component is on a live child
     */
    public Entity entity() {
        return entity;
    }

    /**
     * Describes the link, e.g. {@code Parent[Entity[3v0]]}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return "Parent[" + entity + "]";
    }
}
