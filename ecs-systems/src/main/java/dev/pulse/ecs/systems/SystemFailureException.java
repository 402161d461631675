package dev.pulse.ecs.systems;

/**
 * Thrown by {@link Scheduler#tick(double)} (and by start and stop) when a system, or one of its
 * run conditions, throws. Names the system and the phase; the original exception is the
 * {@linkplain #getCause() cause}. The rest of the tick is not run.
 *
 * <p>What happened to commands: the failing system's own buffer is discarded (cleared); the
 * buffers of the phase's systems that completed are applied in system order, as at a normal sync
 * point; the world's own buffer ({@code world.commands()}) is left as it is, since it may hold
 * records of the failing system (clear or flush it as the game sees fit). The scheduler stays
 * usable: the next tick runs normally.
 */
public final class SystemFailureException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** Name of the failing system. */
    private final String systemName;
    /** Name of the phase it was running in. */
    private final String phaseName;

    SystemFailureException(String systemName, Phase phase, String what, Throwable cause) {
        super("System '" + systemName + "' failed in phase " + phase.name() + " (" + what + "): " + cause, cause);
        this.systemName = systemName;
        this.phaseName = phase.name();
    }

    /**
     * Returns the name of the system that failed.
     *
     * @return the system's registered name
     */
    public String systemName() {
        return systemName;
    }

    /**
     * Returns the name of the phase the system was running in.
     *
     * @return the phase name
     */
    public String phaseName() {
        return phaseName;
    }
}
