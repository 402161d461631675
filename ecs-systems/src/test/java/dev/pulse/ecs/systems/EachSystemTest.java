package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.WideComponents.Armor;
import dev.pulse.ecs.systems.WideComponents.Goal;
import dev.pulse.ecs.systems.WideComponents.Mana;
import dev.pulse.ecs.systems.WideComponents.Team;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Typed systems ({@link Each1} to {@link Each8}): parameters, filters and declared access. */
class EachSystemTest {

    private final World world = new World();

    /** A resource for the declaration tests. */
    static final class Score {}

    /** Another resource. */
    static final class Bonus {}

    @Nested
    class Parameters {
        @Test
        void twoComponentsArriveAsParametersWithDt() {
            Entity moving = world.spawn(new Position(0, 0), new Velocity(2, 3));
            Entity frozen = world.spawn(new Position(0, 0), new Velocity(1, 1), new Frozen());
            world.spawn(new Position(5, 5));
            GameSystem movement = GameSystem.each(Position.class, Velocity.class, (e, p, v, dt) -> {
                        p.x += v.dx * dt;
                        p.y += v.dy * dt;
                    })
                    .reading(Velocity.class)
                    .without(Frozen.class);
            Scheduler scheduler =
                    Scheduler.builder(world).add("movement", movement).build();
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
            GameSystem three =
                    GameSystem.each(Counter.class, Position.class, Velocity.class, (e, c, p, v, dt) -> c.value += 100);
            GameSystem four = GameSystem.each(
                    Counter.class,
                    Position.class,
                    Velocity.class,
                    Frozen.class,
                    (e, c, p, v, f, dt) -> visits.add(e + "@" + dt));
            Scheduler scheduler = Scheduler.builder(world)
                    .add("one", one)
                    .add("two", two)
                    .add("three", three)
                    .add("four", four)
                    .build();
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
    static final class Asleep {}

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
            assertFollowsTheWorld(
                    GameSystem.each(Counter.class, Position.class, Velocity.class, (e, c, p, v, dt) -> c.value++));
        }

        @Test
        void fourComponentSystemFollowsTheWorldItIsGiven() {
            assertFollowsTheWorld(GameSystem.each(
                    Counter.class, Position.class, Velocity.class, Frozen.class, (e, c, p, v, f, dt) -> c.value++));
        }

        @Test
        void everyArityLeavesOutItsWithoutClasses() {
            spawnEverywhere(world, false);
            spawnEverywhere(world, true);
            spawnEverywhere(world, true);
            GameSystem one =
                    GameSystem.each(Counter.class, (e, c, dt) -> c.value += 100).without(Asleep.class);
            one.update(world, 0.1);
            GameSystem three = GameSystem.each(
                            Counter.class, Position.class, Velocity.class, (e, c, p, v, dt) -> c.value += 1)
                    .without(Asleep.class);
            GameSystem four = GameSystem.each(
                            Counter.class,
                            Position.class,
                            Velocity.class,
                            Frozen.class,
                            (e, c, p, v, f, dt) -> c.value += 10)
                    .without(Asleep.class);
            three.update(world, 0.1);
            four.update(world, 0.1);
            assertEquals(111, total(world), "only the awake entity is visited, once by each system");
        }

        @Test
        void everyArityVisitsOnlyEntitiesThatHaveItsWithClasses() {
            spawnEverywhere(world, false);
            spawnEverywhere(world, true);
            List<GameSystem> systems = List.of(
                    GameSystem.each(Counter.class, (e, c, dt) -> c.value += 1).with(Asleep.class),
                    GameSystem.each(Counter.class, Position.class, (e, c, p, dt) -> c.value += 10)
                            .with(Asleep.class),
                    GameSystem.each(Counter.class, Position.class, Velocity.class, (e, c, p, v, dt) -> c.value += 100)
                            .with(Asleep.class),
                    GameSystem.each(
                                    Counter.class,
                                    Position.class,
                                    Velocity.class,
                                    Frozen.class,
                                    (e, c, p, v, f, dt) -> c.value += 1000)
                            .with(Asleep.class));
            for (GameSystem system : systems) {
                system.update(world, 0.1);
            }
            assertEquals(1111, total(world), "only the asleep entity is visited, once by each system");
        }

