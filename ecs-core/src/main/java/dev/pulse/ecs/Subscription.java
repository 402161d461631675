package dev.pulse.ecs;

/**
 * One registered observer, as returned by the {@link Observers} registration methods. Keep it
 * to {@link #unsubscribe()}; its {@link #toString()} names the event and where the observer was
 * registered, which is how {@link ObserverException} names a failing observer.
 */
public final class Subscription {

    final String event;
    final Object observer;
    private final String site;
    private Runnable remover;

    /** The observer under its callback type (one is set), so delivery needs no type test. */
    final Observers.OnComponent<Object> onComponent;

    final Observers.OnReplace<Object> onReplace;
    final Observers.OnEntity onEntity;

    @SuppressWarnings("unchecked")
    Subscription(String event, Object observer, String site) {
        this.event = event;
        this.observer = observer;
        this.site = site;
        this.onComponent = observer instanceof Observers.OnComponent<?> c ? (Observers.OnComponent<Object>) c : null;
        this.onReplace = observer instanceof Observers.OnReplace<?> r ? (Observers.OnReplace<Object>) r : null;
        this.onEntity = observer instanceof Observers.OnEntity e ? e : null;
    }

    void remover(Runnable remover) {
        this.remover = remover;
    }

    /**
     * Stops the observer from being called. Allowed anywhere, also inside an observer: an event
     * being delivered when it is called still reaches the observers it had when it began.
     *
     * @return {@code true} if it was subscribed; {@code false} if it already had been removed
     */
    public boolean unsubscribe() {
        Runnable r = remover;
        if (r == null) {
            return false;
        }
        remover = null;
        r.run();
        return true;
    }

    /**
     * Tells whether the observer is still subscribed.
     *
     * @return {@code true} until {@link #unsubscribe()}
     */
    public boolean isActive() {
        return remover != null;
    }

    /**
     * Describes the observer, e.g. {@code onRemove(Health) observer registered at Game.java:88}.
     *
     * @return the description
     */
    @Override
    public String toString() {
        return event + " observer registered at " + site;
    }
}
