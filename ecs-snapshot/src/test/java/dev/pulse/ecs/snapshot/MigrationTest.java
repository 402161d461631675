package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pulse.ecs.World;
import org.junit.jupiter.api.Test;

/** Snapshots of an older shape of a type load into its newer shape. */
class MigrationTest {

    record ShipV1(float x, int hp) {}

    record ShipV2(float x, int hp, int shield, String name) {}

    record ShipV3(float x) {}

    static final class Ship {
        final float x;
        final int health;

        Ship(float x, int health) {
            this.x = x;
            this.health = health;
        }
    }

    /** Version 4 renamed "hp" to "health": read the new name, fall back to the old one. */
    static final class ShipCodec implements ComponentCodec<Ship> {
        @Override
        public void write(Ship ship, FieldWriter out) {
            out.writeFloat("x", ship.x);
            out.writeInt("health", ship.health);
        }

        @Override
        public Ship read(FieldReader in) {
            int health = in.has("health") ? in.readInt("health") : in.readInt("hp", 100);
            return new Ship(in.readFloat("x"), health);
        }
    }

    private static byte[] savedByVersion1() {
        World world = new World();
        world.spawn(new ShipV1(3.5f, 40));
        return Snapshots.builder().register("game.Ship", ShipV1.class).build().toBinary(world);
    }

    @Test
    void aRecordThatGainedFieldsLoadsThemWithJavaDefaults() {
        World world = new World();
        Snapshots.builder().register("game.Ship", ShipV2.class).build().fromBinary(savedByVersion1(), world);
        world.query(ShipV2.class).forEach((e, ship) -> assertEquals(new ShipV2(3.5f, 40, 0, null), ship));
        assertEquals(1, world.count(ShipV2.class));
    }

    @Test
    void aRecordThatLostAFieldIgnoresIt() {
        World world = new World();
        Snapshots.builder().register("game.Ship", ShipV3.class).build().fromBinary(savedByVersion1(), world);
        world.query(ShipV3.class).forEach((e, ship) -> assertEquals(new ShipV3(3.5f), ship));
    }

    @Test
    void aCodecMigratesARenamedField() {
        World world = new World();
        Snapshots.builder()
                .register("game.Ship", Ship.class, new ShipCodec())
                .build()
                .fromBinary(savedByVersion1(), world);
        world.query(Ship.class).forEach((e, ship) -> assertEquals(40, ship.health));
        assertEquals(1, world.count(Ship.class));
    }
}
