// snippet:ch10-head
package dev.pulse.tutorial;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.snapshot.ComponentCodec;
import dev.pulse.ecs.snapshot.FieldReader;
import dev.pulse.ecs.snapshot.FieldWriter;
import dev.pulse.ecs.snapshot.LoadedSnapshot;
import dev.pulse.ecs.snapshot.SnapshotFormatException;
import dev.pulse.ecs.snapshot.Snapshots;
import java.io.PrintStream;
import java.util.Arrays;

/** Chapter 10: saving and loading a world, references, refused files and migrations. */
public final class Chapter10SavingAGame {

    static final class Position {
        float x;
        float y;

        Position(float x, float y) {
            this.x = x;
            this.y = y;
        }
    }

    static final class Health {
        int hp;

        Health(int hp) {
            this.hp = hp;
        }
    }

    /** The entity a ship chases, held by handle. */
    record Target(Entity entity) {}

    private Chapter10SavingAGame() {}
    // end:ch10-head

    // snippet:ch10-codec
    /** Position is a mutable class: its codec says which fields to save and how to rebuild it. */
    static final class PositionCodec implements ComponentCodec<Position> {
        @Override
        public void write(Position p, FieldWriter out) {
            out.writeFloat("x", p.x);
            out.writeFloat("y", p.y);
        }

        @Override
        public Position read(FieldReader in) {
            return new Position(in.readFloat("x"), in.readFloat("y"));
        }
    }

    /** Health in version 1 of the game: one field, "hp". */
    static final class HealthCodec implements ComponentCodec<Health> {
        @Override
        public void write(Health h, FieldWriter out) {
            out.writeInt("hp", h.hp);
        }

        @Override
        public Health read(FieldReader in) {
            return new Health(in.readInt("hp"));
        }
    }
    // end:ch10-codec

    // snippet:ch10-register
    static final Snapshots SNAPSHOTS = Snapshots.builder()
            .register("ship.Position", Position.class, new PositionCodec())
            .register("ship.Health", Health.class, new HealthCodec())
            .register("ship.Target", Target.class) // a record: the default codec
            .build();
    // end:ch10-register

    // snippet:ch10-save
    static World run(PrintStream out) {
        World world = new World();
        Entity hunter = world.spawn(new Position(0, 0), new Health(100));
        Entity prey = world.spawn(new Position(50, 20), new Health(30));
        Entity decoy = world.spawn(new Position(9, 9));
        world.add(hunter, new Target(prey));
        world.add(prey, new Target(decoy));
        world.despawn(decoy); // prey's target is now stale
        byte[] save = SNAPSHOTS.toBinary(world);
        String json = SNAPSHOTS.toJson(world);
        out.println("saved " + world.entityCount() + " entities: " + save.length + " bytes of binary, " + json.length()
                + " characters of JSON:");
        out.println(json);
        // end:ch10-save

        // snippet:ch10-load
        World loaded = new World();
        loaded.spawn(new Position(-1, -1)); // not empty: the loaded entities get new handles
        LoadedSnapshot result = SNAPSHOTS.fromBinary(save, loaded);
        Entity newHunter = result.entities().get(0);
        Entity newPrey = result.entities().get(1);
        out.println("hunter " + hunter + " is now " + newHunter + " and chases "
                + loaded.get(newHunter, Target.class).entity() + ", the new prey " + newPrey);
        Entity preyTarget = loaded.get(newPrey, Target.class).entity();
        out.println("prey's target was despawned before the save; alive after the load: " + loaded.isAlive(preyTarget));
        // end:ch10-load

        // snippet:ch10-refuse
        byte[] damaged = Arrays.copyOf(save, save.length - 5); // a truncated download
        try {
            SNAPSHOTS.fromBinary(damaged, loaded);
        } catch (SnapshotFormatException e) {
            out.println(e.getMessage());
            out.println("entities after the refused load: " + loaded.entityCount());
        }
        // end:ch10-refuse

        // snippet:ch10-upgrade
        Snapshots version2 = Snapshots.builder()
                .register("ship.Position", Position.class, new PositionCodec())
                .register("ship.Health", Health.class, new HealthCodecV2())
                .register("ship.Target", Target.class)
                .build();
        World upgraded = new World();
        LoadedSnapshot old = version2.fromJson(json, upgraded);
        out.println("version 2 loads the version 1 save: the hunter has "
                + upgraded.get(old.entities().get(0), Health.class).hp + " hit points");
        return loaded;
    }
    // end:ch10-upgrade

    // snippet:ch10-migrate
    /** Version 2 renamed "hp" to "hitPoints"; old saves still load. */
    static final class HealthCodecV2 implements ComponentCodec<Health> {
        @Override
        public void write(Health h, FieldWriter out) {
            out.writeInt("hitPoints", h.hp);
        }

        @Override
        public Health read(FieldReader in) {
            return new Health(in.has("hitPoints") ? in.readInt("hitPoints") : in.readInt("hp"));
        }
    }
    // end:ch10-migrate

    // snippet:ch10-main
    /**
     * Runs the chapter's program, printing to the console.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        run(System.out);
    }
}
// end:ch10-main
