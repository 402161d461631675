package dev.pulse.ecs.systems;

import dev.pulse.ecs.World;
import dev.pulse.ecs.seam.SchedulerHooks;

/**
 * The scheduler's side of change detection (bevy's model): every system remembers the world's
 * change tick during its latest run, and its change filters ({@code query.changed(T.class)},
 * {@code added}, {@code world.removed(T.class).forEach}) see what was stamped after that. So two
 * systems that filter on the same changes each see every change once, whenever they run.
 *
 * <p>Per system run: the world's tick is advanced (the run gets a tick of its own, so its own
 * changes are not newer than its next baseline), the thread's baseline is set to the system's
 * last run for the duration of {@code update}, and the run's tick becomes its next baseline.
 * After every phase, removal records older than every system's last run are dropped (for an
 * {@link IntervalSystem}, its delegate's last run counts, which it keeps itself). A world
 * that never used change detection ({@link World#isTrackingChanges()}) skips all of it: one
 * volatile read per system run.
 *
 * <p>Parallel phases: systems running at once share the world's tick, so a system may see
 * changes it made itself once more on its next run (it never misses another system's).
 */
final class SystemTicks {

    private final World world;
    private final ScheduledSystem[] systems;

    SystemTicks(World world, PhasePlan[] plans) {
        this.world = world;
        int count = 0;
        for (PhasePlan plan : plans) {
            count += plan.systems.length;
        }
        systems = new ScheduledSystem[count];
        int i = 0;
        for (PhasePlan plan : plans) {
            for (ScheduledSystem s : plan.systems) {
                systems[i++] = s;
            }
        }
    }

    /** Runs the system's update with its change baseline set on this thread. */
    void update(ScheduledSystem s, double dt) {
        if (!world.isTrackingChanges()) {
            s.system.update(world, dt);
            return;
        }
        int thisRun = world.advanceTick() + 1;
        int previous = SchedulerHooks.get().enterSystem(world, s.lastRun);
        try {
            s.system.update(world, dt);
        } finally {
            SchedulerHooks.get().exitSystem(world, previous);
            s.lastRun = thisRun;
        }
    }

    /** Drops removal records every system that has run has seen. */
    void afterPhase() {
        if (!world.isTrackingChanges()) {
            return;
        }
        int oldest = World.NEVER_RAN;
        for (ScheduledSystem s : systems) {
            int last = s.lastRun;
            if (last != World.NEVER_RAN && (oldest == World.NEVER_RAN || last - oldest < 0)) {
                oldest = last;
            }
            if (s.system instanceof IntervalSystem interval) {
                oldest = interval.oldestDelegateBaseline(oldest); // its delegate runs less often
            }
        }
        if (oldest != World.NEVER_RAN) {
            SchedulerHooks.get().trimRemovedThrough(world, oldest);
        }
    }
}
