package dev.pulse.bench;

import dev.pulse.bench.snapshot.ArtemisSnapshotWorld;
import dev.pulse.bench.snapshot.PulseSnapshotWorld;
import dev.pulse.ecs.World;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Scenario {@code loadBinary}: load a binary snapshot of {@code entities} entities with
 * Position, Velocity and Health into a new, empty world (parse, validate, spawn, add). Time per
 * whole snapshot; the snapshot's size is printed at set-up, so MB/s = size / time.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class LoadBinaryBenchmark {

    /** The implementation under test. */
    @Param({"pulse"})
    public String impl;

    /** Entities in the loaded snapshot. */
    @Param("100000")
    public int entities;

    private byte[] snapshot;
    private World target;
    private ArtemisSnapshotWorld artemisTarget;

    /** Saves the snapshot to load and prints its size. */
    @Setup(Level.Trial)
    public void snapshot() {
        snapshot = impl.equals("artemis")
                ? new ArtemisSnapshotWorld().populate(entities).save()
                : save(PulseSnapshotWorld.build(entities));
        System.out.println(
                "[snapshot] loadBinary " + impl + " " + entities + " entities: " + snapshot.length + " bytes");
    }

    private static byte[] save(World world) {
        return PulseSnapshotWorld.SNAPSHOTS.toBinary(world);
    }

    /** A new, empty target world before every load (not measured). */
    @Setup(Level.Invocation)
    public void emptyWorld() {
        if (impl.equals("artemis")) {
            artemisTarget = new ArtemisSnapshotWorld();
        } else {
            target = new World();
        }
    }

    /** Checks that the load created every entity. */
    @TearDown(Level.Invocation)
    public void check() {
        int loaded = impl.equals("artemis") ? artemisTarget.entityCount() : target.entityCount();
        if (loaded != entities) {
            throw new IllegalStateException(impl + " loaded " + loaded + " entities, expected " + entities);
        }
    }

    /**
     * Loads the snapshot.
     *
     * @return the number of entities loaded
     */
    @Benchmark
    public int loadBinary() {
        return artemisTarget != null && impl.equals("artemis")
                ? artemisTarget.load(snapshot)
                : PulseSnapshotWorld.SNAPSHOTS
                        .fromBinary(snapshot, target)
                        .entities()
                        .size();
    }
}
