package dev.pulse.ecs.inspector.server;

import java.util.List;

/**
 * What the game thread recorded at one moment: counts, system timings and the inspector's own
 * cost. Immutable, so HTTP threads turn it into JSON without touching the world.
 *
 * @param wallMillis    wall-clock time of the sample, milliseconds since the epoch
 * @param frame         the number of frames seen so far
 * @param entities      live entities
 * @param types         component classes and their counts, in storage creation order
 * @param systems       system timings in execution order (empty without a scheduler)
 * @param inspectorCost the inspector's own time on the game thread so far
 */
public record Sample(
        long wallMillis,
        long frame,
        int entities,
        List<TypeCount> types,
        List<SystemRow> systems,
        CostRow inspectorCost) {

    /**
     * One component class and how many entities have it.
     *
     * @param name       the binary class name
     * @param simpleName the readable short name
     * @param tag        whether it is a tag (no data)
     * @param count      entities that have it
     */
    public record TypeCount(String name, String simpleName, boolean tag, int count) {}

    /**
     * One system's state and timing.
     *
     * @param name         the system's name
     * @param phase        its phase
     * @param enabled      whether it is enabled
     * @param calls        how many times it ran
     * @param lastNanos    its last run's time
     * @param averageNanos its mean run time
     * @param maxNanos     its longest run
     */
    public record SystemRow(
            String name,
            String phase,
            boolean enabled,
            long calls,
            long lastNanos,
            double averageNanos,
            long maxNanos) {}

    /**
     * The inspector's own per-frame cost on the game thread.
     *
     * @param frames       frames seen
     * @param lastNanos    the last frame's cost
     * @param averageNanos the mean cost per frame
     * @param maxNanos     the largest cost of one frame
     * @param recentMaxNanos the largest cost of one frame since the previous sample
     */
    public record CostRow(long frames, long lastNanos, double averageNanos, long maxNanos, long recentMaxNanos) {}
}
