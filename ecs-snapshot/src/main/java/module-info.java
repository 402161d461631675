/**
 * Pulse snapshots: save a {@link dev.pulse.ecs.World} to a compact binary format or to JSON and
 * load it back, with entity references remapped, exact round trips, and hostile input refused
 * with the target world unchanged. Besides {@code dev.pulse.ecs}, its one runtime dependency is
 * Jackson's streaming core (for JSON; no databind).
 *
 * <p>Start with {@link dev.pulse.ecs.snapshot}, then {@link dev.pulse.ecs.snapshot.Snapshots}.
 */
module dev.pulse.ecs.snapshot {
    requires transitive dev.pulse.ecs;
    // Nullability annotations: compile-time only, absent at run time (see the parent pom).
    requires static org.jspecify;
    requires com.fasterxml.jackson.core;

    exports dev.pulse.ecs.snapshot;
}
