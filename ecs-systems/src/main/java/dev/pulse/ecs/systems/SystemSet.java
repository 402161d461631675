package dev.pulse.ecs.systems;

import java.util.List;

/**
 * The run-time state of one system set (a label or a phase): enabled flag, conditions, and
 * whether it is open for the current run of a phase. Written and read on the ticking thread only.
 */
final class SystemSet {

    /** E.g. {@code label 'simulation'} or {@code phase RENDER}. */
    final String description;

    final RunCondition[] conditions;
    /** Skip reasons, built once so that skipping allocates nothing. */
    final String disabledReason;

    final String conditionReason;
    boolean enabled;
    /** Decided at the start of each run of a phase with members of this set. */
    boolean open;

    SystemSet(String description, List<RunCondition> conditions, boolean enabled) {
        this.description = description;
        this.conditions = conditions.toArray(new RunCondition[0]);
        this.enabled = enabled;
        this.disabledReason = description + " disabled";
        this.conditionReason = description + " condition";
    }
}
