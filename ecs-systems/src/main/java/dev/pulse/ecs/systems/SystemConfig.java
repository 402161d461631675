package dev.pulse.ecs.systems;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * How one system is scheduled: its phase, ordering constraints, labels, declared access, run
 * conditions and whether it starts enabled. Obtained in
 * {@link Scheduler.Builder#add(String, GameSystem, java.util.function.Consumer)}; every method
 * returns {@code this} for chaining:
 * <pre>{@code
 * builder.add("movement", movement, s -> s.inPhase(Phase.UPDATE).after("input").label("physics")
 *         .reads(Velocity.class).writes(Position.class));
 * }</pre>
 *
 * <h2>Ordering</h2>
 * {@link #before(String...)} and {@link #after(String...)} name systems or labels. Inside one
 * phase they order systems; across phases they must agree with the phase order (a system in
 * {@code RENDER} cannot run before one in {@code INPUT}). Unknown names, cycles and contradictions
 * are reported by {@link Scheduler.Builder#build()}. Systems with no constraint between them run
 * in registration order.
 *
 * <h2>Access</h2>
 * Declared access drives {@link ExecutionMode#PARALLEL} and the {@link AmbiguityReport}. A system
 * that declares nothing is treated as exclusive (it conflicts with everything), which is always
 * safe. Declaring resources never narrows a system's component access: a system that declares
 * resources but no component ({@link #reads}, {@link #writes}, {@link #noComponents()}) may
 * still read and write every component, so it conflicts with every system that touches one. The
 * safe reading is the default because a {@code withContext} system reaches the whole world; a
 * resources-only system says so with {@link #noComponents()} and then runs beside component
 * systems. Two systems conflict when one writes what the other reads or writes. Component
 * declarations are trusted, not checked: a system that touches undeclared components, or changes
 * the world's structure directly instead of through its own commands, can race in parallel mode.
 * Resource declarations are checked where Pulse can see the access: resources read through
 * {@link SystemContext#readResource(Class)} / {@link SystemContext#writeResource(Class)} /
 * {@link SystemContext#insertResource(Object)} are checked on every call, and in sequential mode
 * the scheduler also catches a system that inserted, replaced or removed a resource directly in
 * the world without declaring it written ({@link UndeclaredAccessException}). Changes made
 * inside a mutable resource obtained for reading cannot be seen; make read-mostly resources
 * immutable (records) so that writing them means replacing them.
 */
public final class SystemConfig {

    private Phase phase = Phase.UPDATE;
    private final List<Object> before = new ArrayList<>();
    private final List<Object> after = new ArrayList<>();
    private final Set<String> labels = new LinkedHashSet<>();
    private final Access access = new Access();
    private final List<RunCondition> conditions = new ArrayList<>();
    private boolean startsEnabled = true;
    /** This system's flush point, or null: the scheduler's default ({@link Scheduler.Builder#flushCommands}). */
    private CommandsFlush commandsFlush;
    /** The system's name, for messages. */
    private final String system;

    SystemConfig(String system) {
        this.system = system;
    }

    /** Throws a NullPointerException naming the system, the call and the argument. */
    private <V> V require(V value, String call, String argument) {
        if (value == null) {
            throw new NullPointerException("System '" + system + "': " + call + ": " + argument + " is null");
        }
        return value;
    }

    /**
     * Puts the system in a phase (default {@link Phase#UPDATE}).
     *
     * @param phase the phase; it must be one of the scheduler's phases
     * @return this config
     * @throws NullPointerException if {@code phase} is null
     */
    public SystemConfig inPhase(Phase phase) {
        this.phase = require(phase, "inPhase(phase)", "phase");
        return this;
    }

    /**
     * Puts the system in a phase (default {@link Phase#UPDATE}); the same as
     * {@link #inPhase(Phase)}.
     *
     * @param phase the phase; it must be one of the scheduler's phases
     * @return this config
     * @throws NullPointerException if {@code phase} is null
     * @deprecated {@code in} is a keyword in Kotlin ({@code s.`in`(Phase.UPDATE)}); use
     *             {@link #inPhase(Phase)}. Kept until 1.0.
     */
    @Deprecated
    public SystemConfig in(Phase phase) {
        this.phase = require(phase, "in(phase)", "phase");
        return this;
    }

    /**
     * Runs this system before the named systems, or before every system carrying one of the
     * named labels.
     *
     * @param namesOrLabels system names or labels
     * @return this config
     * @throws NullPointerException if any name is null
     */
    public SystemConfig before(String... namesOrLabels) {
        addTargets(before, namesOrLabels, "before(namesOrLabels)");
        return this;
    }

    /**
     * Runs this system after the named systems, or after every system carrying one of the named
     * labels.
     *
     * @param namesOrLabels system names or labels
     * @return this config
     * @throws NullPointerException if any name is null
     */
    public SystemConfig after(String... namesOrLabels) {
        addTargets(after, namesOrLabels, "after(namesOrLabels)");
        return this;
    }

    /**
     * Runs this system before another registered system instance.
     *
     * @param system a system registered with the same builder
     * @return this config
     * @throws NullPointerException if {@code system} is null
     */
    public SystemConfig before(GameSystem system) {
        before.add(require(system, "before(system)", "the other system"));
        return this;
    }

    /**
     * Runs this system after another registered system instance.
     *
     * @param system a system registered with the same builder
     * @return this config
     * @throws NullPointerException if {@code system} is null
     */
    public SystemConfig after(GameSystem system) {
        after.add(require(system, "after(system)", "the other system"));
        return this;
    }

    private void addTargets(List<Object> into, String[] targets, String call) {
        require(targets, call, "the array");
        for (String target : targets) {
            into.add(require(target, call, "a name or label"));
        }
    }

    /**
     * Tags the system with labels, so that others can order themselves against the whole group
     * ({@code after("physics")}). A label must not equal a system name.
     *
     * @param labels label names
     * @return this config
     * @throws NullPointerException     if any label is null
     * @throws IllegalArgumentException if a label is blank
     */
    public SystemConfig label(String... labels) {
        require(labels, "label(labels)", "the array");
        for (String label : labels) {
            require(label, "label(labels)", "a label");
            if (label.isBlank()) {
                throw new IllegalArgumentException("System '" + system + "': label(labels): a label is blank");
            }
            this.labels.add(label);
        }
        return this;
    }

    /**
     * Declares that the system reads these component types.
     *
     * @param componentTypes component classes
     * @return this config
     * @throws NullPointerException if any type is null
     */
    public SystemConfig reads(Class<?>... componentTypes) {
        require(componentTypes, "reads(componentTypes)", "the array");
        for (Class<?> type : componentTypes) {
            access.read(Access.componentKey(require(type, "reads(componentTypes)", "a component type")));
        }
        return this;
    }

    /**
     * Declares that the system writes (and may read) these component types.
     *
     * @param componentTypes component classes
     * @return this config
     * @throws NullPointerException if any type is null
     */
    public SystemConfig writes(Class<?>... componentTypes) {
        require(componentTypes, "writes(componentTypes)", "the array");
        for (Class<?> type : componentTypes) {
            access.write(Access.componentKey(require(type, "writes(componentTypes)", "a component type")));
        }
        return this;
    }

    /**
     * Declares that the system reads these resources (world-wide values in
     * {@link dev.pulse.ecs.World#resources()}, keyed by class). Read them through
     * {@link SystemContext#readResource(Class)}, which checks this declaration. The world's own
     * command buffer counts as the resource {@code Commands.class}. This narrows the system's
     * resource access only: unless it also declares components ({@link #reads}, {@link #writes})
     * or {@link #noComponents()}, it is still taken to read and write every component.
     *
     * @param types resource classes, as inserted ({@code Score.class})
     * @return this config
     * @throws NullPointerException if any type is null
     */
    public SystemConfig readsResource(Class<?>... types) {
        require(types, "readsResource(types)", "the array");
        for (Class<?> type : types) {
            access.readResource(require(type, "readsResource(types)", "a resource class"));
        }
        return this;
    }

    /**
     * Declares that the system writes (and may read) these resources: changes them in place
     * (through {@link SystemContext#writeResource(Class)}), replaces or removes them. Like
     * {@link #readsResource}, this leaves the system's component access at "every component"
     * unless it also declares components or {@link #noComponents()}.
     *
     * @param types resource classes, as inserted ({@code Score.class})
     * @return this config
     * @throws NullPointerException if any type is null
     */
    public SystemConfig writesResource(Class<?>... types) {
        require(types, "writesResource(types)", "the array");
        for (Class<?> type : types) {
            access.writeResource(require(type, "writesResource(types)", "a resource class"));
        }
        return this;
    }

    /**
     * Declares that the system touches no component and no resource (only its own state and
     * its command buffer), so it conflicts with nothing.
     *
     * @return this config
     */
    public SystemConfig noAccess() {
        access.declareNone();
        return this;
    }

    /**
     * Declares that the system touches no component, so that its resource declarations are its
     * whole access: {@code s.noComponents().writesResource(Score.class)} conflicts only with
     * systems that touch {@code Score}. Without it, a system that declares only resources is
     * taken to read and write every component. Alone, it means the same as {@link #noAccess()}.
     *
     * @return this config
     */
    public SystemConfig noComponents() {
        access.declareNone();
        return this;
    }

    /**
     * Declares that the system may touch anything, so it conflicts with every other system. This
     * is also what a system that declares nothing gets.
     *
     * @return this config
     */
    public SystemConfig exclusive() {
        access.declareExclusive();
        return this;
    }

    /**
     * Runs the system only when {@code condition} holds. Several conditions must all hold, and so
     * must those of the system's phase and labels (see {@link SystemSetConfig}).
     *
     * @param condition evaluated at the start of each run of the phase
     * @return this config
     * @throws NullPointerException if {@code condition} is null
     */
    public SystemConfig runIf(RunCondition condition) {
        conditions.add(require(condition, "runIf(condition)", "condition"));
        return this;
    }

    /**
     * Registers the system disabled; enable it later with {@link Scheduler#enable(String)}.
     *
     * @return this config
     */
    public SystemConfig startDisabled() {
        startsEnabled = false;
        return this;
    }

    /**
     * Chooses when the scheduler applies this system's own command buffer: at the end of its
     * phase ({@link CommandsFlush#END_OF_PHASE}) or right after the system
     * ({@link CommandsFlush#AFTER_SYSTEM}, so later systems of the same phase see its changes;
     * in parallel mode the system then runs alone, as a sync point of its phase). Overrides the
     * scheduler's default ({@link Scheduler.Builder#flushCommands(CommandsFlush)}, itself
     * {@code END_OF_PHASE} unless set) for this system.
     *
     * @param policy the flush point
     * @return this config
     * @throws NullPointerException if {@code policy} is null
     */
    public SystemConfig flushCommands(CommandsFlush policy) {
        this.commandsFlush = require(policy, "flushCommands(policy)", "policy");
        return this;
    }

    Phase phase() {
        return phase;
    }

    /** The flush point this system chose, or null to take the scheduler's default. */
    CommandsFlush commandsFlush() {
        return commandsFlush;
    }

    List<Object> beforeTargets() {
        return Collections.unmodifiableList(before);
    }

    List<Object> afterTargets() {
        return Collections.unmodifiableList(after);
    }

    Set<String> labels() {
        return Collections.unmodifiableSet(labels);
    }

    Access access() {
        return access;
    }

    RunCondition[] conditions() {
        return conditions.toArray(new RunCondition[0]);
    }

    boolean startsEnabled() {
        return startsEnabled;
    }
}
