package dev.pulse.ecs.snapshot;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Velocity;
import java.util.ArrayList;
import java.util.List;

/** The snapshot configuration and small worlds the tests share. */
final class TestWorlds {

    private TestWorlds() {}

    static Snapshots snapshots() {
        return snapshots(SnapshotLimits.defaults());
    }

    static Snapshots snapshots(SnapshotLimits limits) {
        return Snapshots.builder()
                .register(PositionRecord.class)
                .register(Velocity.class, new VelocityCodec())
                .register(Health.class)
                .register(Target.class)
                .register(Frozen.class)
                .register(Mixed.class)
                .limits(limits)
                .build();
    }

    /**
     * The configuration the golden files were saved with: the same types under the names they had
     * then, when their classes lived in this package (the shared ones have moved to the test
     * fixtures, and the record position was named Position), as a game keeps a moved class's name.
     */
    static Snapshots version1Snapshots() {
        return Snapshots.builder()
                .register("dev.pulse.ecs.snapshot.Position", PositionRecord.class)
                .register("dev.pulse.ecs.snapshot.Velocity", Velocity.class, new VelocityCodec())
                .register("dev.pulse.ecs.snapshot.Health", Health.class)
                .register(Target.class)
                .register("dev.pulse.ecs.snapshot.Frozen", Frozen.class)
                .register(Mixed.class)
                .build();
    }

    /** A small world with every kind of field, a stale reference, a null reference and a despawn. */
    static World small() {
        World world = new World();
        List<Entity> e = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            e.add(world.spawn(new PositionRecord(i, -i), new Health(10 + i)));
        }
        world.add(e.get(1), new Velocity(1.5f, -0.0f));
        world.add(e.get(2), new Target(e.get(4)));
        world.add(e.get(3), new Target(e.get(5)));
        world.add(e.get(4), new Frozen());
        world.add(
                e.get(0),
                new Mixed(
                        true,
                        (byte) -3,
                        (short) 300,
                        'é',
                        -7,
                        Long.MIN_VALUE,
                        Float.NaN,
                        Double.longBitsToDouble(0x7ff0000000000123L),
                        "snow ☃ \uD83D\uDE00",
                        e.get(2)));
        world.despawn(e.get(5)); // e3's target is now stale
        world.spawn(new PositionRecord(9, 9), new Target(null));
        world.spawn(); // an entity without components
        return world;
    }
}
