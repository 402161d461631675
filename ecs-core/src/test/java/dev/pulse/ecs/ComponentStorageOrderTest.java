package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The packed order a storage keeps, as documented in {@link ComponentStorage}: insertion order,
 * swap-and-pop on removal outside a walk, tombstones compacted highest first after a walk.
 */
class ComponentStorageOrderTest {

    private final World world = new World();

    private List<Entity> walkOrder() {
        List<Entity> seen = new ArrayList<>();
        world.query(Position.class).forEach((entity, p) -> seen.add(entity));
        return seen;
    }

    private List<Entity> spawn(int n) {
        List<Entity> entities = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            entities.add(world.spawn(new Position(i, 0)));
        }
        return entities;
    }

    @Test
    void removalOutsideAWalkMovesTheLastEntryIntoTheHole() {
        List<Entity> e = spawn(5);
        world.remove(e.get(1), Position.class);
        assertEquals(List.of(e.get(0), e.get(4), e.get(2), e.get(3)), walkOrder());
        world.remove(e.get(3), Position.class); // the last entry: nothing moves
        assertEquals(List.of(e.get(0), e.get(4), e.get(2)), walkOrder());
    }

    @Test
    void removalsDuringAWalkAreCompactedHighestFirstWhenItEnds() {
        List<Entity> e = spawn(6);
        world.query(Position.class).forEach((entity, p) -> {
            if (entity.equals(e.get(0))) {
                world.remove(e.get(1), Position.class);
                world.remove(e.get(3), Position.class);
            }
        });
        // Hole 3 is filled by entry 5, then hole 1 by entry 4.
        assertEquals(List.of(e.get(0), e.get(4), e.get(2), e.get(5)), walkOrder());
    }

    @Test
    void toStringNamesTheClassTheCountAndWhetherItIsATag() {
        world.spawn(new Position(0, 0), new Frozen());
        world.spawn(new Position(0, 0));
        assertEquals(
                "ComponentStorage[Position, 2 entities]",
                world.storage(Position.class).toString());
        assertEquals(
                "ComponentStorage[Frozen, 1 entities, tag]",
                world.storage(Frozen.class).toString());
    }

    @Test
    void tagsRemovedDuringAWalkOverThemAreCompactedAfterIt() {
        List<Entity> e = spawn(6);
        for (Entity x : e) {
            world.add(x, new Frozen());
        }
        List<Entity> seen = new ArrayList<>();
        world.query(Frozen.class).forEach((entity, f) -> {
            seen.add(entity);
            if (entity.index() % 2 == 0) {
                world.remove(entity, Frozen.class);
            }
        });
        assertEquals(e, seen);
        assertEquals(3, world.count(Frozen.class));
        List<Entity> left = new ArrayList<>();
        world.query(Frozen.class).forEach((entity, f) -> left.add(entity));
        assertEquals(List.of(e.get(3), e.get(1), e.get(5)), left); // holes 4, 2, 0 filled from the end
    }
}
