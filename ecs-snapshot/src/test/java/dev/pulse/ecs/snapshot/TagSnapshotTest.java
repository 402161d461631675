package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.util.Base64;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Tags that are not records (Kotlin cannot declare an empty record: its tags are
 * {@code class Frozen} or {@code object Frozen}) save and load with the default codec, in both
 * formats, exactly as an empty record does.
 */
class TagSnapshotTest {

    /** A plain field-less class, as Kotlin's {@code class Stunned} compiles. */
    static final class Stunned {}

    /** As Kotlin's {@code object Boss} compiles: a private constructor and a public INSTANCE. */
    static final class Boss {
        public static final Boss INSTANCE = new Boss();

        private Boss() {}
    }

    /** An INSTANCE field of another type is no Kotlin object: the constructor makes the tag. */
    static final class Labelled {
        public static final String INSTANCE = "not a Labelled";
    }

    /** A private INSTANCE is not read: the constructor makes the tag. */
    static final class Hidden {
        private static final Hidden INSTANCE = new Hidden();
    }

    /** A private constructor and no INSTANCE: the codec makes its instance through it anyway. */
    static final class Sealed {
        private Sealed() {}

        static Sealed make() {
            return new Sealed();
        }
    }

    record EmptyRecord() {}

    @Nested
    class RoundTrip {

        @ParameterizedTest
        @EnumSource(SnapshotFormat.class)
        void aFieldlessClassSavesAndLoadsWithTheDefaultCodec(SnapshotFormat format) {
            Snapshots snapshots = Snapshots.builder()
                    .register(Stunned.class)
                    .register(PositionRecord.class)
                    .build();
            World world = new World();
            Entity stunned = world.spawn(new PositionRecord(1, 2), new Stunned());
            world.spawn(new PositionRecord(3, 4));
            Entity onlyTag = world.spawn(new Stunned());

            World loaded = new World();
            LoadedSnapshot result = load(snapshots, format, save(snapshots, format, world), loaded);

            assertEquals(2, loaded.count(Stunned.class));
            assertTrue(loaded.has(result.entities().get(0), Stunned.class));
            assertFalse(loaded.has(result.entities().get(1), Stunned.class));
            assertTrue(loaded.has(result.entities().get(2), Stunned.class));
            assertTrue(loaded.get(result.entities().get(0), Stunned.class) instanceof Stunned);
            assertEquals(save(snapshots, format, world), save(snapshots, format, loaded), "exact round trip");
            assertTrue(world.isAlive(stunned) && world.isAlive(onlyTag));
        }

        @ParameterizedTest
        @EnumSource(SnapshotFormat.class)
        void aTagSavesExactlyAsAnEmptyRecordUnderTheSameName(SnapshotFormat format) {
            World withClass = new World();
            withClass.spawn(new Stunned());
            withClass.spawn();
            World withRecord = new World();
            withRecord.spawn(new EmptyRecord());
            withRecord.spawn();
            Snapshots classes =
                    Snapshots.builder().register("stunned", Stunned.class).build();
            Snapshots records =
                    Snapshots.builder().register("stunned", EmptyRecord.class).build();

            String fromClass = save(classes, format, withClass);
            assertEquals(save(records, format, withRecord), fromClass);
            World loaded = new World();
            load(records, format, fromClass, loaded);
            assertEquals(1, loaded.count(EmptyRecord.class), "a Kotlin tag's save loads into a Java empty record");
        }

        @ParameterizedTest
        @EnumSource(SnapshotFormat.class)
        void aKotlinObjectLoadsAsItsInstance(SnapshotFormat format) {
            Snapshots snapshots = Snapshots.builder().register(Boss.class).build();
            World world = new World();
            world.spawn(Boss.INSTANCE);
            World loaded = new World();
            LoadedSnapshot result = load(snapshots, format, save(snapshots, format, world), loaded);
            assertSame(Boss.INSTANCE, loaded.get(result.entities().get(0), Boss.class));
        }

        @Test
        void anInstanceFieldOfAnotherTypeOrNotPublicIsIgnored() {
            Snapshots snapshots = Snapshots.builder()
                    .register(Labelled.class)
                    .register(Hidden.class)
                    .build();
            World world = new World();
            world.spawn(new Labelled(), Hidden.INSTANCE);
            World loaded = new World();
            LoadedSnapshot result = snapshots.fromBinary(snapshots.toBinary(world), loaded);
            Entity e = result.entities().get(0);
            assertTrue(loaded.get(e, Labelled.class) instanceof Labelled);
            assertNotSame(Hidden.INSTANCE, loaded.get(e, Hidden.class));
            assertTrue(loaded.has(e, Hidden.class));
        }

        @Test
        void aTagWithOnlyAPrivateConstructorIsMadeThroughIt() {
            Snapshots snapshots = Snapshots.builder().register(Sealed.class).build();
            World world = new World();
            world.spawn(Sealed.make());
            World loaded = new World();
            LoadedSnapshot result = snapshots.fromJson(snapshots.toJson(world), loaded);
            assertTrue(loaded.get(result.entities().get(0), Sealed.class) instanceof Sealed);
        }
    }

    @Nested
    class Refusals {

        /** Data in a superclass: the world stores it as data, so it is no tag. */
        static class Base {
            int hp;
        }

        static final class Derived extends Base {}

        static final class Counter {
            int value;
        }

        static final class NeedsArgument {
            NeedsArgument(int unused) {}
        }

        static final class Throws {
            Throws() {
                throw new IllegalStateException("no tags today");
            }
        }

        @Test
        void aClassWithAFieldIsNeitherARecordNorATag() {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> Snapshots.builder().register(Counter.class));
            assertTrue(
                    e.getMessage().contains(Counter.class.getName() + " is neither a record nor a tag"),
                    e.getMessage());
            assertTrue(e.getMessage().contains("ComponentCodec"), e.getMessage());
        }

        @Test
        void aFieldInASuperclassMakesItData() {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> Snapshots.builder().register(Derived.class));
            assertTrue(e.getMessage().contains("neither a record nor a tag"), e.getMessage());
        }

        @Test
        void aTagWithoutANoArgumentConstructorSaysWhatToAdd() {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> Snapshots.builder().register(NeedsArgument.class));
            assertTrue(
                    e.getMessage().contains("Tag " + NeedsArgument.class.getName() + " has no no-argument constructor"),
                    e.getMessage());
        }

        @Test
        void aTagWhoseConstructorThrowsIsRefusedWithTheCause() {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> Snapshots.builder().register(Throws.class));
            assertTrue(e.getMessage().contains("constructor threw"), e.getMessage());
            assertTrue(e.getMessage().contains("no tags today"), e.getMessage());
            assertTrue(e.getCause() instanceof IllegalStateException);
        }

        @Test
        void aClassThatCanNeverBeAComponentGetsTheWorldsMessage() {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> Snapshots.builder().register(Runnable.class));
            assertTrue(e.getMessage().contains("interface"), e.getMessage());
        }
    }

    private static String save(Snapshots snapshots, SnapshotFormat format, World world) {
        return format == SnapshotFormat.BINARY
                ? Base64.getEncoder().encodeToString(snapshots.toBinary(world))
                : snapshots.toJson(world);
    }

    private static LoadedSnapshot load(Snapshots snapshots, SnapshotFormat format, String saved, World world) {
        return format == SnapshotFormat.BINARY
                ? snapshots.fromBinary(Base64.getDecoder().decode(saved), world)
                : snapshots.fromJson(saved, world);
    }
}
