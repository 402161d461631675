// snippet:readme-snapshot
package dev.pulse.readme;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.snapshot.Snapshots;
import java.util.List;

final class ReadmeSnapshot {
    record Ship(float x, float y) {}

    record Target(Entity entity) {}

    public static void main(String[] args) {
        Snapshots snapshots = Snapshots.builder()
                .register("Ship", Ship.class) // records need no codec; other classes get one
                .register("Target", Target.class)
                .build();
        World world = new World();
        Entity prey = world.spawn(new Ship(5, 5));
        world.spawn(new Ship(0, 0), new Target(prey));
        byte[] save = snapshots.toBinary(world); // or snapshots.toJson(world)

        World loaded = new World();
        List<Entity> entities = snapshots.fromBinary(save, loaded).entities(); // fresh handles
        Entity hunter = entities.get(1);
        System.out.println("the hunter chases the loaded prey: "
                + loaded.get(hunter, Target.class).entity().equals(entities.get(0))); // true
    }
}
// end:readme-snapshot
