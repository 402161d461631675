package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Delivery paths of {@link ObserverDispatch} that the behaviour tests of {@link ObserversTest}
 * do not reach: a removal through the hooks with nobody to tell, and changes made by observers
 * while a despawn is running.
 */
class ObserverDispatchTest {

    private final World world = new World();
    private final List<String> events = new ArrayList<>();

    @Nested
    class RemovalsNobodyHears {

        @Test
        void clearingAParentInAWorldThatObservesAnotherTypeRemovesTheLink() {
            world.observers().onAdd(Health.class, (e, h) -> events.add("health"));
            Entity root = world.spawn();
            Entity child = world.spawn();
            world.setParent(child, root);
            world.clearParent(child);
            assertNull(world.parent(child));
            assertFalse(world.has(child, Parent.class));
            assertEquals(0, world.childCount(root));
            assertEquals(List.of(), events);
        }

        @Test
        void clearingAParentWhoseAddsAloneAreObservedRemovesTheLinkAndTellsNobody() {
            world.observers().onAdd(Parent.class, (e, p) -> events.add("parent"));
            Entity root = world.spawn();
            Entity child = world.spawn();
            world.setParent(child, root);
            world.clearParent(child);
            assertNull(world.parent(child));
            assertFalse(world.has(child, Parent.class));
            assertEquals(List.of("parent"), events);
        }
    }

    @Nested
    class ChangesDuringADespawn {

        @Test
        void anOnRemoveThatRemovesItsOwnComponentDuringADespawnIsToldOnce() {
            world.observers().onRemove(Health.class, (e, h) -> {
                events.add("remove " + h.hp());
                world.remove(e, Health.class);
            });
            Entity e = world.spawn(new Health(1), new Position(0, 0));
            world.despawn(e);
            assertEquals(List.of("remove 1"), events);
            assertFalse(world.isAlive(e));
            assertEquals(0, world.count(Health.class));
        }

        @Test
        void anEntityWhoseDespawnIsRunningNeverStartsMatchingAQuery() {
            Query1<Health> active = world.query(Health.class).without(Frozen.class);
            world.observers().onMatch(active, e -> events.add("match"));
            world.observers().onUnmatch(active, e -> events.add("unmatch"));
            world.observers().onDespawn(e -> world.remove(e, Frozen.class)); // now it would match, were it staying
            Entity e = world.spawn(new Health(1), new Frozen());
            world.despawn(e);
            assertEquals(List.of(), events);
            assertFalse(world.isAlive(e));
            Entity next = world.spawn(new Health(2));
            assertEquals(List.of("match"), events, "matching goes on for the entities that stay");
            assertEquals(List.of(next), active.collect(new ArrayList<>()));
        }
    }
}
