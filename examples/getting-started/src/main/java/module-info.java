/**
 * A game on Pulse, as a JPMS module: {@code requires dev.pulse.ecs.systems} reads the scheduler
 * and, transitively, the core ({@code dev.pulse.ecs}). On the class path it works the same
 * without this file.
 */
// snippet:example-module-info
module com.example.meteors {
    requires dev.pulse.ecs.systems;   // and, transitively, dev.pulse.ecs
}
// end:example-module-info
