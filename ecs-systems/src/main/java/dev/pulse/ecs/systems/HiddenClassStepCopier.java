package dev.pulse.ecs.systems;

import dev.pulse.ecs.seam.HotSpotOnly;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The HotSpot {@link StepCopier}: defines the step's own class file again as a hidden class in
 * this package ({@link MethodHandles.Lookup#defineHiddenClass}), so the copy shares the
 * package-private access of the original, initialises it with the shared step's body as its
 * constant ({@link EachStep#defineCopyFor}) and constructs it with that body.
 * Loaded by name from {@link StepCopies}.
 */
@HotSpotOnly
final class HiddenClassStepCopier implements StepCopier {

    private final ConcurrentHashMap<Class<?>, byte[]> classFiles = new ConcurrentHashMap<>();

    HiddenClassStepCopier() {
        MethodHandles.lookup(); // link method handles here, at loading
    }

    @Override
    public EachStep copyOf(EachStep shared) throws ReflectiveOperationException {
        byte[] bytes = classFiles.computeIfAbsent(shared.getClass(), HiddenClassStepCopier::classFile);
        Object body = shared.body();
        // Initialised here, on this thread, so its static initialiser takes the body as its constant.
        // Not STRONG: the copy is unloaded with the system that holds its only instance.
        Class<?> copy = EachStep.defineCopyFor(
                body,
                () -> MethodHandles.lookup().defineHiddenClass(bytes, true).lookupClass());
        return (EachStep) copy.getDeclaredConstructors()[0].newInstance(body);
    }

    private static byte[] classFile(Class<?> type) {
        try (InputStream in = type.getResourceAsStream(type.getSimpleName() + ".class")) {
            if (in == null) {
                throw new IllegalStateException("no class file for " + type.getName());
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the class file of " + type.getName(), e);
        }
    }
}
