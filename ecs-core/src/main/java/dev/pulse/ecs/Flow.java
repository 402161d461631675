package dev.pulse.ecs;

/**
 * What the action of an early-exit walk ({@code forEachUntil} on {@link Query1} … {@link Query8})
 * answers for each entity: keep walking, or stop here.
 *
 * <pre>{@code
 * Entity landedOn = platforms.forEachUntil((platform, box) -> {
 *     if (!box.overlaps(feet)) {
 *         return Flow.CONTINUE;
 *     }
 *     land(player, box);
 *     return Flow.STOP;            // the first platform touched wins; the rest are not visited
 * });
 * }</pre>
 */
public enum Flow {

    /** Go on with the next matching entity. */
    CONTINUE,

    /** Stop the walk; {@code forEachUntil} returns the current entity. */
    STOP
}
