package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.internal.Pages;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class GenerationalIndexAllocatorTest {

    @Nested
    class Allocation {
        @Test
        void freshSlotsStartAtGenerationZeroInOrder() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            assertEquals(new Entity(0, 0), ids.allocate());
            assertEquals(new Entity(1, 0), ids.allocate());
            assertEquals(2, ids.liveCount());
            assertEquals(2, ids.slotCount());
        }

        @Test
        void freedSlotIsReusedWithNextGeneration() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            Entity a = ids.allocate();
            assertTrue(ids.deallocate(a));
            Entity b = ids.allocate();
            assertEquals(a.index(), b.index());
            assertEquals(a.generation() + 1, b.generation());
        }

        @Test
        void mostRecentlyFreedSlotIsReusedFirst() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            Entity a = ids.allocate();
            Entity b = ids.allocate();
            ids.deallocate(a);
            ids.deallocate(b);
            assertEquals(b.index(), ids.allocate().index());
            assertEquals(a.index(), ids.allocate().index());
        }

        @Test
        void manyPagesOfSlotsStayDistinctAndLive() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            Set<Entity> seen = new HashSet<>();
            for (int i = 0; i < 3 * Pages.SIZE + 7; i++) {
                Entity e = ids.allocate();
                assertTrue(seen.add(e));
            }
            for (Entity e : seen) {
                assertTrue(ids.isLive(e));
            }
        }

        @Test
        void reserveDoesNotAllocateSlots() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            ids.reserve(10_000);
            assertEquals(0, ids.slotCount());
            assertFalse(ids.isLive(5, 0));
            assertEquals(new Entity(0, 0), ids.allocate());
        }
    }

    @Nested
    class Staleness {
        @Test
        void staleHandleIsRejectedAfterSlotReuse() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            Entity old = ids.allocate();
            ids.deallocate(old);
            Entity reused = ids.allocate();
            assertFalse(ids.isLive(old));
            assertTrue(ids.isLive(reused));
            assertFalse(ids.deallocate(old));
            assertTrue(ids.isLive(reused));
        }

        @Test
        void forgedHandleWithNextGenerationOfFreeSlotIsNotLive() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            Entity a = ids.allocate();
            ids.deallocate(a);
            assertFalse(ids.isLive(a.index(), a.generation() + 1));
            assertEquals(-1, ids.generationOf(a.index()));
        }

        @Test
        void outOfRangeAndNullHandlesAreNotLive() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            ids.allocate();
            assertFalse(ids.isLive(null));
            assertFalse(ids.isLive(-1, 0));
            assertFalse(ids.isLive(1, 0));
            assertFalse(ids.isLive(0, -1));
            assertFalse(ids.deallocate(99, 0));
        }

        @Test
        void clearMakesEveryHandleStale() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            Entity a = ids.allocate();
            Entity b = ids.allocate();
            ids.clear();
            assertFalse(ids.isLive(a));
            assertFalse(ids.isLive(b));
            assertEquals(0, ids.liveCount());
            assertNotEquals(a, ids.allocate());
        }
    }

    @Nested
    class ForeignAndPrimitiveHandles {
        @Test
        void anotherAllocatorsHandleIsRefusedAndBothSlotsStayLive() {
            GenerationalIndexAllocator mine = new GenerationalIndexAllocator();
            GenerationalIndexAllocator theirs = new GenerationalIndexAllocator();
            Entity own = mine.allocate();
            Entity foreign = theirs.allocate(); // the same slot and generation, another allocator
            ForeignEntityException refused = assertThrows(ForeignEntityException.class, () -> mine.deallocate(foreign));
            assertTrue(refused.getMessage().startsWith("Cannot deallocate " + foreign), refused.getMessage());
            assertThrows(ForeignEntityException.class, () -> mine.isLive(foreign));
            assertTrue(mine.isLive(own));
            assertTrue(theirs.isLive(foreign));
        }

        @Test
        void aSlotUsedOnlyInPrimitiveFormIsFreedWithoutAHandlePage() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator();
            int index = ids.allocateIndex();
            assertTrue(ids.deallocate(index, 0));
            assertFalse(ids.isLive(index, 0));
            assertEquals(index, ids.allocateIndex(), "the freed slot is handed out again");
            assertTrue(ids.isLive(index, 1));
        }
    }

    @Nested
    class Limits {
        @Test
        void slotIsRetiredWhenItsGenerationRunsOut() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator(10, 3);
            Entity e = ids.allocate();
            for (int generation = 0; generation < 3; generation++) {
                assertEquals(generation, e.generation());
                ids.deallocate(e);
                e = ids.allocate();
                assertEquals(0, e.index());
            }
            assertEquals(3, e.generation());
            ids.deallocate(e);
            assertEquals(1, ids.retiredCount());
            Entity next = ids.allocate();
            assertEquals(1, next.index(), "a retired slot is never handed out again");
            for (int generation = 0; generation <= 3; generation++) {
                assertFalse(ids.isLive(0, generation));
            }
        }

        @Test
        void allocatingPastTheSlotLimitThrowsAClearError() {
            GenerationalIndexAllocator ids = new GenerationalIndexAllocator(2, 0);
            Entity a = ids.allocate();
            ids.allocate();
            ids.deallocate(a); // generation 0 is the last: slot 0 retires
            IllegalStateException error = assertThrows(IllegalStateException.class, ids::allocate);
            assertTrue(error.getMessage().contains("Entity limit reached"), error.getMessage());
            assertTrue(error.getMessage().contains("retired (1)"), error.getMessage());
        }

        @Test
        void badLimitsAreRejected() {
            assertThrows(IllegalArgumentException.class, () -> new GenerationalIndexAllocator(0, 5));
            assertThrows(IllegalArgumentException.class, () -> new GenerationalIndexAllocator(5, -1));
            assertThrows(IllegalArgumentException.class, () -> new GenerationalIndexAllocator().reserve(-1));
        }

        @Test
        void theLimitsAtTheEdgesOfTheirRangesAreAccepted() {
            GenerationalIndexAllocator single = new GenerationalIndexAllocator(1, 0);
            assertEquals(1, single.maxSlots());
            assertEquals(0, single.allocate().index());
            assertThrows(IllegalStateException.class, single::allocate);
            int most = GenerationalIndexAllocator.DEFAULT_MAX_SLOTS;
            assertEquals(most, new GenerationalIndexAllocator(most, 0).maxSlots());
            assertThrows(IllegalArgumentException.class, () -> new GenerationalIndexAllocator(most + 1, 0));
        }

        @Test
        void nullHandleCannotBeDeallocated() {
            NullPointerException error =
                    assertThrows(NullPointerException.class, () -> new GenerationalIndexAllocator().deallocate(null));
            assertTrue(error.getMessage().contains("null entity"));
        }
    }

    /**
     * A handle page is made with the generation-0 handle of every slot in it not yet handed out
     * (so handles lie side by side in the heap), and {@link GenerationalIndexAllocator#allocate()}
     * hands out that very object; slots at or past the limit get none.
     */
    @Nested
    class HandlePages {
        @Test
        void theFirstAllocationOfAPageMakesTheHandlesOfTheSlotsAfterIt() {
            GenerationalIndexAllocator allocator = new GenerationalIndexAllocator();
            Entity first = allocator.allocate();
            Entity premade = allocator.handleUnchecked(1);
            assertEquals(new Entity(1, 0), premade);
            assertSame(premade, allocator.allocate());
            assertSame(first, allocator.handleUnchecked(0));
        }

        @Test
        void aLaterPageStartsItsHandlesAtTheSlotBeingAllocated() {
            GenerationalIndexAllocator allocator = new GenerationalIndexAllocator();
            for (int i = 0; i < Pages.SIZE; i++) {
                allocator.allocate();
            }
            Entity firstOfPage = allocator.allocate(); // index 4096 opens handle page 1
            assertEquals(Pages.SIZE, firstOfPage.index());
            Entity premade = allocator.handleUnchecked(Pages.SIZE + 1);
            assertEquals(new Entity(Pages.SIZE + 1, 0), premade);
            assertSame(premade, allocator.allocate());
        }

        @Test
        void slotsPastTheLimitGetNoHandle() {
            int limit = Pages.SIZE + 10;
            GenerationalIndexAllocator allocator = new GenerationalIndexAllocator(limit, Integer.MAX_VALUE);
            for (int i = 0; i <= Pages.SIZE; i++) {
                allocator.allocate();
            }
            assertEquals(new Entity(limit - 1, 0), allocator.handleUnchecked(limit - 1));
            assertNull(allocator.handleUnchecked(limit), "slot " + limit + " is past the limit");
        }

        @Test
        void aWorldsReserveMakesTheHandlePagesAhead() {
            World world = new World();
            world.reserve(2 * Pages.SIZE);
            Entity[][] pages = world.handlePages();
            assertTrue(pages.length >= 2 && pages[0] != null && pages[1] != null, "handle pages made by reserve");
            Entity premade = pages[1][5];
            assertEquals(new Entity(Pages.SIZE + 5, 0), premade);
            Entity spawned = null;
            for (int i = 0; i <= Pages.SIZE + 5; i++) {
                spawned = world.spawn();
            }
            assertSame(premade, spawned);
        }
    }
}
