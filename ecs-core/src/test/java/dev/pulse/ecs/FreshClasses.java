package dev.pulse.ecs;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Loads a class anew, as a distinct {@code Class} object, each time it is asked.
 *
 * <p>Pulse decides once per class whether it can be a component (and whether it is a tag) and
 * caches the answer for the life of the JVM. A test that must see that decision made, rather
 * than read from the cache (for instance when a mutation-testing tool changes the deciding code
 * between runs in one JVM), asks for a fresh copy of a class: a new loader defines it, and the
 * classes nested in the same top-level class, from the same class file bytes.
 */
public final class FreshClasses extends ClassLoader {

    private final String topLevel;

    private FreshClasses(String topLevel) {
        super(FreshClasses.class.getClassLoader());
        this.topLevel = topLevel;
    }

    /**
     * Returns a new copy of {@code type}, never returned before, defined from its class file.
     *
     * @param type a class, or a class nested in one, compiled with the tests or on their class path
     * @return a class of the same name and bytes, but not the same class
     */
    public static Class<?> copyOf(Class<?> type) {
        String name = type.getName();
        int nested = name.indexOf('$');
        FreshClasses loader = new FreshClasses(nested < 0 ? name : name.substring(0, nested));
        try {
            return loader.loadClass(name);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Reads the class file of a class compiled with the tests or on their class path (the shared
     * test fixtures): through the class loader, since {@code Class.getResourceAsStream} of a class
     * in a named module (these tests run inside {@code dev.pulse.ecs}) looks in that module only.
     */
    static byte[] bytesOf(String name) {
        String resource = name.replace('.', '/') + ".class";
        try (InputStream in = FreshClasses.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no class file for " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        // Child first for the top-level class and its nested classes: they must agree with
        // each other (the JVM checks that nest members name the same enclosing class).
        if (!name.equals(topLevel) && !name.startsWith(topLevel + "$")) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                byte[] bytes = bytesOf(name);
                loaded = defineClass(name, bytes, 0, bytes.length);
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }
}