        @Test
        void severalWithClassesInOneCallMustAllBePresent() {
            Entity both = world.spawn(new Counter(0), new Frozen(), new Asleep());
            Entity frozenOnly = world.spawn(new Counter(0), new Frozen());
            GameSystem.each(Counter.class, (e, c, dt) -> c.value++)
                    .with(Frozen.class, Asleep.class)
                    .update(world, 0.1);
            GameSystem.each(Counter.class, (e, c, dt) -> c.value += 10)
                    .without(Velocity.class, Asleep.class)
                    .update(world, 0.1);
            assertEquals(1, world.get(both, Counter.class).value);
            assertEquals(10, world.get(frozenOnly, Counter.class).value);
        }

        /**
         * Ticks a scheduler running {@code system} (which counts into Counter) three times, a
         * writer system running {@code onSecondTick} before it on the second, and answers the
         * counts per tick.
         */
        private List<Long> countsPerTick(GameSystem system, Runnable onSecondTick) {
            int[] tick = {0};
            Scheduler scheduler = Scheduler.builder(world)
                    .add("writer", (w, dt) -> {
                        if (tick[0]++ == 1) {
                            onSecondTick.run();
                        }
                    })
                    .add("filtered", system, s -> s.after("writer"))
                    .build();
            List<Long> counts = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                long before = total(world);
                scheduler.tick(0.1);
                counts.add(total(world) - before);
            }
            return counts;
        }

        @Test
        void everyArityVisitsOnlyTheEntitiesWhosePositionChangedSinceItLastRan() {
            List<GameSystem> systems = List.of(
                    GameSystem.each(Counter.class, (e, c, dt) -> c.value++).changed(Position.class),
                    GameSystem.each(Counter.class, Position.class, (e, c, p, dt) -> c.value++)
                            .changed(Position.class),
                    GameSystem.each(Counter.class, Position.class, Velocity.class, (e, c, p, v, dt) -> c.value++)
                            .changed(Position.class),
                    GameSystem.each(
                                    Counter.class,
                                    Position.class,
                                    Velocity.class,
                                    Frozen.class,
                                    (e, c, p, v, f, dt) -> c.value++)
                            .changed(Position.class));
            for (GameSystem system : systems) {
                world.query(Counter.class).forEach((e, c) -> world.despawn(e));
                for (int i = 0; i < 3; i++) {
                    spawnEverywhere(world, false);
                }
                Entity moved = world.query(Counter.class).first();
                assertEquals(
                        List.of(3L, 1L, 0L),
                        countsPerTick(system, () -> world.markChanged(moved, Position.class)),
                        system + ": all new ones, then the one marked changed, then none");
            }
        }

        @Test
        void everyArityVisitsOnlyTheEntitiesWhoseFrozenWasAddedSinceItLastRan() {
            List<GameSystem> systems = List.of(
                    GameSystem.each(Counter.class, (e, c, dt) -> c.value++).added(Frozen.class),
                    GameSystem.each(Counter.class, Position.class, (e, c, p, dt) -> c.value++)
                            .added(Frozen.class),
                    GameSystem.each(Counter.class, Position.class, Velocity.class, (e, c, p, v, dt) -> c.value++)
                            .added(Frozen.class),
                    GameSystem.each(
                                    Counter.class,
                                    Position.class,
                                    Velocity.class,
                                    Frozen.class,
                                    (e, c, p, v, f, dt) -> c.value++)
                            .added(Frozen.class));
            for (GameSystem system : systems) {
                world.query(Counter.class).forEach((e, c) -> world.despawn(e));
                spawnEverywhere(world, false);
                spawnEverywhere(world, false);
                Entity refrozen = world.query(Counter.class).first();
                Runnable replaceAndReAdd = () -> {
                    world.query(Counter.class)
                            .forEach((e, c) -> world.markChanged(e, Frozen.class)); // changed, not added
                    world.remove(refrozen, Frozen.class);
                    world.add(refrozen, new Frozen());
                };
                assertEquals(
                        List.of(2L, 1L, 0L),
                        countsPerTick(system, replaceAndReAdd),
                        system + ": all new ones, then the one whose Frozen was added again, then none");
            }
        }

