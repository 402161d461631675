package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.column.Columnar;
import dev.pulse.ecs.internal.ParallelWorkers;
import dev.pulse.ecs.seam.PlatformProbe;
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
                assertTrue(
                        platform.toString().contains("portable paths (-Dpulse.platform=portable)"),
                        platform.toString());
            } else {
                assertTrue(platform.hotSpotPaths());
                assertEquals(LoopCopies.ENABLED, platform.walkCopies());
                assertTrue(platform.readsRecords());
                assertEquals("", platform.fallbackReason());
                assertEquals(
                        "Platform[" + platform.runtime() + ": hotspot paths, threads, "
                                + (LoopCopies.ENABLED ? "walk copies" : "no walk copies") + ", records by reflection]",
                        platform.toString());
            }
        }

        @Test
        void parallelWalksUseTheWorkerThreadsOfAJvm() {
            assertEquals(
                    Math.max(0, Runtime.getRuntime().availableProcessors() - 1),
                    ParallelWorkers.shared().threads());
        }
    }

    @Nested
    class OnOtherRuntimes {

        @Test
        void teaVmRunsPortablePathsWithoutThreadsAndSaysSo() {
            Platform teaVm = new Platform(PlatformProbe.portable("TeaVM", true, "TeaVM lacks HotSpot's APIs"));
            assertEquals("TeaVM", teaVm.runtime());
            assertFalse(teaVm.hotSpotPaths());
            assertFalse(teaVm.threads());
            assertFalse(teaVm.walkCopies());
            assertFalse(teaVm.readsRecords());
            assertEquals("TeaVM lacks HotSpot's APIs", teaVm.fallbackReason());
            assertEquals(
                    "Platform[TeaVM: portable paths (TeaVM lacks HotSpot's APIs), no threads, no walk copies, "
                            + "declared column records]",
                    teaVm.toString());
        }

        @Test
        void androidRunsPortablePathsWithThreads() {
            Platform android = new Platform(PlatformProbe.portable("Android", false, "Android lacks HotSpot's APIs"));
            assertEquals("Android", android.runtime());
            assertFalse(android.hotSpotPaths());
            assertTrue(android.threads());
            assertFalse(android.walkCopies());
            assertFalse(android.readsRecords());
            assertEquals(
                    "Platform[Android: portable paths (Android lacks HotSpot's APIs), threads, no walk copies, "
                            + "declared column records]",
                    android.toString());
        }
    }

    @Nested
    class UndeclaredColumnRecords {

        record Undeclared(float x, float y) implements Columnar {}

        @Test
        void workByReflectionOnHotSpotAndFailWithWhatToWriteElsewhere() {
            if (FORCED_PORTABLE) {
                IllegalArgumentException e =
                        assertThrows(IllegalArgumentException.class, () -> new World().spawn(new Undeclared(1, 2)));
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
