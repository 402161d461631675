package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.WideComponents.Armor;
import dev.pulse.ecs.systems.WideComponents.Goal;
import dev.pulse.ecs.systems.WideComponents.Mana;
import dev.pulse.ecs.systems.WideComponents.Team;
import dev.pulse.testing.fixtures.AllocationMeter;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Typed systems whose body takes an {@link EachContext} ({@code GameSystem.eachWithContext}):
 * commands, checked resources and time, in every arity (1 to 8).
 */
class EachContextTest {

    static final class Score {
        long points;
    }

    record Bonus(long points) {}

    /** A float component: float maths must stay float. */
    static final class Drift {
        float x;
        final float speed;

        Drift(float x, float speed) {
            this.x = x;
            this.speed = speed;
        }
    }

    private final World world = new World();

    private UndeclaredAccessException undeclared(Scheduler scheduler) {
        SystemFailureException failure = assertThrows(SystemFailureException.class, () -> scheduler.tick(0.1));
        return assertInstanceOf(UndeclaredAccessException.class, failure.getCause());
    }

    /**
     * One context system of each arity, 1 to 8, over Counter (plus Position, Velocity, Frozen
     * and the {@link WideComponents}), all doing {@code body}.
     */
    private List<GameSystem> everyArity(EachBody body) {
        return List.of(
                GameSystem.eachWithContext(Counter.class, (e, c, context) -> body.accept(e, c, context)),
                GameSystem.eachWithContext(
                        Counter.class, Position.class, (e, c, p, context) -> body.accept(e, c, context)),
                GameSystem.eachWithContext(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        (e, c, p, v, context) -> body.accept(e, c, context)),
                GameSystem.eachWithContext(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        (e, c, p, v, f, context) -> body.accept(e, c, context)),
                GameSystem.eachWithContext(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        Armor.class,
                        (e, c, p, v, f, a, context) -> body.accept(e, c, context)),
                GameSystem.eachWithContext(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        Armor.class,
                        Mana.class,
                        (e, c, p, v, f, a, m, context) -> body.accept(e, c, context)),
                GameSystem.eachWithContext(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        Armor.class,
                        Mana.class,
                        Team.class,
                        (e, c, p, v, f, a, m, t, context) -> body.accept(e, c, context)),
                GameSystem.eachWithContext(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        Armor.class,
                        Mana.class,
                        Team.class,
                        Goal.class,
                        (e, c, p, v, f, a, m, t, g, context) -> body.accept(e, c, context)));
    }

    @FunctionalInterface
    interface EachBody {
        void accept(Entity entity, Counter counter, EachContext context);
    }

    /** An entity that every system of {@link #everyArity} visits. */
    private Entity spawnFull(long count) {
        Entity entity = world.spawn(new Counter(count), new Position(0, 0), new Velocity(0, 0), new Frozen());
        WideComponents.addAll(world, entity);
        return entity;
    }

    @Nested
    class Commands {
        @Test
        void despawnsRecordedByTheBodyApplyAtTheEndOfThePhaseNotDuringIt() {
            for (int i = 0; i < 6; i++) {
                world.spawn(new Counter(i));
            }
            long[] seenByNext = new long[1];
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "cull",
                            GameSystem.eachWithContext(Counter.class, (e, c, context) -> {
                                        if (c.value % 2 == 0) {
                                            context.commands().despawn(e);
                                        }
                                    })
                                    .reading(Counter.class))
                    .add("census", (w, dt) -> seenByNext[0] = w.count(Counter.class), s -> s.after("cull")
                            .reads(Counter.class))
                    .build();
            scheduler.tick(0.1);
            assertEquals(6, seenByNext[0], "the next system of the phase still sees every entity");
            assertEquals(3, world.count(Counter.class), "the three even ones are gone after the phase");
        }

