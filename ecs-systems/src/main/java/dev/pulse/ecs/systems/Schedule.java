package dev.pulse.ecs.systems;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@link Scheduler.Builder#build()} works out from the registrations, once: every phase's
 * {@link PhasePlan} (its systems in execution order and the graph parallel mode follows), the
 * {@link AmbiguityReport}, and the {@link SystemSets}. {@link #of} is the build's checks in the
 * order they are made, each step in its own class: phases and labels here, ordering constraints
 * in {@link OrderingGraph}, cycles, order and ambiguities per phase in {@link PhasePlan}, set
 * configurations in {@link SystemSets}. Kept apart from the builder so that the builder only
 * collects, and from the {@link Scheduler} so that the tick's class holds no build-time code.
 */
final class Schedule {

    /** One per phase, in run order. */
    final PhasePlan[] plans;

    final AmbiguityReport ambiguityReport;
    final SystemSets sets;

    private Schedule(PhasePlan[] plans, AmbiguityReport ambiguityReport, SystemSets sets) {
        this.plans = plans;
        this.ambiguityReport = ambiguityReport;
        this.sets = sets;
    }

    /**
     * Checks the registrations and works out the schedule; also sets each system's
     * {@link ScheduledSystem#flushesAfter} and {@link ScheduledSystem#sets}. Time: O(s^3) in the
     * systems of the largest phase.
     *
     * @param systems        the registered systems
     * @param phases         the scheduler's phases in run order
     * @param defaultFlush   the flush point of systems that do not choose their own
     * @param policy         whether ambiguous pairs fail the build
     * @param labelConfigs   what {@code configureLabel} collected
     * @param phaseConfigs   what {@code configurePhase} collected
     * @return the schedule
     * @throws ScheduleBuildException as {@link Scheduler.Builder#build()} documents
     */
    static Schedule of(
            SystemRegistry systems,
            List<Phase> phases,
            CommandsFlush defaultFlush,
            AmbiguityPolicy policy,
            Map<String, SystemSetConfig> labelConfigs,
            Map<Phase, SystemSetConfig> phaseConfigs) {
        Map<Phase, Integer> phaseIndex = new IdentityHashMap<>();
        for (int i = 0; i < phases.size(); i++) {
            phaseIndex.put(phases.get(i), i);
        }
        List<ScheduledSystem> registered = systems.inRegistrationOrder();
        Map<String, List<ScheduledSystem>> labelMembers = new LinkedHashMap<>();
        for (ScheduledSystem s : registered) {
            CommandsFlush own = s.config.commandsFlush();
            s.flushesAfter = (own != null ? own : defaultFlush) == CommandsFlush.AFTER_SYSTEM;
            if (!phaseIndex.containsKey(s.phase())) {
                throw new ScheduleBuildException(
                        "System '" + s.name + "' is in phase " + s.phase()
                                + ", which this scheduler does not have; its phases are " + phases,
                        List.of(s.name));
            }
            for (String label : s.config.labels()) {
                if (systems.named(label) != null) {
                    throw new ScheduleBuildException(
                            "Label '" + label + "' of system '" + s.name
                                    + "' is also the name of a system; rename the label",
                            List.of(s.name, label));
                }
                labelMembers.computeIfAbsent(label, k -> new ArrayList<>()).add(s);
            }
        }
        OrderingGraph graph = OrderingGraph.of(systems, labelMembers, phaseIndex);
        List<AmbiguityReport.Ambiguity> ambiguities = new ArrayList<>();
        PhasePlan[] plans = new PhasePlan[phases.size()];
        for (int p = 0; p < plans.length; p++) {
            Phase phase = phases.get(p);
            List<ScheduledSystem> members = new ArrayList<>();
            for (ScheduledSystem s : registered) {
                if (s.phase() == phase) {
                    members.add(s);
                }
            }
            plans[p] = PhasePlan.build(phase, members, graph.within(members), ambiguities);
        }
        AmbiguityReport report = new AmbiguityReport(ambiguities);
        if (policy == AmbiguityPolicy.FAIL && !report.isEmpty()) {
            List<String> names = new ArrayList<>();
            for (AmbiguityReport.Ambiguity a : ambiguities) {
                names.add(a.first());
                names.add(a.second());
            }
            throw new ScheduleBuildException("Ambiguous schedule (AmbiguityPolicy.FAIL): " + report, names);
        }
        SystemSets sets = SystemSets.of(phases, phaseConfigs, labelMembers, labelConfigs, registered);
        return new Schedule(plans, report, sets);
    }
}
