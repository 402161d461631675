package dev.pulse.ecs.systems;

import dev.pulse.ecs.World;

/**
 * Decides whether a system runs this time (bevy's run conditions). Conditions are evaluated on
 * the thread that calls {@link Scheduler#tick(double)}, for every system of a phase, at the start
 * of that phase's run (once per fixed step for a fixed phase), before any system of the phase
 * runs. So a condition sees the world as the previous phase left it, never a half-run phase, and
 * the decision is the same in sequential and parallel mode.
 */
@FunctionalInterface
public interface RunCondition {

    /**
     * Answers whether the system should run now.
     *
     * @param world the scheduler's world (read it; do not change it here)
     * @param time  the scheduler's time for this tick
     * @return {@code true} to run the system, {@code false} to skip it this time
     */
    boolean shouldRun(World world, Time time);

    /**
     * A condition that holds when any component of {@code type} was added, replaced or
     * {@linkplain dev.pulse.ecs.ComponentStorage#markChanged marked changed} since the condition
     * last answered (the first time: when any exists). Give each system or set its own instance:
     * it remembers what it has seen. Starts change tracking for the type.
     *
     * <pre>{@code
     * builder.add("healthBars", new RedrawHealthBars(), c -> c.runIf(RunCondition.changed(Health.class)));
     * }</pre>
     *
     * @param type the component class
     * @return a new condition
     * @throws NullPointerException if {@code type} is null
     */
    static RunCondition changed(Class<?> type) {
        return new ChangedCondition(type);
    }
}
