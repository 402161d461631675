package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * One- and two-component walks where the layout matters: tags (storages without component
 * objects) in every position, storages that never held anything, and filters.
 */
class Query1And2WalkTest {

    record A(Entity owner) { }

    record B(Entity owner) { }

    /** A tag. */
    record Mark() { }

    private final World world = new World();

    @Test
    void aOneClassWalkOverATagHandsOverItsSharedInstance() {
        Mark mark = new Mark();
        Entity first = world.spawn(mark);
        Entity second = world.spawn(new Mark());
        List<Entity> seen = new ArrayList<>();
        world.query(Mark.class).forEach((entity, m) -> {
            assertSame(mark, m);
            seen.add(entity);
        });
        assertEquals(List.of(first, second), seen);
    }

    @Test
    void aTwoClassWalkFindsATagInEitherPosition() {
        Entity unmarked = world.spawn();
        world.add(unmarked, new A(unmarked));
        Entity marked = world.spawn();
        world.add(marked, new A(marked));
        Mark mark = new Mark();
        world.add(marked, mark); // the tag's packed position 0 holds the entity at A's position 1
        List<Object> seen = new ArrayList<>();
        world.query(Mark.class, A.class).forEach((entity, m, a) -> {
            assertEquals(entity, a.owner());
            seen.add(m);
        });
        world.query(A.class, Mark.class).forEach((entity, a, m) -> {
            assertEquals(entity, a.owner());
            seen.add(m);
        });
        assertEquals(List.of(mark, mark), seen);
    }

    @Test
    void aTwoClassWalkOverStoragesFilledInOppositeOrdersPairsEachEntitysOwnComponents() {
        List<Entity> entities = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Entity e = world.spawn();
            world.add(e, new A(e));
            entities.add(e);
        }
        for (int i = entities.size() - 1; i >= 0; i--) {
            Entity e = entities.get(i);
            world.add(e, new B(e));
        }
        Set<Entity> seen = new HashSet<>();
        world.query(A.class, B.class).forEach((entity, a, b) -> {
            assertEquals(entity, a.owner());
            assertEquals(entity, b.owner());
            assertTrue(seen.add(entity));
        });
        assertEquals(new HashSet<>(entities), seen);
    }

    @Test
    void walksOverStoragesThatNeverHeldAnythingVisitNothing() {
        record Never1(int v) { }
        record Never2(int v) { }
        world.spawn(new Position(0, 0));
        List<Entity> seen = new ArrayList<>();
        world.query(Never1.class).forEach((entity, n) -> seen.add(entity));
        world.query(Never1.class, Never2.class).forEach((entity, n, m) -> seen.add(entity));
        world.query(Position.class, Never2.class).forEach((entity, p, n) -> seen.add(entity));
        assertEquals(List.of(), seen);
        assertTrue(world.query(Never1.class, Never2.class).isEmpty());
    }

    @Test
    void aTwoClassQueryTakesWithAndWithoutFilters() {
        Entity plain = world.spawn(new Position(0, 0), new Velocity(0, 0));
        Entity marked = world.spawn(new Position(0, 0), new Velocity(0, 0), new Mark());
        Entity frozen = world.spawn(new Position(0, 0), new Velocity(0, 0), new Mark(), new Frozen());
        Query2<Position, Velocity> withMark = world.query(Position.class, Velocity.class).with(Mark.class);
        Query2<Position, Velocity> notFrozen = withMark.without(Frozen.class);
        List<Entity> seen = new ArrayList<>();
        notFrozen.forEach((entity, p, v) -> seen.add(entity));
        assertEquals(List.of(marked), seen);
        assertEquals(2, withMark.count());
        assertTrue(withMark.matches(frozen));
        assertFalse(notFrozen.matches(frozen));
        assertFalse(withMark.matches(plain));
        assertEquals("Query[Position, Velocity with Mark without Frozen]", notFrozen.toString());
    }

    @Test
    void aOneClassWalkDrivenByASmallerWithClassHandsOverEachEntitysOwnComponent() {
        List<Entity> entities = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Entity e = world.spawn();
            world.add(e, new A(e));
            entities.add(e);
        }
        List<Entity> marked = List.of(entities.get(9), entities.get(2), entities.get(5));
        for (Entity e : marked) {
            world.add(e, new B(e)); // B's packed order differs from A's: B drives, A is looked up
        }
        List<Entity> seen = new ArrayList<>();
        world.query(A.class).with(B.class).forEach((entity, a) -> {
            assertEquals(entity, a.owner());
            seen.add(entity);
        });
        assertEquals(marked, seen);
    }
}
