package dev.pulse.ecs.systems;

import dev.pulse.ecs.Resources;
import dev.pulse.ecs.World;
import dev.pulse.ecs.seam.PlatformProbe;
import dev.pulse.ecs.seam.SpinWait;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;

/**
 * Runs one phase: decides which system sets are open and evaluates run conditions, runs the
 * systems (sequentially or on an executor following the plan's graph), times them, applies the
 * buffers of {@link CommandsFlush#AFTER_SYSTEM} systems right after them, and the others' at the
 * phase's sync point. Used only from the ticking thread; its scratch arrays are reused across runs.
 */
final class PhaseRunner {

    /** Polls of the completion queue before blocking on it (a few microseconds). */
    private static final int SPINS_BEFORE_PARKING = 2_000;

    private static final SpinWait SPIN_WAIT = PlatformProbe.current().spinWait();
    /** Skip reasons of the system itself (see {@link SystemStats#lastSkipReason()}). */
    private static final String DISABLED = "disabled";

    private static final String OWN_CONDITION = "own condition";

    private final World world;
    /** The world's resources, whose change stamp catches undeclared resource writes in sequential mode. */
    private final Resources resources;

    private final Time time;
    private final ExecutionMode mode;
    private final Executor executor;
    private final LongSupplier clock;
    /** Whether any run is timed ({@link Timing#OFF} times none). */
    private final boolean timed;
    /** Runs of a phase per timed run: 1 for {@link Timing#PER_SYSTEM}, {@link Timing#SAMPLE_INTERVAL} for sampled. */
    private final int sampleInterval;
    /** Per plan index: untimed runs left before the phase's next timed run (0: time the next one). */
    private final int[] runsUntilTimed;
    /** Whether the phase running now is timed; read by parallel tasks, which the executor hands it to. */
    private boolean timedNow;

    private final BlockingQueue<Integer> finished;

    /** The plans, indexed as {@link #run(int, double)} takes them. */
    private final PhasePlan[] plans;
    /** Per plan index: one reusable task per system, for parallel runs. */
    private final Runnable[][] tasks;
    /** Per plan index: the distinct sets (phase, labels) of its systems, decided once per run. */
    private final SystemSet[][] sets;

    private final boolean[] runs;
    private final Throwable[] errors;
    private final int[] waiting;
    private final int[] ready;
    private double currentDt;
    /** Each system's last-run tick: the baseline of its change filters. */
    private final SystemTicks ticks;

    PhaseRunner(
            World world,
            Time time,
            ExecutionMode mode,
            Executor executor,
            LongSupplier clock,
            Timing timing,
            PhasePlan[] plans) {
        this.timed = timing != Timing.OFF;
        this.sampleInterval = timing == Timing.SAMPLED ? Timing.SAMPLE_INTERVAL : 1;
        this.runsUntilTimed = new int[plans.length];
        this.world = world;
        this.resources = world.resources();
        this.time = time;
        PlatformProbe platform = PlatformProbe.current();
        // Without threads (TeaVM) parallel mode runs sequentially: same systems, an order the plan allows.
        this.mode = platform.threads() ? mode : ExecutionMode.SEQUENTIAL;
        this.executor = executor != null || this.mode != ExecutionMode.PARALLEL ? executor : CommonPool.load();
        this.clock = clock;
        this.plans = plans.clone();
        this.tasks = new Runnable[plans.length][];
        this.sets = new SystemSet[plans.length][];
        int max = 0;
        for (int p = 0; p < plans.length; p++) {
            max = Math.max(max, plans[p].systems.length);
            tasks[p] = tasksFor(plans[p]);
            sets[p] = setsOf(plans[p]);
        }
        // Array-backed: completions allocate no queue nodes (positions below 128 are cached Integers).
        finished = new ArrayBlockingQueue<>(Math.max(1, max));
        runs = new boolean[max];
        errors = new Throwable[max];
        waiting = new int[max];
        ready = new int[max];
        ticks = new SystemTicks(world, plans);
    }

    /**
     * Runs the phase once and applies its sync point.
     *
     * @param planIndex the phase: its index in the plans this runner was built with
     * @param dt        what its systems receive as {@code dt}
     * @throws SystemFailureException if a system or run condition throws
     */
    void run(int planIndex, double dt) {
        PhasePlan plan = plans[planIndex];
        int n = plan.systems.length;
        openSets(plan, sets[planIndex]);
        for (int i = 0; i < n; i++) {
            errors[i] = null;
            runs[i] = shouldRun(plan, i);
        }
        currentDt = dt;
        timedNow = timeThisRun(planIndex);
        if (mode == ExecutionMode.PARALLEL && n > 1) {
            runParallel(plan, tasks[planIndex]);
        } else {
            runSequential(plan, timedNow);
        }
        for (int i = 0; i < n; i++) {
            if (errors[i] != null) {
                throw fail(plan, i);
            }
        }
        syncPoint(plan);
        ticks.afterPhase();
    }

