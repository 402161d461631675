package dev.pulse.ecs.systems;

import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Runs registered {@link GameSystem}s over a {@link World}, one {@link #tick(double)} per frame.
 *
 * <pre>{@code
 * Scheduler scheduler = Scheduler.builder(world)
 *         .add("input", readInput, s -> s.inPhase(Phase.INPUT))
 *         .add("physics", physics, s -> s.inPhase(Phase.FIXED_UPDATE))
 *         .add("render", render, s -> s.inPhase(Phase.RENDER))
 *         .build();
 * while (running) {
 *     scheduler.tick(frameSeconds);
 * }
 * scheduler.stop();
 * }</pre>
 *
 * <h2>A tick</h2>
 * {@code tick(dt)} checks {@code dt}, clamps it to the maximum delta, advances the {@link Time}
 * (deciding how many fixed steps this tick runs, see {@link Time}), then runs the phases in order.
 * A variable phase runs once with the clamped {@code dt}. A fixed phase runs once per fixed step
 * with the fixed step as {@code dt}; consecutive fixed phases form a group, and the whole group
 * runs per step ({@code A, B, A, B}, not {@code A, A, B, B}).
 *
 * <h2>Inside a phase</h2>
 * Systems run in a topological order of their {@code before}/{@code after} constraints, ties
 * broken by registration order; the order is fixed at build time. A system runs only if it, its
 * phase and each of its labels are enabled and all their {@link RunCondition}s hold (decided at
 * the start of the phase's run); see {@link Builder#group(String, Consumer)} (a label's phase,
 * ordering, conditions and systems said once), {@link Builder#configureLabel(String, Consumer)},
 * {@link Builder#configurePhase(Phase, Consumer)}, {@link #disableLabel(String)} and
 * {@link #disablePhase(Phase)}. Skips show in {@link #statsTable()}.
 *
 * <h2>Sync points</h2>
 * At the end of every run of a phase (so after every fixed step for a fixed phase), the
 * scheduler applies each system's own command buffer in execution order, then flushes the world's
 * own buffer ({@code world.flush()}). Structural changes recorded in a phase are therefore
 * visible to every later phase and never to the rest of the same phase, in sequential and
 * parallel mode alike, except for a system configured with
 * {@link CommandsFlush#AFTER_SYSTEM}, whose buffer is applied right after it ({@link GameSystem}
 * has the full table of when changes become visible). Commands recorded in {@code start} are applied once all systems have
 * started; those recorded in {@code stop}, once all have stopped.
 *
 * <h2>Parallelism</h2>
 * With {@link ExecutionMode#PARALLEL}, systems of a phase whose declared access does not conflict
 * and which are not ordered against each other may run at the same time on the executor
 * (default: {@link java.util.concurrent.ForkJoinPool#commonPool()}; none where the runtime has no threads). Conflicting systems keep the sequential order, so
 * results equal a sequential run. Pairs that conflict without an ordering constraint are listed in
 * {@link #ambiguityReport()}.
 *
 * <h2>Faults</h2>
 * A system that throws stops the tick: see {@link SystemFailureException} for what happens to
 * commands. {@code tick} rejects NaN, negative and infinite {@code dt}; a {@code dt} above the
 * maximum delta (default 0.25 s) is clamped to it.
 *
 * <p>Not thread-safe: call {@code tick}, {@code start}, {@code stop} and the {@code enable} and
 * {@code disable} methods (of systems, labels and phases) from one thread (systems may call them
 * during a sequential tick; the change applies from the next phase run).
 */
public final class Scheduler {

    private enum State {
        NEW,
        RUNNING,
        STOPPED
    }

    private final World world;
    private final Time time;
    private final double maxDelta;
    private final PhasePlan[] plans;
    private final PhaseRunner runner;
    private final SystemRegistry systems;
    private final AmbiguityReport ambiguityReport;
    private final ExecutionMode mode;
    private final SystemSets sets;
    private final StatsTable statsTable;
    private State state = State.NEW;
    private boolean ticking;

    private Scheduler(Builder b, Schedule schedule) {
        this.world = b.world;
        this.time = new Time(b.fixedDelta, b.maxFixedStepsPerTick);
        this.maxDelta = b.maxDelta;
        this.plans = schedule.plans;
        this.systems = b.systems.copy();
        this.ambiguityReport = schedule.ambiguityReport;
        this.mode = b.mode;
        this.sets = schedule.sets;
        this.statsTable = new StatsTable(plans);
        this.runner = new PhaseRunner(world, time, b.mode, b.executor, b.clock, b.timing, plans);
        for (PhasePlan plan : plans) {
            for (ScheduledSystem s : plan.systems) {
                s.context = new SystemContext(s.name, plan.phase, world, s.commands, time, s.config.access(), this);
            }
        }
    }

    /**
     * Starts building a scheduler for {@code world}.
     *
     * @param world the world every system receives
     * @return a builder with the default phases ({@link Phase#DEFAULT_ORDER}), a 1/60 s fixed
     *         step, at most 5 fixed steps per tick, a 0.25 s maximum delta, sequential execution
     * @throws NullPointerException if {@code world} is null
     */
    public static Builder builder(World world) {
        return new Builder(Objects.requireNonNull(world, "Scheduler.builder(world): world is null"));
    }

    /**
     * Calls every system's {@link GameSystem#start(SystemContext)} in execution order, then
     * applies the commands they recorded (each system's buffer in order, then the world's).
     * {@link #tick(double)} calls this on first use, so calling it is optional. If a start hook
     * throws, the systems already started are stopped (in reverse order) and the scheduler is
     * stopped for good.
     *
     * @throws SystemFailureException if a start hook throws
     * @throws IllegalStateException  if the scheduler was already started or stopped
     */
    public void start() {
        if (state != State.NEW) {
            throw new IllegalStateException("Scheduler already " + (state == State.RUNNING ? "started" : "stopped")
                    + "; start() runs once, before the first tick");
        }
        List<ScheduledSystem> started = new ArrayList<>();
        for (PhasePlan plan : plans) {
            for (ScheduledSystem s : plan.systems) {
                try {
                    s.system.start(s.context);
                } catch (RuntimeException | Error e) {
                    state = State.STOPPED;
                    s.commands.clear();
                    SystemFailureException failure = new SystemFailureException(s.name, plan.phase, "start", e);
                    stopAll(started, failure);
                    throw failure;
                }
                started.add(s);
            }
        }
        state = State.RUNNING;
        applyAllCommands();
    }

    /**
     * Runs one frame: every phase in order, the fixed phases once per due fixed step.
     *
     * @param dt seconds since the previous tick; {@code 0} is allowed (a paused frame still runs
     *           the variable phases); values above the maximum delta are clamped to it
     * @throws IllegalArgumentException if {@code dt} is NaN, negative or infinite
     * @throws SystemFailureException   if a system or run condition throws; the rest of the tick
     *                                  is skipped
     * @throws IllegalStateException    if the scheduler was stopped, or if called from inside a
     *                                  tick
     */
    public void tick(double dt) {
        if (Double.isNaN(dt) || dt < 0 || Double.isInfinite(dt)) {
            throw new IllegalArgumentException("tick(dt) needs a finite dt >= 0 in seconds, got " + dt
                    + "; pass the time since the previous frame (large values are clamped to maxDelta "
                    + maxDelta + ")");
        }
        if (ticking) {
            throw new IllegalStateException("tick() called from inside a tick (by a system?); ticks do not nest");
        }
        if (state == State.NEW) {
            start();
        } else if (state == State.STOPPED) {
            throw new IllegalStateException("Scheduler is stopped; build a new one to keep running systems");
        }
        ticking = true;
        try {
            int steps = time.beginTick(dt, Math.min(dt, maxDelta));
            double frameDt = time.delta();
            double fixedDt = time.fixedDelta();
            int p = 0;
            while (p < plans.length) {
                if (plans[p].phase.stepping() == PhaseStepping.VARIABLE) {
                    runner.run(p, frameDt);
                    p++;
                    continue;
                }
                int groupEnd = p;
                while (groupEnd < plans.length && plans[groupEnd].phase.stepping() == PhaseStepping.FIXED) {
                    groupEnd++;
                }
                for (int step = 0; step < steps; step++) {
                    for (int g = p; g < groupEnd; g++) {
                        runner.run(g, fixedDt);
                    }
                    time.fixedStepDone();
                }
                p = groupEnd;
            }
        } finally {
            ticking = false;
        }
    }

    /**
     * Calls every system's {@link GameSystem#stop(SystemContext)} in reverse execution order,
     * then applies the commands they recorded. Every hook runs even if an earlier one throws; a
     * failing hook's commands are discarded, the others' applied, and the first failure is thrown
     * afterwards, with later ones suppressed. Stopping a stopped (or
     * never started) scheduler only marks it stopped.
     *
     * @throws SystemFailureException if a stop hook throws
     */
    public void stop() {
        if (state != State.RUNNING) {
            state = State.STOPPED;
            return;
        }
        state = State.STOPPED;
        List<ScheduledSystem> all = new ArrayList<>();
        for (PhasePlan plan : plans) {
            Collections.addAll(all, plan.systems);
        }
        SystemFailureException failure = stopAll(all, null);
        applyAllCommands();
        if (failure != null) {
            throw failure;
        }
    }

    /** Stops {@code started} in reverse order; failures are added to {@code failure} or start it. */
    private SystemFailureException stopAll(List<ScheduledSystem> started, SystemFailureException failure) {
        for (int i = started.size() - 1; i >= 0; i--) {
            ScheduledSystem s = started.get(i);
            try {
                s.system.stop(s.context);
            } catch (RuntimeException | Error e) {
                s.commands.clear();
                SystemFailureException f = new SystemFailureException(s.name, s.phase(), "stop", e);
                if (failure == null) {
                    failure = f;
                } else {
                    failure.addSuppressed(f);
                }
            }
        }
        return failure;
    }

    private void applyAllCommands() {
        for (PhasePlan plan : plans) {
            for (ScheduledSystem s : plan.systems) {
                s.commands.apply(world);
            }
        }
        world.flush();
    }

    /**
     * Re-enables a system disabled by {@link #disable(String)} or
     * {@link SystemConfig#startDisabled()}. Takes effect from the next run of its phase.
     *
     * @param name the system's name
     * @throws IllegalArgumentException if no system has that name
     */
    public void enable(String name) {
        systems.require(name).enabled = true;
    }

    /**
     * Disables a system: it is skipped (and not timed) until enabled again; its place in the
     * order is kept. Takes effect from the next run of its phase.
     *
     * @param name the system's name
     * @throws IllegalArgumentException if no system has that name
     */
    public void disable(String name) {
        systems.require(name).enabled = false;
    }

    /**
     * Answers whether a system is enabled (run conditions aside).
     *
     * @param name the system's name
     * @return {@code true} if enabled
     * @throws IllegalArgumentException if no system has that name
     */
    public boolean isEnabled(String name) {
        return systems.require(name).enabled;
    }

    /**
     * Enables every system carrying a label, undoing {@link #disableLabel(String)} or
     * {@link SystemSetConfig#startDisabled()}. Systems disabled on their own, or by their phase
     * or another label, stay skipped. Takes effect from the next run of a phase.
     *
     * @param label a label carried by at least one system
     * @throws IllegalArgumentException if no system carries that label
     */
    public void enableLabel(String label) {
        sets.label(label).enabled = true;
    }

    /**
     * Disables every system carrying a label (e.g. everything that simulates, while a menu is
     * shown), keeping each system's own enabled flag. Takes effect from the next run of a phase.
     *
     * @param label a label carried by at least one system
     * @throws IllegalArgumentException if no system carries that label
     */
    public void disableLabel(String label) {
        sets.label(label).enabled = false;
    }

    /**
     * Answers whether a label's set is enabled (its conditions and its members' own state aside).
     *
     * @param label a label carried by at least one system
     * @return {@code true} if enabled
     * @throws IllegalArgumentException if no system carries that label
     */
    public boolean isLabelEnabled(String label) {
        return sets.label(label).enabled;
    }

    /**
     * Enables a phase disabled by {@link #disablePhase(Phase)} or
     * {@link SystemSetConfig#startDisabled()}. Takes effect from its next run.
     *
     * @param phase one of the scheduler's phases
     * @throws IllegalArgumentException if the scheduler does not have {@code phase}
     */
    public void enablePhase(Phase phase) {
        sets.phase(phase).enabled = true;
    }

    /**
     * Disables a whole phase: none of its systems runs (fixed phases still count their steps, so
     * {@link Time} is unaffected); its sync point still applies {@code world.commands()}. Takes
     * effect from its next run.
     *
     * @param phase one of the scheduler's phases
     * @throws IllegalArgumentException if the scheduler does not have {@code phase}
     */
    public void disablePhase(Phase phase) {
        sets.phase(phase).enabled = false;
    }

    /**
     * Answers whether a phase is enabled (its conditions aside).
     *
     * @param phase one of the scheduler's phases
     * @return {@code true} if enabled
     * @throws IllegalArgumentException if the scheduler does not have {@code phase}
     */
    public boolean isPhaseEnabled(Phase phase) {
        return sets.phase(phase).enabled;
    }

    /**
     * Returns the one registered system that is an instance of {@code type}, so that code outside
     * the schedule, or a system in its {@link GameSystem#start(SystemContext) start} hook (see
     * {@link SystemContext#system(Class)}), can call methods on it (Ashley's
     * {@code engine.getSystem(...)}).
     *
     * @param <T>  the system's type
     * @param type a class or interface the system implements
     * @return the system instance
     * @throws IllegalArgumentException if no registered system, or several, are of that type
     *                                  (the message lists them; use {@link #system(String, Class)})
     * @throws NullPointerException     if {@code type} is null
     */
    public <T> T system(Class<T> type) {
        return systems.onlyOfType(Objects.requireNonNull(type, "type"));
    }

    /**
     * Returns the system registered under {@code name}, as a {@code type}.
     *
     * @param <T>  the system's type
     * @param name the system's name
     * @param type a class or interface the system implements
     * @return the system instance
     * @throws IllegalArgumentException if no system has that name, or it is not a {@code type}
     * @throws NullPointerException     if an argument is null
     */
    public <T> T system(String name, Class<T> type) {
        Objects.requireNonNull(type, "type");
        return systems.named(Objects.requireNonNull(name, "name"), type);
    }

    /**
     * Returns the scheduler's clock.
     *
     * @return the live time object (delta, alpha, elapsed, step counts)
     */
    public Time time() {
        return time;
    }

    /**
     * Returns the clock's saveable state, for saving a game between ticks.
     *
     * @return the state now
     */
    public ClockState clockState() {
        return time.state();
    }

    /**
     * Sets the clock to a saved state, so a loaded game runs the same fixed steps as the saved
     * one would have. Call between ticks (usually right after building the scheduler).
     *
     * @param state a state from {@link #clockState()} of a scheduler with the same fixed step
     * @throws IllegalArgumentException if the state holds a whole fixed step or more of pending
     *                                  time (it comes from a scheduler with another step)
     * @throws IllegalStateException    if called during a tick
     */
    public void restoreClock(ClockState state) {
        if (ticking) {
            throw new IllegalStateException("restoreClock() called during a tick; call it between ticks");
        }
        time.restore(java.util.Objects.requireNonNull(state, "state"));
    }

    /**
     * Returns the world the scheduler drives.
     *
     * @return the world
     */
    public World world() {
        return world;
    }

    /**
     * Returns the execution mode chosen at build time.
     *
     * @return sequential or parallel
     */
    public ExecutionMode executionMode() {
        return mode;
    }

    /**
     * Returns the phases in the order they run.
     *
     * @return the phases, unmodifiable
     */
    public List<Phase> phases() {
        List<Phase> phases = new ArrayList<>(plans.length);
        for (PhasePlan plan : plans) {
            phases.add(plan.phase);
        }
        return Collections.unmodifiableList(phases);
    }

    /**
     * Returns the names of a phase's systems in execution order (the sequential order).
     *
     * @param phase one of the scheduler's phases
     * @return system names, unmodifiable
     * @throws IllegalArgumentException if the scheduler does not have {@code phase}
     */
    public List<String> executionOrder(Phase phase) {
        for (PhasePlan plan : plans) {
            if (plan.phase == phase) {
                List<String> names = new ArrayList<>(plan.systems.length);
                for (ScheduledSystem s : plan.systems) {
                    names.add(s.name);
                }
                return Collections.unmodifiableList(names);
            }
        }
        throw new IllegalArgumentException("Phase " + phase + " is not one of this scheduler's phases " + phases());
    }

    /**
     * Returns the conflicting, unordered pairs found at build time.
     *
     * @return the report (printable with {@code toString()})
     */
    public AmbiguityReport ambiguityReport() {
        return ambiguityReport;
    }

    /**
     * Returns the live timing stats of one system.
     *
     * @param name the system's name
     * @return its stats
     * @throws IllegalArgumentException if no system has that name
     */
    public SystemStats stats(String name) {
        return systems.require(name).stats;
    }

    /**
     * Returns the live timing stats of every system, in phase and execution order.
     *
     * @return stats, unmodifiable
     */
    public List<SystemStats> stats() {
        return statsTable.all();
    }

    /** Zeroes every system's stats (e.g. after warm-up). */
    public void resetStats() {
        statsTable.reset();
    }

    /**
     * Prints the stats as a table, one row per system in execution order: phase, system, calls,
     * last, average and maximum time in microseconds, skipped runs, and a state column saying
     * what keeps the system off now ({@code off: label 'simulation' disabled, disabled}) or, if
     * nothing does, why its latest run was skipped ({@code last skipped: own condition}).
     *
     * @return a multi-line table
     */
    public String statsTable() {
        return statsTable.render();
    }

    /**
     * Collects systems and settings, and checks the whole schedule in {@link #build()}: ordering
     * errors surface there, not during a tick.
     */
    public static final class Builder {

        private final World world;
        private final SystemRegistry systems = new SystemRegistry();
        private List<Phase> phases = Phase.DEFAULT_ORDER;
        private double fixedDelta = 1.0 / 60;
        private int maxFixedStepsPerTick = 5;
        private double maxDelta = 0.25;
        private ExecutionMode mode = ExecutionMode.SEQUENTIAL;
        /** Null: the common fork-join pool, looked up only where the runtime has threads. */
        private Executor executor;

        private AmbiguityPolicy ambiguityPolicy = AmbiguityPolicy.REPORT;
        private LongSupplier clock = java.lang.System::nanoTime;
        private Timing timing = Timing.SAMPLED;
        private CommandsFlush commandsFlush = CommandsFlush.END_OF_PHASE;
        private final Map<String, SystemSetConfig> labelConfigs = new LinkedHashMap<>();
        private final Map<Phase, SystemSetConfig> phaseConfigs = new IdentityHashMap<>();
        /** Labels registered with {@link #group(String, Consumer)}: one call a group. */
        private final Set<String> groups = new HashSet<>();

        private Builder(World world) {
            this.world = world;
        }

        /**
         * Registers a system in {@link Phase#UPDATE} with no constraints and no declared access
         * (so it is exclusive).
         *
         * @param name   a unique name, used in ordering constraints, errors and stats
         * @param system the system; each instance may be registered once
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or taken, or the instance is
         *                                  already registered
         * @throws NullPointerException     if an argument is null
         */
        public Builder add(String name, GameSystem system) {
            return add(name, system, config -> {});
        }

        /**
         * Registers a system configured by {@code configure}, which receives a fresh
         * {@link SystemConfig}.
         *
         * @param name      a unique name, used in ordering constraints, errors and stats
         * @param system    the system; each instance may be registered once (a lambda that
         *                  captures nothing is a single instance however often it is evaluated)
         * @param configure sets phase, ordering, labels, access, conditions
         * @return this builder
         * @throws IllegalArgumentException if the name is blank or taken, or the instance is
         *                                  already registered
         * @throws NullPointerException     if an argument is null
         */
        public Builder add(String name, GameSystem system, Consumer<SystemConfig> configure) {
            systems.register(name, system, configure);
            return this;
        }

        /**
         * Configures the set of systems carrying {@code label}: run conditions shared by all of
         * them (combined with each system's own, all must hold) and whether the set starts
         * enabled. Instead of the same {@code runIf} on every simulating system:
         * <pre>{@code
         * builder.configureLabel("simulation", set -> set.runIf((world, time) -> playing.get()));
         * }</pre>
         * May be called again for the same label; conditions accumulate.
         *
         * @param label     a label that some system carries (checked by {@link #build()})
         * @param configure sets conditions and the initial state
         * @return this builder
         * @throws NullPointerException     if an argument is null
         * @throws IllegalArgumentException if {@code label} is blank
         */
        public Builder configureLabel(String label, Consumer<SystemSetConfig> configure) {
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(configure, "configure");
            if (label.isBlank()) {
                throw new IllegalArgumentException("A label must not be blank");
            }
            configure.accept(labelConfigs.computeIfAbsent(label, k -> new SystemSetConfig()));
            return this;
        }

        /**
         * Registers a group of systems under {@code label}: the group's phase, ordering, run
         * conditions and initial state are said once and apply to every system added into it
         * (see {@link SystemGroup}). It is the label form, written once:
         * <pre>{@code
         * builder.group("play", g -> g.inPhase(Phase.UPDATE).after("input").runIf((world, time) -> !paused)
         *         .add("jump", jump)
         *         .add("movement", movement, s -> s.writes(Position.class)));
         * }</pre>
         * Systems may still join the label with {@code s.label("play")}; they share its run
         * conditions and enabled state, not the group's phase or ordering.
         *
         * @param label     the group's label, used in ordering, {@link Scheduler#disableLabel(String)}
         *                  and stats; it must not equal a system name (checked by {@link #build()})
         * @param configure sets the group's configuration and adds its systems
         * @return this builder
         * @throws NullPointerException     if an argument is null, or one passed to the group
         * @throws IllegalArgumentException if {@code label} is blank or already names a group, the
         *                                  group has no system, or a member cannot be registered
         *                                  (see {@link #add(String, GameSystem, Consumer)})
         */
        public Builder group(String label, Consumer<SystemGroup> configure) {
            Objects.requireNonNull(label, "group(label, configure): label");
            Objects.requireNonNull(configure, "group(\"" + label + "\", configure): configure");
            if (label.isBlank()) {
                throw new IllegalArgumentException(
                        "group(label, configure): the label is blank; a group needs a" + " non-blank label");
            }
            if (!groups.add(label)) {
                throw new IllegalArgumentException("A group labelled '" + label + "' is already registered; add all"
                        + " its systems in one group(\"" + label + "\", ...) call, or join it with s.label(\""
                        + label + "\")");
            }
            SystemGroup group = new SystemGroup(label);
            configure.accept(group);
            group.registerWith(this);
            return this;
        }

        /**
         * Configures the set of all systems of {@code phase}: run conditions (evaluated once per
         * run of the phase, before any of its systems' own) and whether the phase starts enabled.
         * May be called again for the same phase; conditions accumulate.
         *
         * @param phase     one of the scheduler's phases (checked by {@link #build()})
         * @param configure sets conditions and the initial state
         * @return this builder
         * @throws NullPointerException if an argument is null
         */
        public Builder configurePhase(Phase phase, Consumer<SystemSetConfig> configure) {
            Objects.requireNonNull(phase, "phase");
            Objects.requireNonNull(configure, "configure");
            configure.accept(phaseConfigs.computeIfAbsent(phase, k -> new SystemSetConfig()));
            return this;
        }

        /**
         * Replaces the phases and their order (default {@link Phase#DEFAULT_ORDER}).
         *
         * @param order the phases in run order; at least one, no duplicates
         * @return this builder
         * @throws IllegalArgumentException if {@code order} is empty or has a duplicate
         * @throws NullPointerException     if {@code order} or a phase is null
         */
        public Builder phases(Phase... order) {
            Objects.requireNonNull(order, "Scheduler.Builder.phases(order): order is null");
            if (order.length == 0) {
                throw new IllegalArgumentException("A scheduler needs at least one phase");
            }
            Set<Phase> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            for (Phase phase : order) {
                Objects.requireNonNull(phase, "Scheduler.Builder.phases(order): a phase is null");
                if (!seen.add(phase)) {
                    throw new IllegalArgumentException("Phase " + phase + " is listed twice in phases(...)");
                }
            }
            this.phases = List.of(order);
            return this;
        }

        /**
         * Sets the fixed step of fixed phases (default 1/60 s). Fixed systems receive exactly this
         * value as {@code dt}; steps are counted with it rounded to whole nanoseconds.
         *
         * @param seconds the step, positive and finite
         * @return this builder
         * @throws IllegalArgumentException if {@code seconds} is not positive and finite, or
         *                                  below one nanosecond
         */
        public Builder fixedTimestep(double seconds) {
            if (!(seconds >= 1e-9) || Double.isInfinite(seconds)) {
                throw new IllegalArgumentException(
                        "fixedTimestep must be a finite number of seconds >= 1e-9, got " + seconds);
            }
            this.fixedDelta = seconds;
            return this;
        }

        /**
         * Caps the fixed steps run per tick (default 5); steps due beyond the cap are dropped (see
         * {@link Time#droppedFixedSteps()}), so a slow frame cannot cause an ever-growing backlog.
         *
         * @param max the cap, {@code >= 1}
         * @return this builder
         * @throws IllegalArgumentException if {@code max < 1}
         */
        public Builder maxFixedStepsPerTick(int max) {
            if (max < 1) {
                throw new IllegalArgumentException("maxFixedStepsPerTick must be >= 1, got " + max);
            }
            this.maxFixedStepsPerTick = max;
            return this;
        }

        /**
         * Sets the largest {@code dt} a tick accepts as is (default 0.25 s); larger values (a
         * debugger pause, a window drag) are clamped to it, so game time slows down instead of
         * jumping.
         *
         * @param seconds the clamp, positive and finite
         * @return this builder
         * @throws IllegalArgumentException if {@code seconds} is not positive and finite
         */
        public Builder maxDelta(double seconds) {
            if (!(seconds > 0) || Double.isInfinite(seconds)) {
                throw new IllegalArgumentException(
                        "maxDelta must be a positive, finite number of seconds, got " + seconds);
            }
            this.maxDelta = seconds;
            return this;
        }

        /**
         * Chooses sequential (default) or parallel execution.
         *
         * @param mode the execution mode
         * @return this builder
         * @throws NullPointerException if {@code mode} is null
         */
        public Builder execution(ExecutionMode mode) {
            this.mode = Objects.requireNonNull(mode, "Scheduler.Builder.execution(mode): mode is null");
            return this;
        }

        /**
         * Sets the executor parallel mode runs systems on (default
         * {@link java.util.concurrent.ForkJoinPool#commonPool()}). The scheduler never shuts it
         * down. On a runtime without threads ({@code Pulse.platform().threads()} is false:
         * TeaVM) parallel mode runs its systems sequentially, in an order the plan allows, and
         * the executor is not used.
         *
         * @param executor the executor
         * @return this builder
         * @throws NullPointerException if {@code executor} is null
         */
        public Builder executor(Executor executor) {
            this.executor = Objects.requireNonNull(executor, "Scheduler.Builder.executor(executor): executor is null");
            return this;
        }

        /**
         * Chooses when the systems' own command buffers are applied, for every system that does
         * not choose itself with {@link SystemConfig#flushCommands(CommandsFlush)} (which
         * overrides this): at the end of each phase ({@link CommandsFlush#END_OF_PHASE}, the
         * default) or right after each system ({@link CommandsFlush#AFTER_SYSTEM}, Artemis's and
         * Ashley's semantics; in parallel mode each such system is a sync point of its phase).
         * May be called before or after the systems are added.
         *
         * <pre>{@code
         * Scheduler.builder(world).flushCommands(CommandsFlush.AFTER_SYSTEM)
         *         .add("spawner", spawner)                                            // after itself
         *         .add("bulk", bulk, s -> s.flushCommands(CommandsFlush.END_OF_PHASE)) // its own choice
         * }</pre>
         *
         * @param policy the default flush point
         * @return this builder
         * @throws NullPointerException if {@code policy} is null
         */
        public Builder flushCommands(CommandsFlush policy) {
            this.commandsFlush = Objects.requireNonNull(
                    policy,
                    "Scheduler.Builder.flushCommands(policy): policy is null; pass CommandsFlush.END_OF_PHASE or AFTER_SYSTEM");
            return this;
        }

        /**
         * Chooses whether ambiguous pairs only go to the report (default) or fail the build.
         *
         * @param policy the policy
         * @return this builder
         * @throws NullPointerException if {@code policy} is null
         */
        public Builder ambiguityPolicy(AmbiguityPolicy policy) {
            this.ambiguityPolicy =
                    Objects.requireNonNull(policy, "Scheduler.Builder.ambiguityPolicy(policy): policy is null");
            return this;
        }

        /**
         * Sets the nanosecond clock used for timing stats (default {@code System.nanoTime}); a
         * test can pass a fake one.
         *
         * @param nanoClock returns a monotonic time in nanoseconds
         * @return this builder
         * @throws NullPointerException if {@code nanoClock} is null
         */
        public Builder statsClock(LongSupplier nanoClock) {
            this.clock =
                    Objects.requireNonNull(nanoClock, "Scheduler.Builder.statsClock(nanoClock): nanoClock is null");
            return this;
        }

        /**
         * Chooses whether and how often system durations are measured (default {@link Timing#SAMPLED}: one run of each phase in {@link Timing#SAMPLE_INTERVAL}).
         *
         * @param timing the timing policy
         * @return this builder
         * @throws NullPointerException if {@code timing} is null
         */
        public Builder timing(Timing timing) {
            this.timing = Objects.requireNonNull(timing, "Scheduler.Builder.timing(timing): timing is null");
            return this;
        }

        /**
         * Checks the schedule and builds the scheduler. Time: O(s^3) in the systems of the
         * largest phase, once.
         *
         * @return the scheduler, not started yet
         * @throws ScheduleBuildException if a system is in a phase the scheduler does not have, a
         *                                constraint names an unknown system or label or
         *                                contradicts the phase order, the constraints of a phase
         *                                form a cycle, a label equals a system name,
         *                                {@code configureLabel}/{@code configurePhase} names a
         *                                label no system carries or a phase the scheduler lacks,
         *                                or (with
         *                                {@link AmbiguityPolicy#FAIL}) a pair is ambiguous
         */
        public Scheduler build() {
            return new Scheduler(
                    this, Schedule.of(systems, phases, commandsFlush, ambiguityPolicy, labelConfigs, phaseConfigs));
        }
    }
}
