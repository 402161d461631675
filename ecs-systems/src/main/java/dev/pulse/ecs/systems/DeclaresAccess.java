package dev.pulse.ecs.systems;

/**
 * A system that knows what it touches and declares it itself: when registered with
 * {@link Scheduler.Builder#add(String, GameSystem, java.util.function.Consumer)}, the scheduler
 * calls {@link #declareAccess(SystemConfig)} after the caller's own configuration, so the two
 * add up. The typed systems of {@link GameSystem#each(Class, Each1.Body)},
 * {@link GameSystem#eachWithContext(Class, Each1.ContextBody)} and their siblings implement it,
 * declaring the components their parameters receive, the classes their {@code changed}/{@code added}
 * filters read and the resources they name; {@link IntervalSystem}
 * forwards its wrapped system's declaration. Other wrappers hide it: declare the access of a
 * system wrapped in your own class by hand, or implement this interface on the wrapper.
 */
public interface DeclaresAccess {

    /**
     * Adds this system's access to its configuration.
     *
     * @param config the configuration being built; call {@code reads}, {@code writes},
     *               {@code readsResource}, {@code writesResource} on it
     */
    void declareAccess(SystemConfig config);
}
