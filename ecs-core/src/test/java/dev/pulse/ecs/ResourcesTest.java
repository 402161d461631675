package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Position;
import java.util.HashSet;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ResourcesTest {

    static final class Score {
        int points;
    }

    record Settings(int enemies) {}

    private final World world = new World();

    @Nested
    class InsertAndRead {
        @Test
        void insertedResourceIsReturnedByItsClass() {
            Score score = new Score();
            assertNull(world.insertResource(score));
            assertSame(score, world.resource(Score.class));
            assertSame(score, world.resources().get(Score.class));
            assertEquals(Optional.of(score), world.findResource(Score.class));
            assertTrue(world.resources().contains(Score.class));
        }

        @Test
        void insertingAgainReplacesAndReturnsThePreviousValue() {
            world.insertResource(new Settings(10));
            Settings previous = world.insertResource(new Settings(20));
            assertEquals(new Settings(10), previous);
            assertEquals(20, world.resource(Settings.class).enemies());
            assertEquals(1, world.resources().size());
        }

        @Test
        void resourceUnderAnInterfaceIsFoundOnlyByThatInterface() {
            SplittableRandom random = new SplittableRandom(7);
            world.insertResource(RandomGenerator.class, random);
            assertSame(random, world.resource(RandomGenerator.class));
            assertFalse(world.findResource(SplittableRandom.class).isPresent());
        }

        @Test
        void removeReturnsTheValueAndLeavesNothing() {
            Score score = world.insertResource(new Score());
            assertNull(score);
            Score inserted = world.resource(Score.class);
            assertSame(inserted, world.removeResource(Score.class));
            assertNull(world.removeResource(Score.class));
            assertEquals(Optional.empty(), world.findResource(Score.class));
            assertEquals(0, world.resources().size());
        }

        @Test
        void clearingTheWorldKeepsResources() {
            world.insertResource(new Settings(3));
            world.spawn(new Position(1, 1));
            world.clear();
            assertEquals(new Settings(3), world.resource(Settings.class));
        }

        @Test
        void toStringListsThePresentTypes() {
            world.insertResource(new Settings(1));
            world.insertResource(new Score());
            world.removeResource(Score.class);
            assertEquals("Resources[Settings]", world.resources().toString());
        }
    }

    @Nested
    class BadInput {
        @Test
        void missingResourceThrowsNamingTheType() {
            NoSuchElementException e = assertThrows(NoSuchElementException.class, () -> world.resource(Score.class));
            assertTrue(e.getMessage().contains(Score.class.getName()), e.getMessage());
            assertTrue(e.getMessage().contains("findResource(Score.class)"), e.getMessage());
        }

        @Test
        void nullValueIsRejectedWithTheFix() {
            NullPointerException e = assertThrows(NullPointerException.class, () -> world.insertResource(null));
            assertTrue(e.getMessage().contains("removeResource"), e.getMessage());
            assertThrows(NullPointerException.class, () -> world.insertResource(Score.class, null));
            assertThrows(NullPointerException.class, () -> world.resource(null));
        }

        @Test
        void valueOfAnotherClassIsRejectedAndNothingChanges() {
            @SuppressWarnings({"unchecked", "rawtypes"})
            Class<Object> wrong = (Class) Score.class;
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> world.insertResource(wrong, new Settings(1)));
            assertTrue(e.getMessage().contains("not an instance"), e.getMessage());
            assertEquals(0, world.resources().size());
            assertEquals(0, world.resources().changeStamp());
        }
    }

    /** A primitive class literal stands for its wrapper in every resource method (issue 33: it answered empty). */
    @Nested
    class PrimitiveClassLiterals {
        @Test
        void aBooleanInsertedByValueIsFoundByBooleanClassInEveryReadingMethod() {
            world.insertResource(true);
            assertEquals(Optional.of(true), world.findResource(boolean.class));
            assertEquals(true, world.resource(boolean.class));
            assertEquals(true, world.resources().get(boolean.class));
            assertEquals(Optional.of(true), world.resources().find(boolean.class));
            assertTrue(world.resources().contains(boolean.class));
        }

        @Test
        void everyPrimitiveClassFindsItsBoxedValue() {
            Object[] values = {true, (byte) 1, 'c', (short) 2, 3, 4L, 5f, 6d};
            Class<?>[] primitives = {
                boolean.class, byte.class, char.class, short.class, int.class, long.class, float.class, double.class
            };
            for (Object value : values) {
                world.insertResource(value);
            }
            for (int i = 0; i < primitives.length; i++) {
                assertEquals(values[i], world.resource(primitives[i]), primitives[i].getName());
                assertEquals(values[i].getClass(), Resources.keyClass(primitives[i]));
            }
            assertEquals(Void.class, Resources.keyClass(void.class));
            assertEquals(
                    String.class, Resources.keyClass(String.class), "a class that is not primitive is its own key");
        }

        @Test
        void insertingUnderAPrimitiveClassKeysTheWrapperAndReplacesItsValue() {
            assertNull(world.insertResource(int.class, 5));
            assertEquals(5, world.resource(Integer.class));
            assertEquals(5, world.insertResource(7), "the same key: the boxed 5 is replaced");
            assertEquals(7, world.resource(int.class));
            assertEquals(1, world.resources().size());
        }

        @Test
        void removingByAPrimitiveClassRemovesTheBoxedValueAndReportsTheWrapperAsChanged() {
            world.insertResource(2.5d);
            long stamp = world.resources().changeStamp();
            assertEquals(2.5d, world.removeResource(double.class));
            assertEquals(Optional.empty(), world.findResource(Double.class));
            Set<Class<?>> changed = new HashSet<>();
            world.resources().forEachChangedSince(stamp, changed::add);
            assertEquals(Set.of(Double.class), changed);
        }

        @Test
        void aValueOfAnotherWrapperIsStillRefusedUnderAPrimitiveClass() {
            @SuppressWarnings({"unchecked", "rawtypes"})
            Class<Object> integer = (Class) int.class;
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> world.insertResource(integer, 5L));
            assertTrue(e.getMessage().contains("java.lang.Integer"), e.getMessage());
            assertThrows(NullPointerException.class, () -> Resources.keyClass(null));
        }
    }

    @Nested
    class ChangeStamps {
        @Test
        void everyInsertReplacementAndRemovalIsAChange() {
            Resources resources = world.resources();
            long start = resources.changeStamp();
            resources.insert(new Score());
            long afterScore = resources.changeStamp();
            resources.insert(new Settings(1));
            resources.insert(new Settings(2));
            assertEquals(start + 3, resources.changeStamp());
            assertEquals(Set.of(Settings.class), changedSince(afterScore));
            long beforeRemoval = resources.changeStamp();
            resources.remove(Score.class);
            resources.remove(Score.class); // nothing left: not a change
            assertEquals(beforeRemoval + 1, resources.changeStamp());
            assertEquals(Set.of(Score.class), changedSince(beforeRemoval));
            assertEquals(Set.of(), changedSince(resources.changeStamp()));
        }

        @Test
        void readsAreNotChanges() {
            world.insertResource(new Score());
            long stamp = world.resources().changeStamp();
            world.resource(Score.class).points++;
            world.findResource(Score.class);
            assertEquals(stamp, world.resources().changeStamp());
        }

        private Set<Class<?>> changedSince(long stamp) {
            Set<Class<?>> changed = new HashSet<>();
            world.resources().forEachChangedSince(stamp, changed::add);
            return changed;
        }
    }
}
