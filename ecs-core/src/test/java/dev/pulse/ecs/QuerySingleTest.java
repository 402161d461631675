package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.AllocationMeter;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class QuerySingleTest {

    private final World world = new World();

    @Test
    void singleReturnsTheOnlyMatchingEntity() {
        world.spawn(new Position(0, 0));
        Entity player = world.spawn(new Position(1, 1), new Health(3));

        assertEquals(player, world.query(Position.class, Health.class).single());
        assertEquals(player, world.query(Health.class).singleOrNull());
        assertEquals(player, world.query(Position.class).with(Health.class).single());
    }

    @Test
    void singleOnNoMatchNamesTheQueryAndTheAlternative() {
        world.spawn(new Position(0, 0));

        NoSuchElementException e = assertThrows(NoSuchElementException.class, () -> world.query(Position.class)
                .without(Frozen.class)
                .with(Health.class)
                .single());

        assertTrue(
                e.getMessage().startsWith("Query[Position with Health without Frozen] matches no entity"),
                e.getMessage());
        assertTrue(e.getMessage().contains("singleOrNull()"), e.getMessage());
    }

    @Test
    void singleAndSingleOrNullOnSeveralMatchesNameTheQueryTheCountAndTwoOfThem() {
        Entity first = world.spawn(new Health(1));
        Entity second = world.spawn(new Health(2));
        world.spawn(new Health(3));

        IllegalStateException single = assertThrows(
                IllegalStateException.class, () -> world.query(Health.class).single());
        IllegalStateException orNull = assertThrows(
                IllegalStateException.class, () -> world.query(Health.class).singleOrNull());

        assertTrue(
                single.getMessage()
                        .startsWith("Query[Health] matches 3 entities (e.g. " + first + " and " + second
                                + "), but single() needs at most one"),
                single.getMessage());
        assertTrue(orNull.getMessage().contains("singleOrNull()"), orNull.getMessage());
    }

    @Test
    void singleOrNullAnswersNullWhenNothingMatches() {
        world.spawn(new Position(0, 0));

        assertNull(world.query(Health.class).singleOrNull());
        assertNull(world.query(Position.class).with(Health.class).singleOrNull());
    }

    @Test
    void firstReturnsAMatchWhenSeveralMatchAndThrowsNamingTheQueryWhenNoneDoes() {
        Entity a = world.spawn(new Health(1));
        world.spawn(new Health(2));
        world.spawn(new Position(0, 0));

        assertEquals(a, world.query(Health.class).first(), "walk order: insertion order without removals");
        assertEquals(a, world.query(Health.class).firstOrNull());
        assertNull(world.query(Health.class, Position.class).firstOrNull());
        NoSuchElementException e =
                assertThrows(NoSuchElementException.class, () -> world.query(Health.class, Position.class)
                        .first());
        assertTrue(e.getMessage().startsWith("Query[Health, Position] matches no entity"), e.getMessage());
    }

    @Test
    void despawnedEntitiesNoLongerCount() {
        Entity a = world.spawn(new Health(1));
        Entity b = world.spawn(new Health(2));

        world.despawn(a);

        assertEquals(b, world.query(Health.class).single());
    }

    @Nested
    class SingleWithComponents {

        @Test
        void handsTheOnlyMatchItsComponentsAtEveryArityAndReturnsIt() {
            world.spawn(new Position(0, 0), new Velocity(9, 9));
            Position pos = new Position(1, 2);
            Velocity vel = new Velocity(3, 4);
            Health hp = new Health(5);
            Target target = new Target(null);
            Entity player = world.spawn(pos, vel, hp, target);
            List<Object> seen = new ArrayList<>();

            assertSame(player, world.query(Health.class).single((e, h) -> seen.add(List.of(e, h))));
            assertSame(
                    player, world.query(Health.class, Position.class).single((e, h, p) -> seen.add(List.of(e, h, p))));
            assertSame(
                    player,
                    world.query(Position.class, Velocity.class, Health.class)
                            .single((e, p, v, h) -> seen.add(List.of(e, p, v, h))));
            assertSame(
                    player,
                    world.query(Position.class, Velocity.class, Health.class, Target.class)
                            .single((e, p, v, h, t) -> seen.add(List.of(e, p, v, h, t))));

            assertEquals(
                    List.of(
                            List.of(player, hp),
                            List.of(player, hp, pos),
                            List.of(player, pos, vel, hp),
                            List.of(player, pos, vel, hp, target)),
                    seen);
        }

        @Test
        void noMatchOrSeveralMatchesThrowAsSingleDoesWithoutRunningTheAction() {
            world.spawn(new Health(1));
            world.spawn(new Health(2));
            int[] runs = {0};

            IllegalStateException several = assertThrows(
                    IllegalStateException.class, () -> world.query(Health.class).single((e, h) -> runs[0]++));
            NoSuchElementException none = assertThrows(NoSuchElementException.class, () -> world.query(Position.class)
                    .single((e, p) -> runs[0]++));

            assertTrue(several.getMessage().startsWith("Query[Health] matches 2 entities"), several.getMessage());
            assertTrue(none.getMessage().startsWith("Query[Position] matches no entity"), none.getMessage());
            assertEquals(0, runs[0]);
        }

        @Test
        void aNullActionIsRefusedByName() {
            world.spawn(new Health(1));

            NullPointerException e = assertThrows(
                    NullPointerException.class, () -> world.query(Health.class).single((Query1.ForEach<Health>) null));

            assertTrue(e.getMessage().startsWith("single needs an action"), e.getMessage());
        }

        @Test
        void theEntityReturnedIsTheOneTheActionGotEvenIfItDespawnedItAndTheSlotWasReused() {
            Entity player = world.spawn(new Health(1));

            Entity answered = world.query(Health.class).single((e, h) -> {
                world.despawn(e);
                world.spawn(new Health(2));
            });

            assertSame(player, answered);
            assertTrue(!world.isAlive(answered));
        }
    }

    @Nested
    class DenseDrivers {

        @Test
        void singleFirstAndSingleOrNullWalkEntityIndexOrderOverADenseDriver() {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < 1_100; i++) {
                all.add(world.spawn(new Position(i, 0), new Velocity(0, 0)));
            }
            Entity player = world.spawn(new Position(-1, 0));
            world.despawn(all.get(0));
            Query1<Position> still = world.query(Position.class).without(Velocity.class);

            assertTrue(world.storage(Position.class).isDense(), "the driver is scanned by entity index");
            assertEquals(all.get(1), world.query(Position.class).first());
            assertEquals(player, still.single());
            assertEquals(player, still.singleOrNull());
            Entity inTheFreedSlot = world.spawn(new Position(-2, 0));
            IllegalStateException e = assertThrows(IllegalStateException.class, still::single);
            assertTrue(
                    e.getMessage().contains("matches 2 entities (e.g. " + inTheFreedSlot + " and " + player + ")"),
                    () -> "entity index order: " + e.getMessage());
            assertNull(world.query(Position.class).with(Frozen.class).firstOrNull());
        }
    }

    /** The single-entity and early-exit walks allocate nothing per call for a non-capturing action. */
    @Nested
    class Allocation {

        @Test
        void singleFirstFindFirstAndForEachUntilAllocateNothingPerCall() {
            for (int i = 0; i < 50; i++) {
                world.spawn(new Position(i, 0), new Velocity(1, 1));
            }
            Entity player = world.spawn(new Health(3), new Position(0, 0));
            Query1<Health> players = world.query(Health.class);
            Query2<Position, Velocity> moving = world.query(Position.class, Velocity.class);
            Runnable round = () -> {
                players.single();
                players.singleOrNull();
                players.first();
                players.single((e, h) -> {});
                moving.findFirst((e, p, v) -> p.x < 0);
                moving.forEachUntil((e, p, v) -> Flow.CONTINUE);
            };
            for (int i = 0; i < 2 * LoopCopies.WALKS_BEFORE_COPY; i++) {
                round.run(); // the queries get their walk copies (a one-off class definition) first
            }
            AllocationMeter meter = new AllocationMeter();
            int calls = 2_000;

            long bytes = meter.bytesAllocatedBy(() -> {
                for (int i = 0; i < calls; i++) {
                    round.run();
                }
            });

            assertTrue(bytes < calls * 8L, () -> bytes + " bytes for " + calls + " rounds of six calls");
            assertSame(player, players.single());
        }
    }
}
