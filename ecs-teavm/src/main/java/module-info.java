/**
 * Pulse on TeaVM: the reflection policy the TeaVM compiler needs to compile a Pulse game
 * correctly. Put the jar on the TeaVM build's class path ({@code provided} scope); the compiler
 * finds the policy as a service, and nothing calls it at run time.
 *
 * <p>Start with {@link dev.pulse.ecs.teavm}, then
 * {@link dev.pulse.ecs.teavm.PulseReflectionPolicy}.
 */
@SuppressWarnings({"requires-automatic", "requires-transitive-automatic"})
module dev.pulse.ecs.teavm {
    requires static teavm.extension.spi;
    requires static teavm.extension.apis;

    exports dev.pulse.ecs.teavm;

    provides org.teavm.extension.spi.reflection.ReflectionPolicy with
            dev.pulse.ecs.teavm.PulseReflectionPolicy;
}
