package dev.pulse.ecs.systems;

/**
 * The scheduler's game clock, read by systems (through {@link SystemContext#time()} or
 * {@link Scheduler#time()}) and by {@link RunCondition}s. One instance per scheduler, updated at
 * the start of every {@link Scheduler#tick(double) tick}; it is not a snapshot, so read it
 * during the tick you care about.
 *
 * <h2>Fixed step and determinism</h2>
 * Game time is kept in whole nanoseconds: each tick's {@code dt} (after the clamp to
 * {@link Scheduler.Builder#maxDelta(double)}) is rounded to the nearest nanosecond and added to
 * an integer accumulator; the number of fixed steps of the tick is
 * {@code accumulator / fixedStepNanos}, capped at
 * {@link Scheduler.Builder#maxFixedStepsPerTick(int)}. Integer arithmetic means the step count
 * depends only on the sequence of {@code dt} values passed to {@code tick}, never on floating
 * point drift or the wall clock: 60 ticks of {@code 1.0 / 60} with a {@code 1.0 / 60} step give
 * exactly 60 steps. When the cap is hit, the steps above it are <em>dropped</em> (counted in
 * {@link #droppedFixedSteps()}) and only the remainder below one step is kept, so a slow machine
 * runs the simulation slower instead of spiralling. Fixed-phase systems always receive exactly
 * {@link #fixedDelta()} as {@code dt}.
 *
 * <p>Not thread-safe for writing (only the scheduler writes it, on the ticking thread); systems
 * running in parallel may read it, since it does not change during a tick's phases.
 */
public final class Time {

    private static final double NANOS_PER_SECOND = 1_000_000_000.0;

    private final long fixedStepNanos;
    private final double fixedDelta;
    private final int maxStepsPerTick;

    private double delta;
    private double requestedDelta;
    private long elapsedNanos;
    private long accumulatorNanos;
    private long frame;
    private long fixedStepsRun;
    private int fixedStepsThisTick;
    private long droppedFixedSteps;
    private double alpha;

    Time(double fixedDelta, int maxStepsPerTick) {
        this.fixedDelta = fixedDelta;
        this.fixedStepNanos = Math.round(fixedDelta * NANOS_PER_SECOND);
        this.maxStepsPerTick = maxStepsPerTick;
    }

    /**
     * Starts a tick: records the deltas, advances game time and the fixed-step accumulator, and
     * decides how many fixed steps this tick runs.
     *
     * @param requested the {@code dt} passed to {@code tick}
     * @param clamped   {@code requested} clamped to the maximum delta
     * @return the number of fixed steps to run this tick
     */
    int beginTick(double requested, double clamped) {
        long nanos = Math.round(clamped * NANOS_PER_SECOND);
        requestedDelta = requested;
        delta = clamped;
        elapsedNanos += nanos;
        frame++;
        accumulatorNanos += nanos;
        long due = accumulatorNanos / fixedStepNanos;
        accumulatorNanos -= due * fixedStepNanos;
        int steps = (int) Math.min(due, maxStepsPerTick);
        droppedFixedSteps += due - steps;
        fixedStepsThisTick = steps;
        alpha = accumulatorNanos / (double) fixedStepNanos;
        return steps;
    }

    /** Counts one fixed step as run. */
    ClockState state() {
        return new ClockState(frame, elapsedNanos, accumulatorNanos, fixedStepsRun, droppedFixedSteps);
    }

    void restore(ClockState state) {
        if (state.accumulatorNanos() >= fixedStepNanos) {
            throw new IllegalArgumentException("Clock state " + state + " holds " + state.accumulatorNanos()
                    + " ns of pending time, a whole fixed step (" + fixedStepNanos + " ns) or more; it does not "
                    + "come from a scheduler with this fixed step");
        }
        frame = state.frame();
        elapsedNanos = state.elapsedNanos();
        accumulatorNanos = state.accumulatorNanos();
        fixedStepsRun = state.fixedSteps();
        droppedFixedSteps = state.droppedFixedSteps();
        alpha = accumulatorNanos / (double) fixedStepNanos;
    }

    void fixedStepDone() {
        fixedStepsRun++;
    }

    /**
     * Returns this tick's frame time in seconds, after the clamp to the maximum delta. This is
     * the {@code dt} variable-phase systems receive.
     *
     * @return the clamped frame time, {@code >= 0}
     */
    public double delta() {
        return delta;
    }

    /**
     * Returns the {@code dt} passed to this tick's {@code tick} call, before clamping. Differs
     * from {@link #delta()} only on a frame longer than the maximum delta.
     *
     * @return the requested frame time, {@code >= 0}
     */
    public double requestedDelta() {
        return requestedDelta;
    }

    /**
     * Returns the fixed step in seconds, exactly as configured: the {@code dt} fixed-phase systems
     * receive. (Step counting uses it rounded to whole nanoseconds.)
     *
     * @return the fixed step, {@code > 0}
     */
    public double fixedDelta() {
        return fixedDelta;
    }

    /**
     * Returns the interpolation factor for rendering: how far game time has advanced past the
     * last fixed step, as a fraction of a step. Render systems blend the previous and current
     * simulated states with it ({@code drawn = previous + (current - previous) * alpha}).
     *
     * @return a value in {@code [0, 1)}
     */
    public double alpha() {
        return alpha;
    }

    /**
     * Returns the game time elapsed over all ticks so far, in seconds (sum of clamped deltas).
     *
     * @return elapsed game time, {@code >= 0}
     */
    public double elapsed() {
        return elapsedNanos / NANOS_PER_SECOND;
    }

    /**
     * Returns the number of ticks started so far; the first tick is frame 1.
     *
     * @return the tick count
     */
    public long frame() {
        return frame;
    }

    /**
     * Returns the number of fixed steps run so far, over all ticks.
     *
     * @return the fixed step count
     */
    public long fixedSteps() {
        return fixedStepsRun;
    }

    /**
     * Returns the number of fixed steps this tick runs (decided at its start).
     *
     * @return between 0 and the maximum steps per tick
     */
    public int fixedStepsThisTick() {
        return fixedStepsThisTick;
    }

    /**
     * Returns the number of fixed steps dropped so far because a tick needed more than the
     * maximum steps per tick. A growing value means the simulation cannot keep up.
     *
     * @return dropped fixed steps over all ticks
     */
    public long droppedFixedSteps() {
        return droppedFixedSteps;
    }

    /**
     * Describes the clock for logs.
     *
     * @return frame, delta, elapsed, alpha and step counts
     */
    @Override
    public String toString() {
        return "Time[frame=" + frame + ", delta=" + delta + ", elapsed=" + elapsed() + ", alpha=" + alpha
                + ", fixedSteps=" + fixedStepsRun + ", dropped=" + droppedFixedSteps + "]";
    }
}
