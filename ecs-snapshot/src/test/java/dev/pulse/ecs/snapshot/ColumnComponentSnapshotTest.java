package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.ColumnStorage;
import dev.pulse.ecs.column.IntColumn;
import dev.pulse.testing.fixtures.Health;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Column components ({@link dev.pulse.ecs.column.Columnar} records) save and load bit for bit, in both formats. */
class ColumnComponentSnapshotTest {

    private final Snapshots snapshots =
            Snapshots.builder().register(Spark.class).register(Health.class).build();

    private static World sparks(long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        World world = new World();
        List<Entity> all = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            Entity e = world.spawn();
            all.add(e);
            if (r.nextInt(3) != 0) {
                world.add(
                        e,
                        new Spark(
                                RandomWorlds.randomFloat(r),
                                RandomWorlds.randomDouble(r),
                                r.nextInt(),
                                r.nextLong(),
                                r.nextBoolean(),
                                (byte) r.nextInt()));
            }
            if (r.nextBoolean()) {
                world.add(e, new Health(i));
            }
        }
        for (int i = 0; i < 40; i++) {
            world.despawn(all.get(r.nextInt(all.size())));
        }
        return world;
    }

    private static void assertSameSparks(World expected, World actual) {
        List<Entity> a = new ArrayList<>();
        List<Entity> b = new ArrayList<>();
        expected.forEachEntity(a::add);
        actual.forEachEntity(b::add);
        assertEquals(a.size(), b.size());
        ColumnStorage<Spark> ea = expected.columns(Spark.class);
        ColumnStorage<Spark> eb = actual.columns(Spark.class);
        for (int i = 0; i < a.size(); i++) {
            Spark x = ea.get(a.get(i));
            Spark y = eb.get(b.get(i));
            if (x == null) {
                assertNull(y);
                continue;
            }
            assertEquals(Float.floatToRawIntBits(x.x()), Float.floatToRawIntBits(y.x()));
            assertEquals(Double.doubleToRawLongBits(x.heat()), Double.doubleToRawLongBits(y.heat()));
            assertEquals(
                    List.of(x.ttl(), x.seed(), x.lit(), x.shade()), List.of(y.ttl(), y.seed(), y.lit(), y.shade()));
        }
    }

    @Nested
    class Binary {

        @Test
        void aWorldWithColumnComponentsSavesAndLoadsBitForBit() {
            World world = sparks(1);
            byte[] save = snapshots.toBinary(world);
            World loaded = new World();
            snapshots.fromBinary(save, loaded);
            assertSameSparks(world, loaded);
            assertArrayEquals(save, snapshots.toBinary(loaded));
        }
    }

    @Nested
    class Json {

        @Test
        void aWorldWithColumnComponentsSavesAndLoadsBitForBit() {
            World world = sparks(2);
            String save = snapshots.toJson(world);
            World loaded = new World();
            snapshots.fromJson(save, loaded);
            assertSameSparks(world, loaded);
            assertEquals(save, snapshots.toJson(loaded));
            assertArrayEquals(snapshots.toBinary(world), snapshots.toBinary(loaded));
        }
    }

    @Test
    void columnValuesWrittenThroughTheStorageAreTheOnesSaved() {
        World world = new World();
        Entity e = world.spawn(new Spark(1, 2, 3, 4, false, (byte) 5));
        IntColumn<Spark> ttl = ColumnSchema.of(Spark.class).intColumn("ttl");
        world.columns(Spark.class).modify(e, view -> view.set(ttl, 99));
        World loaded = new World();
        snapshots.fromJson(snapshots.toJson(world), loaded);
        assertEquals(99, loaded.columns(Spark.class).get(loaded.entityAt(0)).ttl());
    }

    /** Columnar but a class: the world cannot store it, so neither can a save. */
    static final class NotARecord implements dev.pulse.ecs.column.Columnar {}

    @Test
    void aColumnarClassThatIsNoRecordIsRefusedWithTheWorldsMessage() {
        Snapshots withClass = Snapshots.builder()
                .register(NotARecord.class, new ComponentCodec<NotARecord>() {
                    @Override
                    public void write(NotARecord value, FieldWriter out) {}

                    @Override
                    public NotARecord read(FieldReader in) {
                        return new NotARecord();
                    }
                })
                .build();
        World world = new World();
        world.spawn(new Spark(1, 2, 3, 4, false, (byte) 5));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> withClass.toBinary(world));
        assertTrue(
                e.getMessage().contains(NotARecord.class.getName() + " implements Columnar but is not a record"),
                e.getMessage());
    }
}
