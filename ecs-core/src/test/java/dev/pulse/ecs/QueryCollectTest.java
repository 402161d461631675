package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.AllocationMeter;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code Query.collect}: a query's entities appended to the caller's collection, in walk order. */
class QueryCollectTest {

    private final World world = new World();

    private static List<Entity> walked(Query2<Position, Velocity> query) {
        List<Entity> out = new ArrayList<>();
        query.forEach((e, p, v) -> out.add(e));
        return out;
    }

    @Test
    void collectsTheMatchesInForEachsOrderOverASparseDriver() {
        List<Entity> spawned = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            spawned.add(
                    i % 3 == 0 ? world.spawn(new Position(i, 0)) : world.spawn(new Position(i, 0), new Velocity(0, 0)));
        }
        world.despawn(spawned.get(1)); // a swap in the packed list: walk order is no longer spawn order
        Query2<Position, Velocity> query = world.query(Position.class, Velocity.class);

        List<Entity> collected = query.collect(new ArrayList<>());

        assertEquals(walked(query), collected);
        assertEquals(query.count(), collected.size());
    }

    @Test
    void collectsTheMatchesInForEachsOrderOverADenseDriverWithFilters() {
        for (int i = 0; i < 2_000; i++) {
            Entity e = world.spawn(new Position(i, 0), new Velocity(0, 0));
            if (i % 5 == 0) {
                world.add(e, new Frozen());
            }
        }
        Query2<Position, Velocity> moving =
                world.query(Position.class, Velocity.class).without(Frozen.class);
        assertTrue(world.storage(Position.class).isDense());

        List<Entity> collected = moving.collect(new ArrayList<>());

        assertEquals(walked(moving), collected);
        assertEquals(1_600, collected.size());
    }

    @Test
    void appendsToWhatTheCollectionHoldsAndReturnsIt() {
        Entity a = world.spawn(new Position(0, 0), new Velocity(0, 0));
        Entity marker = world.spawn(new Health(1));
        LinkedHashSet<Entity> into = new LinkedHashSet<>(List.of(marker));

        LinkedHashSet<Entity> answer =
                world.query(Position.class, Velocity.class).collect(into);

        assertSame(into, answer);
        assertEquals(List.of(marker, a), new ArrayList<>(into));
    }

    @Test
    void allocatesNothingIntoAListThatHasItsWorkingSize() {
        for (int i = 0; i < 100; i++) {
            world.spawn(new Position(i, 0), new Velocity(0, 0));
        }
        Query2<Position, Velocity> query = world.query(Position.class, Velocity.class);
        ArrayList<Entity> ships = new ArrayList<>(128);
        int rounds = 1_000;
        // One collect first: in a test JVM that runs this test before any other walk, the first
        // one's set-up (class loading and initialisation) fell inside the measured rounds
        // (13,808 bytes for 1,000 collects with forkCount=2 here).
        query.collect(ships);

        long bytes = new AllocationMeter().bytesAllocatedBy(() -> {
            for (int i = 0; i < rounds; i++) {
                ships.clear();
                query.collect(ships);
            }
        });

        assertTrue(bytes < rounds * 8L, () -> bytes + " bytes for " + rounds + " collects");
        assertEquals(100, ships.size());
    }

    @Test
    void aNullCollectionIsRefusedNamingTheQuery() {
        NullPointerException e = assertThrows(
                NullPointerException.class, () -> world.query(Position.class).collect(null));

        assertTrue(e.getMessage().contains("Query[Position]"), e.getMessage());
    }
}
