package dev.pulse.ecs.systems;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Run conditions and the initial enabled state of a <em>system set</em>: every system carrying a
 * label ({@link Scheduler.Builder#configureLabel(String, java.util.function.Consumer)}) or every
 * system of a phase ({@link Scheduler.Builder#configurePhase(Phase, java.util.function.Consumer)}).
 * A system runs only if its phase's set, each of its labels' sets and the system itself are all
 * enabled and all their conditions hold:
 * <pre>{@code
 * builder.configureLabel("simulation", set -> set.runIf((world, time) -> !gameOver.isShowing()));
 * }</pre>
 * {@link Scheduler.Builder#group(String, java.util.function.Consumer)} sets a label's conditions
 * together with its phase, ordering and systems. Enable and disable a set at run time with {@link Scheduler#disableLabel(String)},
 * {@link Scheduler#disablePhase(Phase)} and their {@code enable} counterparts.
 */
public final class SystemSetConfig {

    private final List<RunCondition> conditions = new ArrayList<>();
    private boolean startsEnabled = true;

    SystemSetConfig() {}

    /**
     * Runs the set's systems only when {@code condition} holds. Several conditions must all hold.
     * A set's conditions are evaluated once per run of a phase that has members of the set, at its
     * start, before the members' own conditions.
     *
     * @param condition the condition
     * @return this config
     * @throws NullPointerException if {@code condition} is null
     */
    public SystemSetConfig runIf(RunCondition condition) {
        conditions.add(Objects.requireNonNull(condition, "condition"));
        return this;
    }

    /**
     * Registers the set disabled: none of its systems runs until the set is enabled.
     *
     * @return this config
     */
    public SystemSetConfig startDisabled() {
        startsEnabled = false;
        return this;
    }

    List<RunCondition> conditions() {
        return conditions;
    }

    boolean startsEnabled() {
        return startsEnabled;
    }
}
