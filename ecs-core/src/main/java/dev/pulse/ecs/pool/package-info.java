/**
 * Handles that detect staleness, and pools of reusable objects: two small containers for data
 * that needs no {@code World}. Reach for an arena when other code keeps references to values
 * that may go away (textures, sounds, widgets, graph nodes) and must learn that they are gone
 * instead of reading whatever took their place; reach for the pool when many short-lived
 * objects of one kind (particles, bullets, scratch buffers) should be reused, not collected.
 *
 * <pre>{@code
 * GenerationalArena<String> names = new GenerationalArena<>();
 * Handle<String> ada = names.insert("Ada");
 * names.remove(ada);
 * Handle<String> bob = names.insert("Bob");   // reuses Ada's slot
 * names.get(ada);                            // null, not "Bob"
 * ResourcePool<StringBuilder> buffers =
 *         new ResourcePool<>(StringBuilder::new, 16, ResourcePool.Exhausted.THROW);
 * StringBuilder scratch = buffers.obtain();  // one of the 16 made up front: no allocation
 * scratch.setLength(0);                      // the pool does not reset items
 * buffers.release(scratch);                  // handed out again by the next obtain
 * }</pre>
 *
 * <h2>Why handles: the ABA problem</h2>
 * Keep a plain index into a list, remove the element, let the slot be reused, and the old index
 * silently reads a <em>different</em> element. A {@link dev.pulse.ecs.pool.Handle} also carries
 * the generation its slot had when the value went in; a value inserted into a reused slot gets
 * the next generation, so every handle to the removed value is stale for ever and reads
 * {@code null}. A slot whose generation runs out is retired, never reused.
 *
 * <h2>Which one to use</h2>
 * <ul>
 *   <li>{@link dev.pulse.ecs.pool.GenerationalArena}: one kind of value that other code refers
 *       to by {@link dev.pulse.ecs.pool.Handle}: typed, printable, and refused with a
 *       {@link dev.pulse.ecs.pool.ForeignHandleException} by an arena that did not issue it.</li>
 *   <li>{@link dev.pulse.ecs.pool.IdArena}: the same with plain {@code long} ids instead of
 *       handle objects, so inserting allocates nothing; for many short-lived values inserted
 *       every frame (projectiles, timers, tweens) whose ids stay within one subsystem. The
 *       compiler no longer tells ids apart, and another arena's id is not detected.</li>
 *   <li>{@link dev.pulse.ecs.pool.ResourcePool}: objects nobody refers to by handle, created up
 *       front and reused: "give me a free one", "update all in use, drop the finished ones",
 *       with no allocation. Releasing an item that is not in use is refused.</li>
 *   <li>The {@code World} of {@code dev.pulse.ecs}: things made of several components that
 *       systems query by combination ("everything with Position and Velocity"). An arena
 *       stores one value per handle; a world stores any set of components per entity.</li>
 * </ul>
 * Both arenas keep their slots with the rules of {@link dev.pulse.ecs.GenerationalIndexAllocator}
 * (the same limits and handle layout; the most recently freed slot is reused first) in pages of
 * 4096 slots, through the package-private bookkeeping they share ({@code ArenaSlots}), not
 * through an allocator object. None of the three is thread-safe.
 *
 * <h2>Where to read next</h2>
 * Each class's page has its costs, its memory per slot and what may change during a pass. The
 * tutorial ({@code docs/tutorial}) chapters "Why handles" and "Pooling and performance" use
 * these containers in whole programs; {@code docs/DESIGN.md}, "Arena and pool", says why they
 * are built this way and what they cost.
 *
 * <p>Nullness: the package is {@code @NullMarked}, so every type in its API is non-null unless
 * marked {@code @Nullable} (JSpecify; Kotlin reads these as {@code T} and {@code T?}).
 */
@NullMarked
package dev.pulse.ecs.pool;

import org.jspecify.annotations.NullMarked;
