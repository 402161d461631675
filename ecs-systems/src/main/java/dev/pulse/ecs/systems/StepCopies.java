package dev.pulse.ecs.systems;

import dev.pulse.ecs.seam.PlatformProbe;
import org.jspecify.annotations.Nullable;

/**
 * Gives each typed system ({@link Each1} to {@link Each8}) its own copy of its step class, whose
 * body call calls that system's body only, held as a constant of the copy (see {@link EachStep}).
 *
 * <p>Why: a step class's {@code accept} is one method for every typed system of its arity and
 * body form, so its body call sees the bodies of all of them; once it has seen several, the JIT
 * stops inlining the body into the query walk. ecs-core gives each query its own copy of its
 * walk class for the same reason ({@code LoopCopies}); this does the same one call deeper. A copy
 * is the same class file defined again as a hidden class ({@code MethodHandles.Lookup
 * .defineHiddenClass}, in {@code HiddenClassStepCopier}, which only HotSpot loads): no code is
 * generated, and the copy is unloaded with its system. A system makes its copy at its first run.
 * The copy holds the body in a static final field, so the JIT inlines the body whether or not it
 * recorded the copy's calls (it does not when the copy's first calls come while its optimising
 * compiler is busy).
 *
 * <p>Where classes cannot be defined at run time (Android, TeaVM, or with
 * {@code -Dpulse.platform=portable}), or with the system property {@code pulse.walkCopies=false}
 * (which turns ecs-core's walk copies off too), every system keeps the shared step class.
 */
final class StepCopies {

    /** The binary name of the HotSpot copier, loaded by name (the consumer rules keep it). */
    static final String HOTSPOT_COPIER = "dev.pulse.ecs.systems.HiddenClassStepCopier";

    /** The copies of this runtime, chosen once. */
    static final StepCopies CURRENT = new StepCopies(
            load(PlatformProbe.current().hotSpot(), !"false".equals(System.getProperty("pulse.walkCopies"))));

    private final @Nullable StepCopier copier;

    /** Set once a copy has failed, so a runtime that cannot define classes is asked once. */
    private volatile boolean unavailable;

    StepCopies(@Nullable StepCopier copier) {
        this.copier = copier;
    }

    /**
     * The HotSpot copier, loaded by name, or null where copies are off or it cannot be loaded.
     *
     * @param hotSpot whether the HotSpot paths are in use ({@link PlatformProbe#hotSpot()})
     * @param enabled whether copies are wanted ({@code -Dpulse.walkCopies=false} turns them off)
     */
    static @Nullable StepCopier load(boolean hotSpot, boolean enabled) {
        if (!hotSpot || !enabled) {
            return null;
        }
        try {
            return (StepCopier)
                    Class.forName(HOTSPOT_COPIER).getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            return null;
        }
    }

    /** Whether systems get copies here. */
    boolean makesCopies() {
        return copier != null && !unavailable;
    }

    /**
     * A new instance of a copy of {@code shared}'s class calling the same body, or {@code shared}
     * itself when copies are off or cannot be made here.
     */
    EachStep own(EachStep shared) {
        StepCopier c = copier;
        if (c == null || unavailable) {
            return shared;
        }
        try {
            return c.copyOf(shared);
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            unavailable = true;
            return shared;
        }
    }
}
