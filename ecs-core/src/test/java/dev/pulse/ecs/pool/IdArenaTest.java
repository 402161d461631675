package dev.pulse.ecs.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.testing.fixtures.AllocationMeter;
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class IdArenaTest {

    private static final int PAGE = 4096;

    private final IdArena<String> arena = new IdArena<>();

    private static long id(int index, int generation) {
        return ((long) generation << 32) | index;
    }

    @Nested
    class InsertAndGet {
        @Test
        void insertedValueIsReadBackThroughItsId() {
            long a = arena.insert("a");
            long b = arena.insert("b");
            assertEquals("a", arena.get(a));
            assertEquals("b", arena.get(b));
            assertTrue(arena.contains(a));
            assertEquals(2, arena.size());
            assertFalse(arena.isEmpty());
        }

        @Test
        void idsPackLikeHandlesFreshSlotsAtGenerationZero() {
            assertEquals(id(0, 0), arena.insert("a"));
            assertEquals(id(1, 0), arena.insert("b"));
            assertEquals("Handle[1v0]", Handle.fromId(id(1, 0)).toString());
        }

        @Test
        void idsNeverIssuedReadNullWhateverTheirBits() {
            long a = arena.insert("a");
            assertNull(arena.get(id(1, 0)), "a slot above the used ones");
            assertNull(arena.get(id(5_000_000, 0)), "a slot past every page");
            assertNull(arena.get(a | (1L << 32)), "the next generation of a live slot");
            assertNull(arena.get(-1L), "negative index and generation");
            assertNull(arena.get(a | 0x8000_0000_0000_0000L), "negative generation of a live slot");
            assertNull(arena.get(0xFFFF_FFFFL), "negative index at generation 0");
            assertFalse(arena.contains(-1L));
            assertNull(arena.remove(id(7, 0)));
            assertEquals(1, arena.size(), "a failed remove changes nothing");
        }

        @Test
        void nullValueIsRefusedWithAMessage() {
            NullPointerException e = assertThrows(NullPointerException.class, () -> arena.insert(null));
            assertTrue(e.getMessage().contains("sentinel"), e.getMessage());
            assertEquals(0, arena.size());
        }

        @Test
        void fullArenaRefusesInsertAndChangesNothing() {
            IdArena<String> small = new IdArena<>(2, 10);
            long a = small.insert("a");
            small.insert("b");
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> small.insert("c"));
            assertTrue(e.getMessage().contains("2 slots"), e.getMessage());
            assertEquals(2, small.size());
            small.remove(a);
            assertEquals(id(0, 1), small.insert("c"), "the freed slot is usable again");
        }

        @Test
        void limitsAreChecked() {
            assertThrows(IllegalArgumentException.class, () -> new IdArena<String>(0, 5));
            assertThrows(IllegalArgumentException.class, () -> new IdArena<String>(10, -1));
        }
    }

    @Nested
    class StaleIds {
        @Test
        void removedIdReadsNullEvenAfterItsSlotIsReused() {
            long a = arena.insert("a");
            assertEquals("a", arena.remove(a));
            assertNull(arena.get(a));
            long b = arena.insert("b");
            assertEquals(Handle.fromId(a).index(), Handle.fromId(b).index(), "slot reused");
            assertNotEquals(a, b);
            assertNull(arena.get(a), "the stale id must not reach the new occupant");
            assertFalse(arena.contains(a));
            assertEquals("b", arena.get(b));
        }

        @Test
        void removingAStaleIdAnswersNullAndChangesNothing() {
            long a = arena.insert("a");
            arena.remove(a);
            long b = arena.insert("b");
            assertNull(arena.remove(a));
            assertEquals("b", arena.get(b));
            assertEquals(1, arena.size());
        }

        @Test
        void mostRecentlyFreedSlotIsReusedFirst() {
            long a = arena.insert("a");
            long b = arena.insert("b");
            arena.insert("c");
            arena.remove(a);
            arena.remove(b);
            assertEquals(id(1, 1), arena.insert("d"));
            assertEquals(id(0, 1), arena.insert("e"));
        }
    }

    @Nested
    class GenerationExhaustion {
        @Test
        void slotAtTheLastGenerationIsRetiredNotReused() {
            IdArena<String> small = new IdArena<>(4, 2);
            long id = small.insert("v0");
            for (int generation = 1; generation <= 2; generation++) {
                small.remove(id);
                id = small.insert("v" + generation);
                assertEquals(id(0, generation), id);
            }
            assertEquals(4, small.capacity());
            small.remove(id);
            assertEquals(1, small.retiredCount());
            assertEquals(3, small.capacity());
            assertEquals(id(1, 0), small.insert("next"), "the retired slot 0 is skipped");
            for (int generation = 0; generation <= 2; generation++) {
                assertNull(small.get(id(0, generation)), "no generation of slot 0 reads again");
            }
        }

        @Test
        void retiredSlotsCountTowardsAFullArena() {
            IdArena<String> small = new IdArena<>(3, 0);
            small.remove(small.insert("retired at once"));
            small.insert("b");
            small.insert("c");
            assertEquals(1, small.retiredCount());
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> small.insert("d"));
            assertTrue(e.getMessage().contains("retired (1)"), e.getMessage());
        }
    }

    @Nested
    class CapacityAndReserve {
        @Test
        void growingAddsOnePageAndKeepsEveryValue() {
            List<Long> ids = new ArrayList<>();
            for (int i = 0; i < PAGE + 1; i++) {
                ids.add(arena.insert("v" + i));
            }
            assertEquals(2 * PAGE, arena.capacity());
            for (int i = 0; i < ids.size(); i++) {
                assertEquals("v" + i, arena.get(ids.get(i)));
            }
        }

        @Test
        void reserveTakesExactlyThePagesNeeded() {
            arena.reserve(0);
            assertEquals(0, arena.capacity(), "reserving nothing allocates nothing");
            arena.reserve(PAGE);
            assertEquals(PAGE, arena.capacity(), "one whole page for 4096 slots");
            IdArena<String> limited = new IdArena<>(10, 5);
            limited.reserve(10);
            assertEquals(10, limited.capacity(), "reserving up to the slot limit is allowed");
        }

        @Test
        void theSlotJustPastAFullPageIsNotLiveAndHasNoPage() {
            for (int i = 0; i < PAGE; i++) {
                arena.insert("v" + i);
            }
            assertEquals(PAGE, arena.capacity());
            assertNull(arena.get(id(PAGE, 0)));
            assertNull(arena.remove(id(PAGE, 0)));
            assertEquals(PAGE, arena.size());
        }

        @Test
        void reserveAllocatesPagesUpFront() {
            arena.reserve(PAGE + 1);
            assertEquals(2 * PAGE, arena.capacity());
            assertEquals(0, arena.size());
            assertThrows(IllegalArgumentException.class, () -> arena.reserve(-1));
            assertThrows(IllegalArgumentException.class, () -> new IdArena<String>(10, 5).reserve(11));
        }

        @Test
        void capacityIsCappedBySlotLimit() {
            IdArena<String> small = new IdArena<>(10, 5);
            small.insert("a");
            assertEquals(10, small.capacity());
        }

        @Test
        void insertRemoveAndGetAllocateNothingOnceStorageExists() {
            AllocationMeter meter = new AllocationMeter();
            IdArena<Object> objects = new IdArena<>();
            Object value = new Object();
            long[] ids = new long[2 * PAGE];
            objects.remove(objects.insert(value)); // load classes, make the free stack's page
            long bytes = meter.bytesAllocatedBy(() -> {
                for (int i = 0; i < ids.length; i++) {
                    ids[i] = objects.insert(value);
                }
            });
            // Two pages of each kind (about 48 KB) and nothing per insert.
            assertTrue(bytes <= 3L * PAGE * 8, "growing by two pages allocated " + bytes + " bytes");
            long churn = meter.bytesAllocatedBy(() -> {
                for (int round = 0; round < 10; round++) {
                    for (int i = 0; i < ids.length; i++) {
                        if (objects.get(ids[i]) != value) {
                            throw new AssertionError("lost " + ids[i]);
                        }
                        objects.remove(ids[i]);
                        ids[i] = objects.insert(value);
                    }
                }
            });
            // The free-slot stack grows to two pages once (32 KB); then nothing.
            assertTrue(churn <= 2L * PAGE * 4 + 1024, "82k remove + insert allocated " + churn + " bytes");
        }
    }

    @Nested
    class Clear {
        @Test
        void clearingAnEmptyArenaChangesNothing() {
            arena.clear();
            assertEquals(0, arena.size());
            assertEquals(id(0, 0), arena.insert("a"));
        }

        @Test
        void clearEmptiesEveryPageAndHandsOutSlotZeroFirst() {
            List<Long> ids = new ArrayList<>();
            for (int i = 0; i < PAGE + 5; i++) {
                ids.add(arena.insert("v" + i));
            }
            arena.clear();
            assertEquals(0, arena.size());
            for (long id : ids) {
                assertNull(arena.get(id), "stale after clear: " + Handle.fromId(id));
            }
            List<Long> visited = new ArrayList<>();
            arena.forEach((id, value) -> visited.add(id));
            assertTrue(visited.isEmpty());
            assertEquals(id(0, 1), arena.insert("first"));
            assertEquals(id(1, 1), arena.insert("second"));
        }

        @Test
        void clearMakesEveryIdStaleAndReusesSlotZeroFirst() {
            long a = arena.insert("a");
            long b = arena.insert("b");
            arena.clear();
            assertEquals(0, arena.size());
            assertNull(arena.get(a));
            assertNull(arena.get(b));
            assertEquals(id(0, 1), arena.insert("c"));
            assertEquals(id(1, 1), arena.insert("d"));
        }
    }

    @Nested
    class Passes {
        @Test
        void forEachVisitsLiveValuesInSlotOrderWithTheirIds() {
            long a = arena.insert("a");
            long b = arena.insert("b");
            long c = arena.insert("c");
            arena.remove(b);
            List<String> seen = new ArrayList<>();
            arena.forEach((id, value) -> seen.add(id + "=" + value));
            assertEquals(List.of(a + "=a", c + "=c"), seen);
        }

        @Test
        void removingDuringForEachSkipsValuesNotYetReached() {
            long a = arena.insert("a");
            long b = arena.insert("b");
            long c = arena.insert("c");
            List<String> seen = new ArrayList<>();
            arena.forEach((id, value) -> {
                seen.add(value);
                if (id == a) {
                    arena.remove(c);
                    arena.remove(a);
                }
            });
            assertEquals(List.of("a", "b"), seen);
            assertEquals("b", arena.get(b));
            assertEquals(1, arena.size());
        }

        @Test
        void clearDuringForEachEndsTheVisits() {
            arena.insert("a");
            arena.insert("b");
            List<String> seen = new ArrayList<>();
            arena.forEach((id, value) -> {
                seen.add(value);
                arena.clear();
            });
            assertEquals(List.of("a"), seen);
            assertTrue(arena.isEmpty());
        }

        @Test
        void insertDuringAPassFailsFastAndChangesNothing() {
            arena.insert("a");
            assertThrows(ConcurrentModificationException.class, () -> arena.forEach((id, value) -> arena.insert("x")));
            assertThrows(ConcurrentModificationException.class, () -> arena.retain(value -> arena.insert("x") < 0));
            assertEquals(1, arena.size());
            arena.insert("after"); // the pass depth was restored
            assertEquals(2, arena.size());
        }

        @Test
        void retainRemovesRejectedValuesAndCountsThem() {
            long a = arena.insert("keep");
            long b = arena.insert("drop");
            arena.insert("drop");
            assertEquals(2, arena.retain(value -> value.equals("keep")));
            assertEquals("keep", arena.get(a));
            assertNull(arena.get(b));
            assertThrows(NullPointerException.class, () -> arena.retain(null));
            assertThrows(NullPointerException.class, () -> arena.forEach(null));
        }

        @Test
        void forEachVisitsEveryPageWithTheRightIds() {
            List<Long> ids = new ArrayList<>();
            for (int i = 0; i < 2 * PAGE + 3; i++) {
                ids.add(arena.insert("v" + i));
            }
            arena.remove(ids.get(5));
            ids.set(5, arena.insert("again")); // slot 5 at generation 1
            List<Long> seenIds = new ArrayList<>();
            List<String> seenValues = new ArrayList<>();
            arena.forEach((id, value) -> {
                seenIds.add(id);
                seenValues.add(value);
            });
            assertEquals(ids, seenIds);
            assertEquals(id(5, 1), seenIds.get(5));
            assertEquals("again", seenValues.get(5));
            assertEquals("v" + (2 * PAGE + 2), seenValues.get(2 * PAGE + 2));
        }

        @Test
        void passesSkipEmptyPagesAndReachLaterOnes() {
            List<Long> ids = new ArrayList<>();
            for (int i = 0; i < 2 * PAGE + 3; i++) {
                ids.add(arena.insert("v" + i));
            }
            for (int i = 0; i < 2 * PAGE; i++) {
                arena.remove(ids.get(i));
            }
            List<String> seen = new ArrayList<>();
            arena.forEach((id, value) -> seen.add(value));
            assertEquals(List.of("v8192", "v8193", "v8194"), seen);
        }
    }

    @Test
    void toStringCountsValues() {
        arena.insert("a");
        assertEquals("IdArena[1 values]", arena.toString());
    }
}
