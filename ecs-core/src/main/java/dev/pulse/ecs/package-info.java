/**
 * Pulse's core: a {@link dev.pulse.ecs.World} of entities and components.
 *
 * <p>The life of an entity: {@link dev.pulse.ecs.World#spawn(Object...)} hands out an
 * {@link dev.pulse.ecs.Entity} handle (slot index plus generation) from the
 * {@link dev.pulse.ecs.GenerationalIndexAllocator}. Components are plain objects kept in one
 * {@link dev.pulse.ecs.ComponentStorage} per class, a paged sparse set. Queries
 * ({@link dev.pulse.ecs.Query1} to {@link dev.pulse.ecs.Query4}) walk the entities that have a
 * set of components, all of them ({@code forEach}) or until a test or an action says stop
 * ({@code findFirst}, {@code forEachUntil} with {@link dev.pulse.ecs.Walk}); {@code single()}
 * fetches the one entity of a kind. {@link dev.pulse.ecs.World#despawn(Entity)} makes every handle
 * to the entity stale for ever: reads through it answer {@code null}/{@code false}, {@code despawn} and
 * {@code remove} through it do nothing, {@code add} throws
 * {@link dev.pulse.ecs.StaleEntityException}, and it never reaches the slot's next occupant; a
 * {@code null} handle is always a {@link NullPointerException} (the table is in
 * {@link dev.pulse.ecs.World}).
 * Changes can be deferred with a {@link dev.pulse.ecs.Commands} buffer.
 *
 * <p>Around entities: {@link dev.pulse.ecs.Resources} hold world-wide values, one per class
 * (score, settings, a random generator); {@link dev.pulse.ecs.World#setParent(Entity, Entity)}
 * links a child to a parent (the managed {@link dev.pulse.ecs.Parent} component; despawning a
 * parent despawns its descendants, children first); a {@link dev.pulse.ecs.Prefab} spawns "an
 * enemy" from a template of components, each copied by a function you give.
 */
package dev.pulse.ecs;
