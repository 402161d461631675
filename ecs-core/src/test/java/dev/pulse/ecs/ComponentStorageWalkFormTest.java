package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.internal.Pages;
import dev.pulse.testing.fixtures.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Which walk a storage asks for ({@link ComponentStorage#isDense()}): while its packed list is
 * in entity index order the scan is chosen by the slots it would visit, since both walks then
 * visit the same entities in the same order; once a removal moves an entry, the choice would
 * decide the order and falls back to counting whole pages, so the walk order is the packed
 * order it always was (the order a saved and loaded world repeats).
 */
class ComponentStorageWalkFormTest {

    private final World world = new World();

    private List<Entity> spawn(int n) {
        List<Entity> entities = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            entities.add(world.spawn(new Position(i, 0)));
        }
        return entities;
    }

    private List<Entity> walkOrder() {
        List<Entity> seen = new ArrayList<>();
        world.query(Position.class).forEach((entity, p) -> seen.add(entity));
        return seen;
    }

    private ComponentStorage<Position> storage() {
        return world.storage(Position.class);
    }

    @Test
    void aSmallStorageFilledInIndexOrderIsScannedByIndex() {
        List<Entity> e = spawn(520); // 520 of a page's 4096 slots: sparse by whole pages
        assertTrue(storage().inIndexOrder());
        assertTrue(storage().isDense(), "520 entries over the 520 slots a scan visits");
        assertEquals(e, walkOrder());
    }

    @Test
    void aSwapOnRemovalKeepsThePackedWalkAndItsOrder() {
        List<Entity> e = spawn(520);
        world.remove(e.get(1), Position.class); // the last entry moves into position 1
        assertFalse(storage().inIndexOrder());
        assertFalse(storage().isDense(), "out of index order, 519 entries do not fill a quarter of a page");
        List<Entity> expected = new ArrayList<>(e);
        expected.set(1, e.get(519));
        expected.remove(520 - 1);
        assertEquals(expected, walkOrder());
    }

    @Test
    void removingTheLastEntryOrAddingAboveEveryIndexKeepsIndexOrder() {
        List<Entity> e = spawn(10);
        world.remove(e.get(9), Position.class);
        Entity later = world.spawn();
        world.add(later, new Position(0, 0));
        assertTrue(storage().inIndexOrder());
        world.add(e.get(9), new Position(0, 0)); // below the highest packed index
        assertFalse(storage().inIndexOrder());
    }

    @Test
    void anEmptiedStorageIsInIndexOrderAgain() {
        List<Entity> e = spawn(10);
        world.remove(e.get(0), Position.class);
        assertFalse(storage().inIndexOrder());
        for (int i = 1; i < 10; i++) {
            world.remove(e.get(i), Position.class);
        }
        assertTrue(storage().inIndexOrder());
        world.add(e.get(5), new Position(0, 0));
        world.add(e.get(7), new Position(0, 0));
        assertTrue(storage().inIndexOrder());
        assertEquals(List.of(e.get(5), e.get(7)), walkOrder());
    }

    @Test
    void clearingTheWorldRestoresIndexOrder() {
        List<Entity> e = spawn(10);
        world.remove(e.get(0), Position.class);
        world.clear();
        assertTrue(storage().inIndexOrder());
    }

    @Test
    void removalsDuringAWalkLeaveIndexOrderOnlyIfCompactionMovesNothing() {
        List<Entity> e = spawn(6);
        world.query(Position.class).forEach((entity, p) -> {
            if (entity.equals(e.get(0))) {
                world.remove(e.get(5), Position.class);
                world.remove(e.get(4), Position.class);
            }
        });
        assertTrue(storage().inIndexOrder(), "the tombstones were the tail: nothing moved");
        world.query(Position.class).forEach((entity, p) -> {
            if (entity.equals(e.get(0))) {
                world.remove(e.get(1), Position.class);
            }
        });
        assertFalse(storage().inIndexOrder());
        assertEquals(List.of(e.get(0), e.get(3), e.get(2)), walkOrder());
    }

    /**
     * The flag never claims an order the packed list does not have, over random adds, removals
     * (inside and outside walks), despawns and clears; and a walk always visits the packed
     * order, whichever form it takes.
     */
    @Test
    void theFlagNeverClaimsAnOrderThePackedListLacks() {
        Random random = new Random(11);
        List<Entity> alive = new ArrayList<>();
        int claimed = 0;
        for (int step = 0; step < 20_000; step++) {
            int op = random.nextInt(100);
            if (op < 40 || alive.isEmpty()) {
                alive.add(world.spawn(new Position(step, 0)));
            } else if (op < 55) {
                Entity e = alive.get(random.nextInt(alive.size()));
                if (world.has(e, Position.class)) {
                    world.remove(e, Position.class);
                } else {
                    world.add(e, new Position(step, 0));
                }
            } else if (op < 70) {
                world.despawn(alive.remove(random.nextInt(alive.size())));
            } else if (op < 85) {
                List<Entity> doomed = new ArrayList<>();
                for (int k = random.nextInt(3); k >= 0; k--) {
                    doomed.add(alive.get(random.nextInt(alive.size())));
                }
                world.query(Position.class).forEach((entity, p) -> {
                    if (entity.equals(doomed.get(0))) {
                        for (Entity d : doomed) {
                            if (world.has(d, Position.class)) {
                                world.remove(d, Position.class);
                            }
                        }
                    }
                });
            } else if (op < 86) {
                world.clear();
                alive.clear();
            } else {
                assertEquals(packedOrder(), walkOrder(), "a walk follows the packed list");
            }
            if (storage().inIndexOrder()) {
                claimed++;
                int previous = -1;
                for (Entity e : packedOrder()) {
                    assertTrue(e.index() > previous, "packed list claimed in index order at step " + step);
                    previous = e.index();
                }
            }
        }
        assertTrue(claimed > 100, "the flag held often enough to be tested: " + claimed);
    }

    /** The storage's live packed entries, in packed order. */
    private List<Entity> packedOrder() {
        ComponentStorage<Position> s = storage();
        List<Entity> order = new ArrayList<>();
        for (int pos = 0; pos < s.size; pos++) {
            int index = s.packed[pos >>> Pages.SHIFT][pos & Pages.MASK];
            if (index >= 0) {
                order.add(world.handlePages()[index >>> Pages.SHIFT][index & Pages.MASK]);
            }
        }
        return order;
    }

    /**
     * The rule at its edges. In index order the scan wins when the entries times
     * {@value Pages#DENSE_RATIO} reach the slots it would visit (every allocated component page
     * below the last, the last up to the highest index); out of order, when they reach the
     * allocated pages' slots.
     */
    @Nested
    class ExactlyAtTheRatio {

        /** A fresh world whose entities {@code withPosition} (ascending) get a Position, in that order. */
        private ComponentStorage<Position> storageWith(int entities, int[] withPosition) {
            World fresh = new World();
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < entities; i++) {
                all.add(fresh.spawn());
            }
            for (int index : withPosition) {
                fresh.add(all.get(index), new Position(index, 0));
            }
            return fresh.storage(Position.class);
        }

        private int[] firstAndLast(int count, int last) {
            int[] indexes = new int[count];
            for (int i = 0; i < count - 1; i++) {
                indexes[i] = i;
            }
            indexes[count - 1] = last;
            return indexes;
        }

        @Test
        void inOnePageTheEntriesTimesTheRatioMustReachTheHighestIndexPlusOne() {
            int ratio = Pages.DENSE_RATIO;
            // 2 entries over slots 0..(2 * ratio - 1): exactly the ratio.
            ComponentStorage<Position> exact = storageWith(2 * ratio, firstAndLast(2, 2 * ratio - 1));
            assertTrue(exact.inIndexOrder());
            assertTrue(exact.isDense(), "2 entries over " + 2 * ratio + " slots");
            ComponentStorage<Position> oneSlotMore = storageWith(2 * ratio + 1, firstAndLast(2, 2 * ratio));
            assertTrue(oneSlotMore.inIndexOrder());
            assertFalse(oneSlotMore.isDense(), "2 entries over " + (2 * ratio + 1) + " slots");
        }

        @Test
        void overTwoPagesTheScanVisitsTheWholeFirstPageAndTheSecondUpToTheHighestIndex() {
            int slots = Pages.SIZE + 8; // the scan visits all of page 0 and 8 slots of page 1
            int needed = slots / Pages.DENSE_RATIO;
            ComponentStorage<Position> exact = storageWith(slots, firstAndLast(needed, slots - 1));
            assertTrue(exact.inIndexOrder());
            assertTrue(exact.isDense(), needed + " entries over " + slots + " slots");
            ComponentStorage<Position> oneShort = storageWith(slots, firstAndLast(needed - 1, slots - 1));
            assertTrue(oneShort.inIndexOrder());
            assertFalse(oneShort.isDense(), (needed - 1) + " entries over " + slots + " slots");
        }

        /** Indexes 0 to count - 1 ascending, but the last two swapped: the storage is out of order. */
        private int[] lastTwoSwapped(int count) {
            int[] indexes = firstAndLast(count, count - 1);
            indexes[count - 2] = count - 1;
            indexes[count - 1] = count - 2;
            return indexes;
        }

        @Test
        void outOfIndexOrderTheEntriesTimesTheRatioMustReachTheAllocatedPagesSlots() {
            int needed = Pages.SIZE / Pages.DENSE_RATIO;
            ComponentStorage<Position> exact = storageWith(needed, lastTwoSwapped(needed));
            assertFalse(exact.inIndexOrder());
            assertTrue(exact.isDense(), needed + " entries, out of order, in one page");
            ComponentStorage<Position> oneShort = storageWith(needed, lastTwoSwapped(needed - 1));
            assertFalse(oneShort.inIndexOrder());
            assertFalse(oneShort.isDense(), (needed - 1) + " entries, out of order, in one page");
        }
    }
}
