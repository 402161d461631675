package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.internal.Pages;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The order in which {@link GenerationalIndexAllocator} hands slots out again after
 * {@link GenerationalIndexAllocator#trim()}: the rebuilt free list in ascending slot order, then
 * the released pages lowest first (also across several trims and more released pages than its
 * first stack holds), each page's slots restarting at the highest generation the page reached;
 * and {@link GenerationalIndexAllocator#reserve(int)} bringing one released page back out of turn
 * while the others stay released. Old handles never come back to life.
 */
class AllocatorTrimOrderTest {

    private static final int PAGE = Pages.SIZE;

    private final GenerationalIndexAllocator allocator = new GenerationalIndexAllocator();

    private List<Entity> allocate(int count) {
        List<Entity> handles = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            handles.add(allocator.allocate());
        }
        return handles;
    }

    private void freePage(List<Entity> handles, int page) {
        for (int i = page * PAGE; i < Math.min(handles.size(), (page + 1) * PAGE); i++) {
            allocator.deallocate(handles.get(i));
        }
    }

    /** Allocates {@code count} slots and checks they are {@code from, from+1, ...} at {@code generation}. */
    private void assertHandsOut(int from, int count, int generation) {
        for (int i = 0; i < count; i++) {
            Entity e = allocator.allocate();
            assertEquals(from + i, e.index(), "allocation " + i + " from " + from);
            assertEquals(generation, e.generation(), "generation of slot " + e.index());
        }
    }

    @Nested
    class TheRebuiltFreeList {
        @Test
        void freeSlotsOfKeptPagesComeFirstInAscendingOrderThenReleasedPagesLowestFirst() {
            List<Entity> handles = allocate(3 * PAGE + 100);
            freePage(handles, 0);
            freePage(handles, 2);
            int[] freedInKeptPages = {PAGE + 5, PAGE + 9, 2 * PAGE - 1, 3 * PAGE + 7};
            for (int i = freedInKeptPages.length - 1; i >= 0; i--) {
                allocator.deallocate(handles.get(freedInKeptPages[i]));
            }

            assertEquals(2, allocator.trim(), "pages 0 and 2 hold no live slot");

            for (int index : freedInKeptPages) {
                Entity e = allocator.allocate();
                assertEquals(index, e.index());
                assertEquals(1, e.generation());
            }
            assertHandsOut(0, PAGE, 1);
            assertHandsOut(2 * PAGE, PAGE, 1);
            assertHandsOut(3 * PAGE + 100, 1, 0);
            for (Entity old : handles.subList(0, PAGE)) {
                assertFalse(allocator.isLive(old), "old handle " + old);
            }
            assertTrue(allocator.isLive(handles.get(PAGE)), "a slot that stayed live");
        }

        @Test
        void aReleasedPageRestartsAboveTheHighestGenerationAnyOfItsSlotsReached() {
            List<Entity> handles = allocate(PAGE + 1);
            Entity slot = handles.get(17);
            for (int round = 0; round < 5; round++) {
                allocator.deallocate(slot);
                slot = allocator.allocate();
                assertEquals(17, slot.index());
            }
            freePage(handles, 0);
            allocator.deallocate(slot);

            assertEquals(1, allocator.trim());

            assertHandsOut(0, PAGE, 6);
            assertEquals(PAGE + 1, allocator.allocate().index(), "then the allocator grows");
        }

        @Test
        void pagesReleasedByALaterTrimAreStillReusedLowestFirst() {
            List<Entity> handles = allocate(3 * PAGE);
            freePage(handles, 2);
            assertEquals(1, allocator.trim());
            freePage(handles, 0);
            assertEquals(1, allocator.trim());

            assertHandsOut(0, PAGE, 1);
            assertHandsOut(2 * PAGE, PAGE, 1);
            assertHandsOut(3 * PAGE, 1, 0);
        }

        @Test
        void morePagesThanTheFirstStackHoldsAreAllReleasedAndReused() {
            List<Entity> handles = allocate(7 * PAGE);
            for (int page = 0; page < 6; page++) {
                freePage(handles, page);
            }

            assertEquals(6, allocator.trim());

            Set<Integer> indexes = new HashSet<>();
            for (int i = 0; i < 6 * PAGE; i++) {
                Entity e = allocator.allocate();
                assertEquals(1, e.generation(), "a reused slot of a released page");
                assertTrue(indexes.add(e.index()), "slot handed out twice: " + e.index());
            }
            assertEquals(
                    6 * PAGE - 1,
                    indexes.stream().mapToInt(Integer::intValue).max().getAsInt());
            assertEquals(7 * PAGE, allocator.allocate().index(), "then the allocator grows");
        }
    }

    @Nested
    class ReserveAfterTrim {
        @Test
        void reserveBringsBackOnlyThePagesItCoversAndTheOthersStayOnTheStack() {
            List<Entity> handles = allocate(4 * PAGE);
            for (int page = 0; page < 3; page++) {
                freePage(handles, page);
            }
            assertEquals(3, allocator.trim());

            allocator.reserve(PAGE); // page 0 comes back now, pages 1 and 2 stay released

            Set<Integer> indexes = new HashSet<>();
            List<Entity> live = new ArrayList<>();
            for (int i = 0; i < 3 * PAGE; i++) {
                Entity e = allocator.allocate();
                assertTrue(indexes.add(e.index()), "slot handed out twice: " + e.index());
                assertTrue(e.index() < 3 * PAGE, "slot " + e.index() + " while released slots remain");
                live.add(e);
            }
            for (Entity e : live) {
                assertTrue(allocator.isLive(e), "a handle made dead by a page restored twice: " + e);
            }
            assertEquals(4 * PAGE, allocator.allocate().index(), "then the allocator grows");
            assertEquals(4 * PAGE + 1, allocator.liveCount());
        }
    }
}
