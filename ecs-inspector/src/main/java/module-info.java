/**
 * Pulse inspector: a read-only web page over a running {@link dev.pulse.ecs.World} and its
 * {@link dev.pulse.ecs.systems.Scheduler}, served on 127.0.0.1 by a small HTTP server of its own.
 * Start it with {@link dev.pulse.ecs.inspector.Inspector#start}.
 *
 * <p>Component fields are read by reflection. A named module whose components the page should
 * show field by field opens their package to this module
 * ({@code opens my.game.components to dev.pulse.ecs.inspector;}); otherwise the page shows the
 * component's {@code toString()}.
 */
module dev.pulse.ecs.inspector {
    requires transitive dev.pulse.ecs;
    requires transitive dev.pulse.ecs.systems;

    exports dev.pulse.ecs.inspector;
}
