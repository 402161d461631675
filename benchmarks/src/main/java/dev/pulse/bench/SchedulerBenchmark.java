package dev.pulse.bench;

import dev.pulse.ecs.Query1;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
import dev.pulse.ecs.systems.Timing;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Scheduler scenarios: {@code emptyTick}, the fixed cost of one tick of 20 systems that do
 * nothing (Pulse's sequential {@link Scheduler} with per-system timing against a plain array
 * of 20 {@code Runnable}s as the baseline; Artemis-odb registers systems by class, so 20 empty
 * systems would need 20 classes and is left out); and {@code systemsTick}, one tick of three systems
 * (movement, health decay, bounds wrap) over {@code entities} entities (Pulse against plain
 * object arrays).
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
public class SchedulerBenchmark {

    /** Number of systems in the empty tick. */
    static final int SYSTEMS = 20;

    /** State of {@link #emptyTick}. */
    @State(Scope.Thread)
    public static class Empty {
        /**
         * pulse, or objects (a plain array of Runnables); {@code -p impl=pulse-untimed} runs
         * Pulse with {@link Timing#OFF} (no clock reads), to split the clock's share off.
         */
        @Param({"pulse", "objects"})
        public String impl;

        Scheduler scheduler;
        Runnable[] plain;
        int counter;

        /** Builds the 20 empty systems. */
        @Setup
        public void setup() {
            switch (impl) {
                case "pulse", "pulse-untimed" -> {
                    Scheduler.Builder builder = Scheduler.builder(new World())
                            .timing(impl.equals("pulse") ? Timing.PER_SYSTEM : Timing.OFF);
                    Phase[] phases = {Phase.INPUT, Phase.UPDATE, Phase.LATE_UPDATE, Phase.RENDER};
                    for (int i = 0; i < SYSTEMS; i++) {
                        Phase phase = phases[i % phases.length];
                        builder.add("s" + i, new Noop(), s -> s.inPhase(phase).noAccess());
                    }
                    scheduler = builder.build();
                    scheduler.start();
                }
                case "objects" -> {
                    plain = new Runnable[SYSTEMS];
                    for (int i = 0; i < SYSTEMS; i++) {
                        plain[i] = () -> counter++;
                    }
                }
                default -> throw new IllegalArgumentException("unknown impl " + impl);
            }
        }
    }

    /** A Pulse system that does nothing (a distinct instance per registration). */
    static final class Noop implements GameSystem {
        @Override
        public void update(World world, double dt) {
            // nothing: the benchmark measures the scheduler
        }
    }

    /**
     * One tick of 20 empty systems.
     *
     * @param state the systems
     * @param blackhole consumes the counter of the plain baseline
     */
    @Benchmark
    @OutputTimeUnit(TimeUnit.NANOSECONDS)
    public void emptyTick(Empty state, Blackhole blackhole) {
        switch (state.impl) {
            case "pulse", "pulse-untimed" -> state.scheduler.tick(1 / 60.0);
            default -> {
                for (Runnable r : state.plain) {
                    r.run();
                }
                blackhole.consume(state.counter);
            }
        }
    }

    /** Movement data, mutable hot data as games keep it. */
    static final class Pos {
        float x;
        float y;
    }

    /** Velocity data. */
    static final class Vel {
        float dx;
        float dy;
    }

    /** Health that decays. */
    static final class Hp {
        int hp;
    }

    /** State of {@link #systemsTick}. */
    @State(Scope.Thread)
    public static class Three {
        /** pulse, or objects (three loops over plain object arrays). */
        @Param({"pulse", "objects"})
        public String impl;

        /** Entities in the world. */
        @Param({"100000"})
        public int entities;

        Scheduler scheduler;
        Pos[] pos;
        Vel[] vel;
        Hp[] hp;

        /** Builds the world and the three systems. */
        @Setup
        public void setup() {
            if (impl.equals("pulse")) {
                World world = new World();
                for (int i = 0; i < entities; i++) {
                    Pos p = new Pos();
                    p.x = i;
                    Vel v = new Vel();
                    v.dx = 1;
                    v.dy = 0.5f;
                    Hp h = new Hp();
                    h.hp = 1_000_000;
                    world.spawn(p, v, h);
                }
                Query2<Pos, Vel> moving = world.query(Pos.class, Vel.class);
                Query1<Hp> living = world.query(Hp.class);
                Query1<Pos> placed = world.query(Pos.class);
                scheduler = Scheduler.builder(world)
                        .add(
                                "move",
                                (w, dt) -> moving.forEach((e, p, v) -> {
                                    p.x += v.dx * (float) dt;
                                    p.y += v.dy * (float) dt;
                                }),
                                s -> s.reads(Vel.class).writes(Pos.class))
                        .add("decay", (w, dt) -> living.forEach((e, h) -> h.hp--), s -> s.writes(Hp.class))
                        .add(
                                "wrap",
                                (w, dt) -> placed.forEach((e, p) -> {
                                    if (p.x > 1e6f) {
                                        p.x = 0;
                                    }
                                }),
                                s -> s.writes(Pos.class).after("move"))
                        .build();
                scheduler.start();
            } else {
                pos = new Pos[entities];
                vel = new Vel[entities];
                hp = new Hp[entities];
                for (int i = 0; i < entities; i++) {
                    pos[i] = new Pos();
                    pos[i].x = i;
                    vel[i] = new Vel();
                    vel[i].dx = 1;
                    vel[i].dy = 0.5f;
                    hp[i] = new Hp();
                    hp[i].hp = 1_000_000;
                }
            }
        }
    }

    /**
     * One tick of three systems over the world.
     *
     * @param state the world and systems
     */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public void systemsTick(Three state) {
        if (state.scheduler != null) {
            state.scheduler.tick(1 / 60.0);
            return;
        }
        float dt = 1 / 60f;
        Pos[] pos = state.pos;
        Vel[] vel = state.vel;
        Hp[] hp = state.hp;
        for (int i = 0; i < pos.length; i++) {
            pos[i].x += vel[i].dx * dt;
            pos[i].y += vel[i].dy * dt;
        }
        for (Hp h : hp) {
            h.hp--;
        }
        for (Pos p : pos) {
            if (p.x > 1e6f) {
                p.x = 0;
            }
        }
    }
}
