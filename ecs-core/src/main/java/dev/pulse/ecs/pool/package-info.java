/**
 * Handles that detect staleness, and pools of reusable objects: two small containers for
 * data that does not need a whole {@code World}.
 *
 * <h2>Why handles: the ABA problem</h2>
 * Store a plain index into a list, remove the element, let the slot be reused, and the old
 * index now silently reads a <em>different</em> element: the value went from A to B and back
 * to "something at A". A {@link dev.pulse.ecs.pool.Handle} carries the slot's generation too;
 * removing a value bumps the generation, so every old handle is stale for ever and reads
 * {@code null} instead of the new occupant. Both arenas recycle their slots through the
 * package-private {@code ArenaSlots} they share (limits, the free-slot stack, live and retired
 * counts, page growth); a slot whose generation runs out is retired, never reused.
 *
 * <pre>{@code
 * GenerationalArena<String> names = new GenerationalArena<>();
 * Handle<String> ada = names.insert("Ada");
 * names.remove(ada);
 * Handle<String> bob = names.insert("Bob");   // reuses Ada's slot
 * names.get(ada);                            // null, not "Bob"
 * }</pre>
 *
 * <h2>Which one to use</h2>
 * <ul>
 *   <li>{@link dev.pulse.ecs.pool.GenerationalArena}: one kind of value that other code refers
 *       to and that may go away: textures, sounds, UI widgets, nodes of a graph. You need
 *       "give me the thing this handle points at, or tell me it is gone".</li>
 *   <li>{@link dev.pulse.ecs.pool.IdArena}: the same with plain {@code long} ids instead of
 *       handle objects, so inserting allocates nothing; for many short-lived values inserted
 *       every frame (projectiles, timers, tweens) whose ids stay within one subsystem. The
 *       compiler no longer tells ids apart, and another arena's id is not detected.</li>
 *   <li>{@link dev.pulse.ecs.pool.ResourcePool}: many short-lived objects of one kind that
 *       nobody refers to by handle, reused instead of garbage-collected: particles, bullets,
 *       voices, scratch buffers. You need "give me a free one" and "update all in use, drop
 *       the finished ones" with no allocation.</li>
 *   <li>The {@code World} of {@code dev.pulse.ecs}: things made of several components that
 *       systems query by combination ("everything with Position and Velocity"). An arena
 *       stores one value per handle; a world stores any set of components per entity.</li>
 * </ul>
 * None of them is thread-safe.
 *
 * <p>Nullness: the package is {@code @NullMarked}, so every type in its API is non-null unless
 * marked {@code @Nullable} (JSpecify; Kotlin reads these as {@code T} and {@code T?}).
 */
@NullMarked
package dev.pulse.ecs.pool;

import org.jspecify.annotations.NullMarked;
