/**
 * The Pulse demo: homing missiles, enemies and explosions, run by the Pulse scheduler. Start it
 * with {@link dev.pulse.demo.Demo}. The game ({@code dev.pulse.demo.game}) and its rendering
 * ({@code dev.pulse.demo.render}) are exported so that their documentation is part of the
 * build; they are an example to read, not a library API.
 */
module dev.pulse.demo {
    // Transitive: the game's public types (Game, UniformGrid, MissileObserver, RenderSystem)
    // expose World, Entity, ResourcePool, GameSystem and Scheduler, the renderer Java2D types.
    requires transitive dev.pulse.ecs;
    requires transitive dev.pulse.ecs.systems;
    requires transitive java.desktop;
    // GameSave exposes SnapshotFormat; the saved-state records are read through reflection.
    requires transitive dev.pulse.ecs.snapshot;
    requires dev.pulse.ecs.inspector;

    exports dev.pulse.demo;
    exports dev.pulse.demo.game;
    exports dev.pulse.demo.render;
    // The snapshot codecs read the saved-state records, and the inspector (--inspect) reads
    // component fields, by reflection.
    opens dev.pulse.demo.game to
            dev.pulse.ecs.snapshot,
            dev.pulse.ecs.inspector;
}
