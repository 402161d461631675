package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** What a codec reads through {@link FieldReader}, in both formats, and what it may not do. */
class FieldReaderTest {

    /** One field of every kind, written in this order. */
    static final class Sheet {
        final boolean flag;
        final int count;
        final long big;
        final float ratio;
        final double exact;
        final String text;
        final Entity other;

        Sheet(boolean flag, int count, long big, float ratio, double exact, String text, Entity other) {
            this.flag = flag;
            this.count = count;
            this.big = big;
            this.ratio = ratio;
            this.exact = exact;
            this.text = text;
            this.other = other;
        }
    }

    /** Writes every field; reads them with {@code reader}. */
    private static ComponentCodec<Sheet> codec(Function<FieldReader, Sheet> reader) {
        return new ComponentCodec<>() {
            @Override
            public void write(Sheet s, FieldWriter out) {
                out.writeBoolean("flag", s.flag);
                out.writeInt("count", s.count);
                out.writeLong("big", s.big);
                out.writeFloat("ratio", s.ratio);
                out.writeDouble("exact", s.exact);
                out.writeString("text", s.text);
                out.writeEntity("other", s.other);
            }

            @Override
            public Sheet read(FieldReader in) {
                return reader.apply(in);
            }
        };
    }

    private static final Function<FieldReader, Sheet> REQUIRED = in -> new Sheet(
            in.readBoolean("flag"),
            in.readInt("count"),
            in.readLong("big"),
            in.readFloat("ratio"),
            in.readDouble("exact"),
            in.readString("text"),
            in.readEntity("other"));

    private static final Function<FieldReader, Sheet> WITH_DEFAULTS = in -> new Sheet(
            in.readBoolean("flag", false),
            in.readInt("count", -1),
            in.readLong("big", -1),
            in.readFloat("ratio", -1f),
            in.readDouble("exact", -1),
            in.readString("text", "default"),
            in.readEntity("other", null));

    /** Reads fields in reverse order, so no read finds its field at the remembered next position. */
    private static final Function<FieldReader, Sheet> BACKWARDS = in -> {
        Entity other = in.readEntity("other");
        String text = in.readString("text");
        double exact = in.readDouble("exact");
        float ratio = in.readFloat("ratio");
        long big = in.readLong("big");
        int count = in.readInt("count");
        return new Sheet(in.readBoolean("flag"), count, big, ratio, exact, text, other);
    };

    private static Snapshots snapshots(Function<FieldReader, Sheet> reader) {
        return Snapshots.builder().register(Sheet.class, codec(reader)).build();
    }

    /** Saves one Sheet (referring to another entity) and loads it back in both formats. */
    private static void assertRoundTrip(Function<FieldReader, Sheet> reader) {
        World world = new World();
        Entity target = world.spawn();
        world.spawn(new Sheet(true, 42, -5_000_000_000L, 1.25f, -2.5e300, "hello", target));
        Snapshots snapshots = snapshots(reader);
        for (boolean json : new boolean[] {false, true}) {
            World loaded = new World();
            LoadedSnapshot result = json
                    ? snapshots.fromJson(snapshots.toJson(world), loaded)
                    : snapshots.fromBinary(snapshots.toBinary(world), loaded);
            Sheet s = loaded.get(result.entities().get(1), Sheet.class);
            assertTrue(s.flag);
            assertEquals(42, s.count);
            assertEquals(-5_000_000_000L, s.big);
            assertEquals(1.25f, s.ratio);
            assertEquals(-2.5e300, s.exact);
            assertEquals("hello", s.text);
            assertEquals(result.entities().get(0), s.other);
        }
    }

    @Nested
    class EveryKind {

        @Test
        void readsBackWithTheRequiredForms() {
            assertRoundTrip(REQUIRED);
        }

        @Test
        void readsBackWithTheDefaultFormsWhenPresent() {
            assertRoundTrip(WITH_DEFAULTS);
        }

        @Test
        void readsBackInAnyOrder() {
            assertRoundTrip(BACKWARDS);
        }
    }

    @Nested
    class Defaults {

        record Nothing() {}

