package dev.pulse.ecs.systems;

import dev.pulse.ecs.Commands;

/** One registered system with everything the scheduler keeps about it. */
final class ScheduledSystem {

    final String name;
    final GameSystem system;
    final SystemConfig config;
    /** Registration order; breaks ties so that unconstrained systems run in registration order. */
    final int registrationIndex;
    final Commands commands = new Commands();
    final SystemStats stats;
    final RunCondition[] conditions;
    SystemContext context;
    /** Written between ticks or by systems on the ticking thread; read at phase start. */
    boolean enabled;
    /** Its phase's set first, then one per label, in label order; set by the builder. */
    SystemSet[] sets = new SystemSet[0];
    /** Whether its buffer is applied right after its update ({@link CommandsFlush#AFTER_SYSTEM}). */
    final boolean flushesAfter;

    ScheduledSystem(String name, GameSystem system, SystemConfig config, int registrationIndex) {
        this.name = name;
        this.system = system;
        this.config = config;
        this.registrationIndex = registrationIndex;
        this.stats = new SystemStats(name, config.phase());
        this.conditions = config.conditions();
        this.enabled = config.startsEnabled();
        this.flushesAfter = config.commandsFlush() == CommandsFlush.AFTER_SYSTEM;
    }

    Phase phase() {
        return config.phase();
    }
}
