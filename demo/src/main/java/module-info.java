/**
 * The Pulse demo: homing missiles, enemies and explosions, run by the Pulse scheduler. Start it
 * with {@link dev.pulse.demo.Demo}.
 */
module dev.pulse.demo {
    requires dev.pulse.ecs;
    requires dev.pulse.ecs.systems;
    requires java.desktop;

    exports dev.pulse.demo;
    exports dev.pulse.demo.game;
    exports dev.pulse.demo.render;
}
