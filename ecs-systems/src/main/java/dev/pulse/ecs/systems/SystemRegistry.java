package dev.pulse.ecs.systems;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * The systems registered with a {@link Scheduler.Builder}, in registration order, by name and by
 * instance. It owns the registration rules (a non-blank name no other system has, each instance
 * once) so that the builder only collects, and the lookups a {@link Scheduler} answers by name
 * or type, with messages that list what is registered. The builder keeps one registry; each
 * built scheduler keeps a {@link #copy()}, so registering more systems on a reused builder does
 * not reach a scheduler built before.
 */
final class SystemRegistry {

    private final List<ScheduledSystem> inOrder;
    private final Map<String, ScheduledSystem> byName;
    private final Map<GameSystem, ScheduledSystem> byInstance;

    SystemRegistry() {
        this(new ArrayList<>(), new LinkedHashMap<>(), new IdentityHashMap<>());
    }

    private SystemRegistry(
            List<ScheduledSystem> inOrder,
            Map<String, ScheduledSystem> byName,
            Map<GameSystem, ScheduledSystem> byInstance) {
        this.inOrder = inOrder;
        this.byName = byName;
        this.byInstance = byInstance;
    }

    /**
     * Registers a system configured by {@code configure} (see
     * {@link Scheduler.Builder#add(String, GameSystem, Consumer)}, whose rules these are).
     *
     * @throws NullPointerException     if an argument is null, naming the others
     * @throws IllegalArgumentException if the name is blank or taken, or the instance is
     *                                  already registered
     */
    void register(String name, GameSystem system, Consumer<SystemConfig> configure) {
        if (name == null) {
            throw new NullPointerException("Scheduler.Builder.add(name, system, ...): the name is null"
                    + (system == null ? "" : " for a " + describe(system))
                    + "; give every system a unique name, e.g. add(\"movement\", system)");
        }
        if (system == null) {
            throw new NullPointerException("Scheduler.Builder.add(\"" + name + "\", system, ...): the system is"
                    + " null; pass a GameSystem (a lambda (world, dt) -> ..., or an instance)");
        }
        if (configure == null) {
            throw new NullPointerException(
                    "Scheduler.Builder.add(\"" + name + "\", system, configure): the"
                            + " configure function is null; pass config -> config.inPhase(Phase.UPDATE), or use add(name, system)");
        }
        if (name.isBlank()) {
            throw new IllegalArgumentException("Scheduler.Builder.add(name, system, ...): the name of a "
                    + describe(system) + " is blank; a system needs a non-blank, unique name");
        }
        if (byName.containsKey(name)) {
            throw new IllegalArgumentException(
                    "A system named '" + name + "' is already registered; " + "system names must be unique");
        }
        ScheduledSystem existing = byInstance.get(system);
        if (existing != null) {
            throw new IllegalArgumentException("This system instance is already registered as '"
                    + existing.name + "'; cannot register it again as '" + name
                    + "' (create a second instance if you want it to run twice; note that a lambda "
                    + "capturing nothing, evaluated twice, e.g. in a loop, is one instance)");
        }
        SystemConfig config = new SystemConfig(name);
        configure.accept(config);
        if (system instanceof DeclaresAccess declaring) {
            declaring.declareAccess(config); // typed systems add what their parameters touch
        }
        ScheduledSystem s = new ScheduledSystem(name, system, config, inOrder.size());
        inOrder.add(s);
        byName.put(name, s);
        byInstance.put(system, s);
    }

    /** Names a system for messages: its class, or "lambda" for a lambda. */
    private static String describe(GameSystem system) {
        Class<?> type = system.getClass();
        return type.isSynthetic() || type.getSimpleName().contains("$$Lambda")
                ? "lambda system"
                : type.getSimpleName().isEmpty() ? type.getName() : type.getSimpleName();
    }

    /** This registry as it is now; later registrations do not reach the copy. */
    SystemRegistry copy() {
        return new SystemRegistry(
                new ArrayList<>(inOrder), new LinkedHashMap<>(byName), new IdentityHashMap<>(byInstance));
    }

    /** The systems in registration order (index {@code i} has registration index {@code i}); do not modify. */
    List<ScheduledSystem> inRegistrationOrder() {
        return inOrder;
    }

    /** The names, in registration order, for messages. */
    Set<String> names() {
        return byName.keySet();
    }

    /** The system registered under {@code name}, or null. */
    @Nullable
    ScheduledSystem named(String name) {
        return byName.get(name);
    }

    /** The registration of {@code instance} (compared by identity), or null. */
    @Nullable
    ScheduledSystem registrationOf(GameSystem instance) {
        return byInstance.get(instance);
    }

    /**
     * The system registered under {@code name}.
     *
     * @throws IllegalArgumentException if no system has that name, listing the registered ones
     */
    ScheduledSystem require(String name) {
        ScheduledSystem s = byName.get(name);
        if (s == null) {
            throw new IllegalArgumentException("No system named '" + name + "'; registered: " + byName.keySet());
        }
        return s;
    }

    /**
     * The one registered system that is a {@code type} (see {@link Scheduler#system(Class)}).
     *
     * @throws IllegalArgumentException if none or several are, naming the candidates
     */
    <T> T onlyOfType(Class<T> type) {
        ScheduledSystem found = null;
        List<String> matches = new ArrayList<>();
        for (ScheduledSystem s : byName.values()) {
            if (type.isInstance(s.system)) {
                found = s;
                matches.add(s.name);
            }
        }
        if (found == null) {
            throw new IllegalArgumentException(
                    "No registered system is a " + type.getName() + "; registered: " + byName.keySet());
        }
        if (matches.size() > 1) {
            throw new IllegalArgumentException(matches.size() + " registered systems are a " + type.getName() + ": "
                    + matches + "; pick one by name with system(name, " + type.getSimpleName() + ".class)");
        }
        return type.cast(found.system);
    }

    /**
     * The system registered under {@code name}, as a {@code type} (see
     * {@link Scheduler#system(String, Class)}).
     *
     * @throws IllegalArgumentException if no system has that name, or it is not a {@code type}
     */
    <T> T named(String name, Class<T> type) {
        ScheduledSystem s = require(name);
        if (!type.isInstance(s.system)) {
            throw new IllegalArgumentException(
                    "System '" + name + "' is a " + s.system.getClass().getName() + ", not a " + type.getName());
        }
        return type.cast(s.system);
    }
}
