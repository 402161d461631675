package dev.pulse.bench;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;
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

/**
 * {@code typedSystem}: one update of a movement system ({@code pos += vel * dt}) over
 * {@code entities} entities with Position and Velocity, written two ways: as a typed system
 * ({@code GameSystem.each(Position.class, Velocity.class, (e, p, v, dt) -> ...)}, impl
 * {@code each}) and as the hand-written system it replaces (a class holding a
 * {@code Query2} and a cached {@code ForEach}, impl {@code query}, the demo's style).
 * {@code shapes} > 1 first runs that many different systems of the same form (different
 * lambdas, or different hand-written classes as a game has), so that the shared call sites
 * (the query walk's action call, the typed system's body call) have seen several targets, as
 * they do in a game with several systems; the first is measured.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch"})
public class TypedSystemBenchmark {

    /** Position, mutable. */
    static final class Pos {
        float x;
        float y;
    }

    /** Velocity. */
    static final class Vel {
        float dx;
        float dy;

        Vel(float dx, float dy) {
            this.dx = dx;
            this.dy = dy;
        }
    }

    /** The hand-written form: a query kept in a field and a cached action. The measured one. */
    static final class HandWritten implements GameSystem {
        private final Query2<Pos, Vel> query;
        private final Query2.ForEach<Pos, Vel> move = this::move;
        private float dt;

        HandWritten(World world) {
            this.query = world.query(Pos.class, Vel.class);
        }

        @Override
        public void update(World world, double dt) {
            this.dt = (float) dt;
            query.forEach(move);
        }

        private void move(Entity e, Pos p, Vel v) {
            p.x += v.dx * dt;
            p.y += v.dy * dt;
        }
    }

    /** Another hand-written system (its own class, as every system of a game is). */
    static final class HandWrittenX implements GameSystem {
        private final Query2<Pos, Vel> query;
        private final Query2.ForEach<Pos, Vel> move = this::move;
        private float dt;

        HandWrittenX(World world) {
            this.query = world.query(Pos.class, Vel.class);
        }

        @Override
        public void update(World world, double dt) {
            this.dt = (float) dt;
            query.forEach(move);
        }

        private void move(Entity e, Pos p, Vel v) {
            p.x -= v.dx * dt;
        }
    }

    /** A third hand-written system. */
    static final class HandWrittenY implements GameSystem {
        private final Query2<Pos, Vel> query;
        private final Query2.ForEach<Pos, Vel> move = this::move;
        private float dt;

        HandWrittenY(World world) {
            this.query = world.query(Pos.class, Vel.class);
        }

        @Override
        public void update(World world, double dt) {
            this.dt = (float) dt;
            query.forEach(move);
        }

        private void move(Entity e, Pos p, Vel v) {
            p.y -= v.dy * dt;
        }
    }

    /** The world and the system under test. */
    @State(Scope.Thread)
    public static class Game {
        /**
         * each (typed system), query (hand-written walk), or mixed (the typed system measured
         * after hand-written ones polluted the walk's call site: a game that mixes both forms).
         */
        @Param({"each", "query", "mixed"})
        public String impl;

        /** Entities with Position and Velocity. */
        @Param({"100000"})
        public int entities;

        /** Different bodies of the same form run before measuring (call-site pollution). */
        @Param({"1", "3"})
        public int shapes;

        World world;
        GameSystem system;
        Pos probe;

        /** Spawns the entities and builds the systems. */
        @Setup
        public void setup() {
            world = World.builder().initialCapacity(entities).build();
            for (int i = 0; i < entities; i++) {
                world.spawn(new Pos(), new Vel(i % 7, i % 5));
            }
            probe = world.query(Pos.class).count() > 0 ? firstPos(world) : new Pos();
            GameSystem[] systems = new GameSystem[shapes];
            for (int s = 0; s < shapes; s++) {
                systems[s] = switch (impl) {
                    case "each" -> switch (s) {
                        case 0 -> GameSystem.each(Pos.class, Vel.class, (e, p, v, dt) -> {
                                    p.x += v.dx * (float) dt;
                                    p.y += v.dy * (float) dt;
                                })
                                .reading(Vel.class);
                        case 1 -> GameSystem.each(Pos.class, Vel.class, (e, p, v, dt) -> p.x -= v.dx * (float) dt);
                        default -> GameSystem.each(Pos.class, Vel.class, (e, p, v, dt) -> p.y -= v.dy * (float) dt);
                    };
                    case "mixed" -> switch (s) {
                        case 0 -> GameSystem.each(Pos.class, Vel.class, (e, p, v, dt) -> {
                                    p.x += v.dx * (float) dt;
                                    p.y += v.dy * (float) dt;
                                })
                                .reading(Vel.class);
                        case 1 -> new HandWrittenX(world);
                        default -> new HandWrittenY(world);
                    };
                    case "query" -> switch (s) {
                        case 0 -> new HandWritten(world);
                        case 1 -> new HandWrittenX(world);
                        default -> new HandWrittenY(world);
                    };
                    default -> throw new IllegalArgumentException("unknown impl " + impl);
                };
            }
            // Run every shape so the shared call sites see them all; the first is measured.
            for (int round = 0; round < 200; round++) {
                for (int s = shapes - 1; s >= 0; s--) {
                    systems[s].update(world, 1 / 60.0);
                }
            }
            system = systems[0];
        }
    }

    private static Pos firstPos(World world) {
        Pos[] first = new Pos[1];
        world.query(Pos.class).forEach((e, p) -> {
            if (first[0] == null) {
                first[0] = p;
            }
        });
        return first[0];
    }

    /**
     * One update of the movement system.
     *
     * @param game the world and the system
     * @return one entity's x, so the work is consumed
     */
    @Benchmark
    public float typedSystem(Game game) {
        game.system.update(game.world, 1 / 60.0);
        return game.probe.x;
    }
}
