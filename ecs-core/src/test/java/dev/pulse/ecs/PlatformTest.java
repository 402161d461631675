package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.internal.PlatformProbe;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * {@link Pulse#platform()} on this JVM. The build runs this class twice: once as HotSpot (the
 * default) and once with {@code -Dpulse.platform=portable}, the stand-in for Android's ART;
 * each run checks what its paths must be.
 */
class PlatformTest {

    private static final boolean FORCED_PORTABLE = "portable".equals(System.getProperty(PlatformProbe.PROPERTY));

    @Nested
    class TheChoice {

        @Test
        void isMadeOnceAndSaysWhichPathsRun() {
            Platform platform = Pulse.platform();
            assertSame(platform, Pulse.platform());
            assertEquals(System.getProperty("java.vm.name"), platform.runtime());
            assertTrue(platform.threads(), "a JVM has threads");
            if (FORCED_PORTABLE) {
                assertFalse(platform.hotSpotPaths());
                assertFalse(platform.walkCopies());
                assertFalse(platform.readsRecords());
                assertEquals("-Dpulse.platform=portable", platform.fallbackReason());
                assertTrue(platform.toString().contains("portable paths (-Dpulse.platform=portable)"), platform.toString());
            } else {
                assertTrue(platform.hotSpotPaths());
                assertEquals(WalkCopies.ENABLED, platform.walkCopies());
                assertTrue(platform.readsRecords());
                assertEquals("", platform.fallbackReason());
                assertTrue(platform.toString().startsWith("Platform[" + platform.runtime() + ": hotspot paths, threads"),
                        platform.toString());
            }
        }

        @Test
        void parallelWalksUseTheWorkerThreadsOfAJvm() {
            assertEquals(Math.max(0, Runtime.getRuntime().availableProcessors() - 1), ParallelWorkers.shared().threads());
        }
    }

    @Nested
    class UndeclaredColumnRecords {

        record Undeclared(float x, float y) implements Columnar {
        }

        @Test
        void workByReflectionOnHotSpotAndFailWithWhatToWriteElsewhere() {
            if (FORCED_PORTABLE) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                        () -> new World().spawn(new Undeclared(1, 2)));
                assertTrue(e.getMessage().contains("cannot read records by reflection"), e.getMessage());
                assertTrue(e.getMessage().contains("ColumnSchema.declare(Undeclared.class)"), e.getMessage());
            } else {
                World world = new World();
                Entity e = world.spawn(new Undeclared(1, 2));
                assertEquals(new Undeclared(1, 2), world.get(e, Undeclared.class));
            }
        }
    }
}
