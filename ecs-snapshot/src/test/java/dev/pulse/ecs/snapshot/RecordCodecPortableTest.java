package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.seam.ClassInspector;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The default record codec where records cannot be read by reflection (Android, TeaVM): read
 * from the record's fields in an order that is certain, or refused. A stand-in inspector gives
 * the runtime's answers on this JVM.
 */
class RecordCodecPortableTest {

    record Vec(float x, float y) {}

    record Mixed(int count, String name, float speed) {}

    record Lane(float x, float y) implements Columnar {
        static final ColumnSchema<Lane> COLUMNS = ColumnSchema.declare(Lane.class)
                .floatColumn("x", Lane::x)
                .floatColumn("y", Lane::y)
                .build(v -> new Lane((float) v[0], (float) v[1]));
    }

    /** TeaVM lists fields in declaration order; Android sorts them. Neither reads records. */
    private static ClassInspector runtime(boolean fieldsInDeclarationOrder) {
        return new ClassInspector() {
            @Override
            public boolean isGenerated(Class<?> type) {
                return false;
            }

            @Override
            public boolean isAnonymous(Class<?> type) {
                return false;
            }

            @Override
            public boolean readsRecords() {
                return false;
            }

            @Override
            public boolean fieldsInDeclarationOrder() {
                return fieldsInDeclarationOrder;
            }

            @Override
            public void openForReading(Class<?> type) {}
        };
    }

    private static <R> Map<String, Object> written(RecordCodec<R> codec, R record) {
        Map<String, Object> out = new LinkedHashMap<>();
        codec.write(record, new FieldWriter() {
            @Override
            public void writeBoolean(String name, boolean value) {
                out.put(name, value);
            }

            @Override
            public void writeInt(String name, int value) {
                out.put(name, value);
            }

            @Override
            public void writeLong(String name, long value) {
                out.put(name, value);
            }

            @Override
            public void writeFloat(String name, float value) {
                out.put(name, value);
            }

            @Override
            public void writeDouble(String name, double value) {
                out.put(name, value);
            }

            @Override
            public void writeString(String name, String value) {
                out.put(name, value);
            }

            @Override
            public void writeEntity(String name, Entity value) {
                out.put(name, value);
            }
        });
        return out;
    }

    @Nested
    class WhereFieldsComeInDeclarationOrder {

        @Test
        void aRecordIsWrittenLikeTheReflectedCodecWritesIt() {
            Vec v = new Vec(1.5f, -2f);
            Map<String, Object> portable = written(RecordCodec.of(Vec.class, runtime(true)), v);
            assertEquals(written(RecordCodec.of(Vec.class), v), portable);
            assertEquals(List.of("x", "y"), new ArrayList<>(portable.keySet()));
        }
    }

    @Nested
    class WhereFieldsAreSorted {

        @Test
        void aRecordWithTwoComponentsOfOneTypeIsRefusedWithWhatToRegister() {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> RecordCodec.of(Vec.class, runtime(false)));
            assertTrue(e.getMessage().contains("Cannot tell the component order of record"), e.getMessage());
            assertTrue(e.getMessage().contains("register a ComponentCodec for Vec"), e.getMessage());
        }

        @Test
        void aRecordWhoseComponentsAllDifferInTypeIsReadByItsFields() {
            Mixed m = new Mixed(3, "three", 0.5f);
            Map<String, Object> portable = written(RecordCodec.of(Mixed.class, runtime(false)), m);
            assertEquals(written(RecordCodec.of(Mixed.class), m), portable);
        }

        @Test
        void aDeclaredColumnRecordTakesItsDeclarationsOrder() {
            Lane lane = new Lane(7f, 8f);
            Map<String, Object> portable = written(RecordCodec.of(Lane.class, runtime(false)), lane);
            assertEquals(List.of("x", "y"), new ArrayList<>(portable.keySet()));
            assertEquals(7f, portable.get("x"));
            assertEquals(8f, portable.get("y"));
        }
    }

    @Test
    void aClassThatIsNotARecordIsRefused() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> RecordCodec.of(String.class, runtime(true)));
        assertTrue(e.getMessage().contains("is neither a record nor a tag"), e.getMessage());
    }
}
