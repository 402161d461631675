package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Typed systems ({@link Each1} to {@link Each4}): parameters, filters and declared access. */
class EachSystemTest {

    private final World world = new World();

    @Nested
    class Parameters {
        @Test
        void twoComponentsArriveAsParametersWithDt() {
            Entity moving = world.spawn(new Position(0, 0), new Velocity(2, 3));
            Entity frozen = world.spawn(new Position(0, 0), new Velocity(1, 1), new Frozen());
            world.spawn(new Position(5, 5));
            GameSystem movement = GameSystem.each(Position.class, Velocity.class,
                    (e, p, v, dt) -> { p.x += v.x * dt; p.y += v.y * dt; })
                    .reading(Velocity.class).without(Frozen.class);
            Scheduler scheduler = Scheduler.builder(world).add("movement", movement).build();
            scheduler.tick(0.25);
            assertEquals(0.5, world.get(moving, Position.class).x);
            assertEquals(0.75, world.get(moving, Position.class).y);
            assertEquals(0.0, world.get(frozen, Position.class).x);
        }

        @Test
        void everyArityVisitsTheMatchingEntities() {
            for (int i = 0; i < 10; i++) {
                Entity e = world.spawn(new Position(i, 0), new Velocity(1, 0), new Counter(0));
                if (i % 2 == 0) {
                    world.add(e, new Frozen());
                }
            }
            List<String> visits = new ArrayList<>();
            GameSystem one = GameSystem.each(Counter.class, (e, c, dt) -> c.value++);
            GameSystem two = GameSystem.each(Counter.class, Position.class, (e, c, p, dt) -> c.value += 10)
                    .without(Frozen.class);
            GameSystem three = GameSystem.each(Counter.class, Position.class, Velocity.class,
                    (e, c, p, v, dt) -> c.value += 100);
            GameSystem four = GameSystem.each(Counter.class, Position.class, Velocity.class, Frozen.class,
                    (e, c, p, v, f, dt) -> visits.add(e + "@" + dt));
            Scheduler scheduler = Scheduler.builder(world)
                    .add("one", one).add("two", two).add("three", three).add("four", four).build();
            scheduler.tick(0.25);
            long[] total = {0};
            world.query(Counter.class).forEach((e, c) -> total[0] += c.value);
            assertEquals(10 * 1 + 5 * 10 + 10 * 100, total[0]);
            assertEquals(5, visits.size());
            assertTrue(visits.get(0).endsWith("@0.25"), visits.get(0));
        }

        @Test
        void worksWithoutASchedulerAndFollowsTheWorldItIsGiven() {
            Each1<Counter> count = GameSystem.each(Counter.class, (e, c, dt) -> c.value++);
            Entity here = world.spawn(new Counter(0));
            World other = new World();
            Entity there = other.spawn(new Counter(5));
            count.update(world, 0.1);
            count.update(other, 0.1);
            assertEquals(1, world.get(here, Counter.class).value);
            assertEquals(6, other.get(there, Counter.class).value);
            assertEquals("Each1[Counter]", count.toString());
        }
    }

    /** Test tag for the filters of the 3- and 4-component systems (all other test classes are fetched). */
    static final class Asleep {
    }

    @Nested
    class EveryArity {
        private final World other = new World();

        private void spawnEverywhere(World target, boolean asleep) {
            Entity e = target.spawn(new Counter(0), new Position(0, 0), new Velocity(0, 0), new Frozen());
            if (asleep) {
                target.add(e, new Asleep());
            }
        }

        private long total(World target) {
            long[] sum = {0};
            target.query(Counter.class).forEach((e, c) -> sum[0] += c.value);
            return sum[0];
        }

        /** Runs the system on {@code world}, then on {@code other}: both worlds must be walked. */
        private void assertFollowsTheWorld(GameSystem system) {
            spawnEverywhere(world, false);
            spawnEverywhere(other, false);
            spawnEverywhere(other, false);
            system.update(world, 0.5);
            system.update(other, 0.5);
            system.update(world, 0.5);
            assertEquals(2, total(world), system + " on the first world");
            assertEquals(2, total(other), system + " on the second world (one run over two entities)");
        }

        @Test
        void twoComponentSystemFollowsTheWorldItIsGiven() {
            assertFollowsTheWorld(GameSystem.each(Counter.class, Position.class, (e, c, p, dt) -> c.value++));
        }

        @Test
        void threeComponentSystemFollowsTheWorldItIsGiven() {
            assertFollowsTheWorld(GameSystem.each(Counter.class, Position.class, Velocity.class,
                    (e, c, p, v, dt) -> c.value++));
        }

        @Test
        void fourComponentSystemFollowsTheWorldItIsGiven() {
            assertFollowsTheWorld(GameSystem.each(Counter.class, Position.class, Velocity.class, Frozen.class,
                    (e, c, p, v, f, dt) -> c.value++));
        }

        @Test
        void everyArityLeavesOutItsWithoutClasses() {
            spawnEverywhere(world, false);
            spawnEverywhere(world, true);
            spawnEverywhere(world, true);
            GameSystem one = GameSystem.each(Counter.class, (e, c, dt) -> c.value += 100).without(Asleep.class);
            one.update(world, 0.1);
            GameSystem three = GameSystem.each(Counter.class, Position.class, Velocity.class,
                    (e, c, p, v, dt) -> c.value += 1).without(Asleep.class);
            GameSystem four = GameSystem.each(Counter.class, Position.class, Velocity.class, Frozen.class,
                    (e, c, p, v, f, dt) -> c.value += 10).without(Asleep.class);
            three.update(world, 0.1);
            four.update(world, 0.1);
            assertEquals(111, total(world), "only the awake entity is visited, once by each system");
        }

