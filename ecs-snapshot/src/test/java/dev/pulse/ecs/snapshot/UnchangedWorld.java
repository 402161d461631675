package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Velocity;

/**
 * A load target with a twin that never sees a load: after a refused load the target must have
 * the same content (same snapshot bytes) and the same allocator state (the next spawn in both
 * gets the same handle), which proves nothing was spawned and rolled back either.
 */
final class UnchangedWorld {

    private final Snapshots snapshots;
    final World world;
    private final World twin;
    private final byte[] content;

    UnchangedWorld(Snapshots snapshots) {
        this.snapshots = snapshots;
        this.world = build();
        this.twin = build();
        this.content = snapshots.toBinary(world);
    }

    /** The world every target starts as: data, column and reference components, and a freed slot. */
    static World build() {
        World w = new World();
        Entity a = w.spawn(new PositionRecord(1, 2), new Health(3));
        Entity b = w.spawn(new Velocity(4, 5), new Spark(6, 7, 8, 9, true, (byte) 10));
        w.add(a, new Target(b));
        w.despawn(w.spawn());
        return w;
    }

    /** Checks the content; cheap enough for every fuzz input. */
    void assertSameCount() {
        assertEquals(twin.entityCount(), world.entityCount(), "a refused load changed the entity count");
    }

    /** Checks content and allocator state. */
    void assertUnchanged() {
        assertSameCount();
        assertArrayEquals(content, snapshots.toBinary(world), "a refused load changed the world's content");
        Entity probe = world.spawn();
        Entity twinProbe = twin.spawn();
        assertEquals(twinProbe, probe, "a refused load changed the allocator (spawned and rolled back?)");
        world.despawn(probe);
        twin.despawn(twinProbe);
    }
}
