package dev.pulse.ecs.seam;

import dev.pulse.ecs.World;
import dev.pulse.ecs.internal.InstalledOnce;

/**
 * What a scheduler needs from a {@link World} beyond its API: a change baseline per system run
 * and the trimming of removal records that every system has seen. {@code World} installs the
 * one implementation when its class is initialised, so any caller holding a world finds it;
 * the scheduler of {@code dev.pulse.ecs.systems} calls it around every system run.
 *
 * <p>This is a seam rather than public methods of {@code World} because a game never calls
 * these: a wrong baseline makes change filters skip or repeat changes silently.
 */
public abstract class SchedulerHooks {

    private static final InstalledOnce<SchedulerHooks> INSTALLED = new InstalledOnce<>(
            "Scheduler hooks are installed once, by World",
            "No World exists yet: create the world before its scheduler");

    /** For {@code World}'s implementation only. */
    protected SchedulerHooks() {}

    /**
     * Installs the implementation; {@code World} calls it once.
     *
     * @param hooks the implementation
     * @throws IllegalStateException if hooks are already installed
     */
    public static void install(SchedulerHooks hooks) {
        INSTALLED.install(hooks);
    }

    /**
     * Returns the world's hooks. A caller that holds a {@link World} always finds them: creating
     * the world initialised its class, which installed them.
     *
     * @return the hooks
     * @throws IllegalStateException if no world has been created yet
     */
    public static SchedulerHooks get() {
        return INSTALLED.get();
    }

    /**
     * Starts a system run on this thread: change filters without an explicit {@code since} and
     * {@code RemovedComponents.forEach} use {@code lastRun} as their baseline until
     * {@link #exitSystem}. The scheduler calls it around every system, after
     * {@link World#advanceTick()}, and stores the tick current during the run as the system's
     * next baseline.
     *
     * @param world   the world the system runs over
     * @param lastRun the tick current during the system's previous run, or {@link World#NEVER_RAN}
     * @return the baseline this thread had before, to pass to {@link #exitSystem}
     */
    public abstract int enterSystem(World world, int lastRun);

    /**
     * Ends a system run started with {@link #enterSystem}.
     *
     * @param world    the world the system ran over
     * @param previous what {@link #enterSystem} answered
     */
    public abstract void exitSystem(World world, int previous);

    /**
     * Drops the removal records of every component type up to and including {@code tick}; a
     * scheduler calls it with the oldest last run of its systems.
     *
     * @param world the world
     * @param tick  the newest tick every reader has seen
     */
    public abstract void trimRemovedThrough(World world, int tick);
}
