/**
 * Pulse's core: a {@link dev.pulse.ecs.World} of entities made of components, walked by queries,
 * with handles that can never reach the wrong entity.
 *
 * <p>A game keeps its state as entities (a ship, a bullet) that own components (plain objects:
 * a position, a velocity) and runs its logic as walks over every entity with a given set of
 * components. The world hands out an {@link dev.pulse.ecs.Entity} handle per entity; once the
 * entity is despawned, every copy of its handle is stale for ever, even after its slot is reused.
 *
 * <pre>{@code
 * World world = new World();
 * List<String> log = new ArrayList<>();
 * Entity ship = world.spawn(new Position(), new Velocity(1, 2));
 * Query2<Position, Velocity> moving = world.query(Position.class, Velocity.class);
 * moving.forEach((p, v) -> { p.x += v.dx; p.y += v.dy; });   // every entity with both
 * world.observers().onRemove(Velocity.class, (e, v) -> log.add(e + " stops"));
 * int seen = world.advanceTick();
 * world.remove(ship, Velocity.class);                        // the observer runs first
 * world.markChanged(ship, Position.class);                   // fields are written by hand
 * world.query(Position.class).changed(Position.class).since(seen)
 *         .forEach((e, p) -> log.add(e + " moved"));         // only what changed since
 * world.despawn(ship);
 * Position gone = world.get(ship, Position.class);           // null, never a newer entity's
 * }</pre>
 *
 * <h2>The parts</h2>
 * <ul>
 *   <li><b>Entities.</b> {@link dev.pulse.ecs.World#spawn(Object...)} hands out a handle (slot
 *       index plus generation) from the {@link dev.pulse.ecs.GenerationalIndexAllocator}. Through
 *       a stale handle reads answer {@code null}/{@code false}, {@code despawn} and
 *       {@code remove} do nothing and {@code add} throws
 *       {@link dev.pulse.ecs.StaleEntityException}; a {@code null} handle is always a
 *       {@link NullPointerException}, another world's handle a
 *       {@link dev.pulse.ecs.ForeignEntityException} (the table is in
 *       {@link dev.pulse.ecs.World}).</li>
 *   <li><b>Components and queries.</b> One {@link dev.pulse.ecs.ComponentStorage} per class keeps
 *       the components by entity index, beside a packed list of the entities that have one.
 *       Queries ({@link dev.pulse.ecs.Query1} to {@link dev.pulse.ecs.Query4}, with
 *       {@code with}/{@code without} filters) walk every match ({@code forEach}, with or without
 *       the entity, or {@code parallelForEach}), or until a test or an action says stop
 *       ({@code findFirst}, {@code forEachUntil} with {@link dev.pulse.ecs.Flow});
 *       {@code single()} fetches the one entity of a kind. Structural changes during a walk are
 *       allowed and defined; {@link dev.pulse.ecs.Commands} defer them to a point you choose.</li>
 *   <li><b>Columns.</b> A {@code record} that implements {@link dev.pulse.ecs.Columnar} is stored
 *       as one primitive array per field ({@link dev.pulse.ecs.ColumnStorage}), for hot data such
 *       as particles; {@link dev.pulse.ecs.ColumnQuery} hands out chunks of those arrays for plain
 *       indexed loops, and a {@link dev.pulse.ecs.ColumnView} reads and writes one entity.</li>
 *   <li><b>Observers.</b> {@link dev.pulse.ecs.World#observers()} calls your code when a component
 *       is added, replaced or removed, an entity is despawned, or an entity starts or stops
 *       matching a query, at once, on the changing thread; each registration returns a
 *       {@link dev.pulse.ecs.Subscription}. A world with no subscription pays one null check per
 *       change.</li>
 *   <li><b>Change detection.</b> {@code changed(T)} and {@code added(T)} filters let a walk visit
 *       only what changed after a baseline: the tick of a scheduled system's previous run, or
 *       one from {@link dev.pulse.ecs.World#advanceTick()}. Writes into a component's fields are
 *       marked with {@link dev.pulse.ecs.World#markChanged(Entity, Class)} or
 *       {@link dev.pulse.ecs.ComponentStorage#getMut(Entity)};
 *       {@link dev.pulse.ecs.World#removed(Class)} records who lost a component.</li>
 *   <li><b>Around entities.</b> {@link dev.pulse.ecs.Resources} hold world-wide values, one per
 *       class; {@link dev.pulse.ecs.World#setParent(Entity, Entity)} links a child to a parent
 *       (the managed {@link dev.pulse.ecs.Parent} component; despawning a parent despawns its
 *       descendants, children first); a {@link dev.pulse.ecs.Prefab} spawns "an enemy" from a
 *       template of components.</li>
 * </ul>
 *
 * <h2>Where to read next</h2>
 * {@link dev.pulse.ecs.World} has the rules for stale handles, changes during walks and threads;
 * {@link dev.pulse.ecs.Query} the walk orders; {@link dev.pulse.ecs.pool} has the generational
 * arenas and the object pool for data that needs no world, and module
 * {@code dev.pulse.ecs.systems} the scheduler that runs systems in phases. The repository's
 * tutorial ({@code docs/tutorial}) tells the same story in eleven whole programs, and its design
 * document ({@code docs/DESIGN.md}) says how each part is built and why.
 *
 * <p>Nullness: the package is {@code @NullMarked}, so every type in its API is non-null unless
 * marked {@code @Nullable} (JSpecify; Kotlin reads these as {@code T} and {@code T?}).
 */
@NullMarked
package dev.pulse.ecs;

import org.jspecify.annotations.NullMarked;
