package dev.pulse.bench;

import dev.pulse.bench.arrays.ArraysAdapter;
import dev.pulse.bench.artemis.ArtemisAdapter;
import dev.pulse.bench.ashley.AshleyAdapter;
import dev.pulse.bench.dominion.DominionAdapter;
import dev.pulse.bench.objects.ObjectsAdapter;
import dev.pulse.bench.pulse.PulseAdapter;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * The implementations a scenario runs against: Pulse, three peer ECS libraries and two plain
 * baselines. The JMH parameter {@code impl} holds the lower-case {@link #key()}.
 */
public enum Contender {
    /** Pulse: generational handles, sparse-set storages ({@code dev.pulse.ecs.World}). */
    PULSE(Role.SUBJECT, PulseAdapter::new),
    /** Artemis-odb 2.3.0: int ids, systems with ComponentMapper, {@code world.process()}. */
    ARTEMIS(Role.PEER, ArtemisAdapter::new),
    /** Ashley 1.7.4 ({@code PooledEngine}): Entity objects, families, ComponentMapper. */
    ASHLEY(Role.PEER, AshleyAdapter::new),
    /** Dominion 0.9.0: archetype chunks, {@code findEntitiesWith}. */
    DOMINION(Role.PEER, DominionAdapter::new),
    /** Baseline: {@code Position[]}/{@code Velocity[]} indexed by plain int ids. */
    OBJECTS(Role.BASELINE, ObjectsAdapter::new),
    /** Baseline: {@code float[] x, y, dx, dy} indexed by plain int ids. */
    ARRAYS(Role.BASELINE, ArraysAdapter::new);

    /** What a contender is there for, which decides the ratio columns of the report. */
    public enum Role {
        /** The library under test. */
        SUBJECT,
        /** Another ECS library; the report's "vs fastest peer" column uses these. */
        PEER,
        /** A hand-written lower bound without ECS bookkeeping. */
        BASELINE
    }

    private final Role role;
    private final Supplier<EcsAdapter> factory;

    Contender(Role role, Supplier<EcsAdapter> factory) {
        this.role = role;
        this.factory = factory;
    }

    /**
     * The parameter value naming this contender.
     *
     * @return the lower-case name, e.g. {@code "artemis"}
     */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * What this contender is there for.
     *
     * @return its role
     */
    public Role role() {
        return role;
    }

    /**
     * Creates a new adapter; call {@link EcsAdapter#open(int)} before use.
     *
     * @return a fresh adapter
     */
    public EcsAdapter newAdapter() {
        return factory.get();
    }

    /**
     * Creates an adapter with an open world of {@code size} entities with Position and Velocity
     * in slots {@code 0..size-1}, changes flushed: the starting point of most scenarios.
     *
     * @param size number of entities (and handle slots)
     * @return the populated adapter
     */
    public EcsAdapter withMovingEntities(int size) {
        EcsAdapter ecs = newAdapter();
        ecs.open(size);
        for (int i = 0; i < size; i++) {
            ecs.spawnMoving(i);
        }
        ecs.flush();
        return ecs;
    }

    /**
     * Looks a contender up by its parameter value.
     *
     * @param key a value of the {@code impl} parameter, case-insensitive
     * @return the contender
     * @throws IllegalArgumentException if {@code key} names no contender; lists the valid ones
     */
    public static Contender of(String key) {
        for (Contender c : values()) {
            if (c.key().equalsIgnoreCase(key)) {
                return c;
            }
        }
        StringBuilder valid = new StringBuilder();
        for (Contender c : values()) {
            valid.append(valid.length() == 0 ? "" : ", ").append(c.key());
        }
        throw new IllegalArgumentException(
                "Unknown impl '" + key + "': use one of " + valid);
    }
}
