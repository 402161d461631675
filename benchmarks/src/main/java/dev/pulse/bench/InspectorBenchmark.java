package dev.pulse.bench;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.inspector.Inspector;
import dev.pulse.ecs.inspector.server.ComponentReader;
import dev.pulse.ecs.inspector.server.EntityDetail;
import dev.pulse.ecs.inspector.server.EntityListing;
import dev.pulse.ecs.inspector.server.Sampler;
import dev.pulse.ecs.systems.Phase;
import dev.pulse.ecs.systems.Scheduler;
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
 * What an attached inspector costs the game thread. {@code inspectedTick}: one scheduler tick
 * of a movement system over {@code entities} entities, bare against followed by
 * {@code inspector.onFrame()} with no page read waiting (a sample every 250 ms, as in a game).
 * {@code inspectorRead}: each read the page asks of the game thread, alone: the first and the
 * last page of the entity list (a walk over every slot, in one go here; the inspector spreads
 * it over frames in budget-sized steps), a search by entity index (one lookup), one entity's
 * components, one overview sample.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 3,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class InspectorBenchmark {

    /** Mutable component of the benchmark world. */
    static final class Position {
        float x;
        float y;
    }

    /** Immutable component of the benchmark world. */
    record Health(int hp) {}

    /** Fills a world: every entity has a Position, every second a Health. */
    static World world(int entities) {
        World world = new World();
        for (int i = 0; i < entities; i++) {
            Position p = new Position();
            p.x = i;
            if (i % 2 == 0) {
                world.spawn(p, new Health(i));
            } else {
                world.spawn(p);
            }
        }
        return world;
    }

    /** State of {@link #inspectedTick}. */
    @State(Scope.Thread)
    public static class Ticking {
        /** World size. */
        @Param({"10000", "100000"})
        int entities;
        /** {@code bare}: tick only; {@code inspector}: tick then {@code onFrame()}. */
        @Param({"bare", "inspector"})
        String impl;

        Scheduler scheduler;
        Inspector inspector;

        /** Builds the world, its scheduler and, for {@code inspector}, a started inspector. */
        @Setup(Level.Trial)
        public void setUp() {
            World world = world(entities);
            scheduler = Scheduler.builder(world)
                    .add(
                            "move",
                            (w, dt) -> w.query(Position.class).forEach((e, p) -> p.x += 1),
                            s -> s.inPhase(Phase.UPDATE))
                    .build();
            if (impl.equals("inspector")) {
                inspector = Inspector.start(world, scheduler, 0);
            }
        }

        /** Stops the inspector's server. */
        @TearDown(Level.Trial)
        public void tearDown() {
            if (inspector != null) {
                inspector.close();
            }
        }
    }

    /**
     * One frame: a tick, then the inspector's turn if attached.
     *
     * @param state the world and scheduler
     */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public void inspectedTick(Ticking state) {
        state.scheduler.tick(1 / 60.0);
        if (state.inspector != null) {
            state.inspector.onFrame();
        }
    }

    /** State of {@link #inspectorRead}. */
    @State(Scope.Thread)
    public static class Reading {
        /** World size. */
        @Param({"10000", "100000"})
        int entities;
        /** Which read. */
        @Param({"listFirstPage", "listLastPage", "searchIndex", "entity", "sample"})
        String read;

        World world;
        ComponentReader reader;
        Sampler sampler;
        Entity middle;
        int lastPage;
        long now;

        /** Builds the world and the readers. */
        @Setup(Level.Trial)
        public void setUp() {
            world = world(entities);
            reader = new ComponentReader(world);
            sampler = new Sampler(world, Scheduler.builder(world).build(), 0, () -> null);
            middle = world.entityAt(entities / 2);
            lastPage = (entities - 1) / 25;
        }
    }

    /**
     * One read of the page, as the game thread runs it.
     *
     * @param state the world and the read
     * @return the answer's length, so the JSON is not optimised away
     */
    @Benchmark
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public int inspectorRead(Reading state) {
        return switch (state.read) {
            case "listFirstPage" -> EntityListing.read(state.world, "", 0, 25).length();
            case "listLastPage" -> EntityListing.read(state.world, "", state.lastPage, 25)
                    .length();
            case "searchIndex" -> EntityListing.read(state.world, Integer.toString(state.middle.index()), 0, 25)
                    .length();
            case "entity" -> EntityDetail.read(state.world, state.reader, state.middle)
                    .length();
            default -> state.sampler.maybeSample(state.now++, state.now) ? 1 : 0;
        };
    }
}
