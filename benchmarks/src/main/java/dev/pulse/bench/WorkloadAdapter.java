package dev.pulse.bench;

/**
 * The worlds of the compute scenarios ({@code iterate3}, {@code fragIter}, {@code heavyCompute})
 * and their ticks, implemented by every contender with its library's fastest idiomatic API.
 *
 * <p>Kept apart from {@link EcsAdapter} on purpose: each {@code open...} method builds a new world
 * holding only that scenario's entities and systems. Artemis checks every subscription and Ashley
 * every family on each entity change, so registering these scenarios' systems and families in
 * {@link EcsAdapter}'s worlds would change what create, churn and add/remove cost there.
 *
 * <p>The numbers are fixed so that results can be compared across contenders exactly: entity
 * {@code i} (counted from 1 in spawn order) gets {@code Position(x = i, y = 0)}; every tick does
 * the same floating-point operations in every contender, so after {@code n} ticks the sums agree
 * (up to the order in which a library walks its entities).
 *
 * <p>Not thread-safe; one adapter per benchmark state. A parallel Pulse variant of
 * {@link #tickInvert()} (issue 11, item 4) belongs in its own contender whose adapter overrides
 * that tick, so that the sequential one stays measured beside it.
 */
public interface WorkloadAdapter {

    /** Marker component types of the fragmented world, named A to Z. */
    int MARKER_TYPES = 26;

    /**
     * Drops any previous world and opens one with {@code size} entities, each with
     * {@code Position(i, 0)}, {@code Velocity(dx = 1, dy = 2)} and
     * {@code Acceleration(ax = 0.5, ay = 0.25)}. Deferred changes are applied before returning.
     *
     * @param size number of entities
     */
    void openIterate3(int size);

    /**
     * One tick over every entity with Position, Velocity and Acceleration:
     * {@code dx += ax; dy += ay; x += dx; y += dy}.
     */
    void tickAccelerate();

    /**
     * Drops any previous world and opens the fragmented one of ecs_bench_suite's
     * {@code frag_iter}: for each of the {@value #MARKER_TYPES} marker types A..Z in turn,
     * {@code perType} entities with that marker and {@code Data(v = 1)}, so the entities with Data
     * are spread over 26 component combinations. Deferred changes are applied before returning.
     *
     * @param perType entities per marker type
     */
    void openFragmented(int perType);

    /**
     * One tick over every entity with Data, whatever its marker: {@code v *= 2}. (After 128 ticks
     * {@code v} is infinite and stays so; that costs no more than finite values.)
     */
    void tickDoubleData();

    /**
     * Drops any previous world and opens one with {@code entities} entities, each with
     * {@code Position(i, 0)} and a 4&times;4 matrix filled by
     * {@link Matrix4x4#fillTransform(float[], int, int) Matrix4x4.fillTransform(m, 0, i)}.
     * Deferred changes are applied before returning.
     *
     * @param entities number of entities
     */
    void openMatrices(int entities);

    /**
     * One tick over every entity with Position and a matrix: invert the matrix in place with
     * {@link Matrix4x4#invertInPlace(float[], int)}, then {@code x += m[12]; y += m[13]} (the
     * inverse's translation), so the result is used and the work cannot be left out.
     */
    void tickInvert();

    /**
     * Sums {@code x + y} over every entity with Position, for checking tick results.
     *
     * @return the sum, in {@code double} to keep small increments visible
     */
    double sumPositions();

    /**
     * Sums {@code Data.v} over every entity with Data, for checking tick results.
     *
     * @return the sum
     */
    double sumData();

    /** Releases the world. */
    void close();
}
