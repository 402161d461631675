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
}
