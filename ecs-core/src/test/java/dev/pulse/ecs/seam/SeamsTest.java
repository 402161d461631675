package dev.pulse.ecs.seam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Both implementations of every seam, side by side on this JVM: the portable ones must give the
 * HotSpot ones' answers (where the name can tell), whichever the probe chose for this run.
 */
class SeamsTest {

    private static final HotSpotSeams HOTSPOT = new HotSpotSeams();
    private static final List<ClassInspector> INSPECTORS = List.of(HOTSPOT, new PortableClassInspector(true));

    static class Plain {}

    @Nested
    class Caches {

        @Test
        void computeOncePerClassAndAnswerTheSameValue() {
            for (ClassCaches caches : List.<ClassCaches>of(HOTSPOT, MapClassCache::new)) {
                AtomicInteger computed = new AtomicInteger();
                ClassCache<List<String>> cache = caches.create(type -> {
                    computed.incrementAndGet();
                    List<String> value = new ArrayList<>();
                    value.add(type.getSimpleName());
                    return value;
                });
                List<String> first = cache.get(String.class);
                assertEquals(List.of("String"), first);
                assertSame(first, cache.get(String.class));
                assertEquals(List.of("Integer"), cache.get(Integer.class));
                assertEquals(2, computed.get(), caches.getClass().getName());
            }
        }
    }

    @Nested
    class Inspectors {

        @Test
        void aLambdaOrHiddenClassIsGeneratedAndANamedOneIsNot() throws IllegalAccessException {
            Supplier<String> lambda = () -> "x";
            Function<String, Integer> reference = String::length;
            Class<?> hidden = MethodHandles.lookup()
                    .defineHiddenClass(classFile(Plain.class), false)
                    .lookupClass();
            for (ClassInspector inspector : INSPECTORS) {
                String which = inspector.getClass().getSimpleName();
                assertTrue(inspector.isGenerated(lambda.getClass()), which);
                assertTrue(inspector.isGenerated(reference.getClass()), which);
                assertTrue(inspector.isGenerated(hidden), which);
                assertFalse(inspector.isGenerated(Plain.class), which);
                assertFalse(inspector.isGenerated(String.class), which);
            }
        }

        @Test
        void anAnonymousClassIsAnonymousAndANamedNestedOneIsNot() {
            Object anonymous = new Object() {};
            class Local {}
            for (ClassInspector inspector : INSPECTORS) {
                String which = inspector.getClass().getSimpleName();
                assertTrue(inspector.isAnonymous(anonymous.getClass()), which);
                assertFalse(inspector.isAnonymous(Plain.class), which);
                assertFalse(inspector.isAnonymous(Local.class), which);
                assertFalse(inspector.isAnonymous(String.class), which);
            }
        }

        @Test
        void onlyHotSpotReadsRecordsAndEachSaysHowItListsFields() {
            assertTrue(HOTSPOT.readsRecords());
            assertTrue(HOTSPOT.fieldsInDeclarationOrder());
            assertFalse(new PortableClassInspector(true).readsRecords());
            assertTrue(new PortableClassInspector(true).fieldsInDeclarationOrder());
            assertFalse(new PortableClassInspector(false).fieldsInDeclarationOrder());
        }

        @Test
        void openingAModuleForReadingLetsPulsesModuleReadIt() {
            Module unnamed = SeamsTest.class.getClassLoader().getUnnamedModule();
            HOTSPOT.openForReading(Plain.class);
            assertTrue(PlatformProbe.class.getModule().canRead(Plain.class.getModule()));
            new PortableClassInspector(true).openForReading(Plain.class); // nothing to open: must not throw
            assertNotNull(unnamed);
        }

        private byte[] classFile(Class<?> type) {
            try (var in = type.getResourceAsStream(
                    type.getName().substring(type.getName().lastIndexOf('.') + 1) + ".class")) {
                return in.readAllBytes();
            } catch (java.io.IOException e) {
                throw new AssertionError(e);
            }
        }
    }

    @Nested
    class CallerFinders {

        @Test
        void bothFindThisTestAsTheCaller() {
            for (CallerFinder finder : List.of(HOTSPOT, new StackTraceCallerFinder())) {
                String site = finder.callerSite();
                assertTrue(site.startsWith("SeamsTest.java:"), finder.getClass().getSimpleName() + ": " + site);
            }
        }

        @Test
        void pulseFramesAreNotCallersButTestsAndOtherCodeAre() {
            assertFalse(PlatformProbe.isCallerFrame("dev.pulse.ecs.World"));
            assertFalse(PlatformProbe.isCallerFrame("dev.pulse.ecs.seam.PlatformProbe"));
            assertTrue(PlatformProbe.isCallerFrame("dev.pulse.ecs.WorldTest"));
            assertTrue(PlatformProbe.isCallerFrame("com.example.Game"));
        }
    }

    @Nested
    class TheProbe {

        @Test
        void loadsClassesOfThisModuleByNameAndAnswersNullForMissingOnes() {
            PlatformProbe probe = PlatformProbe.current();
            assertNotNull(probe.load("dev.pulse.ecs.seam.HotSpotSeams", SpinWait.class));
            assertNull(probe.load("dev.pulse.ecs.seam.NoSuchClass", SpinWait.class));
            assertNull(probe.load("java.lang.String", SpinWait.class), "not a SpinWait");
            Object hotSpot = probe.loadHotSpot("dev.pulse.ecs.seam.HotSpotSeams", SpinWait.class);
            assertEquals(probe.hotSpot(), hotSpot != null);
        }

        @Test
        void itsSeamsAreTheHotSpotOnesExactlyWhenItSaysHotSpot() {
            PlatformProbe probe = PlatformProbe.current();
            assertEquals(probe.hotSpot(), probe.classes() instanceof HotSpotSeams);
            assertEquals(probe.hotSpot(), probe.callers() instanceof HotSpotSeams);
            assertEquals(probe.hotSpot(), probe.spinWait() instanceof HotSpotSeams);
            assertEquals(probe.hotSpot(), probe.fallbackReason() == null);
            assertTrue(probe.threads());
            probe.spinWait().onSpinWait();
            HOTSPOT.onSpinWait();
            ClassCache<String> names = probe.create(Class::getName);
            assertEquals("java.lang.String", names.get(String.class));
        }
    }
}
