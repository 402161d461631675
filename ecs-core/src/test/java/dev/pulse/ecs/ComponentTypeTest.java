package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import dev.pulse.testing.fixtures.Velocity;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Array;
import java.util.AbstractList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Which classes can be components, what a rejected class is told, and which classes are tags,
 * seen through the public API (every entry point validates the class the same way).
 *
 * <p>Pulse decides once per class and caches the decision for the life of the JVM, so each
 * check is also made on a {@link FreshClasses fresh copy} of the class, whose decision is
 * made anew (primitive types and {@code Entity} cannot be copied).
 */
class ComponentTypeTest {

    /** Only static fields: a tag. */
    static final class StaticOnly {
        static int counter;
        static final String NAME = "static";
    }

    /** An instance field declared by a superclass makes a subclass a data component. */
    static class WithField {
        int value;
    }

    /** Declares no field itself, but inherits one. */
    static final class InheritsField extends WithField {}

    /** Extends a field-less class: still a tag. */
    static final class EmptySubclass extends EmptyBase {}

    /** No fields. */
    static class EmptyBase {}

    /** One instance field and one static field: data. */
    static final class MixedFields {
        static int shared;
        int own;
    }

    /** A concrete class cannot be named as an abstract one. */
    abstract static class Shape {}

    /** An interface compiled with the tests, so that it can be copied. */
    interface Named {}

    private final World world = new World();

    @Nested
    class RejectedClasses {
        @Test
        void aNullClassIsRejectedWithAHint() {
            NullPointerException error = assertThrows(NullPointerException.class, () -> world.storage(null));
            assertTrue(error.getMessage().contains("Position.class"), error.getMessage());
        }

        @Test
        void aPrimitiveTypeIsRejected() {
            assertRejected(int.class, "primitive type int");
        }

        @Test
        void anArrayTypeIsRejected() {
            assertRejected(String[].class, "array type String[]");
            assertRejected(int[].class, "array type int[]");
            assertRejected(
                    Array.newInstance(FreshClasses.copyOf(WithField.class), 0).getClass(), "array type WithField[]");
        }

        @Test
        void anInterfaceIsRejectedNamingItAnInterface() {
            IllegalArgumentException error = assertRejected(Runnable.class, "it is an interface");
            assertFalse(error.getMessage().contains("abstract"), error.getMessage());
            error = assertRejected(FreshClasses.copyOf(Named.class), "it is an interface");
            assertFalse(error.getMessage().contains("abstract"), error.getMessage());
        }

        @Test
        void anAbstractClassIsRejectedNamingItAbstract() {
            IllegalArgumentException error = assertRejected(Shape.class, "it is abstract");
            assertFalse(error.getMessage().contains("interface"), error.getMessage());
            assertRejected(AbstractList.class, "it is abstract");
            error = assertRejected(FreshClasses.copyOf(Shape.class), "it is abstract");
            assertFalse(error.getMessage().contains("interface"), error.getMessage());
        }

        @Test
        void aHiddenClassIsRejected() throws IllegalAccessException {
            Class<?> hidden = MethodHandles.lookup()
                    .defineHiddenClass(FreshClasses.bytesOf(EmptyBase.class.getName()), false)
                    .lookupClass();
            assertRejected(hidden, "lambda or hidden class");
        }

        @Test
        void entityIsRejectedWithTheAlternative() {
            assertRejected(Entity.class, "record Target(Entity entity)");
        }

        @Test
        void aLambdaIsRejectedAsAComponentInstance() {
            Entity e = world.spawn();
            Runnable lambda = () -> {};
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> world.add(e, lambda));
            assertTrue(error.getMessage().contains("lambda or hidden class"), error.getMessage());
            assertThrows(IllegalArgumentException.class, () -> world.spawn((Object) lambda));
            assertEquals(1, world.entityCount(), "a rejected spawn creates nothing");
        }

        @Test
        void anAnonymousClassIsRejectedAsAComponentInstance() {
            Entity e = world.spawn();
            Object anonymous = new Object() {};
            IllegalArgumentException error =
                    assertThrows(IllegalArgumentException.class, () -> world.add(e, anonymous));
            assertTrue(error.getMessage().contains("anonymous class"), error.getMessage());
            assertEquals(1, world.entityCount(), "nothing was spawned or added");
            assertRejected(FreshClasses.copyOf(anonymous.getClass()), "anonymous class");
        }

