package dev.pulse.bench.report;

import java.util.Locale;

/**
 * The scenarios the report knows, in report order, with the sentence that explains each. A
 * result whose benchmark method is not listed here is still reported, after these, with
 * {@link #OTHER}'s text.
 */
public enum Scenario {
    /** Spawning into an empty world. */
    CREATE(
            "create",
            "Spawn N entities with Position and Velocity into a new, empty world "
                    + "(not pre-sized). Time for the whole batch."),
    /** One-component iteration. */
    ITERATE1(
            "iterate1",
            "One tick of `x += 1` over every entity with Position (N entities, " + "each with Position and Velocity)."),
    /** Two-component iteration. */
    ITERATE2("iterate2", "One tick of `pos += vel` over N entities with Position and Velocity."),
    /** Three-component iteration. */
    ITERATE3(
            "iterate3",
            "One tick of `vel += acc; pos += vel` (`dx += ax; dy += ay; x += dx; "
                    + "y += dy`) over N entities with Position, Velocity and Acceleration."),
    /** Five-component iteration (Pulse only). */
    ITERATE5(
            "iterate5",
            "iterate3's tick over N entities that also have two forces, Wind and Gravity, added "
                    + "to the velocity with the acceleration: a walk of five components "
                    + "(`Query5`). Pulse only, to set beside its iterate3."),
    /** Eight-component iteration (Pulse only). */
    ITERATE8(
            "iterate8",
            "iterate3's tick over N entities that also have five forces (Wind, Gravity, Thrust, "
                    + "Current, Recoil) added to the velocity with the acceleration: a walk of eight "
                    + "components (`Query8`), the widest typed query. Pulse only, to set beside its "
                    + "iterate3 and iterate5."),
    /** Two-component iteration where one component is rare. */
    ITERATE_SPARSE(
            "iterateSparse",
            "N entities with Position, every 10th also with Velocity; "
                    + "one tick of `pos += vel` over those with both."),
    /** The sparse walk by hand over two layouts. */
    ITERATE_SPARSE_FLOOR(
            "iterateSparseFloor",
            "The iterateSparse walk written by hand, no ECS, "
                    + "over the same objects: an `int[]` of the matching ids and flat arrays by id "
                    + "(int-flat, Artemis's layout), pages of packed `int` indexes and pages of 4096 "
                    + "component references by index (packed-paged, Pulse's layout; packed-runs walks it in "
                    + "runs of entries that share a page). What each layout costs by itself."),
    /** Eight systems, each its own query and lambda. */
    MANY_SYSTEMS(
            "manySystems",
            "A tick of eight systems over N entities with Position and "
                    + "Velocity, each its own query with its own lambda, as in a game (Pulse, with its "
                    + "per-query walk copies on; `-Dpulse.walkCopies=false` turns them off), and the same "
                    + "eight as eight `IteratingSystem` classes (Artemis-odb). Time per tick."),
    /** Iteration over many component combinations. */
    FRAG_ITER(
            "fragIter",
            "After ecs_bench_suite's `frag_iter`: 26 marker types A..Z with 20 "
                    + "entities each, every entity also with Data; one tick of `v *= 2` over all 520 "
                    + "Data. The baselines keep the marker as an unread byte, so theirs is a plain walk "
                    + "over 520 values: a lower bound, not a model of fragmentation."),
    /** Real work per entity. */
    HEAVY_COMPUTE(
            "heavyCompute",
            "N entities with Position and a 4×4 matrix; one tick "
                    + "inverts every matrix in place (the same general cofactor inverse, "
                    + "`Matrix4x4.invertInPlace`, in every contender) and adds the inverse's translation "
                    + "to Position. With ~200 flops per entity the walk's own cost should vanish."),
    /** The latency floor of a parallel walk. */
    HAND_OFF(
            "handOff",
            "Fork one empty task on the common ForkJoin pool and spin until a worker "
                    + "has run it: the floor under any parallel walk (`pulse-par` in heavyCompute). With "
                    + "`gapMicros` > 0 the benchmark thread is busy that long first, so the worker parks "
                    + "between hand-offs as it does between frames; subtract the gap from the score."),
    /** Component add and remove. */
    ADD_REMOVE(
            "addRemove",
            "Add Health to N entities, then remove it from each (deferred " + "changes flushed after each pass)."),
    /** Despawn and spawn in a live world. */
    CHURN(
            "churn",
            "A world of `live` entities; per operation despawn `batch` distinct random "
                    + "live entities and spawn `batch` new ones (freed slots are reused)."),
    /** Random access through live handles. */
    GET_BY_HANDLE(
            "getByHandle",
            "Read Position.x through 1,000 random live handles out of N "
                    + "and sum into a Blackhole. Time per lookup. Pulse runs twice: `pulse` reads through "
                    + "a typed `ComponentStorage` kept in a field, `pulse-world` through "
                    + "`world.get(entity, Position.class)`."),
    /** The lookup by hand over three layouts. */
    GET_BY_HANDLE_FLOOR(
            "getByHandleFloor",
            "The getByHandle lookup written by hand, no ECS: an "
                    + "`int` id and a flat array (int-flat, Artemis's layout), a handle object and the flat "
                    + "array (handle-flat), a handle object and pages of 4096 by index (handle-paged, Pulse's "
                    + "layout), a `long` id with pages of generations and of components by index (id-paged, "
                    + "Pulse's `get(long id)`). What each part of Pulse's lookup costs by itself. Time per "
                    + "lookup."),
    /** Random access through stale handles. */
    STALE_LOOKUP(
            "staleLookup",
            "As getByHandle, but the handles belong to despawned entities "
                    + "whose slots were reused by new ones. Pulse answers `null` (the handle's generation "
                    + "no longer matches) and so does Dominion (its deleted entity objects are never reused); "
                    + "the others answer with the new occupant's data, see *Stale handles* below. "
                    + "Time per lookup."),
    /** Arena inserts. */
    ARENA_INSERT(
            "arenaInsert",
            "Insert N values into an empty store: Pulse's "
                    + "`GenerationalArena` (arena, `Handle` objects), its `IdArena` (idarena, `long` ids "
                    + "kept in a `long[]`), an `ArrayList` with a free list of plain int indices "
                    + "(arraylist), a `HashMap<Integer, T>` with a counter as key (hashmap). Values are "
                    + "allocated up front; time for the whole batch."),
    /** Arena lookups. */
    ARENA_GET(
            "arenaGet",
            "Look up 1,000 random live handles out of N values and sum the " + "payloads. Time per lookup."),
    /** Arena removes. */
    ARENA_REMOVE(
            "arenaRemove",
            "In a store of N values, remove 1,000 distinct random live "
                    + "values, then insert them again (freed slots reused). Time per remove + insert "
                    + "pair."),
    /** Scheduler overhead. */
    EMPTY_TICK(
            "emptyTick",
            "One tick of Pulse's sequential `Scheduler` with 20 systems that do "
                    + "nothing, spread over 4 phases, per-system timing on; the baseline calls 20 "
                    + "`Runnable`s from an array. Time per tick."),
    /** A small game tick. */
    SYSTEMS_TICK(
            "systemsTick",
            "One tick of three systems (movement over Position+Velocity, "
                    + "health decay, bounds wrap) over N entities through the `Scheduler`; the baseline "
                    + "runs the same three loops over plain object arrays. Time per tick."),
    /** A small game's tick: the scheduler's fixed cost per system against Artemis-odb's. */
    SMALL_WORLD_TICK(
            "smallWorldTick",
            "One tick of a ship shooter at its real size: 13 light systems "
                    + "(input, steer, thrust, drag, move, wrap, cooldown, fire, laser lifetime, rearm, "
                    + "laser-ship collision pairs, death, respawn) over 30 entities, Pulse's `Scheduler` with its "
                    + "defaults (per-system timing on) against the same 13 as Artemis-odb systems; N inert "
                    + "entities added. Time per tick (/ 13 for the cost per system)."),
    /** A typed system against the hand-written walk it replaces. */
    TYPED_SYSTEM(
            "typedSystem",
            "One update of a movement system over N entities, written as a typed "
                    + "system (`GameSystem.each(Position.class, Velocity.class, ...)`, impl `each`) and as a "
                    + "hand-written query walk (impl `query`), and the typed system in a game that mixes both forms "
                    + "(impl `mixed`); `shapes` different systems of that form ran first. Time per update."),
    /** Anything else found in the results. */
    SAVE_BINARY(
            "saveBinary",
            "Save a world of N entities with Position, Velocity and Health in "
                    + "Pulse's binary snapshot format. Time per snapshot (the size is in the JMH log, "
                    + "`[snapshot]` lines; MB/s = size / time). Artemis-odb 2.3.0 has no binary serializer on "
                    + "Maven Central (its Kryo module was not published for 2.3.0), so Pulse runs alone."),
    LOAD_BINARY(
            "loadBinary",
            "Load that binary snapshot into a new, empty world: parse, validate, " + "spawn, add. Time per snapshot."),
    SAVE_JSON(
            "saveJson",
            "Save the same world as JSON: Pulse's `ecs-snapshot` (Jackson streaming) "
                    + "against Artemis-odb's `WorldSerializationManager` with `JsonArtemisSerializer` "
                    + "(libGDX Json, compact). Time per snapshot."),
    LOAD_JSON(
            "loadJson", "Load that JSON into a new, empty world, each library its own format. " + "Time per snapshot."),
    OTHER("", "");

    private final String key;
    private final String description;

    Scenario(String key, String description) {
        this.key = key;
        this.description = description;
    }

    /**
     * The benchmark method name of this scenario.
     *
     * @return e.g. {@code iterate2}; empty for {@link #OTHER}
     */
    public String key() {
        return key;
    }

    /**
     * What the scenario measures, in one or two Markdown sentences.
     *
     * @return the description; empty for {@link #OTHER}
     */
    public String description() {
        return description;
    }

    /**
     * Finds the scenario of a benchmark method.
     *
     * @param method a benchmark method name
     * @return the scenario, or {@link #OTHER}
     */
    public static Scenario of(String method) {
        for (Scenario s : values()) {
            if (s != OTHER && s.key.toLowerCase(Locale.ROOT).equals(method.toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        return OTHER;
    }
}
