package dev.pulse.ecs.snapshot;

import java.util.concurrent.atomic.AtomicBoolean;

/** Set by {@link Tripwire}'s static initialiser: kept apart so reading it does not initialise Tripwire. */
final class TripwireState {

    static final AtomicBoolean INITIALISED = new AtomicBoolean();

    private TripwireState() {}
}