    /**
     * Whether this run of the phase reads the clock: every run with {@link Timing#PER_SYSTEM},
     * the first and then one in {@link Timing#SAMPLE_INTERVAL} with {@link Timing#SAMPLED}.
     */
    private boolean timeThisRun(int planIndex) {
        if (!timed) {
            return false;
        }
        if (runsUntilTimed[planIndex] > 0) {
            runsUntilTimed[planIndex]--;
            return false;
        }
        runsUntilTimed[planIndex] = sampleInterval - 1;
        return true;
    }

    /** The distinct sets of a plan's systems, the phase's first (every system has it first). */
    private static SystemSet[] setsOf(PhasePlan plan) {
        Map<SystemSet, Boolean> distinct = new IdentityHashMap<>();
        java.util.List<SystemSet> list = new java.util.ArrayList<>();
        for (ScheduledSystem s : plan.systems) {
            for (SystemSet set : s.sets) {
                if (distinct.put(set, Boolean.TRUE) == null) {
                    list.add(set);
                }
            }
        }
        return list.toArray(new SystemSet[0]);
    }

    /**
     * Decides, once for this run of the phase, which of its sets are open: enabled, and every
     * condition holds. Conditions of a set are not evaluated when the phase's set is closed or the
     * set itself is disabled.
     */
    private void openSets(PhasePlan plan, SystemSet[] planSets) {
        boolean phaseOpen = true;
        for (int k = 0; k < planSets.length; k++) {
            SystemSet set = planSets[k];
            set.open = phaseOpen && set.enabled && conditionsHold(plan, set);
            if (k == 0) {
                phaseOpen = set.open;
            }
        }
    }

    private boolean conditionsHold(PhasePlan plan, SystemSet set) {
        RunCondition[] conditions = set.conditions;
        for (int c = 0; c < conditions.length; c++) {
            boolean yes;
            try {
                yes = conditions[c].shouldRun(world, time);
            } catch (RuntimeException | Error e) {
                // Named after the first member in this phase: the set itself is not a system.
                String member = firstMember(plan, set);
                throw rethrowable(
                        e,
                        new SystemFailureException(
                                member, plan.phase, "run condition " + c + " of " + set.description, e));
            }
            if (!yes) {
                return false;
            }
        }
        return true;
    }

    private static String firstMember(PhasePlan plan, SystemSet set) {
        for (ScheduledSystem s : plan.systems) {
            for (SystemSet member : s.sets) {
                if (member == set) {
                    return s.name;
                }
            }
        }
        return plan.systems[0].name;
    }

    private boolean shouldRun(PhasePlan plan, int position) {
        ScheduledSystem s = plan.systems[position];
        SystemSet[] memberOf = s.sets;
        for (int k = 0; k < memberOf.length; k++) {
            SystemSet set = memberOf[k];
            if (!set.open) {
                s.stats.skip(set.enabled ? set.conditionReason : set.disabledReason);
                return false;
            }
        }
        if (!s.enabled) {
            s.stats.skip(DISABLED);
            return false;
        }
        RunCondition[] conditions = s.conditions;
        for (int c = 0; c < conditions.length; c++) {
            boolean yes;
            try {
                yes = conditions[c].shouldRun(world, time);
            } catch (RuntimeException | Error e) {
                throw rethrowable(e, new SystemFailureException(s.name, plan.phase, "run condition " + c, e));
            }
            if (!yes) {
                s.stats.skip(OWN_CONDITION);
                return false;
            }
        }
        return true;
    }

    /**
     * Runs the phase's systems in order. Timing chains clock reads: the end of one system is the
     * start of the next, so n systems cost n + 1 reads instead of 2n.
     */
    private void runSequential(PhasePlan plan, boolean timed) {
        ScheduledSystem[] systems = plan.systems;
        long last = 0L;
        boolean clockStarted = false;
        for (int i = 0; i < systems.length; i++) {
            if (!runs[i]) {
                continue;
            }
            if (timed && !clockStarted) {
                last = clock.getAsLong(); // read only when something runs: empty phases cost no read
                clockStarted = true;
            }
            ScheduledSystem s = systems[i];
            long resourceStamp = resources.changeStamp();
            try {
                ticks.update(s, currentDt);
                if (resources.changeStamp() != resourceStamp) {
                    errors[i] = s.undeclaredResourceChange(resources, resourceStamp);
                }
                if (errors[i] == null && s.flushesAfter) {
                    flushNow(s);
                }
            } catch (Throwable t) {
                errors[i] = t;
            }
            if (timed) {
                long now = clock.getAsLong();
                s.stats.record(now - last);
                last = now;
            } else {
                s.stats.recordUntimed();
            }
            if (errors[i] != null) {
                return;
            }
        }
    }

