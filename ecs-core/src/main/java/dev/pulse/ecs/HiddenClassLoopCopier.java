package dev.pulse.ecs;

import dev.pulse.ecs.seam.HotSpotOnly;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The HotSpot {@link LoopCopier}: defines the walk's own class file again as a hidden class in
 * this package ({@link MethodHandles.Lookup#defineHiddenClass}), so the copy shares the
 * package-private access of the original. Loaded by name from {@link LoopCopies}.
 */
@HotSpotOnly
final class HiddenClassLoopCopier implements LoopCopier {

    private final ConcurrentHashMap<Class<?>, byte[]> classFiles = new ConcurrentHashMap<>();

    HiddenClassLoopCopier() {
        MethodHandles.lookup(); // link method handles here, at the probe
    }

    @Override
    public QueryLoops copyOf(QueryLoops shared) throws ReflectiveOperationException {
        byte[] bytes = classFiles.computeIfAbsent(shared.getClass(), HiddenClassLoopCopier::classFile);
        Class<?> copy = MethodHandles.lookup().defineHiddenClass(bytes, true).lookupClass();
        return (QueryLoops) copy.getDeclaredConstructor().newInstance();
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