        @Test
        void answerEveryAbsentField() {
            World world = new World();
            world.spawn(new Nothing());
            byte[] saved =
                    Snapshots.builder().register("sheet", Nothing.class).build().toBinary(world);
            Snapshots reading = Snapshots.builder()
                    .register("sheet", Sheet.class, codec(in -> {
                        assertFalse(in.has("flag"));
                        return WITH_DEFAULTS.apply(in);
                    }))
                    .build();
            World loaded = new World();
            Entity e = reading.fromBinary(saved, loaded).entities().get(0);
            Sheet s = loaded.get(e, Sheet.class);
            assertFalse(s.flag);
            assertEquals(-1, s.count);
            assertEquals(-1L, s.big);
            assertEquals(-1f, s.ratio);
            assertEquals(-1.0, s.exact);
            assertEquals("default", s.text);
            assertNull(s.other);
        }
    }

    @Nested
    class Presence {

        @Test
        void theFirstFieldIsPresent() {
            World world = new World();
            world.spawn(new Sheet(false, 0, 0, 0, 0, null, null));
            Snapshots snapshots = snapshots(in -> {
                assertTrue(in.has("flag"), "the first field");
                assertTrue(in.has("other"), "the last field");
                assertFalse(in.has("missing"));
                return REQUIRED.apply(in);
            });
            World loaded = new World();
            Entity e = snapshots
                    .fromBinary(snapshots.toBinary(world), loaded)
                    .entities()
                    .get(0);
            assertFalse(loaded.get(e, Sheet.class).flag, "a false boolean reads as false");
        }

        record Word(String w) {}

        @Test
        void aStringInTheFirstFieldIsReadNotDefaulted() {
            World world = new World();
            world.spawn(new Word("saved"));
            byte[] saved = Snapshots.builder().register("w", Word.class).build().toBinary(world);
            Snapshots reading = Snapshots.builder()
                    .register("w", Word.class, new ComponentCodec<>() {
                        @Override
                        public void write(Word component, FieldWriter out) {
                            throw new UnsupportedOperationException();
                        }

                        @Override
                        public Word read(FieldReader in) {
                            return new Word(in.readString("w", "default"));
                        }
                    })
                    .build();
            World loaded = new World();
            Entity e = reading.fromBinary(saved, loaded).entities().get(0);
            assertEquals("saved", loaded.get(e, Word.class).w());
        }
    }

    @Nested
    class Widening {

        record Narrow(int n, float f) {}

        @Test
        void anIntReadsAsALongAndAFloatAsADouble() {
            World world = new World();
            world.spawn(new Narrow(-7, 0.1f));
            byte[] saved =
                    Snapshots.builder().register("n", Narrow.class).build().toBinary(world);
            long[] longs = new long[1];
            double[] doubles = new double[2];
            Snapshots reading = Snapshots.builder()
                    .register("n", Narrow.class, new ComponentCodec<>() {
                        @Override
                        public void write(Narrow component, FieldWriter out) {
                            throw new UnsupportedOperationException();
                        }

                        @Override
                        public Narrow read(FieldReader in) {
                            longs[0] = in.readLong("n");
                            doubles[0] = in.readDouble("f");
                            doubles[1] = in.readDouble("f", 9);
                            return new Narrow((int) in.readLong("n", 3), (float) doubles[0]);
                        }
                    })
                    .build();
            reading.fromBinary(saved, new World());
            assertEquals(-7L, longs[0]);
            assertEquals((double) 0.1f, doubles[0]);
            assertEquals((double) 0.1f, doubles[1]);
        }
    }

    @Nested
    class References {

        @Test
        void areNeverNullWhileValidatingANonNullReference() {
            World world = new World();
            Entity target = world.spawn();
            world.spawn(new Sheet(false, 0, 0, 0, 0, null, target));
            Snapshots strict = snapshots(in -> {
                Sheet s = REQUIRED.apply(in);
                Objects.requireNonNull(s.other, "other");
                return s;
            });
            World loaded = new World();
            LoadedSnapshot result = strict.fromBinary(strict.toBinary(world), loaded);
            assertEquals(result.entities().get(0), loaded.get(result.entities().get(1), Sheet.class).other);
        }