        @Test
        void afterSystemFlushLetsTheNextSystemSeeTheChange() {
            for (int i = 0; i < 4; i++) {
                world.spawn(new Counter(i));
            }
            long[] seenByNext = new long[1];
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "cull",
                            GameSystem.eachWithContext(Counter.class, (e, c, context) -> {
                                if (c.value > 0) {
                                    context.commands().despawn(e);
                                }
                            }),
                            s -> s.flushCommands(CommandsFlush.AFTER_SYSTEM))
                    .add("census", (w, dt) -> seenByNext[0] = w.count(Counter.class), s -> s.after("cull"))
                    .build();
            scheduler.tick(0.1);
            assertEquals(1, seenByNext[0]);
        }

        @Test
        void everyArityRecordsIntoTheSystemsOwnBuffer() {
            List<GameSystem> systems =
                    everyArity((e, c, context) -> context.commands().add(e, new Score()));
            for (int i = 0; i < systems.size(); i++) {
                Entity e = spawnFull(i);
                world.remove(e, Score.class);
                Scheduler scheduler = Scheduler.builder(world)
                        .add("add-score", systems.get(i))
                        .build();
                scheduler.tick(0.1);
                assertTrue(world.has(e, Score.class), systems.get(i) + " added through its commands");
                world.despawn(e);
            }
        }
    }

    @Nested
    class Resources {
        @Test
        void declaredResourcesAreReadAndWrittenThroughTheContext() {
            world.insertResource(new Score());
            world.insertResource(new Bonus(5));
            world.spawn(new Counter(1));
            world.spawn(new Counter(2));
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "score",
                            GameSystem.eachWithContext(
                                            Counter.class,
                                            (e, c, context) -> context.writeResource(Score.class).points += c.value
                                                    * context.readResource(Bonus.class)
                                                            .points())
                                    .reading(Counter.class)
                                    .readsResource(Bonus.class)
                                    .writesResource(Score.class))
                    .build();
            scheduler.tick(0.1);
            assertEquals(15, world.resource(Score.class).points);
        }

        @Test
        void anUndeclaredResourceIsRefusedNamingTheSystemTheResourceAndTheDeclaration() {
            world.insertResource(new Bonus(5));
            world.spawn(new Counter(1));
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "greedy",
                            GameSystem.eachWithContext(
                                    Counter.class,
                                    (e, c, context) -> c.value +=
                                            context.readResource(Bonus.class).points()))
                    .build();
            UndeclaredAccessException e = undeclared(scheduler);
            assertEquals(
                    "System 'greedy' tried to read resource " + Bonus.class.getName() + " without declaring it;"
                            + " add .readsResource(Bonus.class) to its configuration",
                    e.getMessage());
        }

        @Test
        void aResourceDeclaredReadCannotBeWritten() {
            world.insertResource(new Score());
            world.spawn(new Counter(1));
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "cheat",
                            GameSystem.eachWithContext(
                                            Counter.class,
                                            (e, c, context) -> context.writeResource(Score.class).points = 1_000)
                                    .readsResource(Score.class))
                    .build();
            UndeclaredAccessException e = undeclared(scheduler);
            assertTrue(
                    e.getMessage().contains("'cheat'")
                            && e.getMessage().contains("declared only readsResource(Score.class)")
                            && e.getMessage().contains(".writesResource(Score.class)"),
                    e.getMessage());
            assertEquals(0, world.resource(Score.class).points);
        }

        @Test
        void insertReplacesADeclaredResourceAndAnswersTheOldOne() {
            Bonus first = new Bonus(1);
            world.insertResource(first);
            world.spawn(new Counter(7));
            List<Object> replaced = new ArrayList<>();
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "bonus",
                            GameSystem.eachWithContext(
                                            Counter.class,
                                            (e, c, context) -> replaced.add(context.insertResource(new Bonus(c.value))))
                                    .writesResource(Bonus.class))
                    .build();
            scheduler.tick(0.1);
            assertSame(first, replaced.get(0));
            assertEquals(new Bonus(7), world.resource(Bonus.class));
        }

        @Test
        void insertingNullIsRejected() {
            world.spawn(new Counter(7));
            List<EachContext> contexts = new ArrayList<>();
            Scheduler.builder(world)
                    .add(
                            "keep",
                            GameSystem.eachWithContext(Counter.class, (e, c, context) -> contexts.add(context))
                                    .writesResource(Bonus.class))
                    .build()
                    .tick(0.1);
            NullPointerException e = assertThrows(
                    NullPointerException.class, () -> contexts.get(0).insertResource(null));
            assertEquals("Cannot insert a null resource", e.getMessage());
        }

        @Test
        void insertingAnUndeclaredResourceIsRefused() {
            world.spawn(new Counter(7));
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "sneak",
                            GameSystem.eachWithContext(
                                            Counter.class,
                                            (e, c, context) -> context.insertResource(new Bonus(c.value)))
                                    .readsResource(Score.class))
                    .build();
            assertTrue(undeclared(scheduler).getMessage().contains("insert resource " + Bonus.class.getName()));
            assertFalse(world.resources().contains(Bonus.class));
        }

        @Test
        void aResourceDeclaredInTheConfigurationCountsToo() {
            world.insertResource(new Score());
            world.spawn(new Counter(3));
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "score",
                            GameSystem.eachWithContext(
                                    Counter.class,
                                    (e, c, context) -> context.writeResource(Score.class).points += c.value),
                            s -> s.writesResource(Score.class))
                    .build();
            scheduler.tick(0.1);
            assertEquals(3, world.resource(Score.class).points);
        }

        @Test
        void everyArityDeclaresItsResourcesAndChecksThem() {
            world.insertResource(new Score());
            world.insertResource(new Bonus(10));
            List<GameSystem> systems = everyArity((e, c, context) -> context.writeResource(Score.class).points +=
                    context.readResource(Bonus.class).points());
            List<GameSystem> declared = List.of(
                    ((Each1<?>) systems.get(0)).writesResource(Score.class, Bonus.class),
                    ((Each2<?, ?>) systems.get(1)).readsResource(Bonus.class).writesResource(Score.class),
                    ((Each3<?, ?, ?>) systems.get(2)).readsResource(Bonus.class).writesResource(Score.class),
                    ((Each4<?, ?, ?, ?>) systems.get(3))
                            .readsResource(Bonus.class)
                            .writesResource(Score.class),
                    ((Each5<?, ?, ?, ?, ?>) systems.get(4))
                            .readsResource(Bonus.class)
                            .writesResource(Score.class),
                    ((Each6<?, ?, ?, ?, ?, ?>) systems.get(5))
                            .readsResource(Bonus.class)
                            .writesResource(Score.class),
                    ((Each7<?, ?, ?, ?, ?, ?, ?>) systems.get(6))
                            .readsResource(Bonus.class)
                            .writesResource(Score.class),
                    ((Each8<?, ?, ?, ?, ?, ?, ?, ?>) systems.get(7))
                            .readsResource(Bonus.class)
                            .writesResource(Score.class));
            spawnFull(0);
            for (int i = 0; i < systems.size(); i++) {
                Scheduler undeclaredRun = Scheduler.builder(world)
                        .add("undeclared", systems.get(i))
                        .build();
                assertTrue(
                        undeclared(undeclaredRun).getMessage().contains("'undeclared'"),
                        systems.get(i).toString());
                Scheduler declaredRun = Scheduler.builder(world)
                        .add("declared", declared.get(i))
                        .build();
                declaredRun.tick(0.1);
                assertEquals(
                        10L * (i + 1),
                        world.resource(Score.class).points,
                        declared.get(i).toString());
            }
        }
    }

    @Nested
    class Time {
        @Test
        void dtfIsDtConvertedToFloatOncePerRunSoFloatMathsStaysFloat() {
            double dt = 1.0 / 60;
            Entity e = world.spawn(new Drift(1.6f, 143.6f));
            List<Double> dts = new ArrayList<>();
            Scheduler scheduler = Scheduler.builder(world)
                    .add("drift", GameSystem.eachWithContext(Drift.class, (en, d, context) -> {
                        d.x += d.speed * context.dtf();
                        dts.add(context.dt());
                    }))
                    .build();
            scheduler.tick(dt);
            float expected = 1.6f + 143.6f * (float) dt;
            float doubleRounded = 1.6f;
            doubleRounded += 143.6f * dt; // what `* dt` without the cast computes
            assertEquals(3.9933338f, expected, 0f);
            assertEquals(3.9933333f, doubleRounded, 0f, "these values tell the two computations apart");
            assertEquals(expected, world.get(e, Drift.class).x, 0f, "bit for bit the float computation");
            assertEquals(List.of(dt), dts);
        }

        @Test
        void everyArityGetsTheRunsTimeAndTheSchedulersClock() {
            List<String> seen = new ArrayList<>();
            List<GameSystem> systems = everyArity((e, c, context) -> seen.add(context.dt() + " " + context.dtf()
                    + " frame " + context.time().frame()));
            spawnFull(0);
            for (GameSystem system : systems) {
                Scheduler scheduler =
                        Scheduler.builder(world).add("timed", system).build();
                scheduler.tick(0.0625);
                scheduler.tick(0.125);
            }
            List<String> expected = new ArrayList<>();
            for (int i = 0; i < systems.size(); i++) {
                expected.addAll(List.of("0.0625 0.0625 frame 1", "0.125 0.125 frame 2"));
            }
            assertEquals(8, systems.size());
            assertEquals(expected, seen);
        }
    }

    @Nested
    class Lifecycle {
        @Test
        void everyArityRefusesToRunBeforeASchedulerStartedIt() {
            Entity e0 = spawnFull(0);
            for (GameSystem system : everyArity((e, c, context) -> c.value++)) {
                IllegalStateException e = assertThrows(IllegalStateException.class, () -> system.update(world, 0.1));
                assertTrue(
                        e.getMessage().startsWith(system + " has a body that takes an EachContext, so a Scheduler"),
                        e.getMessage());
            }
            assertEquals(0, world.get(e0, Counter.class).value, "no body ran");
        }

        @Test
        void theContextIsOneObjectPerSystemNamedAfterIt() {
            world.spawn(new Counter(0));
            world.spawn(new Counter(1));
            List<EachContext> contexts = new ArrayList<>();
            Scheduler scheduler = Scheduler.builder(world)
                    .add("collect", GameSystem.eachWithContext(Counter.class, (e, c, context) -> contexts.add(context)))
                    .build();
            scheduler.tick(0.1);
            scheduler.tick(0.1);
            assertEquals(4, contexts.size());
            for (EachContext context : contexts) {
                assertSame(contexts.get(0), context);
            }
            assertEquals("EachContext[collect]", contexts.get(0).toString());
        }

        @Test
        void nullBodiesAreRejected() {
            NullPointerException e =
                    assertThrows(NullPointerException.class, () -> GameSystem.eachWithContext(Counter.class, null));
            assertTrue(e.getMessage().contains("context"), e.getMessage());
            assertThrows(
                    NullPointerException.class, () -> GameSystem.eachWithContext(Counter.class, Position.class, null));
            assertThrows(
                    NullPointerException.class,
                    () -> GameSystem.eachWithContext(Counter.class, Position.class, Velocity.class, null));
            assertThrows(
                    NullPointerException.class,
                    () -> GameSystem.eachWithContext(
                            Counter.class, Position.class, Velocity.class, Frozen.class, null));
            assertThrows(
                    NullPointerException.class,
                    () -> GameSystem.eachWithContext(
                            Counter.class, Position.class, Velocity.class, Frozen.class, Armor.class, null));
            assertThrows(
                    NullPointerException.class,
                    () -> GameSystem.eachWithContext(
                            Counter.class,
                            Position.class,
                            Velocity.class,
                            Frozen.class,
                            Armor.class,
                            Mana.class,
                            null));
            assertThrows(
                    NullPointerException.class,
                    () -> GameSystem.eachWithContext(
                            Counter.class,
                            Position.class,
                            Velocity.class,
                            Frozen.class,
                            Armor.class,
                            Mana.class,
                            Team.class,
                            null));
            assertThrows(
                    NullPointerException.class,
                    () -> GameSystem.eachWithContext(
                            Counter.class,
                            Position.class,
                            Velocity.class,
                            Frozen.class,
                            Armor.class,
                            Mana.class,
                            Team.class,
                            Goal.class,
                            null));
        }
    }

    @Nested
    class Allocation {
        @Test
        void everyArityRunsWithoutAllocating() {
            AllocationMeter meter = new AllocationMeter();
            for (int i = 0; i < 100; i++) {
                spawnFull(i);
            }
            for (GameSystem system : everyArity((e, c, context) -> c.value += (long) context.dtf())) {
                Scheduler.builder(world).add("run", system).build().tick(1.0);
                int runs = 100;
                Runnable work = () -> {
                    for (int i = 0; i < runs; i++) {
                        system.update(world, 1.0);
                    }
                };
                work.run();
                long bytes = meter.leastBytesAllocatedBy(work, 3);
                assertTrue(bytes < runs * 16L, () -> system + ": " + bytes + " bytes for " + runs + " runs");
            }
            // 400 direct runs of dt 1 per system add 1 per entity each; the tick's frame time is clamped below 1 s
            assertEquals(8 * 400 * 100 + 4950, sumOfCounters(), "every run visited every entity");
        }

        private long sumOfCounters() {
            long[] sum = {0};
            world.query(Counter.class).forEach((e, c) -> sum[0] += c.value);
            return sum[0];
        }

        @Test
        void aRunAllocatesNothingPerEntityNorPerRun() {
            AllocationMeter meter = new AllocationMeter();
            world.insertResource(new Score());
            for (int i = 0; i < 1_000; i++) {
                world.spawn(new Counter(i), new Position(i, 0));
            }
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "score",
                            GameSystem.eachWithContext(Counter.class, Position.class, (e, c, p, context) -> {
                                        p.x += context.dtf();
                                        context.writeResource(Score.class).points += c.value;
                                    })
                                    .reading(Counter.class)
                                    .writesResource(Score.class))
                    .build();
            scheduler.tick(0.1); // warm up: builds the query and the context
            GameSystem system = scheduler.system("score", GameSystem.class);
            int runs = 200;
            Runnable work = () -> {
                for (int i = 0; i < runs; i++) {
                    system.update(world, 0.1);
                }
            };
            work.run(); // warm up: the JVM's one-time costs (profiles, compilation) are not the system's
            long bytes = meter.leastBytesAllocatedBy(work, 3);
            assertTrue(bytes < runs * 16L, () -> bytes + " bytes for " + runs + " runs over 1,000 entities");
            assertEquals(801 * 499_500L, world.resource(Score.class).points);
        }
    }
}