        @Test
        void aRejectedClassIsRejectedEveryTimeNotOnlyTheFirst() {
            assertRejected(Runnable.class, "interface");
            assertRejected(Runnable.class, "interface");
            assertThrows(IllegalArgumentException.class, () -> new World().query(Runnable.class));
        }

        private IllegalArgumentException assertRejected(Class<?> type, String fragment) {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> world.storage(type));
            assertTrue(error.getMessage().contains(fragment), error.getMessage());
            assertThrows(IllegalArgumentException.class, () -> world.has(world.spawn(), type));
            return error;
        }
    }

    @Nested
    class AcceptedClasses {
        @Test
        void recordsNestedClassesAndLibraryClassesAreComponents() {
            Entity e = world.spawn("a string", 42, new WithField());
            assertEquals("a string", world.get(e, String.class));
            assertEquals(42, world.get(e, Integer.class));
            assertTrue(world.has(e, WithField.class));
        }

        @Test
        void aClassIsTheSameComponentTypeInEveryWorld() {
            World other = new World();
            Entity here = world.spawn(new Health(3));
            Entity there = other.spawn(new Health(4));
            assertEquals(3, world.get(here, Health.class).hp());
            assertEquals(4, other.get(there, Health.class).hp());
            assertNotSame(world.storage(Health.class), other.storage(Health.class));
        }

        @Test
        void distinctClassesGetDistinctStorages() {
            Entity e = world.spawn(new Health(1), new Frozen(), new Position(1, 2));
            assertSame(world.storage(Health.class), world.storage(Health.class));
            assertNotSame(world.storage(Health.class), (Object) world.storage(Frozen.class));
            assertNotSame(world.storage(Position.class), (Object) world.storage(Velocity.class));
            assertEquals(1, world.get(e, Health.class).hp());
            assertEquals(2f, world.get(e, Position.class).y);
            assertTrue(world.has(e, Frozen.class));
        }
    }

    @Nested
    class Tags {
        @Test
        void aClassWithNoInstanceFieldsIsATag() {
            assertTrue(world.storage(Frozen.class).isTag());
            for (Class<?> type : List.of(StaticOnly.class, EmptySubclass.class, EmptyBase.class)) {
                assertTrue(world.storage(type).isTag(), type.getSimpleName());
                assertTrue(world.storage(FreshClasses.copyOf(type)).isTag(), "fresh " + type.getSimpleName());
            }
        }

        @Test
        void aClassWithAnOwnOrInheritedInstanceFieldIsData() {
            assertFalse(world.storage(Health.class).isTag());
            assertFalse(world.storage(WithField.class).isTag());
            assertFalse(world.storage(InheritsField.class).isTag(), "the superclass's field is instance data");
            assertFalse(world.storage(MixedFields.class).isTag());
            assertFalse(world.storage(String.class).isTag());
            for (Class<?> type : List.of(WithField.class, InheritsField.class, MixedFields.class)) {
                assertFalse(world.storage(FreshClasses.copyOf(type)).isTag(), "fresh " + type.getSimpleName());
            }
        }

        @Test
        void aFreshCopyOfAClassIsAComponentTypeOfItsOwn() {
            Class<?> copy = FreshClasses.copyOf(WithField.class);
            assertNotSame(WithField.class, copy);
            assertNotSame(world.storage(WithField.class), (Object) world.storage(copy));
            assertSame(copy, world.storage(copy).type());
        }

        @Test
        void dataComponentsKeepOneObjectPerEntityWhileATagKeepsTheFirst() {
            InheritsField first = new InheritsField();
            InheritsField second = new InheritsField();
            StaticOnly tagOne = new StaticOnly();
            StaticOnly tagTwo = new StaticOnly();
            Entity a = world.spawn(first, tagOne);
            Entity b = world.spawn(second, tagTwo);
            assertSame(first, world.get(a, InheritsField.class));
            assertSame(second, world.get(b, InheritsField.class));
            assertSame(tagOne, world.get(b, StaticOnly.class), "a tag answers the first instance added");
        }

        @Test
        void componentsCreatedBySuppliersAreKeyedByTheirExactClass() {
            Supplier<Object> factory = EmptySubclass::new;
            Entity e = world.spawn(factory.get());
            assertTrue(world.has(e, EmptySubclass.class));
            assertFalse(world.has(e, EmptyBase.class), "a subclass instance is not its superclass's component");
        }
    }
}
