package dev.pulse.ecs.systems;

import java.util.List;
import java.util.Objects;

/**
 * A named stage of a tick. A {@link Scheduler} runs its phases in a fixed order (by default
 * {@link #DEFAULT_ORDER}: {@code INPUT → UPDATE → FIXED_UPDATE → LATE_UPDATE → RENDER}); every
 * system belongs to exactly one phase, and ordering constraints order systems inside a phase.
 *
 * <p>This is a class rather than an enum so that games can define their own phases, e.g.
 * {@code Phase.variable("AI")} or {@code Phase.fixed("PHYSICS_LATE")}, and pass them to
 * {@link Scheduler.Builder#phases(Phase...)}. Phases are compared by identity: create each
 * once and keep it in a {@code static final} field, like the predefined constants.
 */
public final class Phase {

    /** Reads input and other external events; runs once per tick, first. */
    public static final Phase INPUT = new Phase("INPUT", PhaseStepping.VARIABLE);
    /** General game logic; runs once per tick. The default phase of a system. */
    public static final Phase UPDATE = new Phase("UPDATE", PhaseStepping.VARIABLE);
    /** Physics and other fixed-rate simulation; runs once per elapsed fixed step. */
    public static final Phase FIXED_UPDATE = new Phase("FIXED_UPDATE", PhaseStepping.FIXED);
    /** Follow-up logic (cameras, cleanup) after the simulation; runs once per tick. */
    public static final Phase LATE_UPDATE = new Phase("LATE_UPDATE", PhaseStepping.VARIABLE);
    /** Drawing; runs once per tick, last. Render systems read {@link Time#alpha()}. */
    public static final Phase RENDER = new Phase("RENDER", PhaseStepping.VARIABLE);

    /** The order a scheduler uses unless {@link Scheduler.Builder#phases(Phase...)} says otherwise. */
    public static final List<Phase> DEFAULT_ORDER = List.of(INPUT, UPDATE, FIXED_UPDATE, LATE_UPDATE, RENDER);

    private final String name;
    private final PhaseStepping stepping;

    private Phase(String name, PhaseStepping stepping) {
        this.name = name;
        this.stepping = stepping;
    }

    /**
     * Creates a phase that runs once per tick.
     *
     * @param name the phase's name, shown in errors and stats
     * @return a new phase, distinct from every other
     * @throws IllegalArgumentException if {@code name} is blank
     * @throws NullPointerException     if {@code name} is null
     */
    public static Phase variable(String name) {
        return new Phase(checkName(name), PhaseStepping.VARIABLE);
    }

    /**
     * Creates a phase that runs once per elapsed fixed step.
     *
     * @param name the phase's name, shown in errors and stats
     * @return a new phase, distinct from every other
     * @throws IllegalArgumentException if {@code name} is blank
     * @throws NullPointerException     if {@code name} is null
     */
    public static Phase fixed(String name) {
        return new Phase(checkName(name), PhaseStepping.FIXED);
    }

    private static String checkName(String name) {
        Objects.requireNonNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("A phase needs a non-blank name");
        }
        return name;
    }

    /**
     * Returns the phase's name.
     *
     * @return the name given at creation
     */
    public String name() {
        return name;
    }

    /**
     * Returns how often the phase runs per tick.
     *
     * @return {@link PhaseStepping#VARIABLE} or {@link PhaseStepping#FIXED}
     */
    public PhaseStepping stepping() {
        return stepping;
    }

    /**
     * Returns the phase's name.
     *
     * @return the name
     */
    @Override
    public String toString() {
        return name;
    }
}