        @Test
        void threeAndFourComponentSystemsDeclareReadsAndWrites() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "three",
                            GameSystem.each(Counter.class, Position.class, Velocity.class, (e, c, p, v, dt) -> {})
                                    .reading(Position.class, Velocity.class))
                    .add(
                            "four",
                            GameSystem.each(
                                            Counter.class,
                                            Position.class,
                                            Velocity.class,
                                            Frozen.class,
                                            (e, c, p, v, f, dt) -> {})
                                    .reading(Counter.class, Velocity.class, Frozen.class))
                    .build();
            List<AmbiguityReport.Ambiguity> entries =
                    scheduler.ambiguityReport().entries();
            assertEquals(1, entries.size(), scheduler.ambiguityReport().toString());
            assertEquals(
                    List.of(
                            "first writes, second reads component " + Counter.class.getName(),
                            "first reads, second writes component " + Position.class.getName()),
                    entries.get(0).conflicts());
        }

        @Test
        void everyArityNamesItsComponentClasses() {
            assertEquals(
                    "Each2[Counter, Position]",
                    GameSystem.each(Counter.class, Position.class, (e, c, p, dt) -> {})
                            .toString());
            assertEquals(
                    "Each3[Counter, Position, Velocity]",
                    GameSystem.each(Counter.class, Position.class, Velocity.class, (e, c, p, v, dt) -> {})
                            .toString());
            assertEquals(
                    "Each4[Counter, Position, Velocity, Frozen]",
                    GameSystem.each(
                                    Counter.class,
                                    Position.class,
                                    Velocity.class,
                                    Frozen.class,
                                    (e, c, p, v, f, dt) -> {})
                            .toString());
        }
    }

    @Nested
    class DeclaredAccess {
        @Test
        void receivedComponentsAreDeclaredWrittenUnlessMarkedReading() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "move",
                            GameSystem.each(Position.class, Velocity.class, (e, p, v, dt) -> {})
                                    .reading(Velocity.class))
                    .add("damp", GameSystem.each(Velocity.class, (e, v, dt) -> {}))
                    .add(
                            "draw",
                            GameSystem.each(Position.class, (e, p, dt) -> {}).reading(Position.class))
                    .build();
            List<String> pairs = new ArrayList<>();
            for (AmbiguityReport.Ambiguity a : scheduler.ambiguityReport().entries()) {
                pairs.add(a.first() + "/" + a.second() + ": " + a.conflicts());
            }
            assertEquals(
                    List.of(
                            "move/damp: [first reads, second writes component " + Velocity.class.getName() + "]",
                            "move/draw: [first writes, second reads component " + Position.class.getName() + "]"),
                    pairs);
        }

        @Test
        void typedSystemsConflictExactlyAsTheirHandDeclaredEquivalents() {
            Scheduler typed = Scheduler.builder(world)
                    .add(
                            "move",
                            GameSystem.each(Position.class, Velocity.class, (e, p, v, dt) -> {})
                                    .reading(Velocity.class)
                                    .with(Asleep.class)
                                    .without(Frozen.class))
                    .add(
                            "score",
                            GameSystem.eachWithContext(Counter.class, (e, c, context) -> {})
                                    .changed(Position.class)
                                    .writesResource(Score.class)
                                    .readsResource(Bonus.class))
                    .add(
                            "hud",
                            GameSystem.eachWithContext(Counter.class, (e, c, context) -> {})
                                    .reading(Counter.class)
                                    .readsResource(Score.class))
                    .add(
                            "brake",
                            GameSystem.each(Velocity.class, (e, v, dt) -> {}).added(Velocity.class))
                    .add("sleeper", GameSystem.each(Frozen.class, Asleep.class, (e, f, a, dt) -> {}))
                    .build();
            Scheduler byHand = Scheduler.builder(world)
                    .add("move", GameSystem.withContext((context, dt) -> {}), s -> s.writes(Position.class)
                            .reads(Velocity.class))
                    .add("score", GameSystem.withContext((context, dt) -> {}), s -> s.writes(Counter.class)
                            .reads(Position.class)
                            .readsResource(Bonus.class)
                            .writesResource(Score.class))
                    .add("hud", GameSystem.withContext((context, dt) -> {}), s -> s.reads(Counter.class)
                            .readsResource(Score.class))
                    .add("brake", GameSystem.withContext((context, dt) -> {}), s -> s.writes(Velocity.class))
                    .add(
                            "sleeper",
                            GameSystem.withContext((context, dt) -> {}),
                            s -> s.writes(Frozen.class, Asleep.class))
                    .build();
            List<String> expected = List.of(
                    "move/score: [first writes, second reads component " + Position.class.getName() + "]",
                    "move/brake: [first reads, second writes component " + Velocity.class.getName() + "]",
                    "score/hud: [first writes, second reads component " + Counter.class.getName()
                            + ", first writes, second reads resource " + Score.class.getName() + "]");
            assertEquals(expected, pairs(byHand));
            assertEquals(pairs(byHand), pairs(typed));
        }

        @Test
        void aChangeFilterIsARead() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add(
                            "moved",
                            GameSystem.each(Counter.class, (e, c, dt) -> {}).changed(Position.class))
                    .add("mover", GameSystem.each(Position.class, (e, p, dt) -> {}))
                    .add(
                            "watcher",
                            GameSystem.each(Velocity.class, (e, v, dt) -> {})
                                    .reading(Velocity.class)
                                    .added(Position.class))
                    .build();
            assertEquals(
                    List.of(
                            "moved/mover: [first reads, second writes component " + Position.class.getName() + "]",
                            "mover/watcher: [first writes, second reads component " + Position.class.getName() + "]"),
                    pairs(scheduler));
        }

        @Test
        void aReceivedClassFilteredOnChangesStaysWritten() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("a", GameSystem.each(Position.class, (e, p, dt) -> {}).changed(Position.class))
                    .add("b", GameSystem.each(Position.class, (e, p, dt) -> {}).changed(Position.class))
                    .build();
            assertEquals(List.of("a/b: [both write component " + Position.class.getName() + "]"), pairs(scheduler));
        }

        private List<String> pairs(Scheduler scheduler) {
            List<String> pairs = new ArrayList<>();
            for (AmbiguityReport.Ambiguity a : scheduler.ambiguityReport().entries()) {
                pairs.add(a.first() + "/" + a.second() + ": " + a.conflicts());
            }
            return pairs;
        }

        @Test
        void twoReadersDoNotConflictAndRunInParallel() {
            world.spawn(new Position(1, 1), new Velocity(1, 1));
            double[] sums = new double[2];
            Scheduler scheduler = Scheduler.builder(world)
                    .execution(ExecutionMode.PARALLEL)
                    .add(
                            "a",
                            GameSystem.each(Position.class, (e, p, dt) -> sums[0] += p.x)
                                    .reading(Position.class))
                    .add(
                            "b",
                            GameSystem.each(Position.class, (e, p, dt) -> sums[1] += p.y)
                                    .reading(Position.class))
                    .build();
            assertTrue(
                    scheduler.ambiguityReport().isEmpty(),
                    scheduler.ambiguityReport().toString());
            scheduler.tick(0.1);
            assertEquals(1.0, sums[0]);
            assertEquals(1.0, sums[1]);
        }

        @Test
        void anIntervalKeepsTheWrappedTypedSystemsDeclaration() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("slow-move", IntervalSystem.every(0.1, GameSystem.each(Position.class, (e, p, dt) -> {})))
                    .add(
                            "draw",
                            GameSystem.each(Position.class, (e, p, dt) -> {}).reading(Position.class))
                    .build();
            List<AmbiguityReport.Ambiguity> entries =
                    scheduler.ambiguityReport().entries();
            assertEquals(1, entries.size(), scheduler.ambiguityReport().toString());
            assertEquals(
                    List.of("first writes, second reads component " + Position.class.getName()),
                    entries.get(0).conflicts(),
                    "declared, not exclusive");
        }

        @Test
        void configurationDeclarationsAddUp() {
            Scheduler scheduler = Scheduler.builder(world)
                    .add("move", GameSystem.each(Position.class, (e, p, dt) -> {}), s -> s.reads(Counter.class))
                    .add("count", (w, dt) -> {}, s -> s.writes(Counter.class))
                    .build();
            assertEquals(
                    1,
                    scheduler.ambiguityReport().entries().size(),
                    scheduler.ambiguityReport().toString());
        }
    }

    /**
     * Typed systems of five to eight components ({@link Each5} to {@link Each8}, made from the
     * same templates as the narrower ones): each matching entity gets its own components in
     * parameter order, and filters, declared access and the context work as at one to four.
     */
    @Nested
    class FiveToEightComponents {
        /** The classes a system of arity n receives: the first n. */
        private static final List<Class<?>> CLASSES = List.of(
                Counter.class,
                Position.class,
                Velocity.class,
                Frozen.class,
                Armor.class,
                Mana.class,
                Team.class,
                Goal.class);

        /** What a wide system's body does with one entity and its components, in parameter order. */
        @FunctionalInterface
        interface Visit<T> {
            void accept(Entity entity, List<Object> components, T dtOrContext);
        }

        /** {@code GameSystem.each} over the first {@code arity} classes. */
        private GameSystem each(int arity, Visit<Double> visit) {
            return switch (arity) {
                case 5 -> GameSystem.each(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        Armor.class,
                        (e, c, p, v, f, a, dt) -> visit.accept(e, List.of(c, p, v, f, a), dt));
                case 6 -> GameSystem.each(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        Armor.class,
                        Mana.class,
                        (e, c, p, v, f, a, m, dt) -> visit.accept(e, List.of(c, p, v, f, a, m), dt));
                case 7 -> GameSystem.each(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        Armor.class,
                        Mana.class,
                        Team.class,
                        (e, c, p, v, f, a, m, t, dt) -> visit.accept(e, List.of(c, p, v, f, a, m, t), dt));
                case 8 -> GameSystem.each(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        Armor.class,
                        Mana.class,
                        Team.class,
                        Goal.class,
                        (e, c, p, v, f, a, m, t, g, dt) -> visit.accept(e, List.of(c, p, v, f, a, m, t, g), dt));
                default -> throw new IllegalArgumentException("arity " + arity);
            };
        }

        /** {@code GameSystem.eachWithContext} over the first {@code arity} classes. */
        private GameSystem eachWithContext(int arity, Visit<EachContext> visit) {
            return switch (arity) {
                case 5 -> GameSystem.eachWithContext(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        Armor.class,
                        (e, c, p, v, f, a, context) -> visit.accept(e, List.of(c, p, v, f, a), context));
                case 6 -> GameSystem.eachWithContext(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        Armor.class,
                        Mana.class,
                        (e, c, p, v, f, a, m, context) -> visit.accept(e, List.of(c, p, v, f, a, m), context));
                case 7 -> GameSystem.eachWithContext(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        Armor.class,
                        Mana.class,
                        Team.class,
                        (e, c, p, v, f, a, m, t, context) -> visit.accept(e, List.of(c, p, v, f, a, m, t), context));
                case 8 -> GameSystem.eachWithContext(
                        Counter.class,
                        Position.class,
                        Velocity.class,
                        Frozen.class,
                        Armor.class,
                        Mana.class,
                        Team.class,
                        Goal.class,
                        (e, c, p, v, f, a, m, t, g, context) ->
                                visit.accept(e, List.of(c, p, v, f, a, m, t, g), context));
                default -> throw new IllegalArgumentException("arity " + arity);
            };
        }

        /** An entity with all eight classes, each telling its owner: Counter, Position.x and Velocity.dx hold its index. */
        private Entity spawnAll() {
            Entity e = world.spawn();
            world.add(e, new Counter(e.index()));
            world.add(e, new Position(e.index(), 0));
            world.add(e, new Velocity(e.index(), 0));
            world.add(e, new Frozen());
            WideComponents.addAll(world, e);
            return e;
        }

        /** Checks that {@code components} are {@code entity}'s own, in {@link #CLASSES} order. */
        private void assertOwn(Entity entity, List<Object> components) {
            for (int k = 0; k < components.size(); k++) {
                assertSame(CLASSES.get(k), components.get(k).getClass(), "parameter " + k + " of " + entity);
            }
            assertEquals(entity.index(), ((Counter) components.get(0)).value);
            assertEquals(entity.index(), ((Position) components.get(1)).x);
            assertEquals(entity.index(), ((Velocity) components.get(2)).dx);
            for (int k = 4; k < components.size(); k++) {
                assertSame(entity, owner(components.get(k)), "parameter " + k + " belongs to another entity");
            }
        }

        private Entity owner(Object component) {
            if (component instanceof Armor armor) {
                return armor.owner();
            } else if (component instanceof Mana mana) {
                return mana.owner();
            } else if (component instanceof Team team) {
                return team.owner();
            }
            return ((Goal) component).owner();
        }

        @ParameterizedTest(name = "arity {0}")
        @ValueSource(ints = {5, 6, 7, 8})
        void eachHandsEveryMatchingEntityItsOwnComponentsInParameterOrderAndDt(int arity) {
            List<Entity> expected = new ArrayList<>();
            for (int i = 0; i < 5; i++) {
                expected.add(spawnAll());
            }
            for (int k = 0; k < CLASSES.size(); k++) {
                Entity lacking = spawnAll();
                world.remove(lacking, CLASSES.get(k));
                if (k >= arity) {
                    expected.add(lacking); // the system does not receive that class
                }
            }
            List<Entity> visited = new ArrayList<>();
            Scheduler scheduler = Scheduler.builder(world)
                    .add("wide", each(arity, (e, components, dt) -> {
                        assertEquals(arity, components.size());
                        assertOwn(e, components);
                        assertEquals(0.25, dt);
                        visited.add(e);
                    }))
                    .build();
            scheduler.tick(0.25);
            assertEquals(expected, visited);
        }

        @ParameterizedTest(name = "arity {0}")
        @ValueSource(ints = {5, 6, 7, 8})
        void eachWithContextGetsItsOwnComponentsAndRecordsIntoItsCommands(int arity) {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                all.add(spawnAll());
            }
            List<Double> dts = new ArrayList<>();
            Scheduler scheduler = Scheduler.builder(world)
                    .add("cull", eachWithContext(arity, (e, components, context) -> {
                        assertOwn(e, components);
                        dts.add(context.dt());
                        if (e.index() % 2 == 0) {
                            context.commands().despawn(e);
                        }
                    }))
                    .build();
            scheduler.tick(0.125);
            assertEquals(Collections.nCopies(6, 0.125), dts);
            for (Entity e : all) {
                assertEquals(e.index() % 2 != 0, world.isAlive(e), e + " despawned through the commands");
            }
        }

        @ParameterizedTest(name = "arity {0}")
        @ValueSource(ints = {5, 6, 7, 8})
        void filtersNamesAndDeclaredAccessWorkAsAtTheNarrowerArities(int arity) {
            for (int i = 0; i < 4; i++) {
                Entity e = spawnAll();
                if (i == 3) {
                    world.add(e, new Asleep());
                }
            }
            Entity moved = world.query(Counter.class).first();
            int[] visits = {0};
            GameSystem wide = each(arity, (e, components, dt) -> visits[0]++);
            Class<?> last = CLASSES.get(arity - 1);
            StringBuilder name = new StringBuilder("Each" + arity + "[");
            for (int k = 0; k < arity; k++) {
                name.append(k == 0 ? "" : ", ").append(CLASSES.get(k).getSimpleName());
            }
            assertEquals(name + "]", wide.toString());
            GameSystem filtered =
                    switch (arity) {
                        case 5 -> ((Each5<?, ?, ?, ?, ?>) wide)
                                .without(Asleep.class)
                                .changed(Position.class)
                                .reading(Position.class);
                        case 6 -> ((Each6<?, ?, ?, ?, ?, ?>) wide)
                                .without(Asleep.class)
                                .changed(Position.class)
                                .reading(Position.class);
                        case 7 -> ((Each7<?, ?, ?, ?, ?, ?, ?>) wide)
                                .without(Asleep.class)
                                .changed(Position.class)
                                .reading(Position.class);
                        default -> ((Each8<?, ?, ?, ?, ?, ?, ?, ?>) wide)
                                .without(Asleep.class)
                                .changed(Position.class)
                                .reading(Position.class);
                    };
            int[] tick = {0};
            Scheduler scheduler = Scheduler.builder(world)
                    .add("wide", filtered)
                    .add(
                            "mover",
                            GameSystem.each(Position.class, (e, p, dt) -> {
                                if (tick[0] == 1 && e.equals(moved)) {
                                    world.markChanged(e, Position.class);
                                }
                            }),
                            s -> s.before("wide"))
                    .add("reader", GameSystem.withContext((context, dt) -> {}), s -> s.reads(last))
                    .add("painter", GameSystem.withContext((context, dt) -> {}), s -> s.reads(Position.class)
                            .after("mover"))
                    .build();
            List<Integer> perTick = new ArrayList<>();
            for (; tick[0] < 3; tick[0]++) {
                int before = visits[0];
                scheduler.tick(0.1);
                perTick.add(visits[0] - before);
            }
            assertEquals(List.of(3, 1, 0), perTick, "the three awake ones, then the one moved, then none");
            List<String> conflicts = new ArrayList<>();
            for (AmbiguityReport.Ambiguity a : scheduler.ambiguityReport().entries()) {
                conflicts.add(a.first() + "/" + a.second() + ": " + a.conflicts());
            }
            assertEquals(
                    List.of("wide/reader: [first writes, second reads component " + last.getName() + "]"),
                    conflicts,
                    "Position declared read (no conflict with the painter), the last class written");
        }

        @Test
        void aRepeatedClassOrANullBodyIsRefusedAtEveryWideArity() {
            IllegalArgumentException twice = assertThrows(
                    IllegalArgumentException.class,
                    () -> GameSystem.each(
                            Counter.class,
                            Position.class,
                            Velocity.class,
                            Frozen.class,
                            Armor.class,
                            Mana.class,
                            Team.class,
                            Counter.class,
                            (e, c, p, v, f, a, m, t, g, dt) -> {}));
            assertEquals("A typed system names Counter twice; name each component class once", twice.getMessage());
            List<Executable> nullBodies = List.of(
                    () -> GameSystem.each(
                            Counter.class, Position.class, Velocity.class, Frozen.class, Armor.class, null),
                    () -> GameSystem.each(
                            Counter.class, Position.class, Velocity.class, Frozen.class, Armor.class, Mana.class, null),
                    () -> GameSystem.each(
                            Counter.class,
                            Position.class,
                            Velocity.class,
                            Frozen.class,
                            Armor.class,
                            Mana.class,
                            Team.class,
                            null),
                    () -> GameSystem.each(
                            Counter.class,
                            Position.class,
                            Velocity.class,
                            Frozen.class,
                            Armor.class,
                            Mana.class,
                            Team.class,
                            Goal.class,
                            null));
            for (Executable call : nullBodies) {
                NullPointerException e = assertThrows(NullPointerException.class, call);
                assertTrue(e.getMessage().startsWith("A typed system needs a body"), e.getMessage());
            }
        }
    }

    @Nested
    class BadInput {
        @Test
        void readingAClassTheSystemDoesNotReceiveIsRejected() {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class,
                    () -> GameSystem.each(Position.class, (en, p, dt) -> {}).reading(Velocity.class));
            assertTrue(e.getMessage().contains("Velocity") && e.getMessage().contains("Position"), e.getMessage());
        }

        @Test
        void everyAritysNullBodyIsRejected() {
            assertThrows(
                    NullPointerException.class,
                    () -> GameSystem.each(Position.class, Velocity.class, (Each2.Body<Position, Velocity>) null));
            assertThrows(
                    NullPointerException.class,
                    () -> GameSystem.each(
                            Position.class, Velocity.class, Counter.class, (Each3.Body<Position, Velocity, Counter>)
                                    null));
            NullPointerException e = assertThrows(
                    NullPointerException.class,
                    () -> GameSystem.each(Position.class, Velocity.class, Counter.class, Frozen.class, (Each4.Body<
                                    Position, Velocity, Counter, Frozen>)
                            null));
            assertTrue(e.getMessage().startsWith("A typed system needs a body"), e.getMessage());
        }

        @Test
        void aFilterOnAReceivedClassIsRejected() {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class,
                    () -> GameSystem.each(Position.class, (en, p, dt) -> {}).with(Position.class));
            assertEquals(
                    "with(Position.class): this typed system already names Position in its parameters; "
                            + "name each class once",
                    e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> GameSystem.each(Position.class, (en, p, dt) -> {})
                    .without(Position.class));
        }

        @Test
        void aClassInBothPresenceFiltersOrTwiceInOneIsRejected() {
            IllegalArgumentException both = assertThrows(
                    IllegalArgumentException.class, () -> GameSystem.each(Position.class, (en, p, dt) -> {})
                            .without(Frozen.class)
                            .with(Frozen.class));
            assertTrue(both.getMessage().contains("already names Frozen in without(...)"), both.getMessage());
            IllegalArgumentException twice = assertThrows(
                    IllegalArgumentException.class,
                    () -> GameSystem.each(Position.class, (en, p, dt) -> {}).with(Frozen.class, Frozen.class));
            assertTrue(twice.getMessage().contains("already names Frozen in with(...)"), twice.getMessage());
            IllegalArgumentException again = assertThrows(
                    IllegalArgumentException.class, () -> GameSystem.each(Position.class, (en, p, dt) -> {})
                            .with(Frozen.class)
                            .without(Frozen.class));
            assertTrue(again.getMessage().contains("already names Frozen in with(...)"), again.getMessage());
        }

        @Test
        void excludingAClassFilteredOnChangesIsRejectedEitherWay() {
            IllegalArgumentException late = assertThrows(
                    IllegalArgumentException.class, () -> GameSystem.each(Position.class, (en, p, dt) -> {})
                            .changed(Frozen.class)
                            .without(Frozen.class));
            assertTrue(late.getMessage().contains("already names Frozen in added/changed(...)"), late.getMessage());
            IllegalArgumentException early = assertThrows(
                    IllegalArgumentException.class, () -> GameSystem.each(Position.class, (en, p, dt) -> {})
                            .without(Frozen.class)
                            .added(Frozen.class));
            assertEquals(
                    "added(Frozen.class) names a class this typed system excludes with without(...), so it "
                            + "could never match; drop one",
                    early.getMessage());
            GameSystem fine = GameSystem.each(Position.class, (en, p, dt) -> {})
                    .with(Frozen.class)
                    .changed(Frozen.class)
                    .without(Velocity.class);
            assertEquals("Each1[Position]", fine.toString(), "a required class may be filtered on changes");
        }

        @Test
        void theSameChangeFilterTwiceIsRejectedButAddedAndChangedMayShareAClass() {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> GameSystem.each(Position.class, (en, p, dt) -> {})
                            .changed(Position.class)
                            .changed(Position.class));
            assertEquals("this typed system already filters on changed(Position.class); name it once", e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> GameSystem.each(Position.class, (en, p, dt) -> {})
                    .added(Position.class)
                    .added(Position.class));
            Entity fresh = world.spawn(new Position(0, 0));
            List<Entity> seen = new ArrayList<>();
            GameSystem both = GameSystem.each(Position.class, (en, p, dt) -> seen.add(en))
                    .added(Position.class)
                    .changed(Position.class);
            Scheduler.builder(world).add("both", both).build().tick(0.1);
            assertEquals(List.of(fresh), seen);
        }

        @Test
        void nullFilterAndResourceClassesAreRejectedNamingTheCall() {
            Each1<Position> system = GameSystem.each(Position.class, (en, p, dt) -> {});
            assertTrue(assertThrows(NullPointerException.class, () -> system.with((Class<?>) null))
                    .getMessage()
                    .startsWith("with(...)"));
            assertTrue(assertThrows(NullPointerException.class, () -> system.with((Class<?>[]) null))
                    .getMessage()
                    .startsWith("with(...)"));
            assertTrue(assertThrows(NullPointerException.class, () -> system.changed(null))
                    .getMessage()
                    .startsWith("changed(...)"));
            assertTrue(assertThrows(NullPointerException.class, () -> system.added(null))
                    .getMessage()
                    .startsWith("added(...)"));
            assertTrue(assertThrows(NullPointerException.class, () -> system.readsResource((Class<?>) null))
                    .getMessage()
                    .startsWith("readsResource(...)"));
            assertTrue(assertThrows(NullPointerException.class, () -> system.writesResource((Class<?>[]) null))
                    .getMessage()
                    .startsWith("writesResource(...)"));
        }

        @Test
        void readingAClassNotReceivedNamesEveryReceivedClass() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GameSystem.each(
                            Position.class, Velocity.class, (en, p, v, dt) -> {})
                    .reading(Counter.class));
            assertEquals(
                    "reading(Counter.class) names a class this typed system does not receive; mark only its "
                            + "parameters' classes (Position, Velocity) read-only",
                    e.getMessage());
        }

        @Test
        void repeatedClassAndNullsAreRejected() {
            assertThrows(
                    IllegalArgumentException.class,
                    () -> GameSystem.each(Position.class, Position.class, (e, a, b, dt) -> {}));
            assertThrows(NullPointerException.class, () -> GameSystem.each(Position.class, null));
            assertThrows(NullPointerException.class, () -> GameSystem.each(Position.class, (e, p, dt) -> {})
                    .without((Class<?>) null));
        }
    }
}
