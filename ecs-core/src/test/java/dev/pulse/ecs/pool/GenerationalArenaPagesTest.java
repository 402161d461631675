package dev.pulse.ecs.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * A {@link GenerationalArena} larger than one page of slots (4096): every accessor on every
 * page, slot indexes just past the used slots at a page edge, removal, {@code clear},
 * {@code reserve} and the passes over several pages, where a wrong page or offset computation
 * reads another slot or no page at all.
 */
class GenerationalArenaPagesTest {

    /** Slots per page; the arena's documented growth step. */
    private static final int PAGE = 4096;

    private final GenerationalArena<String> arena = new GenerationalArena<>();

    private List<Handle<String>> fill(int count) {
        List<Handle<String>> handles = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Handle<String> handle = arena.insert("v" + i);
            assertEquals(i, handle.index(), "a fresh arena hands out slots in order");
            handles.add(handle);
        }
        return handles;
    }

    /** A handle of slot {@code index} at generation 0, taken from another arena. */
    /**
     * A handle for a slot this arena never used, made the way a program rebuilds one from a saved
     * id (no owning arena, so it is judged by index and generation alone).
     */
    private static Handle<String> rebuiltHandle(int index) {
        GenerationalArena<String> other = new GenerationalArena<>();
        Handle<String> handle = null;
        for (int i = 0; i <= index; i++) {
            handle = other.insert("x");
        }
        return Handle.fromId(handle.id());
    }

    @Nested
    class LiveCounts {
        @Test
        void eachPageCountsItsLiveValuesSoPassesAndClearSkipOnlyEmptyPages() {
            List<Handle<String>> handles = fill(2 * PAGE + 3);
            assertEquals(List.of(PAGE, PAGE, 3), liveCounts(3));
            for (int i = PAGE; i < PAGE + 10; i++) {
                arena.remove(handles.get(i));
            }
            assertEquals(List.of(PAGE, PAGE - 10, 3), liveCounts(3));
            for (int i = PAGE + 10; i < 2 * PAGE; i++) {
                arena.remove(handles.get(i));
            }
            assertEquals(List.of(PAGE, 0, 3), liveCounts(3));
            arena.insert("again"); // the free stack hands out a slot of page 1
            assertEquals(List.of(PAGE, 1, 3), liveCounts(3));
        }

        private List<Integer> liveCounts(int pages) {
            List<Integer> counts = new ArrayList<>();
            for (int page = 0; page < pages; page++) {
                counts.add(arena.livePerPage[page]);
            }
            return counts;
        }
    }

    @Nested
    class EveryPage {
        @Test
        void everyAccessorReachesTheValueOfEverySlotOnEveryPage() {
            List<Handle<String>> handles = fill(3 * PAGE + 5);
            for (int i = 0; i < handles.size(); i++) {
                Handle<String> h = handles.get(i);
                String value = "v" + i;
                assertEquals(value, arena.get(h));
                assertEquals(value, arena.get(h.index(), h.generation()));
                assertEquals(value, arena.getUnchecked(h.index()));
                assertSame(h, arena.handleAt(h.index()));
                assertTrue(arena.contains(h));
                assertTrue(arena.contains(h.index(), h.generation()));
                Handle<String> rebuilt = Handle.fromId(h.id());
                assertEquals(value, arena.get(rebuilt));
                assertTrue(arena.contains(rebuilt));
            }
        }

        @Test
        void removingOnEveryPageFreesExactlyThoseSlots() {
            List<Handle<String>> handles = fill(2 * PAGE + 10);
            Set<Handle<String>> removed = new HashSet<>();
            for (int i = 0; i < handles.size(); i += 3) {
                Handle<String> h = handles.get(i);
                assertEquals("v" + i, i % 2 == 0 ? arena.remove(h) : arena.remove(h.index(), h.generation()));
                removed.add(h);
            }
            assertEquals(handles.size() - removed.size(), arena.size());
            for (int i = 0; i < handles.size(); i++) {
                Handle<String> h = handles.get(i);
                boolean gone = removed.contains(h);
                assertEquals(gone ? null : "v" + i, arena.get(h));
                assertEquals(!gone, arena.contains(h));
                assertEquals(gone ? null : h, arena.handleAt(h.index()));
                assertEquals(gone ? null : "v" + i, arena.getUnchecked(h.index()));
            }
            for (Handle<String> h : removed) {
                assertNull(arena.remove(h), "a second removal finds nothing");
            }
            Set<Integer> freed = new HashSet<>();
            removed.forEach(h -> freed.add(h.index()));
            for (int i = 0; i < removed.size(); i++) {
                Handle<String> again = arena.insert("again");
                assertTrue(freed.contains(again.index()), "a freed slot is reused before a new one");
                assertEquals(1, again.generation());
            }
        }
    }

    @Nested
    class PastTheUsedSlots {
        @Test
        void aSlotJustPastAFullPageAnswersNothingWhateverTheAccessor() {
            fill(PAGE);
            Handle<String> beyond = rebuiltHandle(PAGE);
            assertEquals(PAGE, beyond.index());
            assertNull(arena.get(beyond));
            assertFalse(arena.contains(beyond));
            assertNull(arena.remove(beyond));
            assertNull(arena.get(PAGE, 0));
            assertFalse(arena.contains(PAGE, 0));
            assertNull(arena.remove(PAGE, 0));
            assertNull(arena.handleAt(PAGE));
            assertNull(arena.handleAt(-1));
            assertNull(arena.get(-1, 0));
            assertNull(arena.get(0, -1));
            assertEquals(PAGE, arena.size());
        }
    }

    @Nested
    class Clear {
        @Test
        void clearingSeveralPagesLeavesEveryHandleStaleAndStartsAgainAtSlotZero() {
            List<Handle<String>> handles = fill(3 * PAGE + 7);
            // Empty page 1 completely and page 2 partly before clearing.
            for (int i = PAGE; i < 2 * PAGE + 100; i++) {
                arena.remove(handles.get(i));
            }
            arena.clear();
            assertEquals(0, arena.size());
            assertTrue(arena.isEmpty());
            for (Handle<String> h : handles) {
                assertNull(arena.get(h));
                assertFalse(arena.contains(h));
                assertFalse(arena.contains(h.index(), h.generation()));
                assertNull(arena.handleAt(h.index()));
            }
            int capacity = arena.capacity();
            Handle<String> first = arena.insert("first");
            assertEquals(0, first.index());
            assertEquals(1, first.generation());
            Set<Integer> indexes = new HashSet<>();
            indexes.add(0);
            for (int i = 1; i < handles.size(); i++) {
                Handle<String> h = arena.insert("n" + i);
                assertTrue(h.index() < handles.size(), "no new slot while freed ones remain");
                assertNotEquals(handles.get(h.index()).generation(), h.generation());
                assertTrue(indexes.add(h.index()));
            }
            assertEquals(capacity, arena.capacity());
            assertEquals(handles.size(), arena.size());
        }

        @Test
        void clearingOnlyTheFirstPageAndAnEmptyArenaWorks() {
            GenerationalArena<String> empty = new GenerationalArena<>();
            empty.clear();
            assertEquals(0, empty.size());
            List<Handle<String>> handles = fill(PAGE);
            arena.clear();
            for (Handle<String> h : handles) {
                assertFalse(arena.contains(h));
            }
            assertEquals(0, arena.insert("again").index());
        }
    }

    @Nested
    class Reserve {
        @Test
        void reserveAllocatesWholePagesForExactlyTheSlotsAsked() {
            assertEquals(0, arena.capacity());
            arena.reserve(0);
            assertEquals(0, arena.capacity());
            arena.reserve(1);
            assertEquals(PAGE, arena.capacity());
            arena.reserve(PAGE);
            assertEquals(PAGE, arena.capacity());
            arena.reserve(PAGE + 1);
            assertEquals(2 * PAGE, arena.capacity());
        }

        @Test
        void capacityStopsAtTheSlotLimitAndReserveRefusesBeyondIt() {
            GenerationalArena<String> small = new GenerationalArena<>(PAGE + 10, 5);
            small.reserve(PAGE + 10);
            assertEquals(PAGE + 10, small.capacity());
            assertThrows(IllegalArgumentException.class, () -> small.reserve(PAGE + 11));
            assertThrows(IllegalArgumentException.class, () -> small.reserve(-1));
        }
    }

    @Nested
    class Passes {
        @Test
        void passesVisitEveryLiveSlotOnEveryPageAndSkipAnEmptiedPage() {
            List<Handle<String>> handles = fill(3 * PAGE + 3);
            for (int i = PAGE; i < 2 * PAGE; i++) {
                arena.remove(handles.get(i));
            }
            List<Integer> slots = new ArrayList<>();
            arena.forEachSlot((index, generation, value) -> {
                assertEquals("v" + index, value);
                assertEquals(0, generation);
                slots.add(index);
            });
            List<Integer> expected = new ArrayList<>();
            for (int i = 0; i < handles.size(); i++) {
                if (i < PAGE || i >= 2 * PAGE) {
                    expected.add(i);
                }
            }
            assertEquals(expected, slots);
            List<Integer> byHandle = new ArrayList<>();
            arena.forEach((handle, value) -> {
                assertSame(handles.get(handle.index()), handle);
                assertEquals("v" + handle.index(), value);
                byHandle.add(handle.index());
            });
            assertEquals(expected, byHandle);
            assertEquals(expected.size() / 2 + 1, arena.retain(v -> Integer.parseInt(v.substring(1)) % 2 == 1));
            arena.forEachSlot((index, generation, value) -> assertEquals(1, index % 2));
        }
    }
}
