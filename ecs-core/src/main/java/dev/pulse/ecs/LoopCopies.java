package dev.pulse.ecs;

import dev.pulse.ecs.seam.PlatformProbe;

/**
 * Gives a query that walks often its own copy of its arity's walk class, so the JIT profiles
 * that copy's action calls with this query's actions only.
 *
 * <p>Why: a walk is one method for every query of its arity, so its action call sees the
 * lambdas of every system in the program; once it has seen several, the JIT stops inlining the
 * action into the loop (and JDK 25 compiles the loop itself poorly once it has seen two:
 * {@code benchmarks/evidence/many-systems.md}). A copy is the same class file defined again
 * as a hidden class ({@code MethodHandles.Lookup.defineHiddenClass}, in
 * {@code HiddenClassLoopCopier}, which only HotSpot loads): no code is generated, and
 * the copy is unloaded with its query. A query makes its copy at its
 * {@value #WALKS_BEFORE_COPY}th walk, so queries built and walked once never pay for one.
 *
 * <p>Where classes cannot be defined at run time (Android, TeaVM, or with
 * {@code -Dpulse.platform=portable}), or with the system property {@code pulse.walkCopies=false},
 * every query keeps the shared walk.
 */
final class LoopCopies {

    /** Walks a query makes with the shared walk before it gets its own copy ({@code Query}'s documentation says "eighth"). */
    static final int WALKS_BEFORE_COPY = 8;

    /** Whether copies are made ({@code -Dpulse.walkCopies=false} turns them off). */
    static final boolean ENABLED = !"false".equals(System.getProperty("pulse.walkCopies"));

    /** Defines the copies: HotSpot only, else null. */
    private static final LoopCopier COPIER = ENABLED
            ? PlatformProbe.current().loadHotSpot("dev.pulse.ecs.HiddenClassLoopCopier", LoopCopier.class)
            : null;

    /** Set once a copy has failed, so a runtime that cannot define classes is asked once. */
    private static volatile boolean unavailable;

    private LoopCopies() {}

    /** Whether queries get copies here. */
    static boolean makesCopies() {
        return COPIER != null && !unavailable;
    }

    /**
     * A new instance of a copy of {@code shared}'s class, or {@code shared} itself when copies
     * are off or cannot be made here.
     */
    static QueryLoops copyOf(QueryLoops shared) {
        if (COPIER == null || unavailable) {
            return shared;
        }
        try {
            return COPIER.copyOf(shared);
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            unavailable = true;
            return shared;
        }
    }
}