        @Test
        void threeAndFourComponentSystemsDeclareReadsAndWrites() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("three", GameSystem.each(Counter.class, Position.class, Velocity.class,
                            (e, c, p, v, dt) -> { }).reading(Position.class, Velocity.class))
                    .add("four", GameSystem.each(Counter.class, Position.class, Velocity.class, Frozen.class,
                            (e, c, p, v, f, dt) -> { }).reading(Counter.class, Velocity.class, Frozen.class))
                    .build();
            List<AmbiguityReport.Ambiguity> entries = scheduler.ambiguityReport().entries();
            assertEquals(1, entries.size(), scheduler.ambiguityReport().toString());
            assertEquals(List.of(
                    "first writes, second reads component " + Counter.class.getName(),
                    "first reads, second writes component " + Position.class.getName()),
                    entries.get(0).conflicts());
        }

        @Test
        void everyArityNamesItsComponentClasses() {
            assertEquals("Each2[Counter, Position]",
                    GameSystem.each(Counter.class, Position.class, (e, c, p, dt) -> { }).toString());
            assertEquals("Each3[Counter, Position, Velocity]",
                    GameSystem.each(Counter.class, Position.class, Velocity.class, (e, c, p, v, dt) -> { })
                            .toString());
            assertEquals("Each4[Counter, Position, Velocity, Frozen]",
                    GameSystem.each(Counter.class, Position.class, Velocity.class, Frozen.class,
                            (e, c, p, v, f, dt) -> { }).toString());
        }
    }

    @Nested
    class DeclaredAccess {
        @Test
        void receivedComponentsAreDeclaredWrittenUnlessMarkedReading() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("move", GameSystem.each(Position.class, Velocity.class, (e, p, v, dt) -> { })
                            .reading(Velocity.class))
                    .add("damp", GameSystem.each(Velocity.class, (e, v, dt) -> { }))
                    .add("draw", GameSystem.each(Position.class, (e, p, dt) -> { }).reading(Position.class))
                    .build();
            List<String> pairs = new ArrayList<>();
            for (AmbiguityReport.Ambiguity a : scheduler.ambiguityReport().entries()) {
                pairs.add(a.first() + "/" + a.second() + ": " + a.conflicts());
            }
            assertEquals(List.of(
                    "move/damp: [first reads, second writes component " + Velocity.class.getName() + "]",
                    "move/draw: [first writes, second reads component " + Position.class.getName() + "]"), pairs);
        }

        @Test
        void twoReadersDoNotConflictAndRunInParallel() {
            world.spawn(new Position(1, 1), new Velocity(1, 1));
            double[] sums = new double[2];
            Scheduler scheduler = Scheduler.builder(world)
                    .execution(ExecutionMode.PARALLEL)
                    .add("a", GameSystem.each(Position.class, (e, p, dt) -> sums[0] += p.x).reading(Position.class))
                    .add("b", GameSystem.each(Position.class, (e, p, dt) -> sums[1] += p.y).reading(Position.class))
                    .build();
            assertTrue(scheduler.ambiguityReport().isEmpty(), scheduler.ambiguityReport().toString());
            scheduler.tick(0.1);
            assertEquals(1.0, sums[0]);
            assertEquals(1.0, sums[1]);
        }

        @Test
        void anIntervalKeepsTheWrappedTypedSystemsDeclaration() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("slow-move", IntervalSystem.every(0.1, GameSystem.each(Position.class, (e, p, dt) -> { })))
                    .add("draw", GameSystem.each(Position.class, (e, p, dt) -> { }).reading(Position.class))
                    .build();
            List<AmbiguityReport.Ambiguity> entries = scheduler.ambiguityReport().entries();
            assertEquals(1, entries.size(), scheduler.ambiguityReport().toString());
            assertEquals(List.of("first writes, second reads component " + Position.class.getName()),
                    entries.get(0).conflicts(), "declared, not exclusive");
        }

        @Test
        void configurationDeclarationsAddUp() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("move", GameSystem.each(Position.class, (e, p, dt) -> { }), s -> s.reads(Counter.class))
                    .add("count", (w, dt) -> { }, s -> s.writes(Counter.class))
                    .build();
            assertEquals(1, scheduler.ambiguityReport().entries().size(), scheduler.ambiguityReport().toString());
        }
    }

    @Nested
    class BadInput {
        @Test
        void readingAClassTheSystemDoesNotReceiveIsRejected() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> GameSystem.each(Position.class, (en, p, dt) -> { }).reading(Velocity.class));
            assertTrue(e.getMessage().contains("Velocity") && e.getMessage().contains("Position"), e.getMessage());
        }

        @Test
        void repeatedClassAndNullsAreRejected() {
            assertThrows(IllegalArgumentException.class,
                    () -> GameSystem.each(Position.class, Position.class, (e, a, b, dt) -> { }));
            assertThrows(NullPointerException.class, () -> GameSystem.each(Position.class, null));
            assertThrows(NullPointerException.class,
                    () -> GameSystem.each(Position.class, (e, p, dt) -> { }).without((Class<?>) null));
        }
    }
}
