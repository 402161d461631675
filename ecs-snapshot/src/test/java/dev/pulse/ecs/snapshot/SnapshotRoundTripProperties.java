package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Round trips over random worlds with random despawns, in both formats. */
class SnapshotRoundTripProperties {

    private final Snapshots snapshots = TestWorlds.snapshots();

    @Property(tries = 200)
    void binarySaveLoadSaveIsIdentical(@ForAll long seed, @ForAll @IntRange(max = 300) int operations) {
        World world = RandomWorlds.build(seed, operations);
        byte[] first = snapshots.toBinary(world);
        World loaded = new World();
        snapshots.fromBinary(first, loaded);
        assertArrayEquals(first, snapshots.toBinary(loaded));
    }

    @Property(tries = 200)
    void jsonSaveLoadSaveIsEqual(@ForAll long seed, @ForAll @IntRange(max = 300) int operations) {
        World world = RandomWorlds.build(seed, operations);
        String first = snapshots.toJson(world);
        World loaded = new World();
        snapshots.fromJson(first, loaded);
        assertEquals(first, snapshots.toJson(loaded));
        assertArrayEquals(snapshots.toBinary(world), snapshots.toBinary(loaded));
    }

    @Property(tries = 100)
    void loadedComponentsEqualTheOriginalsWithReferencesRemapped(
            @ForAll long seed, @ForAll @IntRange(max = 300) int operations) {
        World original = RandomWorlds.build(seed, operations);
        World target = new World();
        target.spawn(new Health(-1)); // non-empty: handles must be fresh
        LoadedSnapshot result = snapshots.fromBinary(snapshots.toBinary(original), target);
        List<Entity> saved = new ArrayList<>();
        original.forEachEntity(saved::add);
        assertEquals(saved.size(), result.entities().size());
        Map<Entity, Entity> counterpart = new HashMap<>();
        for (int i = 0; i < saved.size(); i++) {
            counterpart.put(saved.get(i), result.entities().get(i));
        }
        for (Entity e : saved) {
            Entity l = counterpart.get(e);
            assertEquals(bits(original.get(e, PositionRecord.class)), bits(target.get(l, PositionRecord.class)));
            assertEquals(original.get(e, Health.class), target.get(l, Health.class));
            assertEquals(original.has(e, Frozen.class), target.has(l, Frozen.class));
            Target t = original.get(e, Target.class);
            if (t != null) {
                Entity loadedRef = target.get(l, Target.class).entity();
                if (t.entity() == null) {
                    assertEquals(null, loadedRef);
                } else if (original.isAlive(t.entity())) {
                    assertEquals(counterpart.get(t.entity()), loadedRef);
                } else {
                    assertFalse(target.isAlive(loadedRef), "a stale reference must load stale");
                }
            }
        }
        assertTrue(target.entityCount() == saved.size() + 1);
    }

    private static List<Integer> bits(PositionRecord p) {
        return p == null ? null : List.of(Float.floatToRawIntBits(p.x()), Float.floatToRawIntBits(p.y()));
    }
}
