package dev.pulse.ecs.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.AllocationMeter;
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class GenerationalArenaTest {

    private static final int PAGE = 4096;

    private final GenerationalArena<String> arena = new GenerationalArena<>();

    @Nested
    class InsertAndGet {
        @Test
        void insertedValueIsReadBackThroughItsHandle() {
            Handle<String> a = arena.insert("a");
            Handle<String> b = arena.insert("b");
            assertEquals("a", arena.get(a));
            assertEquals("b", arena.get(b));
            assertEquals(2, arena.size());
            assertFalse(arena.isEmpty());
        }

        @Test
        void firstHandlesUseFreshSlotsAtGenerationZero() {
            assertEquals("Handle[0v0]", arena.insert("a").toString());
            assertEquals("Handle[1v0]", arena.insert("b").toString());
        }

        @Test
        void primitiveLookupMatchesHandleLookup() {
            Handle<String> a = arena.insert("a");
            assertEquals("a", arena.get(a.index(), a.generation()));
            assertTrue(arena.contains(a.index(), a.generation()));
            assertNull(arena.get(a.index(), a.generation() + 1));
            assertNull(arena.get(-1, 0));
            assertNull(arena.get(1_000_000, 0));
            assertFalse(arena.contains(a.index(), -1));
        }

        @Test
        void handleRebuiltFromIdFindsTheValue() {
            Handle<String> a = arena.insert("a");
            assertEquals("a", arena.get(Handle.<String>fromId(a.id())));
        }

        @Test
        void handleAtReturnsTheCanonicalHandleOfALiveSlotOnly() {
            Handle<String> a = arena.insert("a");
            assertSame(a, arena.handleAt(a.index()));
            arena.remove(a);
            assertNull(arena.handleAt(a.index()));
            assertNull(arena.handleAt(-1));
            assertNull(arena.handleAt(99));
        }

        @Test
        void getUncheckedReturnsTheCurrentOccupantWithoutAGenerationCheck() {
            Handle<String> a = arena.insert("a");
            assertEquals("a", arena.getUnchecked(a.index()));
            arena.remove(a);
            assertNull(arena.getUnchecked(a.index()));
            Handle<String> b = arena.insert("b");
            assertEquals(a.index(), b.index());
            // The documented hazard: unchecked reads see the new occupant.
            assertEquals("b", arena.getUnchecked(a.index()));
        }

        @Test
        void nullValueIsRejectedWithAClearMessage() {
            NullPointerException e = assertThrows(NullPointerException.class, () -> arena.insert(null));
            assertTrue(e.getMessage().contains("Cannot insert null"), e.getMessage());
            assertEquals(0, arena.size());
        }

        @Test
        void nullHandleIsRejectedByGetRemoveAndContains() {
            NullPointerException get = assertThrows(NullPointerException.class, () -> arena.get(null));
            assertTrue(get.getMessage().contains("Handle is null"), get.getMessage());
            assertThrows(NullPointerException.class, () -> arena.remove(null));
            assertThrows(NullPointerException.class, () -> arena.contains(null));
        }
    }

    @Nested
    class StaleHandles {
        @Test
        void removeReturnsTheValueAndMakesTheHandleStale() {
            Handle<String> a = arena.insert("a");
            assertEquals("a", arena.remove(a));
            assertNull(arena.get(a));
            assertFalse(arena.contains(a));
            assertNull(arena.remove(a));
            assertEquals(0, arena.size());
        }

        @Test
        void staleHandleIsRejectedAfterSlotReuse() {
            Handle<String> a = arena.insert("a");
            arena.remove(a);
            Handle<String> b = arena.insert("b");
            assertEquals(a.index(), b.index());
            assertNotEquals(a, b);
            assertNull(arena.get(a));
            assertFalse(arena.contains(a));
            assertNull(arena.remove(a), "a stale handle must not remove the new occupant");
            assertEquals("b", arena.get(b));
        }

        @Test
        void aRemovedHandleStaysStaleThroughEveryAccessorAndItsIdCopyToo() {
            Handle<String> a = arena.insert("a");
            arena.remove(a);
            Handle<String> b = arena.insert("b");
            Handle<String> copyOfA = Handle.fromId(a.id());
            Handle<String> copyOfB = Handle.fromId(b.id());
            assertNull(arena.get(copyOfA));
            assertFalse(arena.contains(copyOfA));
            assertNull(arena.remove(copyOfA));
            assertNull(arena.get(a.index(), a.generation()));
            assertEquals("b", arena.get(copyOfB));
            assertSame(b, arena.handleAt(b.index()));
            assertEquals("b", arena.remove(copyOfB), "an id copy removes the value its original names");
            assertNull(arena.get(b), "and the original is stale after it");
            assertFalse(arena.contains(b));
            assertNull(arena.handleAt(b.index()), "a free slot has no handle");
            assertEquals(b.generation() + 1, arena.insert("c").generation());
        }

        @Test
        void anotherArenasRemovedHandleIsStillRefusedNamingThatArena() {
            GenerationalArena<String> other = new GenerationalArena<>();
            Handle<String> theirs = other.insert("theirs");
            other.remove(theirs);
            arena.insert("ours"); // the same slot index is live here
            ForeignHandleException e = assertThrows(ForeignHandleException.class, () -> arena.get(theirs));
            assertSame(theirs, e.handle());
            assertTrue(e.getMessage().contains(other.toString().replaceAll("\\[.*", "")), e.getMessage());
            assertThrows(ForeignHandleException.class, () -> arena.contains(theirs));
            assertThrows(ForeignHandleException.class, () -> arena.remove(theirs));
            assertEquals(1, arena.size());
        }

        @Test
        void mostRecentlyFreedSlotIsReusedFirst() {
            arena.insert("a");
            Handle<String> b = arena.insert("b");
            arena.insert("c");
            arena.remove(b);
            assertEquals(b.index(), arena.insert("d").index());
        }
    }

    @Nested
    class CapacityAndReserve {
        @Test
        void emptyArenaHasNoCapacity() {
            assertEquals(0, arena.capacity());
        }

        @Test
        void firstInsertAllocatesOnePage() {
            arena.insert("a");
            assertEquals(PAGE, arena.capacity());
        }

        @Test
        void reserveAllocatesWholePagesUpFront() {
            arena.reserve(PAGE + 1);
            assertEquals(2 * PAGE, arena.capacity());
            assertEquals(0, arena.size());
        }

        @Test
        void capacityIsCappedByTheSlotLimit() {
            GenerationalArena<String> small = new GenerationalArena<>(10, 100);
            small.insert("a");
            assertEquals(10, small.capacity());
        }

        @Test
        void insertingUpToReservedCapacityAllocatesOnlyHandles() {
            GenerationalArena<Object> objects = new GenerationalArena<>();
            objects.reserve(2 * PAGE);
            Object value = new Object();
            AllocationMeter meter = new AllocationMeter();
            objects.insert(value); // load classes outside the measurement
            long bytes = meter.bytesAllocatedBy(() -> {
                for (int i = 1; i < 2 * PAGE; i++) {
                    objects.insert(value);
                }
            });
            // One Handle (<= 32 bytes) per insert, no page or copy.
            assertTrue(bytes <= 32L * 2 * PAGE, "allocated " + bytes + " bytes");
            assertEquals(2 * PAGE, objects.capacity());
        }

        @Test
        void insertingIntoAFreedSlotAllocatesOnlyItsNewHandle() {
            GenerationalArena<Object> objects = new GenerationalArena<>();
            Object value = new Object();
            List<Handle<Object>> handles = new ArrayList<>();
            for (int i = 0; i < PAGE; i++) {
                handles.add(objects.insert(value));
            }
            AllocationMeter meter = new AllocationMeter();
            objects.remove(objects.insert(value));
            long bytes = meter.bytesAllocatedBy(() -> {
                for (Handle<Object> handle : handles) {
                    objects.remove(handle);
                    objects.insert(value);
                }
            });
            // One Handle (<= 32 bytes) per reuse; the free-slot stack's page was made above.
            assertTrue(bytes <= 32L * PAGE, "allocated " + bytes + " bytes");
            assertTrue(bytes >= 16L * PAGE, "a reused slot needs a new handle; allocated " + bytes + " bytes");
        }

        @Test
        void growingAcrossManyPagesKeepsEveryValue() {
            List<Handle<String>> handles = new ArrayList<>();
            for (int i = 0; i < 5 * PAGE + 7; i++) {
                handles.add(arena.insert("v" + i));
            }
            for (int i = 0; i < handles.size(); i++) {
                assertEquals("v" + i, arena.get(handles.get(i)));
            }
            assertEquals(6 * PAGE, arena.capacity());
        }

        @Test
        void reserveRejectsNegativeOrTooLargeCounts() {
            assertThrows(IllegalArgumentException.class, () -> arena.reserve(-1));
            GenerationalArena<String> small = new GenerationalArena<>(10, 100);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> small.reserve(11));
            assertTrue(e.getMessage().contains("0..10"), e.getMessage());
        }

        @Test
        void fullArenaRefusesInsertWithAClearMessage() {
            GenerationalArena<String> small = new GenerationalArena<>(2, 100);
            small.insert("a");
            small.insert("b");
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> small.insert("c"));
            assertTrue(e.getMessage().contains("Arena full"), e.getMessage());
            assertEquals(2, small.size());
        }

        @Test
        void limitsOutOfRangeAreRejected() {
            assertThrows(IllegalArgumentException.class, () -> new GenerationalArena<String>(0, 1));
            assertThrows(IllegalArgumentException.class, () -> new GenerationalArena<String>(1, -1));
        }
    }

    @Nested
    class GenerationExhaustion {
        @Test
        void slotRemovedAtMaxGenerationIsRetiredAndNeverReused() {
            GenerationalArena<String> small = new GenerationalArena<>(2, 2);
            Handle<String> last = null;
            for (int generation = 0; generation <= 2; generation++) {
                last = small.insert("g" + generation);
                assertEquals(0, last.index());
                assertEquals(generation, last.generation());
                small.remove(last);
            }
            assertEquals(1, small.retiredCount());
            assertEquals(1, small.capacity());
            Handle<String> next = small.insert("fresh");
            assertEquals(1, next.index(), "the retired slot 0 must not be reused");
            assertNull(small.get(last));
            assertThrows(IllegalStateException.class, () -> small.insert("no room"));
        }

        @Test
        void clearRetiresSlotsAtMaxGeneration() {
            GenerationalArena<String> small = new GenerationalArena<>(1, 0);
            Handle<String> a = small.insert("a");
            small.clear();
            assertNull(small.get(a));
            assertEquals(1, small.retiredCount());
            assertEquals(0, small.capacity());
            assertThrows(IllegalStateException.class, () -> small.insert("b"));
        }
    }

    @Nested
    class Clear {
        @Test
        void clearInvalidatesEveryOutstandingHandle() {
            List<Handle<String>> handles = new ArrayList<>();
            for (int i = 0; i < PAGE + 10; i++) {
                handles.add(arena.insert("v" + i));
            }
            arena.clear();
            assertEquals(0, arena.size());
            for (Handle<String> handle : handles) {
                assertNull(arena.get(handle));
                assertFalse(arena.contains(handle));
            }
            Handle<String> fresh = arena.insert("fresh");
            assertEquals(1, fresh.generation());
            assertEquals("fresh", arena.get(fresh));
            for (Handle<String> handle : handles) {
                assertNull(arena.get(handle), "old handles stay stale after reuse");
            }
        }

        @Test
        void clearKeepsCapacity() {
            arena.reserve(3 * PAGE);
            arena.insert("a");
            arena.clear();
            assertEquals(3 * PAGE, arena.capacity());
        }

        @Test
        void clearedArenaVisitsNothing() {
            arena.insert("a");
            arena.clear();
            arena.forEach((handle, value) -> {
                throw new AssertionError("visited " + value);
            });
        }
    }

    @Nested
    class Retain {
        @Test
        void retainRemovesRejectedValuesAndCountsThem() {
            Handle<String> keep = arena.insert("keep");
            Handle<String> drop1 = arena.insert("drop1");
            Handle<String> drop2 = arena.insert("drop2");
            assertEquals(2, arena.retain(value -> value.startsWith("keep")));
            assertEquals("keep", arena.get(keep));
            assertNull(arena.get(drop1));
            assertNull(arena.get(drop2));
            assertEquals(1, arena.size());
        }

        @Test
        void retainRejectsNullPredicate() {
            assertThrows(NullPointerException.class, () -> arena.retain(null));
        }

        @Test
        void insertFromRetainPredicateFailsFast() {
            arena.insert("a");
            assertThrows(
                    ConcurrentModificationException.class,
                    () -> arena.retain(value -> {
                        arena.insert("b");
                        return true;
                    }));
            assertEquals(1, arena.size());
            arena.insert("c"); // the pass has ended: insert works again
        }
    }

    @Nested
    class Iteration {
        @Test
        void forEachVisitsEveryLiveValueOnceWithItsCanonicalHandle() {
            Map<Handle<String>, String> expected = new HashMap<>();
            for (int i = 0; i < 3 * PAGE; i++) {
                Handle<String> handle = arena.insert("v" + i);
                if (i % 3 == 0) {
                    arena.remove(handle);
                } else {
                    expected.put(handle, "v" + i);
                }
            }
            Map<Handle<String>, String> seen = new HashMap<>();
            arena.forEach((handle, value) -> {
                assertSame(arena.handleAt(handle.index()), handle);
                assertNull(seen.put(handle, value), "visited twice: " + handle);
            });
            assertEquals(expected, seen);
        }

        @Test
        void forEachSlotPassesIndexGenerationAndValue() {
            Handle<String> a = arena.insert("a");
            arena.remove(a);
            Handle<String> b = arena.insert("b");
            Handle<String> c = arena.insert("c");
            List<String> seen = new ArrayList<>();
            arena.forEachSlot((index, generation, value) -> seen.add(index + "v" + generation + "=" + value));
            assertEquals(
                    List.of(b.index() + "v" + b.generation() + "=b", c.index() + "v" + c.generation() + "=c"), seen);
        }

        @Test
        void forEachSkipsPagesWithoutLiveValues() {
            List<Handle<String>> handles = new ArrayList<>();
            for (int i = 0; i < 3 * PAGE; i++) {
                handles.add(arena.insert("v" + i));
            }
            for (int i = 0; i < 2 * PAGE; i++) {
                arena.remove(handles.get(i));
            }
            int[] count = {0};
            arena.forEach((handle, value) -> count[0]++);
            assertEquals(PAGE, count[0]);
        }

        @Test
        void forEachAllocatesNothingPerElement() {
            GenerationalArena<Object> objects = new GenerationalArena<>();
            for (int i = 0; i < 4 * PAGE; i++) {
                objects.insert(i);
            }
            long[] sum = {0};
            java.util.function.BiConsumer<Handle<Object>, Object> byHandle = (h, v) -> sum[0] += h.index();
            GenerationalArena.SlotConsumer<Object> bySlot = (i, g, v) -> sum[0] += i;
            AllocationMeter meter = new AllocationMeter();
            objects.forEach(byHandle);
            objects.forEachSlot(bySlot);
            long bytes = meter.bytesAllocatedBy(() -> {
                for (int round = 0; round < 10; round++) {
                    objects.forEach(byHandle);
                    objects.forEachSlot(bySlot);
                }
            });
            long visits = 10L * 2 * 4 * PAGE;
            assertTrue(
                    bytes < visits,
                    "10 passes over " + 4 * PAGE + " values allocated " + bytes
                            + " bytes, under 1 byte per visit expected (a per-visit allocation costs >= 16)");
            assertTrue(sum[0] > 0);
        }

        @Test
        void removingTheCurrentAndLaterValuesDuringForEachIsSafe() {
            List<Handle<String>> handles = new ArrayList<>();
            for (int i = 0; i < 100; i++) {
                handles.add(arena.insert("v" + i));
            }
            List<String> visited = new ArrayList<>();
            arena.forEach((handle, value) -> {
                visited.add(value);
                arena.remove(handle);
                int next = handle.index() + 1;
                if (next < handles.size()) {
                    arena.remove(handles.get(next)); // a value the pass has not reached yet
                }
            });
            List<String> expected = new ArrayList<>();
            for (int i = 0; i < 100; i += 2) {
                expected.add("v" + i);
            }
            assertEquals(expected, visited);
            assertEquals(0, arena.size());
        }

        @Test
        void removingEarlierValuesDuringForEachVisitsTheRestExactlyOnce() {
            List<Handle<String>> handles = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
                handles.add(arena.insert("v" + i));
            }
            List<String> visited = new ArrayList<>();
            arena.forEachSlot((index, generation, value) -> {
                visited.add(value);
                if (index > 0) {
                    arena.remove(handles.get(index - 1));
                }
            });
            assertEquals(50, visited.size());
            assertEquals(1, arena.size());
        }

        @Test
        void clearDuringForEachEndsThePass() {
            for (int i = 0; i < 10; i++) {
                arena.insert("v" + i);
            }
            int[] visits = {0};
            arena.forEach((handle, value) -> {
                visits[0]++;
                arena.clear();
            });
            assertEquals(1, visits[0]);
        }

        @Test
        void insertDuringForEachFailsFastAndChangesNothing() {
            arena.insert("a");
            ConcurrentModificationException e = assertThrows(
                    ConcurrentModificationException.class, () -> arena.forEach((handle, value) -> arena.insert("b")));
            assertTrue(e.getMessage().contains("after the pass"), e.getMessage());
            assertEquals(1, arena.size());
            assertThrows(
                    ConcurrentModificationException.class,
                    () -> arena.forEachSlot((index, generation, value) -> arena.insert("b")));
            assertEquals(1, arena.size());
            assertEquals("b", arena.get(arena.insert("b")), "insert works after the pass");
        }

        @Test
        void exceptionInAnActionEndsThePassSoInsertWorksAgain() {
            arena.insert("a");
            assertThrows(
                    IllegalStateException.class,
                    () -> arena.forEach((handle, value) -> {
                        throw new IllegalStateException("boom");
                    }));
            assertEquals("b", arena.get(arena.insert("b")));
        }

        @Test
        void nestedPassesVisitEverything() {
            arena.insert("a");
            arena.insert("b");
            List<String> pairs = new ArrayList<>();
            arena.forEach((h1, v1) -> arena.forEach((h2, v2) -> pairs.add(v1 + v2)));
            assertEquals(List.of("aa", "ab", "ba", "bb"), pairs);
        }

        @Test
        void nullActionsAreRejected() {
            assertThrows(NullPointerException.class, () -> arena.forEach(null));
            assertThrows(NullPointerException.class, () -> arena.forEachSlot(null));
        }
    }
}
