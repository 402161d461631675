package dev.pulse.bench;

import dev.pulse.bench.arrays.ArraysAdapter;
import dev.pulse.bench.arrays.ArraysWorkloadAdapter;
import dev.pulse.bench.artemis.ArtemisAdapter;
import dev.pulse.bench.artemis.ArtemisWorkloadAdapter;
import dev.pulse.bench.ashley.AshleyAdapter;
import dev.pulse.bench.ashley.AshleyWorkloadAdapter;
import dev.pulse.bench.dominion.DominionAdapter;
import dev.pulse.bench.dominion.DominionWorkloadAdapter;
import dev.pulse.bench.objects.ObjectsAdapter;
import dev.pulse.bench.objects.ObjectsWorkloadAdapter;
import dev.pulse.bench.pulse.PulseAdapter;
import dev.pulse.bench.pulse.PulseIdAdapter;
import dev.pulse.bench.pulse.PulseParallelWorkloadAdapter;
import dev.pulse.bench.pulse.PulseWorkloadAdapter;
import dev.pulse.bench.pulse.PulseWorldGetAdapter;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The implementations a scenario runs against: Pulse (and a variant of it), three peer ECS
 * libraries and two plain baselines. The JMH parameter {@code impl} holds the {@link #key()}.
 * Each contender has an {@link EcsAdapter} and, except {@link #PULSE_WORLD}, a
 * {@link WorkloadAdapter} for the compute scenarios.
 */
public enum Contender {
    /** Pulse: generational handles, sparse-set storages ({@code dev.pulse.ecs.World}). */
    PULSE(Role.SUBJECT, PulseAdapter::new, PulseWorkloadAdapter::new),
    /**
     * Pulse reading through {@code world.get(entity, Position.class)} instead of a typed
     * {@code ComponentStorage}; everything else as {@link #PULSE}. Key {@code pulse-world}; only
     * the handle-read scenarios list it, and it has no {@link WorkloadAdapter}.
     */
    PULSE_WORLD(Role.SUBJECT, PulseWorldGetAdapter::new, null),
    /**
     * Pulse with handles kept as {@code long} ids ({@code entity.id()}) and read with
     * {@code storage.get(long)}; everything else as {@link #PULSE}. Key {@code pulse-id}; only the
     * handle-read scenarios list it, and it has no {@link WorkloadAdapter}.
     */
    PULSE_ID(Role.SUBJECT, PulseIdAdapter::new, null),
    /**
     * Pulse with the heavy-compute tick walked by {@code parallelForEach} on all cores; everything
     * else as {@link #PULSE}. Key {@code pulse-par}; only heavyCompute lists it.
     */
    PULSE_PAR(Role.SUBJECT, PulseAdapter::new, PulseParallelWorkloadAdapter::new),
    /** Artemis-odb 2.3.0: int ids, systems with ComponentMapper, {@code world.process()}. */
    ARTEMIS(Role.PEER, ArtemisAdapter::new, ArtemisWorkloadAdapter::new),
    /** Ashley 1.7.4 ({@code PooledEngine}): Entity objects, families, ComponentMapper. */
    ASHLEY(Role.PEER, AshleyAdapter::new, AshleyWorkloadAdapter::new),
    /** Dominion 0.9.0: archetype chunks, {@code findEntitiesWith}. */
    DOMINION(Role.PEER, DominionAdapter::new, DominionWorkloadAdapter::new),
    /** Baseline: {@code Position[]}/{@code Velocity[]} indexed by plain int ids. */
    OBJECTS(Role.BASELINE, ObjectsAdapter::new, ObjectsWorkloadAdapter::new),
    /** Baseline: {@code float[] x, y, dx, dy} indexed by plain int ids. */
    ARRAYS(Role.BASELINE, ArraysAdapter::new, ArraysWorkloadAdapter::new);

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
    private final Supplier<WorkloadAdapter> workloads;

    Contender(Role role, Supplier<EcsAdapter> factory, Supplier<WorkloadAdapter> workloads) {
        this.role = role;
        this.factory = factory;
        this.workloads = workloads;
    }

    /**
     * The parameter value naming this contender.
     *
     * @return the lower-case name with {@code -} for {@code _}, e.g. {@code "artemis"},
     *         {@code "pulse-world"}
     */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
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
     * Tells whether this contender runs the compute scenarios ({@link #newWorkloads()}).
     *
     * @return {@code false} only for variants that differ in handle reads alone
     */
    public boolean hasWorkloads() {
        return workloads != null;
    }

    /**
     * Creates a workload adapter for the compute scenarios; call one of its {@code open...}
     * methods before use.
     *
     * @return a fresh adapter
     * @throws IllegalArgumentException if this contender has none (see {@link #hasWorkloads()})
     */
    public WorkloadAdapter newWorkloads() {
        if (workloads == null) {
            throw new IllegalArgumentException("impl " + key() + " differs from "
                    + PULSE.key() + " only in how it reads through handles, so it has no "
                    + "compute-scenario adapter; use impl=" + PULSE.key() + " there");
        }
        return workloads.get();
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
        throw new IllegalArgumentException("Unknown impl '" + key + "': use one of " + valid);
    }
}
