package dev.pulse.ecs.systems;

import java.util.List;

/**
 * Thrown by {@link Scheduler.Builder#build()} when the systems cannot be scheduled: an ordering
 * cycle, a constraint naming an unknown system or label, a constraint that contradicts the phase
 * order, a system in a phase the scheduler does not have, or (with
 * {@link AmbiguityPolicy#FAIL}) an ambiguity. The message and {@link #systems()} name the systems
 * involved.
 */
public final class ScheduleBuildException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    /** Names of the systems involved (serialised with the exception). */
    private final List<String> systems;

    ScheduleBuildException(String message, List<String> systems) {
        super(message);
        this.systems = List.copyOf(systems);
    }

    /**
     * Returns the names of the systems involved, e.g. the systems of a cycle in cycle order.
     *
     * @return system names, never null
     */
    public List<String> systems() {
        return systems;
    }
}
