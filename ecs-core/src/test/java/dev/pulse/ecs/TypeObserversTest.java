package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pulse.testing.fixtures.Health;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link TypeObservers}' fast-path fields follow every subscription change, not only the last
 * one of a type (the rest of its contract is covered by {@link ObserversTest}).
 */
class TypeObserversTest {

    private final World world = new World();
    private final List<String> events = new ArrayList<>();

    @Test
    void unsubscribingTheSoleOnAddStopsItWhileTheTypesRemovalsAreStillObserved() {
        Subscription add = world.observers().onAdd(Health.class, (e, h) -> events.add("add"));
        world.observers().onRemove(Health.class, (e, h) -> events.add("remove"));
        add.unsubscribe();
        Entity e = world.spawn();
        world.add(e, new Health(1));
        world.remove(e, Health.class);
        assertEquals(List.of("remove"), events);
    }

    @Test
    void unsubscribingTheSoleOnRemoveStopsItWhileTheTypesAddsAreStillObserved() {
        world.observers().onAdd(Health.class, (e, h) -> events.add("add"));
        Subscription remove = world.observers().onRemove(Health.class, (e, h) -> events.add("remove"));
        remove.unsubscribe();
        Entity e = world.spawn();
        world.add(e, new Health(1));
        world.remove(e, Health.class);
        assertEquals(List.of("add"), events);
    }
}
