package dev.pulse.ecs.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.FreshClasses;
import dev.pulse.ecs.World;
import dev.pulse.ecs.column.ColumnSchema;
import dev.pulse.ecs.column.Motion;
import dev.pulse.ecs.seam.SchedulerHooks;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The two halves of the bridge between the core and the column package, and the scheduler's hooks:
 * each is installed once, by the class that owns the members it reaches, and asking before that
 * fails with a message.
 */
class BridgeTest {

    /** Calls a static no-argument method of {@code type}, unwrapping what it throws. */
    private static Object callStatic(Class<?> type, String method) throws Throwable {
        Method m = type.getMethod(method);
        try {
            return m.invoke(null);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    @Nested
    class CoreSide {
        @Test
        void aWorldInstallsItAndASecondInstallIsRefused() {
            new World();
            CoreAccess installed = CoreAccess.core();
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> CoreAccess.install(installed));
            assertEquals("Core access is installed once, by World", e.getMessage());
            assertSame(installed, CoreAccess.core());
        }

        @Test
        void askingBeforeAnyWorldExistsSaysSo() {
            Class<?> fresh = FreshClasses.copyOf(CoreAccess.class); // nothing installed in this copy
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> callStatic(fresh, "core"));
            assertTrue(e.getMessage().startsWith("No World exists yet"), e.getMessage());
        }
    }

    @Nested
    class SchedulerSide {
        @Test
        void aWorldInstallsTheSchedulerHooksOnceToo() {
            new World();
            SchedulerHooks installed = SchedulerHooks.get();
            IllegalStateException e =
                    assertThrows(IllegalStateException.class, () -> SchedulerHooks.install(installed));
            assertEquals("Scheduler hooks are installed once, by World", e.getMessage());
            assertSame(installed, SchedulerHooks.get());
        }
    }

    @Nested
    class ColumnSide {
        @Test
        void aColumnSchemaInstallsItAndASecondInstallIsRefused() {
            ColumnSchema.of(Motion.class); // declared, so it resolves on the portable paths too
            ColumnAccess installed = ColumnAccess.columns();
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> ColumnAccess.install(installed));
            assertEquals("Column access is installed once, by ColumnSchema", e.getMessage());
            assertSame(installed, ColumnAccess.columns());
        }

        @Test
        void askingBeforeAnySchemaExistsSaysSo() {
            Class<?> fresh = FreshClasses.copyOf(ColumnAccess.class);
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> callStatic(fresh, "columns"));
            assertTrue(e.getMessage().startsWith("No column schema exists yet"), e.getMessage());
        }

        @Test
        void thePresenceMarkerDescribesItself() {
            assertEquals("column component present", String.valueOf(ColumnAccess.PRESENT));
        }
    }
}
