/**
 * Pulse on TeaVM, the Java-to-JavaScript and WebAssembly compiler.
 *
 * <p>TeaVM keeps no reflection metadata unless a policy asks for it: without one,
 * {@code getDeclaredFields()} answers an empty array for every class, and Pulse, which tells a
 * tag (no instance fields: one shared instance, no storage) from a data component by its
 * instance fields, would take every component for a tag. {@link dev.pulse.ecs.teavm.PulseReflectionPolicy}
 * asks TeaVM to keep exactly that: the instance fields of the classes a game may use as
 * components. TeaVM finds it through {@link java.util.ServiceLoader} on the class path it compiles,
 * so a game only adds this jar to its build ({@code provided} scope: it is never part of the
 * compiled program).
 */
package dev.pulse.ecs.teavm;
