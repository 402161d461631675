package dev.pulse.bench;

import dev.pulse.bench.columns.Motion;
import dev.pulse.bench.columns.Mover;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnStorage;
import dev.pulse.ecs.column.ColumnView;
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
 * Scenario {@code columnChurn}: a world of {@code live} moving entities; each operation despawns
 * {@code batch} of them (in a shuffled order) and spawns {@code batch} new ones, so slots are
 * reused. {@code columns}: {@code world.spawn(new Motion(...))} (the record is copied into the
 * columns); {@code columns-view}: {@code spawn()}, {@code add(entity)} and four writes through a
 * view (no record allocated); {@code objects}: {@code world.spawn(new Mover(...))}, one object
 * per entity.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ColumnChurnBenchmark {

    /** The implementation under test. */
    @Param({"columns", "columns-view", "objects"})
    public String impl;

    /** Live entities. */
    @Param("100000")
    public int live;

    /** Entities despawned and spawned per operation. */
    @Param("1000")
    public int batch;

    private World world;
    private ColumnStorage<Motion> motions;
    private ColumnView<Motion> view;
    private Entity[] entities;
    private int[] order;
    private int cursor;
    private float serial;

    /** Builds the world and the churn order. */
    @Setup(Level.Trial)
    public void world() {
        if (batch > live) {
            throw new IllegalArgumentException("batch (" + batch + ") must not exceed live (" + live + ")");
        }
        world = new World();
        motions = world.columns(Motion.class);
        view = motions.view();
        entities = new Entity[live];
        for (int i = 0; i < live; i++) {
            entities[i] = spawn();
        }
        order = SlotSampler.shuffled(live, 0xC0FFEE);
    }

    private Entity spawn() {
        float x = ++serial;
        switch (impl) {
            case "columns":
                return world.spawn(new Motion(x, 0, 1, 2));
            case "columns-view": {
                Entity e = world.spawn();
                motions.add(e);
                view.bind(e);
                view.set(Motion.X, x);
                view.set(Motion.Y, 0);
                view.set(Motion.DX, 1);
                view.set(Motion.DY, 2);
                return e;
            }
            case "objects":
                return world.spawn(new Mover(x, 0, 1, 2));
            default:
                throw new IllegalArgumentException("unknown impl " + impl);
        }
    }

    /** Checks every slot still holds a live entity. */
    @TearDown(Level.Trial)
    public void check() {
        for (Entity e : entities) {
            if (!world.isAlive(e)) {
                throw new IllegalStateException(impl + ": " + e + " is not alive after churn");
            }
        }
    }

    /** Despawns and respawns one batch. */
    @Benchmark
    public void columnChurn() {
        int[] o = order;
        int c = cursor;
        for (int i = 0; i < batch; i++) {
            int slot = o[c];
            c = c + 1 == o.length ? 0 : c + 1;
            world.despawn(entities[slot]);
            entities[slot] = spawn();
        }
        cursor = c;
    }
}