    /**
     * Dispatches ready systems to the executor, running the last ready one on this thread, and
     * waits for completions here (so a chain of conflicting systems runs entirely on this thread,
     * with no hand-off). After a failure nothing new starts; in-flight systems finish.
     */
    private void runParallel(PhasePlan plan, Runnable[] tasks) {
        int n = plan.systems.length;
        System.arraycopy(plan.predecessorCounts, 0, waiting, 0, n);
        int readyCount = 0;
        for (int i = n - 1; i >= 0; i--) {
            if (waiting[i] == 0) {
                ready[readyCount++] = i;
            }
        }
        int done = 0;
        int inFlight = 0;
        boolean failed = false;
        while (done < n) {
            while (readyCount > 0 && !failed) {
                int i = ready[--readyCount];
                if (!runs[i]) {
                    done++;
                    readyCount = release(plan, i, readyCount);
                } else if (readyCount == 0) {
                    // The last ready system runs on this thread: one hand-off fewer, and this core works too.
                    execute(plan.systems[i], i);
                    done++;
                    if (errors[i] != null) {
                        failed = true;
                    } else {
                        readyCount = release(plan, i, readyCount);
                    }
                } else {
                    try {
                        executor.execute(tasks[i]);
                        inFlight++;
                    } catch (RuntimeException e) {
                        // e.g. the executor was shut down (RejectedExecutionException): report it
                        // against the system, stop starting others
                        errors[i] = e;
                        done++;
                        failed = true;
                    }
                }
            }
            if (inFlight == 0) {
                break; // all done, or failed with nothing left running
            }
            int i = takeFinished();
            inFlight--;
            done++;
            if (errors[i] != null) {
                failed = true;
            } else {
                readyCount = release(plan, i, readyCount);
            }
        }
    }

    private int release(PhasePlan plan, int position, int readyCount) {
        int[] next = plan.successors[position];
        for (int k = 0; k < next.length; k++) {
            int q = next[k];
            if (--waiting[q] == 0) {
                ready[readyCount++] = q;
            }
        }
        return readyCount;
    }

    private int takeFinished() {
        // Short systems finish within microseconds: spin briefly before parking this thread.
        for (int spin = 0; spin < SPINS_BEFORE_PARKING; spin++) {
            Integer position = finished.poll();
            if (position != null) {
                return position;
            }
            SPIN_WAIT.onSpinWait();
        }
        try {
            return finished.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for parallel systems to finish", e);
        }
    }

    /** One reusable task per system, so a parallel phase allocates no lambdas per tick. */
    private Runnable[] tasksFor(PhasePlan plan) {
        Runnable[] result = new Runnable[plan.systems.length];
        for (int i = 0; i < result.length; i++) {
            final int position = i;
            final ScheduledSystem s = plan.systems[i];
            result[i] = () -> {
                try {
                    execute(s, position);
                } finally {
                    finished.add(position);
                }
            };
        }
        return result;
    }

    /** Runs and times one system; records a failure instead of throwing. */
    private void execute(ScheduledSystem s, int position) {
        boolean timed = timedNow;
        long start = timed ? clock.getAsLong() : 0L;
        try {
            ticks.update(s, currentDt);
            if (s.flushesAfter) {
                flushNow(s); // safe on any thread: the plan makes such a system run alone
            }
        } catch (Throwable t) {
            errors[position] = t;
        } finally {
            if (timed) {
                s.stats.record(clock.getAsLong() - start);
            } else {
                s.stats.recordUntimed();
            }
        }
    }

    /** {@link CommandsFlush#AFTER_SYSTEM}: applies the system's own buffer right after its update. */
    private void flushNow(ScheduledSystem s) {
        if (!s.commands.isEmpty()) {
            s.commands.apply(world);
        }
    }

    /** Applies every system's buffer in execution order, then the world's own buffer. */
    private void syncPoint(PhasePlan plan) {
        ScheduledSystem[] systems = plan.systems;
        for (int i = 0; i < systems.length; i++) {
            if (!systems[i].commands.isEmpty()) {
                systems[i].commands.apply(world);
            }
        }
        world.flush();
    }

    /**
     * Failure at position {@code first} (the earliest failing system in execution order): failing
     * systems' buffers are discarded, the others are applied in order; the world's buffer is kept.
     */
    private RuntimeException fail(PhasePlan plan, int first) {
        ScheduledSystem[] systems = plan.systems;
        for (int i = 0; i < systems.length; i++) {
            if (errors[i] != null) {
                systems[i].commands.clear();
            } else if (!systems[i].commands.isEmpty()) {
                systems[i].commands.apply(world);
            }
        }
        Throwable cause = errors[first];
        for (int i = first + 1; i < systems.length; i++) {
            if (errors[i] != null) {
                cause.addSuppressed(errors[i]);
            }
        }
        return rethrowable(cause, new SystemFailureException(systems[first].name, plan.phase, "update", cause));
    }

    /** Virtual machine errors (out of memory, stack overflow) propagate as they are. */
    private static RuntimeException rethrowable(Throwable cause, SystemFailureException wrapped) {
        if (cause instanceof VirtualMachineError) {
            throw (VirtualMachineError) cause;
        }
        return wrapped;
    }
}
