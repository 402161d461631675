package dev.pulse.ecs.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Pulse;
import dev.pulse.ecs.World;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** {@link ColumnSchema#declare(Class)}: column records declared by hand, as on Android and TeaVM. */
class ColumnDeclarationTest {

    record Dot(float x, float y, String label) implements Columnar {}

    record Misnamed(float x, float y) implements Columnar {}

    record Reordered(float x, int n) implements Columnar {}

    record Twice(int a) implements Columnar {}

    record Unbuilt(int a) implements Columnar {}

    @Nested
    class ADeclaredRecord {

        @Test
        void storesItsValuesInColumnsAndBuildsThemBack() {
            ColumnSchema<Dot> schema = ColumnSchema.declare(Dot.class)
                    .floatColumn("x", Dot::x)
                    .floatColumn("y", Dot::y)
                    .objectColumn("label", String.class, Dot::label)
                    .build(v -> new Dot((float) v[0], (float) v[1], (String) v[2]));
            assertSame(schema, ColumnSchema.of(Dot.class));
            assertEquals("ColumnSchema[Dot: x:float, y:float, label:String]", schema.toString());
            FloatColumn<Dot> y = schema.floatColumn("y");
            World world = new World();
            Entity a = world.spawn(new Dot(1.5f, -2f, "a"));
            Entity b = world.spawn(new Dot(3f, 4f, "b"));
            assertEquals(new Dot(1.5f, -2f, "a"), world.get(a, Dot.class));
            assertEquals(new Dot(3f, 4f, "b"), world.get(b, Dot.class));
            float[] sum = {0};
            world.columnQuery(Dot.class).forEachChunk(chunk -> {
                for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
                    sum[0] += chunk.floats(y)[i];
                }
            });
            assertEquals(2f, sum[0]);
        }
    }

    @Nested
    class TheDeclaredAccess {

        @Test
        void copiesEveryKindIntoAPageAndBuildsTheRecordBack() {
            Object[] getters = {
                (ColumnDeclaration.FloatGetter<Spark>) Spark::x, (ColumnDeclaration.FloatGetter<Spark>) Spark::y,
                (java.util.function.ToIntFunction<Spark>) Spark::life,
                        (java.util.function.ToLongFunction<Spark>) Spark::id,
                (java.util.function.ToDoubleFunction<Spark>) Spark::heat,
                        (java.util.function.Predicate<Spark>) Spark::lit,
                (ColumnDeclaration.ByteGetter<Spark>) Spark::colour,
                        (java.util.function.Function<Spark, String>) Spark::name
            };
            ColumnSchema<Spark> reflected = ColumnSchema.of(Spark.class);
            String[] names = new String[8];
            Class<?>[] types = new Class<?>[8];
            for (int i = 0; i < 8; i++) {
                names[i] = reflected.columnName(i);
                types[i] = reflected.columnType(i);
            }
            ColumnSchema<Spark> declared = new ColumnSchema<>(
                    Spark.class,
                    names,
                    types,
                    (kinds, slots) -> new DeclaredRecordAccess(
                            getters,
                            kinds,
                            slots,
                            v -> new Spark(
                                    (float) v[0],
                                    (float) v[1],
                                    (int) v[2],
                                    (long) v[3],
                                    (double) v[4],
                                    (boolean) v[5],
                                    (byte) v[6],
                                    (String) v[7])));
            ColumnPage page = new ColumnPage(declared.kindCounts);
            for (int n = 1; n < 5; n++) {
                declared.write(page, n * 7, Spark.of(n));
            }
            for (int n = 1; n < 5; n++) {
                assertEquals(Spark.of(n), declared.read(page, n * 7));
                assertEquals(Spark.of(n), reflected.read(page, n * 7), "both accesses use one page layout");
            }
        }
    }

    @Nested
    class MistakesFailAtTheDeclaration {

        @Test
        void aColumnThatIsNotARecordComponentIsRefusedWhereRecordsCanBeRead() {
            if (!Pulse.platform().readsRecords()) {
                return; // nothing to check against on the portable paths: the declaration is the truth
            }
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> ColumnSchema.declare(Misnamed.class)
                            .floatColumn("x", Misnamed::x)
                            .floatColumn("why", Misnamed::y)
                            .build(v -> new Misnamed((float) v[0], (float) v[1])));
            assertTrue(
                    e.getMessage()
                            .contains("(x:float, why:float) do not match its record components (x:float, y:float)"),
                    e.getMessage());
        }

        @Test
        void columnsInAnotherOrderOrOfAnotherTypeAreRefusedWhereRecordsCanBeRead() {
            if (!Pulse.platform().readsRecords()) {
                return;
            }
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> ColumnSchema.declare(Reordered.class)
                            .intColumn("n", Reordered::n)
                            .floatColumn("x", Reordered::x)
                            .build(v -> new Reordered((float) v[1], (int) v[0])));
            assertTrue(e.getMessage().contains("declare every component, in declaration order"), e.getMessage());
        }

        @Test
        void aSecondDifferentDeclarationIsRefusedAndAnEqualOneAccepted() {
            ColumnSchema<Twice> first =
                    ColumnSchema.declare(Twice.class).intColumn("a", Twice::a).build(v -> new Twice((int) v[0]));
            assertSame(first, ColumnSchema.of(Twice.class));
            ColumnSchema.declare(Twice.class).intColumn("a", Twice::a).build(v -> new Twice((int) v[0]));
            assertSame(first, ColumnSchema.of(Twice.class), "the first declaration stays");
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> ColumnSchema.declare(Twice.class)
                            .longColumn("a", t -> t.a())
                            .build(v -> new Twice(0)));
            assertTrue(
                    e.getMessage()
                            .contains(
                                    Pulse.platform().readsRecords()
                                            ? "(a:long) do not match its record components (a:int)"
                                            : "is already declared with columns a:int"),
                    e.getMessage());
        }

        @Test
        void namesTypesAndAccessorsAreRequiredAndNamesUnique() {
            ColumnDeclaration<Unbuilt> d = ColumnSchema.declare(Unbuilt.class);
            assertThrows(NullPointerException.class, () -> d.intColumn(null, Unbuilt::a));
            assertThrows(NullPointerException.class, () -> d.intColumn("a", null));
            assertThrows(NullPointerException.class, () -> d.objectColumn("a", null, u -> "x"));
            IllegalArgumentException primitive =
                    assertThrows(IllegalArgumentException.class, () -> d.objectColumn("a", int.class, u -> 1));
            assertTrue(primitive.getMessage().contains("use intColumn(\"a\", ...)"), primitive.getMessage());
            d.intColumn("a", Unbuilt::a);
            IllegalArgumentException twice =
                    assertThrows(IllegalArgumentException.class, () -> d.intColumn("a", Unbuilt::a));
            assertTrue(twice.getMessage().contains("already declares a column \"a\""), twice.getMessage());
            assertThrows(NullPointerException.class, () -> d.build(null));
            assertThrows(NullPointerException.class, () -> ColumnSchema.declare(null));
        }

        @Test
        void anEmptyDeclarationIsATagAndABuiltOneIsClosed() {
            IllegalArgumentException empty =
                    assertThrows(IllegalArgumentException.class, () -> ColumnSchema.declare(Unbuilt.class)
                            .build(v -> new Unbuilt(0)));
            assertTrue(empty.getMessage().contains("declares no columns"), empty.getMessage());
            ColumnDeclaration<Unbuilt> d = ColumnSchema.declare(Unbuilt.class).intColumn("a", Unbuilt::a);
            d.build(v -> new Unbuilt((int) v[0]));
            assertThrows(IllegalStateException.class, () -> d.build(v -> new Unbuilt(0)));
            assertThrows(IllegalStateException.class, () -> d.longColumn("b", u -> 1L));
        }
    }
}
