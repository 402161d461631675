/**
 * The core's own machinery, shared by its packages and seen by no one else. <b>Not API.</b> JPMS
 * exports this package to no module, not even Pulse's others; its types are public only because
 * {@code dev.pulse.ecs}, {@code dev.pulse.ecs.column} and {@code dev.pulse.ecs.pool} call them
 * across a package boundary, and
 * Java has no visibility between "package-private" and "public". (On the class path JPMS
 * enforces nothing, so the types can be reached there; they are still not API, and they change
 * without notice.) A game never calls anything here, so this page has no example: everything
 * below is reached through {@code World}, its queries and storages, and the pool's arenas.
 *
 * <h2>What lives here</h2>
 * <ul>
 *   <li>{@link dev.pulse.ecs.internal.Pages}: the page geometry (4096 entries a page) of
 *       component storages, the entity allocator's slot tables, change ticks and the pool's
 *       arenas, defined once. They grow a page at a time and never move a page. (Column pages
 *       hold four of these pages' worth of entity indexes.)</li>
 *   <li>{@link dev.pulse.ecs.internal.StorageIndex}: the world's map from component class to
 *       storage, probed by identity hash: the fast path of {@code world.get(entity, type)}.</li>
 *   <li>{@link dev.pulse.ecs.internal.OwnerThread}: the one thread allowed to make structural
 *       changes to a world, and the parallel walks during which none may; the check behind
 *       {@code World}'s thread-safety table.</li>
 *   <li>{@link dev.pulse.ecs.internal.ChangeClock}: a world's change tick and, per thread, the
 *       baseline of the system running on it; {@link dev.pulse.ecs.internal.ChangeTicks}: a
 *       storage's added and changed ticks per entity, allocated only once change detection is
 *       used for its type. Together they are change detection's tick model.</li>
 *   <li>{@link dev.pulse.ecs.internal.ParallelWorkers}: the threads that run
 *       {@code parallelForEach} beside the calling thread, as a seam:
 *       {@link dev.pulse.ecs.internal.ThreadWorkers} where the runtime has threads (loaded by
 *       name), none on TeaVM, where parallel walks run on the calling thread alone.</li>
 *   <li>{@link dev.pulse.ecs.internal.CoreAccess} and {@link dev.pulse.ecs.internal.ColumnAccess}:
 *       the bridge between the core and the column package, each way (the JDK's "shared
 *       secrets" pattern). Each package keeps its members package-private and installs one
 *       implementation of the other's view of it ({@code World} and {@code ColumnSchema} do,
 *       when their classes are initialised), so a column walk reads a storage's pages through a
 *       call the JIT binds to its one implementation, and no API class grows public internals.
 *       {@link dev.pulse.ecs.internal.ColumnAccess#PRESENT} is what a column component's
 *       presence storage keeps in place of a value.</li>
 * </ul>
 *
 * <h2>Where to read next</h2>
 * {@code docs/DESIGN.md}: "Component storage" (pages), "Threads" (the owner thread and parallel
 * walks), "Observers and change detection" (the tick model), "Platforms: HotSpot, Android and
 * TeaVM" (the workers seam). The seams other Pulse modules use are in
 * {@code dev.pulse.ecs.seam}.
 */
package dev.pulse.ecs.internal;
