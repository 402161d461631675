package dev.pulse.ecs.systems;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.Resources;
import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;

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
    /**
     * Whether its buffer is applied right after its update ({@link CommandsFlush#AFTER_SYSTEM}):
     * its own choice, else the scheduler's default; set by the builder's {@code build()}.
     */
    boolean flushesAfter;
    /**
     * The world's change tick during this system's latest run, or {@link World#NEVER_RAN}: the
     * baseline of its change filters next time (see {@link SystemTicks}).
     */
    volatile int lastRun = World.NEVER_RAN;

    ScheduledSystem(String name, GameSystem system, SystemConfig config, int registrationIndex) {
        this.name = name;
        this.system = system;
        this.config = config;
        this.registrationIndex = registrationIndex;
        this.stats = new SystemStats(name, config.phase());
        this.conditions = config.conditions();
        this.enabled = config.startsEnabled();
    }

    Phase phase() {
        return config.phase();
    }

    /**
     * After a run that changed the world's resources (their change stamp moved past
     * {@code before}): the error for a resource this system inserted, replaced or removed
     * without declaring it written, or {@code null}. Sequential mode only, where every change
     * in the window is this system's.
     */
    UndeclaredAccessException undeclaredResourceChange(Resources resources, long before) {
        Access access = config.access();
        List<Class<?>> undeclared = new ArrayList<>();
        resources.forEachChangedSince(before, type -> {
            if (!access.allowsResourceWrite(type)) {
                undeclared.add(type);
            }
        });
        if (undeclared.isEmpty()) {
            return null;
        }
        Class<?> type = undeclared.get(0);
        String simple = type.getSimpleName();
        return new UndeclaredAccessException("System '" + name + "' inserted, replaced or removed resource "
                + type.getName()
                + (access.allowsResourceRead(type)
                        ? " but declared only readsResource(" + simple + ".class)"
                        : " without declaring it")
                + "; add .writesResource(" + simple + ".class) to its configuration");
    }
}
