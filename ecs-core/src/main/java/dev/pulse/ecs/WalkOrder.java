package dev.pulse.ecs;

/**
 * The order in which a query visits its matches: {@link #STORAGE}, the fastest, which every
 * query starts with, or {@link #ENTITY_INDEX}, a stable order to request with
 * {@code query.ordered(WalkOrder.ENTITY_INDEX)} (on {@link Query1} … {@link Query8} and
 * {@link dev.pulse.ecs.column.ColumnQuery}) where results must not depend on Pulse's storage layout: lockstep
 * multiplayer, replays, and ports of games written for an engine that visits in id order.
 *
 * <pre>{@code
 * Query2<Ship, Health> ships = world.query(Ship.class, Health.class).ordered(WalkOrder.ENTITY_INDEX);
 * ships.forEach((ship, s, h) -> ...);   // ascending entity index, every run, every platform
 * }</pre>
 *
 * <h2>Why entity index order</h2>
 * An entity's index is the slot its handle names ({@link Entity#index()}), and slots are handed
 * out by a deterministic rule (see {@link GenerationalIndexAllocator}): a spawn takes the most
 * recently freed slot (the free list is last in, first out), or the next never-used slot when
 * none is free; {@link World#trim()} re-chains the free slots lowest index first. So the same
 * sequence of spawns, despawns and trims gives every entity the same index, on every run and
 * every platform, whatever the components were or how storages were laid out, and a walk in
 * ascending index is fully determined by the operations. This is also the order Artemis-odb
 * visits (ascending entity id), so a port reproduces the original without emulating ids.
 * A snapshot (the {@code ecs-snapshot} module) saves the live entities in slot order and a load
 * into an empty world spawns them in that order, so after a save and load the walk visits in the
 * same order as before. Spawn order was the other candidate; it would need a sequence number per entity kept on
 * every spawn, while index order needs no state at all and costs nothing on dense queries.
 */
public enum WalkOrder {

    /**
     * The driving storage's order (see {@link Query}): entity index order for a dense driver,
     * its packed list's order for a sparse one. The fastest walk, and deterministic for the same
     * operations in this version of Pulse, but which entity comes first may change with the
     * layout rules between versions: do not rely on it.
     */
    STORAGE,

    /**
     * Ascending entity index ({@link Entity#index()}), a stable, documented order. Costs nothing
     * extra when the driving storage is dense or its packed list is still in index order; else
     * each walk first gathers the driver's entity indexes into a buffer the query keeps and
     * sorts them (a radix sort: linear in the number of entities in the driving storage).
     */
    ENTITY_INDEX
}
