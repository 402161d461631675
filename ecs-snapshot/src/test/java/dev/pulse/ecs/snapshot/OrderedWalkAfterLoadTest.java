package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.WalkOrder;
import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A snapshot saves the live entities in slot order and a load into an empty world spawns them in
 * that order, so {@link WalkOrder#ENTITY_INDEX} visits a loaded world's entities in the order it
 * visited the saved world's: a replay or lockstep game may save, load and go on.
 */
class OrderedWalkAfterLoadTest {

    @Test
    void anEntityIndexWalkOfALoadedWorldVisitsInTheSavedWorldsOrder() {
        World world = new World();
        Random random = new Random(35);
        List<Entity> live = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            live.add(world.spawn());
        }
        // Positions on a tenth of the entities (a sparse storage), added in a shuffled order, and free
        // slots all over: the storage's packed order is not index order.
        List<Entity> shuffled = new ArrayList<>(live);
        java.util.Collections.shuffle(shuffled, random);
        for (Entity e : shuffled) {
            if (random.nextInt(10) == 0) {
                world.add(e, new PositionRecord(e.index(), random.nextInt(1_000)));
            }
        }
        for (int i = 0; i < live.size(); i += 5) {
            world.despawn(live.get(i));
        }
        List<Float> savedOrder = new ArrayList<>();
        world.query(PositionRecord.class).ordered(WalkOrder.ENTITY_INDEX).forEach((e, p) -> savedOrder.add(p.x()));
        List<Float> storageOrder = new ArrayList<>();
        world.query(PositionRecord.class).forEach((e, p) -> storageOrder.add(p.x()));
        assertNotEquals(savedOrder, storageOrder, "the shuffle must leave storage order apart from index order");

        Snapshots snapshots = Snapshots.builder().register(PositionRecord.class).build();
        for (SnapshotFormat format : SnapshotFormat.values()) {
            World loaded = new World();
            if (format == SnapshotFormat.BINARY) {
                snapshots.fromBinary(snapshots.toBinary(world), loaded);
            } else {
                snapshots.fromJson(snapshots.toJson(world), loaded);
            }
            List<Float> loadedOrder = new ArrayList<>();
            loaded.query(PositionRecord.class)
                    .ordered(WalkOrder.ENTITY_INDEX)
                    .forEach((e, p) -> loadedOrder.add(p.x()));
            assertEquals(savedOrder, loadedOrder, format + ": the loaded world's ordered walk");
        }
    }
}
