package dev.pulse.ecs.systems;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@link SystemSet}s of one scheduler: one per phase and one per label carried, made from
 * what {@link Scheduler.Builder#configurePhase} and {@link Scheduler.Builder#configureLabel}
 * collected, and given to each system as its memberships (its phase's set first, then one per
 * label). Afterwards it answers the scheduler's enable and disable calls by label or phase, with
 * messages that list what exists. Its own class so that the build's configuration checks and the
 * run-time lookups of the same sets sit together; the tick never comes here, it reads each
 * system's {@code sets} array.
 */
final class SystemSets {

    /** Label sets, in the order the labels were first carried (registration order). */
    private final Map<String, SystemSet> labels;

    private final Map<Phase, SystemSet> phases;
    /** The scheduler's phases in run order, for messages. */
    private final List<Phase> phaseOrder;

    private SystemSets(Map<String, SystemSet> labels, Map<Phase, SystemSet> phases, List<Phase> phaseOrder) {
        this.labels = labels;
        this.phases = phases;
        this.phaseOrder = phaseOrder;
    }

    /**
     * Makes the sets and sets each system's {@link ScheduledSystem#sets}.
     *
     * @param phaseOrder   the scheduler's phases in run order
     * @param phaseConfigs what {@code configurePhase} collected; a phase without one gets an
     *                     enabled set without conditions
     * @param labelMembers every label carried, with the systems carrying it
     * @param labelConfigs what {@code configureLabel} collected; likewise
     * @param systems      the registered systems, each in one of {@code phaseOrder}
     * @return the sets
     * @throws ScheduleBuildException if a configured phase is not in {@code phaseOrder} or a
     *                                configured label is carried by no system
     */
    static SystemSets of(
            List<Phase> phaseOrder,
            Map<Phase, SystemSetConfig> phaseConfigs,
            Map<String, List<ScheduledSystem>> labelMembers,
            Map<String, SystemSetConfig> labelConfigs,
            List<ScheduledSystem> systems) {
        Map<Phase, SystemSet> phases = new IdentityHashMap<>();
        for (Phase phase : phaseConfigs.keySet()) {
            if (!phaseOrder.contains(phase)) {
                throw new ScheduleBuildException(
                        "configurePhase(" + phase + ", ...) names a phase this "
                                + "scheduler does not have; its phases are " + phaseOrder,
                        List.of());
            }
        }
        for (Phase phase : phaseOrder) {
            SystemSetConfig config = phaseConfigs.getOrDefault(phase, new SystemSetConfig());
            phases.put(phase, new SystemSet("phase " + phase.name(), config.conditions(), config.startsEnabled()));
        }
        Map<String, SystemSet> labels = new LinkedHashMap<>();
        for (String label : labelConfigs.keySet()) {
            if (!labelMembers.containsKey(label)) {
                throw new ScheduleBuildException(
                        "configureLabel(\"" + label + "\", ...) names a label no " + "system carries; labels: "
                                + labelMembers.keySet(),
                        List.of(label));
            }
        }
        for (String label : labelMembers.keySet()) {
            SystemSetConfig config = labelConfigs.getOrDefault(label, new SystemSetConfig());
            labels.put(label, new SystemSet("label '" + label + "'", config.conditions(), config.startsEnabled()));
        }
        for (ScheduledSystem s : systems) {
            List<SystemSet> memberOf = new ArrayList<>();
            memberOf.add(phases.get(s.phase()));
            for (String label : s.config.labels()) {
                memberOf.add(labels.get(label));
            }
            s.sets = memberOf.toArray(new SystemSet[0]);
        }
        return new SystemSets(labels, phases, phaseOrder);
    }

    /**
     * The set of the systems carrying {@code label}.
     *
     * @throws IllegalArgumentException if no system carries it, listing the labels
     */
    SystemSet label(String label) {
        SystemSet set = labels.get(label);
        if (set == null) {
            throw new IllegalArgumentException("No system carries the label '" + label + "'; labels: " + labels.keySet()
                    + " (give systems a label with s -> s.label(\"" + label + "\"))");
        }
        return set;
    }

    /**
     * The set of the systems of {@code phase}.
     *
     * @throws IllegalArgumentException if the scheduler does not have that phase, listing its phases
     */
    SystemSet phase(Phase phase) {
        SystemSet set = phases.get(phase);
        if (set == null) {
            throw new IllegalArgumentException(
                    "Phase " + phase + " is not one of this scheduler's phases " + phaseOrder);
        }
        return set;
    }
}
