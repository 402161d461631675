/**
 * Pulse inspector: a read-only web page over a running {@link dev.pulse.ecs.World} and,
 * optionally, its {@link dev.pulse.ecs.systems.Scheduler}, served by a small HTTP server of its
 * own, on 127.0.0.1 unless told otherwise. Start it with
 * {@link dev.pulse.ecs.inspector.Inspector#start}; {@link dev.pulse.ecs.inspector} tells the
 * story. The server's package, {@code dev.pulse.ecs.inspector.server}, is not exported.
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
