package dev.pulse.ecs.snapshot;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Method;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The JSpecify annotations Kotlin reads from ecs-snapshot's class files: the package is
 * {@code @NullMarked}; string and entity fields may hold {@code null}, so a codec reads them as
 * nullable and may write {@code null}; numbers and the codec's own contract are non-null.
 */
class NullnessAnnotationsTest {

    @Test
    void packageIsNullMarked() {
        assertTrue(Snapshots.class.getPackage().isAnnotationPresent(NullMarked.class));
    }

    @Test
    void stringAndEntityReadsAreNullable() throws Exception {
        for (Method read : new Method[] {
            FieldReader.class.getMethod("readString", String.class),
            FieldReader.class.getMethod("readString", String.class, String.class),
            FieldReader.class.getMethod("readEntity", String.class),
            FieldReader.class.getMethod("readEntity", String.class, Entity.class)
        }) {
            assertTrue(isNullable(read.getAnnotatedReturnType()), read.toString());
            assertFalse(isNullable(read.getAnnotatedParameterTypes()[0]), "the field name of " + read);
        }
        assertTrue(isNullable(FieldReader.class.getMethod("readString", String.class, String.class)
                .getAnnotatedParameterTypes()[1]));
    }

    @Test
    void stringAndEntityWritesAcceptNull() throws Exception {
        assertTrue(isNullable(FieldWriter.class.getMethod("writeString", String.class, String.class)
                .getAnnotatedParameterTypes()[1]));
        assertTrue(isNullable(FieldWriter.class.getMethod("writeEntity", String.class, Entity.class)
                .getAnnotatedParameterTypes()[1]));
        assertFalse(isNullable(FieldWriter.class.getMethod("writeString", String.class, String.class)
                .getAnnotatedParameterTypes()[0]));
    }

    @Test
    void numberReadsAndTheCodecContractAreNonNull() throws Exception {
        assertFalse(
                isNullable(FieldReader.class.getMethod("readInt", String.class).getAnnotatedReturnType()));
        assertFalse(isNullable(
                ComponentCodec.class.getMethod("read", FieldReader.class).getAnnotatedReturnType()));
    }

    private static boolean isNullable(AnnotatedType type) {
        return type.isAnnotationPresent(Nullable.class);
    }
}
