package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import org.junit.jupiter.api.Test;

/** The default codec reaches a record that only its own class can see. */
class PrivateRecordTest {

    private record Secret(int code, String word) {}

    @Test
    void aPrivateRecordRoundTripsThroughItsPrivateConstructorAndAccessors() {
        Snapshots snapshots = Snapshots.builder().register(Secret.class).build();
        World world = new World();
        world.spawn(new Secret(7, "seven"));
        World loaded = new World();
        Entity e = snapshots
                .fromBinary(snapshots.toBinary(world), loaded)
                .entities()
                .get(0);
        assertEquals(new Secret(7, "seven"), loaded.get(e, Secret.class));
    }
}
