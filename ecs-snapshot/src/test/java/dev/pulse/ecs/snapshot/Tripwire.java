package dev.pulse.ecs.snapshot;

/**
 * A class that is never registered: its static initialiser records that it ran. Fuzzed inputs
 * name it as a saved type; a load must refuse the name without loading or initialising it.
 */
final class Tripwire {

    static {
        TripwireState.INITIALISED.set(true);
    }

    private Tripwire() {}
}
