package dev.pulse.ecs.internal;

/**
 * The one implementation of a bridge or hook class, installed once by the class that owns the
 * members it reaches ({@code World} for {@link CoreAccess} and the scheduler's hooks,
 * {@code ColumnSchema} for {@link ColumnAccess}), in its static initialiser. Readers that hold an
 * object of the owning class find it: that class's initialisation installed it and happens
 * before their read.
 *
 * @param <T> the bridge's type
 */
public final class InstalledOnce<T> {

    private final String installedTwice;
    private final String notInstalled;
    private T installed;

    /**
     * Makes an empty holder.
     *
     * @param installedTwice the message when a second implementation is installed
     * @param notInstalled   the message when the implementation is asked for before it is installed
     */
    public InstalledOnce(String installedTwice, String notInstalled) {
        this.installedTwice = installedTwice;
        this.notInstalled = notInstalled;
    }

    /**
     * Installs the implementation.
     *
     * @param implementation the implementation
     * @throws IllegalStateException if one is already installed
     */
    public synchronized void install(T implementation) {
        if (installed != null) {
            throw new IllegalStateException(installedTwice);
        }
        installed = implementation;
    }

    /**
     * Returns the implementation.
     *
     * @return it
     * @throws IllegalStateException if none is installed yet
     */
    public T get() {
        T implementation = installed;
        if (implementation == null) {
            throw new IllegalStateException(notInstalled);
        }
        return implementation;
    }
}
