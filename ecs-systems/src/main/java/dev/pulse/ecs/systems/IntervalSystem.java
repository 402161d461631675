package dev.pulse.ecs.systems;

import dev.pulse.ecs.World;
import dev.pulse.ecs.seam.SchedulerHooks;
import java.util.Objects;

/**
 * Runs another system every N seconds of game time (Artemis's and Ashley's
 * {@code IntervalSystem}), e.g. AI that thinks twice a second:
 * {@code IntervalSystem.every(0.5, think)}. Game time is the {@code dt} this system receives, so
 * in a fixed phase it counts fixed steps; it is accumulated in whole nanoseconds, so the number of
 * runs is exact (ten ticks of 0.1 s with a 0.5 s interval run the delegate exactly twice). The
 * delegate receives the interval as {@code dt}. Start and stop are forwarded to it.
 *
 * <p>Change detection: the delegate's change filters ({@code query.changed(T.class)},
 * {@code added}, {@code world.removed(T.class).forEach}) see every change since the delegate's
 * own previous run, not since the wrapper's (which runs every frame): the wrapper keeps the
 * delegate's last-run tick and sets it as the thread's baseline around each delegate run, and
 * the scheduler keeps removal records until the delegate has seen them. A delegate that has
 * never run sees everything, like any system's first run.
 */
public final class IntervalSystem implements GameSystem, DeclaresAccess {

    private final GameSystem delegate;
    private final long intervalNanos;
    private final double interval;
    private final IntervalPolicy policy;
    private long accumulatorNanos;
    /**
     * The world's change tick during the delegate's latest run, or {@link World#NEVER_RAN}: the
     * baseline of its change filters (the wrapper's own is the scheduler's, one frame old).
     */
    private volatile int delegateLastRun = World.NEVER_RAN;

    private IntervalSystem(double seconds, GameSystem delegate, IntervalPolicy policy) {
        if (!(seconds > 0) || Double.isInfinite(seconds)) {
            throw new IllegalArgumentException("Interval must be a positive, finite number of seconds, got " + seconds);
        }
        this.delegate = Objects.requireNonNull(delegate, "delegate");
        this.policy = Objects.requireNonNull(policy, "policy");
        this.intervalNanos = Math.max(1L, Math.round(seconds * 1e9));
        this.interval = intervalNanos / 1e9;
    }

    /**
     * Runs {@code delegate} once per elapsed interval ({@link IntervalPolicy#CATCH_UP}).
     *
     * @param seconds  the interval, positive and finite
     * @param delegate the system to run
     * @return the interval system
     * @throws IllegalArgumentException if {@code seconds} is not positive and finite
     * @throws NullPointerException     if {@code delegate} is null
     */
    public static IntervalSystem every(double seconds, GameSystem delegate) {
        return new IntervalSystem(seconds, delegate, IntervalPolicy.CATCH_UP);
    }

    /**
     * Runs {@code delegate} every {@code seconds}, handling missed intervals as {@code policy}
     * says.
     *
     * @param seconds  the interval, positive and finite
     * @param delegate the system to run
     * @param policy   what to do when several intervals elapsed at once
     * @return the interval system
     * @throws IllegalArgumentException if {@code seconds} is not positive and finite
     * @throws NullPointerException     if {@code delegate} or {@code policy} is null
     */
    public static IntervalSystem every(double seconds, GameSystem delegate, IntervalPolicy policy) {
        return new IntervalSystem(seconds, delegate, policy);
    }

    /**
     * Returns the game time accumulated towards the next run, for saving a game.
     *
     * @return nanoseconds, {@code 0 <=} value {@code <} the interval
     */
    public long accumulatedNanos() {
        return accumulatorNanos;
    }

    /**
     * Sets the game time accumulated towards the next run, for loading a saved game.
     *
     * @param nanos a value from {@link #accumulatedNanos()}
     * @throws IllegalArgumentException if negative or not below the interval
     */
    public void restoreAccumulatedNanos(long nanos) {
        if (nanos < 0 || nanos >= intervalNanos) {
            throw new IllegalArgumentException(
                    "Accumulated time must be in 0.." + (intervalNanos - 1) + " ns, got " + nanos);
        }
        accumulatorNanos = nanos;
    }

    /**
     * Returns the interval, rounded to whole nanoseconds.
     *
     * @return the interval in seconds
     */
    public double interval() {
        return interval;
    }

    /**
     * Adds {@code dt} to the accumulated game time and runs the delegate for the elapsed
     * intervals, as the policy says.
     *
     * @param world the world
     * @param dt    seconds of game time this run covers
     */
    @Override
    public void update(World world, double dt) {
        accumulatorNanos += Math.round(dt * 1e9);
        if (accumulatorNanos < intervalNanos) {
            return;
        }
        if (policy == IntervalPolicy.SKIP_MISSED) {
            accumulatorNanos %= intervalNanos;
            runDelegate(world);
            return;
        }
        while (accumulatorNanos >= intervalNanos) {
            accumulatorNanos -= intervalNanos;
            runDelegate(world);
        }
    }

    /**
     * Runs the delegate with its own change baseline (its previous run's tick) on this thread;
     * the tick current now becomes its next baseline, so it does not see its own changes again.
     * A world that tracks no changes is not touched.
     */
    private void runDelegate(World world) {
        if (!world.isTrackingChanges()) {
            delegate.update(world, interval);
            return;
        }
        int thisRun = world.changeTick();
        int previous = SchedulerHooks.get().enterSystem(world, delegateLastRun);
        try {
            delegate.update(world, interval);
        } finally {
            SchedulerHooks.get().exitSystem(world, previous);
            delegateLastRun = thisRun;
        }
    }

    /**
     * The oldest change baseline among the delegates this wraps (nested intervals included),
     * or {@code oldest} if that is older or none has run: removal records newer than what this
     * answers must be kept for them ({@link SystemTicks#afterPhase()}).
     */
    int oldestDelegateBaseline(int oldest) {
        int last = delegateLastRun;
        if (last != World.NEVER_RAN && (oldest == World.NEVER_RAN || last - oldest < 0)) {
            oldest = last;
        }
        return delegate instanceof IntervalSystem inner ? inner.oldestDelegateBaseline(oldest) : oldest;
    }

    /**
     * Forwards to the delegate.
     *
     * @param context the system's context
     */
    @Override
    public void start(SystemContext context) {
        delegate.start(context);
    }

    /**
     * Forwards to the delegate.
     *
     * @param context the system's context
     */
    @Override
    public void stop(SystemContext context) {
        delegate.stop(context);
    }

    /**
     * Forwards to the delegate if it declares its own access (a typed system does), so wrapping
     * a system in an interval keeps its declaration.
     *
     * @param config the configuration being built
     */
    @Override
    public void declareAccess(SystemConfig config) {
        if (delegate instanceof DeclaresAccess declaring) {
            declaring.declareAccess(config);
        }
    }
}
