package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Velocity;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class SnapshotsTest {

    private final Snapshots snapshots = TestWorlds.snapshots();

    @Nested
    class RoundTrip {

        @Test
        void binarySaveLoadSaveGivesIdenticalBytes() {
            byte[] first = snapshots.toBinary(TestWorlds.small());
            World loaded = new World();
            snapshots.fromBinary(first, loaded);
            assertArrayEquals(first, snapshots.toBinary(loaded));
        }

        @Test
        void jsonSaveLoadSaveGivesEqualText() {
            String first = snapshots.toJson(TestWorlds.small());
            World loaded = new World();
            snapshots.fromJson(first, loaded);
            assertEquals(first, snapshots.toJson(loaded));
        }

        @Test
        void bothFormatsLoadTheSameWorld() {
            World original = TestWorlds.small();
            World fromJson = new World();
            snapshots.fromJson(snapshots.toJson(original), fromJson);
            assertArrayEquals(snapshots.toBinary(original), snapshots.toBinary(fromJson));
        }

        @Test
        void everyLiveEntityIsSavedIncludingThoseWithoutComponents() {
            World original = TestWorlds.small();
            World loaded = new World();
            LoadedSnapshot result = snapshots.fromBinary(snapshots.toBinary(original), loaded);
            assertEquals(original.entityCount(), loaded.entityCount());
            assertEquals(original.entityCount(), result.entities().size());
        }

        @Test
        void floatsKeepTheirBitsIncludingNegativeZeroAndNaNPayloads() {
            World original = TestWorlds.small();
            for (SnapshotFormat format : SnapshotFormat.values()) {
                World loaded = new World();
                LoadedSnapshot result = format == SnapshotFormat.BINARY
                        ? snapshots.fromBinary(snapshots.toBinary(original), loaded)
                        : snapshots.fromJson(snapshots.toJson(original), loaded);
                Velocity v = loaded.get(result.entities().get(1), Velocity.class);
                assertEquals(Float.floatToRawIntBits(-0.0f), Float.floatToRawIntBits(v.dy), format.name());
                Mixed m = loaded.get(result.entities().get(0), Mixed.class);
                assertEquals(0x7ff0000000000123L, Double.doubleToRawLongBits(m.d()), format.name());
                assertTrue(Float.isNaN(m.f()));
                assertEquals("snow ☃ \uD83D\uDE00", m.text());
                assertEquals('é', m.c());
                assertEquals(Long.MIN_VALUE, m.l());
            }
        }

        @Test
        void storageIterationOrderIsReproducedInAnEmptyWorld() {
            World original = new World();
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                all.add(original.spawn(new Health(i)));
            }
            original.remove(all.get(2), Health.class); // swap-and-pop: order is no longer spawn order
            original.remove(all.get(5), Health.class);
            original.add(all.get(2), new Health(2));
            List<Integer> before = new ArrayList<>();
            original.query(Health.class).forEach((e, h) -> before.add(h.hp()));
            World loaded = new World();
            snapshots.fromBinary(snapshots.toBinary(original), loaded);
            List<Integer> after = new ArrayList<>();
            loaded.query(Health.class).forEach((e, h) -> after.add(h.hp()));
            assertEquals(before, after);
        }
    }

    @Nested
    class References {

        @Test
        void referencesPointAtTheLoadedCounterparts() {
            World original = new World();
            Entity missile = original.spawn(new PositionRecord(0, 0));
            Entity ship = original.spawn(new PositionRecord(5, 5));
            original.add(missile, new Target(ship));
            World loaded = new World();
            loaded.spawn(new PositionRecord(100, 100)); // a non-empty world: handles differ
            LoadedSnapshot result = snapshots.fromBinary(snapshots.toBinary(original), loaded);
            Entity loadedMissile = result.entities().get(0);
            Entity loadedShip = result.entities().get(1);
            assertNotEquals(missile, loadedMissile);
            assertEquals(loadedShip, loaded.get(loadedMissile, Target.class).entity());
            assertEquals(new PositionRecord(5, 5), loaded.get(loadedShip, PositionRecord.class));
            assertEquals(3, loaded.entityCount());
        }

        @Test
        void aReferenceToADespawnedEntityLoadsStaleNeverAsAnotherEntity() {
            World original = TestWorlds.small();
            for (SnapshotFormat format : SnapshotFormat.values()) {
                World loaded = new World();
                LoadedSnapshot result = format == SnapshotFormat.BINARY
                        ? snapshots.fromBinary(snapshots.toBinary(original), loaded)
                        : snapshots.fromJson(snapshots.toJson(original), loaded);
                Entity stale =
                        loaded.get(result.entities().get(3), Target.class).entity();
                assertNotNull(stale);
                assertFalse(loaded.isAlive(stale), format.name());
                Entity next = loaded.spawn(new Health(1)); // takes the freed slot: still not the stale handle
                assertNotEquals(stale, next);
                assertFalse(loaded.isAlive(stale));
            }
        }

        @Test
        void nullReferencesStayNull() {
            World loaded = new World();
            LoadedSnapshot result = snapshots.fromBinary(snapshots.toBinary(TestWorlds.small()), loaded);
            assertNull(loaded.get(result.entities().get(5), Target.class).entity());
        }

        @Test
        void loadingTwiceGivesTwoIndependentCopies() {
            byte[] save = snapshots.toBinary(TestWorlds.small());
            World world = new World();
            LoadedSnapshot a = snapshots.fromBinary(save, world);
            LoadedSnapshot b = snapshots.fromBinary(save, world);
            assertEquals(a.entities().size() * 2, world.entityCount());
            assertEquals(
                    b.entities().get(4),
                    world.get(b.entities().get(2), Target.class).entity());
            assertEquals(
                    a.entities().get(4),
                    world.get(a.entities().get(2), Target.class).entity());
        }
    }

    @Nested
    class Extras {

        @Test
        void extrasComeBackInOrderPerType() {
            World world = new World();
            List<Object> extras = List.of(new Health(1), new PositionRecord(2, 3), new Health(4));
            for (SnapshotFormat format : SnapshotFormat.values()) {
                LoadedSnapshot result = format == SnapshotFormat.BINARY
                        ? snapshots.fromBinary(snapshots.toBinary(world, extras), new World())
                        : snapshots.fromJson(snapshots.toJson(world, extras), new World());
                assertEquals(List.of(new Health(1), new Health(4)), result.extras(Health.class));
                assertEquals(new PositionRecord(2, 3), result.extra(PositionRecord.class));
                assertEquals(List.of(), result.extras(Target.class));
            }
        }

        @Test
        void extrasAloneGiveTheTargetWorldNoStorageOfTheirType() {
            byte[] save = snapshots.toBinary(new World(), List.of(new Health(1)));
            World target = new World();
            snapshots.fromBinary(save, target);
            assertEquals(List.of(), target.componentTypes());
        }

        @Test
        void anExtraOfAnUnregisteredTypeIsRefusedAtSave() {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> snapshots.toBinary(new World(), List.of("not registered")));
            assertTrue(e.getMessage().contains("java.lang.String"), e.getMessage());
        }
    }

    @Nested
    class Streams {

        @Test
        void writeAndReadThroughStreamsInBothFormats() throws Exception {
            World original = TestWorlds.small();
            for (SnapshotFormat format : SnapshotFormat.values()) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                snapshots.write(original, List.of(), format, out);
                assertEquals(format, Snapshots.formatOf(out.toByteArray()));
                World loaded = new World();
                snapshots.read(new ByteArrayInputStream(out.toByteArray()), loaded);
                assertArrayEquals(snapshots.toBinary(original), snapshots.toBinary(loaded));
            }
        }

        @Test
        void aStreamLongerThanTheLimitIsRefused() {
            Snapshots small = TestWorlds.snapshots(SnapshotLimits.defaults().withMaxBytes(100));
            byte[] big = new byte[1000];
            assertThrows(SnapshotFormatException.class, () -> small.read(new ByteArrayInputStream(big), new World()));
        }
    }

    @Nested
    class Codecs {

        @Test
        void aCodecThatChangesItsFieldsIsRefusedAtSaveNamingTheType() {
            Snapshots fickle = Snapshots.builder()
                    .register(Health.class, new ComponentCodec<Health>() {
                        @Override
                        public void write(Health h, FieldWriter out) {
                            out.writeInt(h.hp() > 5 ? "big" : "small", h.hp());
                        }

                        @Override
                        public Health read(FieldReader in) {
                            return new Health(in.readInt("big", in.readInt("small", 0)));
                        }
                    })
                    .build();
            World world = new World();
            world.spawn(new Health(1));
            world.spawn(new Health(9));
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> fickle.toBinary(world));
            assertTrue(e.getMessage().contains(Health.class.getName()), e.getMessage());
        }

        @Test
        void aRecordWithAnUnsupportedComponentIsRefusedAtRegistration() {
            record Bag(List<String> items) {}
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> Snapshots.builder().register(Bag.class));
            assertTrue(e.getMessage().contains("items"), e.getMessage());
        }

        @Test
        void registeringAClassOrNameTwiceIsRefused() {
            assertThrows(
                    IllegalArgumentException.class,
                    () -> Snapshots.builder().register(Health.class).register(Health.class));
            assertThrows(
                    IllegalArgumentException.class,
                    () -> Snapshots.builder().register("hp", Health.class).register("hp", PositionRecord.class));
        }

        @Test
        void aCodecThatRefusesAValueRefusesTheSnapshotAndLeavesTheWorldUnchanged() {
            record Positive(int value) {
                Positive {
                    if (value <= 0) {
                        throw new IllegalArgumentException("value must be positive");
                    }
                }
            }
            Snapshots lenient = Snapshots.builder()
                    .register("p", Positive.class, new ComponentCodec<Positive>() {
                        @Override
                        public void write(Positive p, FieldWriter out) {
                            out.writeInt("value", p.value());
                        }

                        @Override
                        public Positive read(FieldReader in) {
                            return new Positive(in.readInt("value"));
                        }
                    })
                    .build();
            World source = new World();
            source.spawn(new Positive(3));
            String json = lenient.toJson(source).replace("\"value\":3", "\"value\":-3");
            World target = new World();
            Entity kept = target.spawn();
            SnapshotFormatException e =
                    assertThrows(SnapshotFormatException.class, () -> lenient.fromJson(json, target));
            assertTrue(e.getMessage().contains("value must be positive"), e.getMessage());
            assertTrue(e.position() > 0);
            assertEquals(1, target.entityCount());
            assertTrue(target.isAlive(kept));
        }

        @Test
        void namesSurviveARename() {
            Snapshots old =
                    Snapshots.builder().register("game.Health", Health.class).build();
            World world = new World();
            world.spawn(new Health(7));
            record Hp(int hp) {}
            Snapshots renamed =
                    Snapshots.builder().register("game.Health", Hp.class).build();
            World loaded = new World();
            renamed.fromBinary(old.toBinary(world), loaded);
            assertEquals(1, loaded.count(Hp.class));
        }
    }
}
