/**
 * Pulse's core: a {@link dev.pulse.ecs.World} of entities made of components, walked by queries,
 * with handles that can never reach the wrong entity. Reach for it when a game's state is many
 * things (ships, bullets, particles) that share kinds of data (a position, a velocity) and its
 * logic is "for every entity with these components, do this", run every frame.
 *
 * <pre>{@code
 * World world = new World();
 * List<String> log = new ArrayList<>();
 * Entity ship = world.spawn(new Position(), new Velocity(1, 2));
 * Query2<Position, Velocity> moving = world.query(Position.class, Velocity.class);
 * moving.forEach((p, v) -> { p.x += v.dx; p.y += v.dy; });   // every entity with both
 * world.observers().onRemove(Velocity.class, (e, v) -> log.add(e + " stops"));
 * int seen = world.advanceTick();
 * world.remove(ship, Velocity.class);                        // the observer runs inside this call
 * world.markChanged(ship, Position.class);                   // fields are written by hand
 * world.query(Position.class).changed(Position.class).since(seen)
 *         .forEach((e, p) -> log.add(e + " moved"));         // only what changed since
 * world.despawn(ship);
 * Position gone = world.get(ship, Position.class);           // null, never a newer entity's
 * }</pre>
 *
 * <h2>The parts, in the order you meet them</h2>
 * <ul>
 *   <li><b>Entities.</b> {@link dev.pulse.ecs.World#spawn(Object...)} answers an
 *       {@link dev.pulse.ecs.Entity}: a slot index plus the slot's generation. Once the entity
 *       is despawned every copy of its handle is stale for ever, even after the slot is reused:
 *       reads answer {@code null} or {@code false}, {@code add} throws
 *       {@link dev.pulse.ecs.StaleEntityException}, another world's handle throws
 *       {@link dev.pulse.ecs.ForeignEntityException}. {@code World} has the table. The same
 *       handles, without a world, come from a {@link dev.pulse.ecs.GenerationalIndexAllocator}.</li>
 *   <li><b>Components.</b> Plain objects of any named class, at most one of each class per
 *       entity, kept in one {@link dev.pulse.ecs.ComponentStorage} per class (a class without
 *       instance fields is a tag and stores no data).</li>
 *   <li><b>Queries.</b> {@link dev.pulse.ecs.Query1} to {@link dev.pulse.ecs.Query8}, filtered
 *       with {@code with}, {@code without} and {@code any}, with optional terms that hand
 *       {@code null} where an entity lacks the component, visit every match ({@code forEach}, with or
 *       without the entity; {@code parallelForEach}), stop early ({@code findFirst},
 *       {@code forEachUntil} with {@link dev.pulse.ecs.Flow}), or fetch the one entity of a kind
 *       ({@code single()}); {@link dev.pulse.ecs.WalkOrder} asks for a stable order.
 *       {@link dev.pulse.ecs.Query} has the rules they share. A
 *       {@link dev.pulse.ecs.DynamicQuery}, built at run time from a
 *       {@link dev.pulse.ecs.QuerySpec} of classes, serves tools that read the classes from a
 *       file or a script; it hands each match as a {@link dev.pulse.ecs.QueryRow}.</li>
 *   <li><b>Changes.</b> Spawning, despawning, adding and removing inside a walk are allowed and
 *       defined; {@link dev.pulse.ecs.Commands} record them to apply at a point you choose.</li>
 *   <li><b>Around entities.</b> {@link dev.pulse.ecs.Resources} hold world-wide values, one per
 *       class; {@link dev.pulse.ecs.World#setParent(Entity, Entity)} links a child to a parent
 *       (the {@link dev.pulse.ecs.Parent} component; despawning a parent despawns its
 *       descendants); a {@link dev.pulse.ecs.Prefab} spawns "an enemy" from a template.</li>
 *   <li><b>Columns.</b> A record that implements {@link dev.pulse.ecs.column.Columnar} is stored as
 *       one primitive array per field ({@link dev.pulse.ecs.column.ColumnSchema},
 *       {@link dev.pulse.ecs.column.ColumnStorage}), for hot data; a
 *       {@link dev.pulse.ecs.column.ColumnQuery} hands out {@link dev.pulse.ecs.column.ColumnChunk}s
 *       for plain indexed loops, and a {@link dev.pulse.ecs.column.ColumnView} reads and writes one
 *       entity. They live in their own package, {@link dev.pulse.ecs.column}.</li>
 *   <li><b>Observers.</b> {@link dev.pulse.ecs.World#observers()} calls your code when a
 *       component is added, replaced or removed, an entity is despawned, or an entity starts or
 *       stops matching a query: at once, on the changing thread. Each registration answers a
 *       {@link dev.pulse.ecs.Subscription}; a failing observer surfaces as an
 *       {@link dev.pulse.ecs.ObserverException}.</li>
 *   <li><b>Change detection.</b> {@code changed(T)} and {@code added(T)} filters visit only what
 *       changed after a baseline: a scheduled system's previous run, or a tick from
 *       {@link dev.pulse.ecs.World#advanceTick()}. Mark writes into fields with
 *       {@link dev.pulse.ecs.World#markChanged(Entity, Class)} or
 *       {@link dev.pulse.ecs.ComponentStorage#getMut(Entity)};
 *       {@link dev.pulse.ecs.RemovedComponents} ({@link dev.pulse.ecs.World#removed(Class)})
 *       lists who lost a component.</li>
 * </ul>
 *
 * <h2>Where to read next</h2>
 * {@link dev.pulse.ecs.World} for stale handles, changes during walks and threads;
 * {@link dev.pulse.ecs.pool} for handles and pools without a world; modules
 * {@code dev.pulse.ecs.systems} (the scheduler), {@code dev.pulse.ecs.snapshot} (save files) and
 * {@code dev.pulse.ecs.inspector} (a live web page over a world). The tutorial
 * ({@code docs/tutorial}) tells the story in whole programs, from "Why handles" to "Observers and
 * change detection"; {@code docs/DESIGN.md} says how each part is built and why, from "Entities
 * and handles" to "Platforms: HotSpot, Android and TeaVM".
 *
 * <p>Nullness: the package is {@code @NullMarked}, so every type in its API is non-null unless
 * marked {@code @Nullable} (JSpecify; Kotlin reads these as {@code T} and {@code T?}).
 */
@NullMarked
package dev.pulse.ecs;

import org.jspecify.annotations.NullMarked;
