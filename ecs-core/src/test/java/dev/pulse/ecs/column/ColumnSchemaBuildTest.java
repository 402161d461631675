package dev.pulse.ecs.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.FreshClasses;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Health;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Schemas built inside the test (from fresh copies of the test records, so the building code
 * runs here rather than once when {@link Spark} first loaded): every kind is copied into the
 * columns and back, keys reach the right column, and the kind mapping is exact.
 */
class ColumnSchemaBuildTest {

    /** A new instance of a fresh copy of {@link Spark}: {@code Spark.of(n)}'s values. */
    private static Record freshSpark(Class<?> type, int n) throws ReflectiveOperationException {
        Spark s = Spark.of(n);
        Class<?>[] parameters = new Class<?>[type.getRecordComponents().length];
        RecordComponent[] components = type.getRecordComponents();
        for (int i = 0; i < parameters.length; i++) {
            parameters[i] = components[i].getType();
        }
        Constructor<?> constructor = type.getDeclaredConstructor(parameters);
        constructor.setAccessible(true);
        return (Record)
                constructor.newInstance(s.x(), s.y(), s.life(), s.id(), s.heat(), s.lit(), s.colour(), s.name());
    }

    @Nested
    class FreshSchemas {
        @Test
        @SuppressWarnings({"unchecked", "rawtypes"})
        void aFreshSchemaCopiesEveryKindIntoTheColumnsAndBack() throws ReflectiveOperationException {
            Class fresh = FreshClasses.copyOf(Spark.class);
            ColumnSchema schema = ColumnSchema.of(fresh);
            assertSame(schema, ColumnSchema.lookup(fresh));
            assertSame(fresh, schema.type());
            assertEquals(8, schema.columnCount());
            World world = new World();
            Record first = freshSpark(fresh, 3);
            Record second = freshSpark(fresh, 4_100);
            Entity a = world.spawn(first);
            Entity b = world.spawn(second);
            ColumnStorage storage = world.columns(fresh);
            assertEquals(first, storage.get(a));
            assertEquals(second, storage.get(b));
            ColumnView view = storage.view();
            assertTrue(view.bind(b));
            Spark expected = Spark.of(4_100);
            assertEquals(expected.x(), view.get(schema.floatColumn("x")));
            assertEquals(expected.y(), view.get(schema.floatColumn("y")));
            assertEquals(expected.life(), view.get(schema.intColumn("life")));
            assertEquals(expected.id(), view.get(schema.longColumn("id")));
            assertEquals(expected.heat(), view.get(schema.doubleColumn("heat")));
            assertEquals(expected.lit(), view.get(schema.booleanColumn("lit")));
            assertEquals(expected.colour(), view.get(schema.byteColumn("colour")));
            assertEquals(expected.name(), view.get(schema.objectColumn("name", String.class)));
        }

        @Test
        void freshInvalidDeclarationsAreRefusedWithTheirReasons() {
            assertTrue(refusal(ColumnSchemaTest.WithShort.class).contains("is a short"));
            assertTrue(refusal(ColumnSchemaTest.Empty.class).contains("has no record components"));
            assertTrue(refusal(ColumnSchemaTest.NotARecord.class).contains("is not a record"));
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private String refusal(Class<?> type) {
            Class fresh = FreshClasses.copyOf(type);
            Object remembered = ColumnSchema.lookup(fresh);
            assertInstanceOf(String.class, remembered, "the reason is remembered for the class");
            String message = assertThrows(IllegalArgumentException.class, () -> ColumnSchema.of(fresh))
                    .getMessage();
            assertEquals(remembered, message);
            return message;
        }

        @Test
        void aRecordThatIsNotColumnarHasNoSchema() {
            Object reason = ColumnSchema.lookup(FreshClasses.copyOf(Health.class));
            assertInstanceOf(String.class, reason);
            assertTrue(((String) reason).contains("does not implement Columnar"), (String) reason);
        }
    }

    @Nested
    class Keys {
        @Test
        void everyKeyNamesItsColumnAndSchema() {
            ColumnSchema<Spark> schema = Spark.SCHEMA;
            assertEquals("x", schema.floatColumn("x").name());
            assertEquals("life", schema.intColumn("life").name());
            assertEquals("id", schema.longColumn("id").name());
            assertEquals("heat", schema.doubleColumn("heat").name());
            assertEquals("lit", schema.booleanColumn("lit").name());
            assertEquals("colour", schema.byteColumn("colour").name());
            assertEquals("name", schema.objectColumn("name", String.class).name());
            assertSame(schema, schema.floatColumn("y").schema());
            assertEquals(1, schema.floatColumn("y").slot);
            assertEquals(0, schema.floatColumn("x").slot);
        }
    }

    @Nested
    class Kinds {
        @Test
        void eachPrimitiveMapsToItsKindAndEveryReferenceToObject() {
            assertEquals(ColumnKind.FLOAT, ColumnKind.of(float.class));
            assertEquals(ColumnKind.INT, ColumnKind.of(int.class));
            assertEquals(ColumnKind.LONG, ColumnKind.of(long.class));
            assertEquals(ColumnKind.DOUBLE, ColumnKind.of(double.class));
            assertEquals(ColumnKind.BOOLEAN, ColumnKind.of(boolean.class));
            assertEquals(ColumnKind.BYTE, ColumnKind.of(byte.class));
            assertEquals(ColumnKind.OBJECT, ColumnKind.of(String.class));
            assertEquals(ColumnKind.OBJECT, ColumnKind.of(Float.class));
            assertNull(ColumnKind.of(short.class));
            assertNull(ColumnKind.of(char.class));
        }

        @Test
        void viewsReportTheChecksSwitchOfThisJvm() {
            boolean assertions = false;
            assert assertions = true;
            assertEquals(assertions, ColumnView.checksEnabled());
            assertFalse(ColumnChecks.decide("false", true));
            assertTrue(ColumnChecks.decide("ON", false));
        }
    }
}
