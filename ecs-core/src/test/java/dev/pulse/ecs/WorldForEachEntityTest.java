package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.pulse.testing.fixtures.Health;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WorldForEachEntityTest {

    @Test
    void visitsEveryLiveEntityOnceInSlotOrderIncludingThoseWithoutComponents() {
        World world = new World();
        Entity a = world.spawn(new Health(1));
        Entity b = world.spawn();
        Entity c = world.spawn(new Health(3));
        Entity d = world.spawn();
        world.despawn(b);
        Entity e = world.spawn(); // reuses b's slot with a new generation
        List<Entity> seen = new ArrayList<>();
        world.forEachEntity(seen::add);
        assertEquals(List.of(a, e, c, d), seen);
        assertEquals(world.entityCount(), seen.size());
    }

    @Test
    void anEmptyOrClearedWorldVisitsNothing() {
        World world = new World();
        world.spawn();
        world.clear();
        List<Entity> seen = new ArrayList<>();
        world.forEachEntity(seen::add);
        assertEquals(List.of(), seen);
    }

    @Test
    void aNullActionIsRefused() {
        assertThrows(NullPointerException.class, () -> new World().forEachEntity(null));
    }
}
