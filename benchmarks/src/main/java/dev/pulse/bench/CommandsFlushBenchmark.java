package dev.pulse.bench;

import dev.pulse.bench.pulse.Position;
import dev.pulse.ecs.Flow;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.CommandsFlush;
import dev.pulse.ecs.systems.GameSystem;
import dev.pulse.ecs.systems.Scheduler;
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
 * Pulse only: what {@link CommandsFlush#AFTER_SYSTEM} costs next to the default
 * {@link CommandsFlush#END_OF_PHASE}. One tick of four sequential systems over {@code size}
 * entities: "churn" despawns {@code churn} entities and spawns as many through its own commands
 * (flushed per the policy), then three systems walk the positions.
 */
@BenchmarkMode(Mode.AverageTime)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Thread)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class CommandsFlushBenchmark {

    /** When churn's commands are applied. */
    @Param({"END_OF_PHASE", "AFTER_SYSTEM"})
    public CommandsFlush flush;

    /** Entities in the world. */
    @Param({"10000"})
    public int size;

    /** Entities despawned and spawned per tick. */
    @Param({"100"})
    public int churn;

    private Scheduler scheduler;

    /** Builds the world and the systems. */
    @Setup
    public void setup() {
        World world = new World();
        for (int i = 0; i < size; i++) {
            Position p = new Position();
            p.x = i;
            world.spawn(p);
        }
        Query1<Position> placed = world.query(Position.class);
        int perTick = churn;
        GameSystem churner = GameSystem.withCommands((w, commands, dt) -> {
            int[] left = {perTick};
            placed.forEachUntil((e, p) -> {
                commands.despawn(e);
                commands.spawn(new Position());
                return --left[0] == 0 ? Flow.STOP : Flow.CONTINUE;
            });
        });
        Scheduler.Builder builder = Scheduler.builder(world)
                .add("churn", churner, s -> s.writes(Position.class).flushCommands(flush));
        for (int i = 0; i < 3; i++) {
            builder.add("walk" + i, (w, dt) -> placed.forEach((e, p) -> p.x += 1f), s -> s.writes(Position.class));
        }
        scheduler = builder.build();
        scheduler.start();
    }

    /** One tick. */
    @Benchmark
    public void tick() {
        scheduler.tick(1 / 60.0);
    }
}
