package dev.pulse.ecs.systems;

import org.jspecify.annotations.Nullable;

/**
 * What a typed system ({@link Each1} to {@link Each8}) walks its query with: a small object
 * whose {@code accept} calls the body. One class per arity and body form ({@code EachStep1} to
 * {@code EachStep8} for a {@code Body}, {@code EachContextStep1} to {@code EachContextStep8} for a
 * {@code ContextBody}); {@link StepCopies} gives each system its own copy of that class on
 * HotSpot, so the body call inside {@code accept} calls that system's body only.
 *
 * <p>The system sets {@link #dt} and {@link #context} before each walk. A step class has one
 * constructor, taking the body, and must not name its own class in its code other than through
 * its own members (a copy's own name is its hidden class, not the shared one); it reads only its
 * own fields and these.
 *
 * <p>A copy also holds its body in a static final field, set by its static initialiser from
 * {@link #takeBodyOfCopy()}, and calls the body through it: to the JIT that field is a constant of
 * one exact class, so the body is inlined into the walk whether or not the copy's own profile of
 * the call was recorded. (A profile alone is not enough: HotSpot compiles a method whose first
 * calls come while the optimising compiler is busy without recording the receivers it calls, and
 * the optimised walk then calls the body virtually for good.) The shared class's field is null;
 * it calls the body in its instance field.
 */
abstract class EachStep {

    /** The body of the copy being defined on this thread, until its static initialiser takes it. */
    private static final ThreadLocal<Object> BODY_OF_COPY = new ThreadLocal<>();

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

    /**
     * Runs {@code define}, which must define and initialise one copy of a step class, with
     * {@code body} handed to that copy's static initialiser ({@link #takeBodyOfCopy()}).
     *
     * @param body   the body the copy is for
     * @param define defines and initialises the copy
     * @return the copy's class
     * @throws IllegalStateException if the class {@code define} returns did not take the body
     */
    static Class<?> defineCopyFor(Object body, CopyDefinition define) throws ReflectiveOperationException {
        BODY_OF_COPY.set(body);
        try {
            Class<?> copy = define.define();
            if (BODY_OF_COPY.get() != null) {
                throw new IllegalStateException(copy.getName() + " did not take its body when initialised;"
                        + " a step class must set its constant body from EachStep.takeBodyOfCopy()");
            }
            return copy;
        } finally {
            BODY_OF_COPY.remove();
        }
    }

    /**
     * Called once by every step class's static initialiser: the body of the copy being defined
     * on this thread (taken, so no other class gets it), or null for the shared class.
     *
     * @return the copy's body, or null
     */
    static @Nullable Object takeBodyOfCopy() {
        Object body = BODY_OF_COPY.get();
        BODY_OF_COPY.remove();
        return body;
    }

    /** Defines and initialises one copy of a step class (see {@link #defineCopyFor}). */
    @FunctionalInterface
    interface CopyDefinition {
        /**
         * Defines the copy.
         *
         * @return its class, initialised
         * @throws ReflectiveOperationException if it cannot be defined
         */
        Class<?> define() throws ReflectiveOperationException;
    }
}
