package dev.pulse.ecs.column;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ColumnSchemaTest {

    record WithShort(float x, short s) implements Columnar {}

    record WithChar(char c) implements Columnar {}

    record Empty() implements Columnar {}

    static final class NotARecord implements Columnar {
        float x;
    }

    record Plain(float x) {}

    /** An accessor that throws: its exception must reach the caller of spawn unchanged. */
    record Faulty(float x, int y) implements Columnar {
        @Override
        public int y() {
            throw new IllegalStateException("y is not ready");
        }
    }

    @Nested
    class Writing {
        @Test
        void recordsOfSeveralSchemasRoundTripThroughTheirWriters() {
            World world = new World();
            Entity a = world.spawn(Spark.of(3));
            Entity b = world.spawn(new Motion(1, 2, 3, 4));
            world.add(a, new Motion(5, 6, 7, 8));
            assertEquals(Spark.of(3), world.get(a, Spark.class));
            assertEquals(new Motion(1, 2, 3, 4), world.get(b, Motion.class));
            assertEquals(new Motion(5, 6, 7, 8), world.get(a, Motion.class));
        }

        @Test
        void anAccessorsExceptionReachesTheCallerUnchanged() {
            World world = new World();
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> world.spawn(new Faulty(1, 2)));
            assertEquals("y is not ready", e.getMessage());
        }
    }

    @Nested
    class Declaration {
        @Test
        void recordComponentsBecomeColumnsInDeclarationOrder() {
            assertArrayEquals(
                    new ColumnKind[] {
                        ColumnKind.FLOAT,
                        ColumnKind.FLOAT,
                        ColumnKind.INT,
                        ColumnKind.LONG,
                        ColumnKind.DOUBLE,
                        ColumnKind.BOOLEAN,
                        ColumnKind.BYTE,
                        ColumnKind.OBJECT
                    },
                    Spark.SCHEMA.kinds());
            assertEquals(8, Spark.SCHEMA.columnCount());
            assertEquals(
                    "ColumnSchema[Spark: x:float, y:float, life:int, id:long, heat:double, lit:boolean, "
                            + "colour:byte, name:String]",
                    Spark.SCHEMA.toString());
        }

        @Test
        void theSchemaIsBuiltOncePerClass() {
            assertSame(Spark.SCHEMA, ColumnSchema.of(Spark.class));
        }

        @Test
        void shortAndCharAreRefusedWithWhatToDeclareInstead() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> ColumnSchema.of(WithShort.class));
            assertEquals(
                    "WithShort.s is a short: column components support float, int, long, double, boolean, byte "
                            + "and object (reference) columns; declare it int",
                    e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> ColumnSchema.of(WithChar.class));
        }

        @Test
        void aRecordWithoutComponentsIsRefusedAsATag() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> ColumnSchema.of(Empty.class));
            assertTrue(e.getMessage().contains("has no record components"), e.getMessage());
        }

        @Test
        @SuppressWarnings({"unchecked", "rawtypes"})
        void aClassThatIsNotARecordIsRefused() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> ColumnSchema.of((Class) NotARecord.class));
            assertTrue(e.getMessage().contains("is not a record"), e.getMessage());
        }

        @Test
        @SuppressWarnings({"unchecked", "rawtypes"})
        void aRecordThatIsNotColumnarIsRefused() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> ColumnSchema.of((Class) Plain.class));
            assertTrue(e.getMessage().contains("does not implement Columnar"), e.getMessage());
        }

        @Test
        void anInvalidColumnRecordIsRefusedAsAComponentWithTheSameMessage() {
            World world = new World();
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> world.spawn(new WithShort(1, (short) 2)));
            assertTrue(e.getMessage().startsWith("WithShort.s is a short"), e.getMessage());
        }
    }

    @Nested
    class Keys {
        @Test
        void aMisspeltNameListsTheColumns() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> Motion.SCHEMA.floatColumn("dz"));
            assertEquals(
                    "Motion has no column \"dz\"; its columns are x:float, y:float, dx:float, dy:float "
                            + "(record component names, case-sensitive)",
                    e.getMessage());
        }

        @Test
        void aWrongTypeSaysWhichKeyToAskFor() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> Spark.SCHEMA.intColumn("x"));
            assertEquals("Spark.x is a float column, not an int one: use floatColumn(\"x\")", e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> Spark.SCHEMA.floatColumn("name"));
            assertEquals(
                    "Spark.name is a String column, not a float one: use objectColumn(\"name\", String.class)",
                    e.getMessage());
        }

        @Test
        void anObjectKeyMustNameTheDeclaredType() {
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> Spark.SCHEMA.objectColumn("name", CharSequence.class));
            assertEquals(
                    "Spark.name is declared as java.lang.String, not java.lang.CharSequence: use "
                            + "objectColumn(\"name\", String.class)",
                    e.getMessage());
        }

        @Test
        void keysDescribeThemselves() {
            assertEquals("Spark.life:int", Spark.LIFE.toString());
            assertEquals("life", Spark.LIFE.name());
            assertSame(Spark.SCHEMA, Spark.LIFE.schema());
        }
    }

    @Nested
    class ChecksSwitch {
        @Test
        void thePropertyOverridesAndBadValuesAreRefused() {
            assertTrue(ColumnChecks.decide("true", false));
            assertEquals(false, ColumnChecks.decide("off", true));
            assertThrows(IllegalArgumentException.class, () -> ColumnChecks.decide("yes", true));
        }

        @Test
        void checksFollowAssertionsByDefault() {
            assertTrue(ColumnChecks.decide(null, true));
            assertFalse(ColumnChecks.decide(null, false));
            boolean assertions = false;
            assert assertions = true;
            assertEquals(assertions, ColumnChecks.class.desiredAssertionStatus(), "what ENABLED is decided from");
        }
    }
}