        @Test
        void loadingWithoutStaleReferencesLeavesNoSpareSlotBehind() {
            World world = new World();
            Entity target = world.spawn();
            world.spawn(new Sheet(false, 0, 0, 0, 0, null, target));
            Snapshots snapshots = snapshots(REQUIRED);
            World loaded = new World();
            snapshots.fromBinary(snapshots.toBinary(world), loaded);
            World plain = new World();
            plain.spawn();
            plain.spawn();
            assertEquals(plain.spawn(), loaded.spawn(), "the next entity is the one a world of two would spawn");
        }
    }

    @Nested
    class CodecFaults {

        @Test
        void aCodecReturningNullIsNamedInTheRefusal() {
            World world = new World();
            world.spawn(new Sheet(false, 0, 0, 0, 0, null, null));
            Snapshots broken = snapshots(in -> null);
            SnapshotFormatException e = assertThrows(
                    SnapshotFormatException.class, () -> broken.fromBinary(broken.toBinary(world), new World()));
            assertTrue(
                    e.getMessage().contains("the " + Sheet.class.getName() + " of entity 0: its codec returned null"),
                    e.getMessage());
        }

        @Test
        void aFailingCodecOfAnExtraIsNamedAsAnExtra() {
            Snapshots broken = snapshots(in -> {
                throw new IllegalStateException("nope");
            });
            byte[] saved = broken.toBinary(new World(), List.of(new Sheet(false, 0, 0, 0, 0, null, null)));
            SnapshotFormatException e =
                    assertThrows(SnapshotFormatException.class, () -> broken.fromBinary(saved, new World()));
            assertTrue(
                    e.getMessage().contains("an extra " + Sheet.class.getName() + ": its codec refused"),
                    e.getMessage());
        }

        @Test
        void aCodecWritingMoreFieldsThanForTheFirstIsRefusedOnSave() {
            World world = new World();
            world.spawn(new Sheet(false, 0, 0, 0, 0, null, null));
            world.spawn(new Sheet(true, 0, 0, 0, 0, null, null));
            Snapshots growing = Snapshots.builder()
                    .register(Sheet.class, new ComponentCodec<>() {
                        @Override
                        public void write(Sheet s, FieldWriter out) {
                            out.writeInt("count", s.count);
                            if (s.flag) {
                                out.writeInt("more", 1);
                            }
                        }

                        @Override
                        public Sheet read(FieldReader in) {
                            return null;
                        }
                    })
                    .build();
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> growing.toBinary(world));
            assertTrue(e.getMessage().contains("wrote field 'more' (int) as field 1"), e.getMessage());
        }

        @Test
        void aCodecWritingFewerFieldsNamesWhetherForAComponentOrAnExtra() {
            ComponentCodec<Sheet> shrinking = new ComponentCodec<>() {
                @Override
                public void write(Sheet s, FieldWriter out) {
                    if (!s.flag) {
                        out.writeInt("count", s.count);
                    }
                }

                @Override
                public Sheet read(FieldReader in) {
                    return null;
                }
            };
            Snapshots snapshots =
                    Snapshots.builder().register(Sheet.class, shrinking).build();
            World world = new World();
            world.spawn(new Sheet(false, 0, 0, 0, 0, null, null));
            world.spawn(new Sheet(true, 0, 0, 0, 0, null, null));
            IllegalStateException component =
                    assertThrows(IllegalStateException.class, () -> snapshots.toBinary(world));
            assertTrue(
                    component.getMessage().contains("wrote 0 fields for one component but 1"), component.getMessage());
            World one = new World();
            one.spawn(new Sheet(false, 0, 0, 0, 0, null, null));
            IllegalStateException extra = assertThrows(
                    IllegalStateException.class,
                    () -> snapshots.toBinary(one, List.of(new Sheet(true, 0, 0, 0, 0, null, null))));
            assertTrue(extra.getMessage().contains("wrote 0 fields for one extra but 1"), extra.getMessage());
        }
    }
}
