package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.NoSuchElementException;
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

        NoSuchElementException e = assertThrows(NoSuchElementException.class,
                () -> world.query(Position.class).without(Frozen.class)
                        .with(Health.class).single());

        assertTrue(e.getMessage().startsWith("Query[Position with Health without Frozen] matches no entity"),
                e.getMessage());
        assertTrue(e.getMessage().contains("singleOrNull()"), e.getMessage());
    }

    @Test
    void singleAndSingleOrNullOnSeveralMatchesNameTheQueryTheCountAndTwoOfThem() {
        Entity first = world.spawn(new Health(1));
        Entity second = world.spawn(new Health(2));
        world.spawn(new Health(3));

        IllegalStateException single = assertThrows(IllegalStateException.class,
                () -> world.query(Health.class).single());
        IllegalStateException orNull = assertThrows(IllegalStateException.class,
                () -> world.query(Health.class).singleOrNull());

        assertTrue(single.getMessage().startsWith("Query[Health] matches 3 entities (e.g. " + first + " and "
                + second + "), but single() needs at most one"), single.getMessage());
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
        NoSuchElementException e = assertThrows(NoSuchElementException.class,
                () -> world.query(Health.class, Position.class).first());
        assertTrue(e.getMessage().startsWith("Query[Health, Position] matches no entity"), e.getMessage());
    }

    @Test
    void despawnedEntitiesNoLongerCount() {
        Entity a = world.spawn(new Health(1));
        Entity b = world.spawn(new Health(2));

        world.despawn(a);

        assertEquals(b, world.query(Health.class).single());
    }
}
