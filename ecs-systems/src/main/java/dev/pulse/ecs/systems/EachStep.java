package dev.pulse.ecs.systems;

import org.jspecify.annotations.Nullable;

/**
 * What a typed system ({@link Each1} to {@link Each4}) walks its query with: a small object
 * whose {@code accept} calls the body. One class per arity and body form ({@code EachStep1} to
 * {@code EachStep4} for a {@code Body}, {@code EachContextStep1} to {@code EachContextStep4} for a
 * {@code ContextBody}); {@link StepCopies} gives each system its own copy of that class on
 * HotSpot, so the body call inside {@code accept} is profiled with that system's body only.
 *
 * <p>The system sets {@link #dt} and {@link #context} before each walk. A step class has one
 * constructor, taking the body, and must not name its own class in its code (a copy's own name
 * is its hidden class, not the shared one); it reads only its own fields and these.
 */
abstract class EachStep {

    /** Seconds the current run covers, passed to a {@code Body}; set before each walk. */
    double dt;

    /** The system's context, passed to a {@code ContextBody}; set before each walk (null without a scheduler). */
    @Nullable
    EachContext context;

    /**
     * The body this step calls: a copy of this step's class is constructed with it.
     *
     * @return the body
     */
    abstract Object body();
}
