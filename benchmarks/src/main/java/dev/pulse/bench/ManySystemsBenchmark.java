package dev.pulse.bench;

import dev.pulse.bench.artemis.EightSystems;
import dev.pulse.bench.pulse.Position;
import dev.pulse.bench.pulse.Velocity;
import dev.pulse.ecs.Query2;
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
 * Scenario {@code manySystems}: a tick of eight systems over the same {@code size} entities with
 * Position and Velocity, each its own query and its own lambda (as eight systems of a game are);
 * Artemis-odb runs the same eight as eight {@code IteratingSystem} classes ({@link EightSystems}).
 * What it shows is the walk's JIT profile: every query of one arity shares one walk method unless
 * it runs its own copy, so eight lambdas reach a shared walk's action call and one reaches each
 * copy's (Artemis's eight classes share {@code IteratingSystem}'s loop the same way). Run Pulse
 * twice to compare: as is (copies on) and with {@code -jvmArgsAppend "-Dpulse.walkCopies=false"}
 * (one shared walk).
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ManySystemsBenchmark {

    /** The implementation: Pulse (its two walk modes are chosen by a JVM flag, see above) or Artemis-odb. */
    @Param({"pulse", "artemis"})
    public String impl;

    /** Number of entities. */
    @Param("100000")
    public int size;

    private final Query2<Position, Velocity>[] systems = newSystems();
    private World world;
    private EightSystems artemis;
    private double before;

    @SuppressWarnings("unchecked")
    private static Query2<Position, Velocity>[] newSystems() {
        return (Query2<Position, Velocity>[]) new Query2<?, ?>[8];
    }

    /** Builds the world and one query per system. */
    @Setup(Level.Trial)
    public void world() {
        if (impl.equals("artemis")) {
            artemis = new EightSystems(size);
            before = artemis.sumX();
            return;
        }
        if (!impl.equals("pulse")) {
            throw new IllegalArgumentException("Unknown impl '" + impl + "' for manySystems: use pulse or artemis");
        }
        world = new World();
        for (int i = 0; i < size; i++) {
            Position p = new Position();
            p.x = i;
            Velocity v = new Velocity();
            v.dx = 1f;
            v.dy = 2f;
            world.spawn(p, v);
        }
        for (int s = 0; s < systems.length; s++) {
            systems[s] = world.query(Position.class, Velocity.class);
        }
        before = sumX();
    }

    private double sumX() {
        if (artemis != null) {
            return artemis.sumX();
        }
        double[] sum = {0};
        world.query(Position.class).forEach((Position p) -> sum[0] += p.x);
        return sum[0];
    }

    /** Checks the ticks moved the entities. */
    @TearDown(Level.Trial)
    public void check() {
        if (!(sumX() > before)) {
            throw new IllegalStateException("manySystems (" + impl + "): the ticks moved nothing");
        }
        if (artemis != null) {
            artemis.close();
        }
    }

    /** One tick: the eight systems in turn, each with a lambda of its own. */
    @Benchmark
    public void manySystems() {
        if (artemis != null) {
            artemis.tick();
            return;
        }
        Query2<Position, Velocity>[] s = systems;
        s[0].forEach((p, v) -> p.x += v.dx);
        s[1].forEach((p, v) -> p.y += v.dy);
        s[2].forEach((p, v) -> v.dx *= 0.999f);
        s[3].forEach((p, v) -> v.dy *= 0.999f);
        s[4].forEach((p, v) -> p.x -= v.dy * 0.5f);
        s[5].forEach((p, v) -> p.y -= v.dx * 0.5f);
        s[6].forEach((p, v) -> v.dx += 0.001f);
        s[7].forEach((p, v) -> v.dy += 0.001f);
    }
}
