package dev.pulse.ecs.systems;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A group of systems registered together under one label, with the label's phase, ordering, run
 * conditions and initial state said once instead of on every member. Obtained in
 * {@link Scheduler.Builder#group(String, Consumer)}; every method returns {@code this}:
 * <pre>{@code
 * builder.group("play", g -> g.inPhase(Phase.FIXED_UPDATE).after("input").runIf((world, time) -> !paused)
 *         .add("gravity", gravity)
 *         .add("movement", movement, s -> s.after("gravity").writes(Position.class)));
 * }</pre>
 * Each member is registered as if by {@code add(name, system, s -> s.inPhase(phase).label(label)
 * .before(...).after(...))} followed by its own configuration, which may add to that (more
 * ordering, labels, access, conditions) or override the phase. The run conditions and
 * {@link #startDisabled()} belong to the label's set, as with
 * {@link Scheduler.Builder#configureLabel(String, Consumer)}, so they also hold for systems that
 * join the label on their own ({@code s.label("play")}), and the group is switched at run time
 * with {@link Scheduler#disableLabel(String)} / {@link Scheduler#enableLabel(String)}. Other
 * systems order themselves against the whole group by its label ({@code after("play")}).
 */
public final class SystemGroup {

    /** One system to register when the group is complete. */
    private record Member(String name, GameSystem system, Consumer<SystemConfig> configure) {}

    private final String label;
    private Phase phase;
    private final List<String> before = new ArrayList<>();
    private final List<String> after = new ArrayList<>();
    private final List<RunCondition> conditions = new ArrayList<>();
    private boolean startsEnabled = true;
    private final List<Member> members = new ArrayList<>();

    SystemGroup(String label) {
        this.label = label;
    }

    /** Throws a NullPointerException naming the group, the call and the argument. */
    private <V> V require(V value, String call, String argument) {
        if (value == null) {
            throw new NullPointerException("Group '" + label + "': " + call + ": " + argument + " is null");
        }
        return value;
    }

    /**
     * Puts every member in a phase (without it, each member's own, by default
     * {@link Phase#UPDATE}).
     *
     * @param phase one of the scheduler's phases
     * @return this group
     * @throws NullPointerException if {@code phase} is null
     */
    public SystemGroup inPhase(Phase phase) {
        this.phase = require(phase, "inPhase(phase)", "phase");
        return this;
    }

    /**
     * Runs every member before the named systems, or before every system carrying one of the
     * named labels.
     *
     * @param namesOrLabels system names or labels
     * @return this group
     * @throws NullPointerException if any name is null
     */
    public SystemGroup before(String... namesOrLabels) {
        addTargets(before, namesOrLabels, "before(namesOrLabels)");
        return this;
    }

    /**
     * Runs every member after the named systems, or after every system carrying one of the named
     * labels.
     *
     * @param namesOrLabels system names or labels
     * @return this group
     * @throws NullPointerException if any name is null
     */
    public SystemGroup after(String... namesOrLabels) {
        addTargets(after, namesOrLabels, "after(namesOrLabels)");
        return this;
    }

    private void addTargets(List<String> into, String[] targets, String call) {
        require(targets, call, "the array");
        for (String target : targets) {
            into.add(require(target, call, "a name or label"));
        }
    }

    /**
     * Runs the group's systems only when {@code condition} holds (a condition of the label's
     * set; see {@link SystemSetConfig#runIf(RunCondition)}). Several conditions must all hold.
     *
     * @param condition the condition
     * @return this group
     * @throws NullPointerException if {@code condition} is null
     */
    public SystemGroup runIf(RunCondition condition) {
        conditions.add(require(condition, "runIf(condition)", "condition"));
        return this;
    }

    /**
     * Registers the group disabled: none of its systems runs until
     * {@link Scheduler#enableLabel(String)} enables the label.
     *
     * @return this group
     */
    public SystemGroup startDisabled() {
        startsEnabled = false;
        return this;
    }

    /**
     * Adds a system to the group with the group's configuration only.
     *
     * @param name   a unique system name
     * @param system the system
     * @return this group
     * @throws NullPointerException if an argument is null
     */
    public SystemGroup add(String name, GameSystem system) {
        return add(name, system, config -> {});
    }

    /**
     * Adds a system to the group; {@code configure} runs after the group's configuration is
     * applied, so it can add to it or override the phase.
     *
     * @param name      a unique system name
     * @param system    the system
     * @param configure the system's own configuration (access, more ordering, conditions)
     * @return this group
     * @throws NullPointerException if an argument is null
     */
    public SystemGroup add(String name, GameSystem system, Consumer<SystemConfig> configure) {
        require(name, "add(name, system, ...)", "the name");
        require(system, "add(\"" + name + "\", system, ...)", "the system");
        require(configure, "add(\"" + name + "\", system, configure)", "the configure function");
        members.add(new Member(name, system, configure));
        return this;
    }

    /**
     * Registers the group with {@code builder}: its set's conditions and state on the label, then
     * each member in the order added.
     *
     * @throws IllegalArgumentException if the group has no member, or a member's registration fails
     */
    void registerWith(Scheduler.Builder builder) {
        if (members.isEmpty()) {
            throw new IllegalArgumentException("Group '" + label + "' has no systems; add them inside the group,"
                    + " e.g. group(\"" + label + "\", g -> g.add(\"movement\", movement))");
        }
        builder.configureLabel(label, set -> {
            for (RunCondition condition : conditions) {
                set.runIf(condition);
            }
            if (!startsEnabled) {
                set.startDisabled();
            }
        });
        String[] beforeTargets = before.toArray(new String[0]);
        String[] afterTargets = after.toArray(new String[0]);
        for (Member member : members) {
            builder.add(member.name(), member.system(), config -> {
                if (phase != null) {
                    config.inPhase(phase);
                }
                config.label(label).before(beforeTargets).after(afterTargets);
                member.configure().accept(config);
            });
        }
    }
}
