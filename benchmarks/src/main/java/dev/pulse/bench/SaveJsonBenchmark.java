package dev.pulse.bench;

import dev.pulse.bench.snapshot.ArtemisSnapshotWorld;
import dev.pulse.bench.snapshot.PulseSnapshotWorld;
import dev.pulse.ecs.World;
import java.nio.charset.StandardCharsets;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Scenario {@code saveJson}: save a world of {@code entities} entities with Position,
 * Velocity and Health (json). Time per whole snapshot; the snapshot's size is printed at
 * set-up, so MB/s = size / time.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class SaveJsonBenchmark {

    /** The implementation under test. */
    @Param({"pulse", "artemis"})
    public String impl;

    /** Entities in the saved world. */
    @Param("100000")
    public int entities;

    private World pulse;
    private ArtemisSnapshotWorld artemis;

    /** Builds the world and prints the snapshot size. */
    @Setup(Level.Trial)
    public void world() {
        if (impl.equals("artemis")) {
            artemis = new ArtemisSnapshotWorld().populate(entities);
        } else {
            pulse = PulseSnapshotWorld.build(entities);
        }
        System.out.println("[snapshot] saveJson " + impl + " " + entities + " entities: " + save().length + " bytes");
    }

    /**
     * Saves the world.
     *
     * @return the snapshot
     */
    @Benchmark
    public byte[] saveJson() {
        return save();
    }

    private byte[] save() {
        return artemis != null
                ? artemis.save()
                : PulseSnapshotWorld.SNAPSHOTS.toJson(pulse).getBytes(StandardCharsets.UTF_8);
    }
}
