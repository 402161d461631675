package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.AnnotatedType;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The JSpecify annotations Kotlin reads from ecs-systems' class files: the package is
 * {@code @NullMarked}, and the members whose Javadoc may answer {@code null} are {@code @Nullable}.
 */
class NullnessAnnotationsTest {

    @Test
    void packageIsNullMarked() {
        assertTrue(Scheduler.class.getPackage().isAnnotationPresent(NullMarked.class));
    }

    @Test
    void answersThatMayBeAbsentAreNullable() throws Exception {
        assertTrue(isNullable(
                SystemContext.class.getMethod("insertResource", Object.class).getAnnotatedReturnType()));
        assertTrue(isNullable(SystemStats.class.getMethod("lastSkipReason").getAnnotatedReturnType()));
    }

    @Test
    void resourceReadsThatThrowWhenAbsentAreNonNull() throws Exception {
        assertFalse(isNullable(
                SystemContext.class.getMethod("readResource", Class.class).getAnnotatedReturnType()));
        assertFalse(isNullable(
                SystemContext.class.getMethod("writeResource", Class.class).getAnnotatedReturnType()));
    }

    private static boolean isNullable(AnnotatedType type) {
        return type.isAnnotationPresent(Nullable.class);
    }
}
