package dev.pulse.ecs.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.pool.ResourcePool.Exhausted;
import dev.pulse.testing.fixtures.AllocationMeter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ResourcePoolTest {

    private static ResourcePool<Particle> pool(int capacity, Exhausted whenExhausted) {
        return new ResourcePool<>(Particle::new, capacity, whenExhausted);
    }

    /** Obtains {@code count} items, asserting each is new to the caller. */
    private static List<Particle> obtain(ResourcePool<Particle> pool, int count) {
        Set<Particle> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Particle> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Particle p = pool.obtain();
            assertNotNull(p);
            assertTrue(seen.add(p), "obtained twice: " + p);
            items.add(p);
        }
        return items;
    }

    @Nested
    class ItemTable {
        @Test
        void theItemTableIsTheSmallestPowerOfTwoAtLeastTwiceTheItemsSoItIsAtMostHalfFull() {
            int[] capacities = {1, 2, 3, 4, 5, 8, 9};
            int[] lengths = {2, 4, 8, 8, 16, 16, 32};
            for (int i = 0; i < capacities.length; i++) {
                assertEquals(lengths[i], pool(capacities[i], Exhausted.THROW).tableLength(), capacities[i] + " items");
            }
        }

        @Test
        void growingMakesTheTableFitTheNewCapacity() {
            ResourcePool<Particle> pool = pool(4, Exhausted.GROW);
            obtain(pool, 5); // one past the capacity: the pool grows by its first capacity, to 8
            assertEquals(16, pool.tableLength());
        }
    }

    @Nested
    class Construction {
        @Test
        void constructorCreatesCapacityItemsAllAvailable() {
            int[] calls = {0};
            ResourcePool<Particle> pool = new ResourcePool<>(
                    () -> {
                        calls[0]++;
                        return new Particle();
                    },
                    8,
                    Exhausted.THROW);
            assertEquals(8, calls[0]);
            assertEquals(8, pool.capacity());
            assertEquals(8, pool.availableCount());
            assertEquals(0, pool.activeCount());
            assertEquals(Exhausted.THROW, pool.whenExhausted());
        }

        @Test
        void badArgumentsAreRejectedWithClearMessages() {
            assertThrows(NullPointerException.class, () -> new ResourcePool<Particle>(null, 1, Exhausted.THROW));
            assertThrows(NullPointerException.class, () -> new ResourcePool<>(Particle::new, 1, null));
            IllegalArgumentException zero = assertThrows(
                    IllegalArgumentException.class, () -> new ResourcePool<>(Particle::new, 0, Exhausted.GROW));
            assertTrue(zero.getMessage().contains("capacity must be in 1.."), zero.getMessage());
            assertThrows(
                    IllegalArgumentException.class,
                    () -> new ResourcePool<>(Particle::new, ResourcePool.MAX_CAPACITY + 1, Exhausted.GROW));
        }

        @Test
        void factoryReturningNullIsRejected() {
            NullPointerException e = assertThrows(
                    NullPointerException.class, () -> new ResourcePool<Particle>(() -> null, 4, Exhausted.THROW));
            assertTrue(e.getMessage().contains("factory returned null"), e.getMessage());
        }

        @Test
        void factoryReturningTheSameInstanceTwiceIsRejected() {
            Particle shared = new Particle();
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class, () -> new ResourcePool<>(() -> shared, 2, Exhausted.THROW));
            assertTrue(e.getMessage().contains("same instance twice"), e.getMessage());
        }
    }

    @Nested
    class ObtainAndRelease {
        private final ResourcePool<Particle> pool = pool(4, Exhausted.THROW);

        @Test
        void obtainMarksAnItemActiveAndReleaseMakesItAvailable() {
            Particle p = pool.obtain();
            assertTrue(pool.isActive(p));
            assertEquals(1, pool.activeCount());
            assertEquals(3, pool.availableCount());
            pool.release(p);
            assertFalse(pool.isActive(p));
            assertEquals(0, pool.activeCount());
            assertEquals(4, pool.availableCount());
        }

        @Test
        void everyItemIsHandedOutOnceBeforeExhaustion() {
            obtain(pool, 4);
            assertEquals(0, pool.availableCount());
        }

        @Test
        void mostRecentlyReleasedItemIsObtainedFirst() {
            List<Particle> items = obtain(pool, 3);
            pool.release(items.get(0));
            pool.release(items.get(2));
            assertSame(items.get(2), pool.obtain());
            assertSame(items.get(0), pool.obtain());
        }

        @Test
        void itemsAreToldApartByIdentityNotEquals() {
            ResourcePool<Object> equalItems = new ResourcePool<>(AlwaysEqual::new, 3, Exhausted.THROW);
            Object a = equalItems.obtain();
            Object b = equalItems.obtain();
            assertEquals(a, b);
            equalItems.release(b);
            assertTrue(equalItems.isActive(a));
            assertFalse(equalItems.isActive(b));
            assertThrows(IllegalArgumentException.class, () -> equalItems.release(new AlwaysEqual()));
        }

        @Test
        void isActiveIsFalseForForeignItemsAndRejectsNull() {
            assertThrows(NullPointerException.class, () -> pool.isActive(null));
            assertFalse(pool.isActive(new Particle()));
        }
    }

    @Nested
    class Misuse {
        private final ResourcePool<Particle> pool = pool(4, Exhausted.THROW);

        @Test
        void releasingTwiceThrowsAndLeavesThePoolIntact() {
            List<Particle> items = obtain(pool, 2);
            pool.release(items.get(0));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> pool.release(items.get(0)));
            assertTrue(e.getMessage().contains(items.get(0).toString()), e.getMessage());
            assertTrue(e.getMessage().contains("exactly once"), e.getMessage());
            assertEquals(1, pool.activeCount());
            assertTrue(pool.isActive(items.get(1)));
            // The free list is intact: the remaining three items are distinct.
            obtain(pool, 3);
            assertThrows(IllegalStateException.class, pool::obtain);
        }

        @Test
        void releasingAnItemNeverObtainedThrows() {
            List<Particle> all = new ArrayList<>();
            pool.forEachItem(all::add);
            assertThrows(IllegalArgumentException.class, () -> pool.release(all.get(0)));
            assertEquals(4, pool.availableCount());
        }

        @Test
        void releasingAForeignItemThrowsNamingIt() {
            ResourcePool<Particle> other = pool(4, Exhausted.THROW);
            Particle foreign = other.obtain();
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> pool.release(foreign));
            assertTrue(e.getMessage().contains(foreign.toString()), e.getMessage());
            assertTrue(e.getMessage().contains("does not belong to this pool"), e.getMessage());
            assertTrue(other.isActive(foreign));
        }

        @Test
        void releasingNullThrows() {
            assertThrows(NullPointerException.class, () -> pool.release(null));
        }
    }

    @Nested
    class Exhaustion {
        @Test
        void throwPolicyThrowsAClearExceptionAndChangesNothing() {
            ResourcePool<Particle> pool = pool(2, Exhausted.THROW);
            obtain(pool, 2);
            IllegalStateException e = assertThrows(IllegalStateException.class, pool::obtain);
            assertTrue(e.getMessage().contains("exhausted"), e.getMessage());
            assertEquals(2, pool.capacity());
            assertEquals(2, pool.activeCount());
        }

        @Test
        void returnNullPolicyReturnsNull() {
            ResourcePool<Particle> pool = pool(2, Exhausted.RETURN_NULL);
            obtain(pool, 2);
            assertNull(pool.obtain());
            assertEquals(2, pool.capacity());
        }

        @Test
        void growPolicyAddsOnePageOfTheInitialCapacity() {
            int[] calls = {0};
            ResourcePool<Particle> pool = new ResourcePool<>(
                    () -> {
                        calls[0]++;
                        return new Particle();
                    },
                    3,
                    Exhausted.GROW);
            List<Particle> first = obtain(pool, 3);
            Particle grown = pool.obtain();
            assertNotNull(grown);
            assertEquals(6, pool.capacity());
            assertEquals(6, calls[0]);
            assertEquals(4, pool.activeCount());
            assertFalse(first.contains(grown));
        }

        @Test
        void growingManyTimesKeepsEveryItemReleasable() {
            ResourcePool<Particle> pool = pool(5, Exhausted.GROW);
            List<Particle> items = obtain(pool, 5_000);
            assertEquals(5_000, pool.capacity());
            Collections.shuffle(items, new Random(7));
            for (Particle p : items) {
                pool.release(p);
            }
            assertEquals(5_000, pool.availableCount());
            for (Particle p : items) {
                assertThrows(IllegalArgumentException.class, () -> pool.release(p));
            }
        }
    }

    @Nested
    class Iteration {
        private final ResourcePool<Particle> pool = pool(64, Exhausted.THROW);

        @Test
        void forEachActiveVisitsActiveItemsOnly() {
            List<Particle> active = obtain(pool, 10);
            pool.release(active.remove(3));
            Set<Particle> visited = identitySet();
            pool.forEachActive(p -> assertTrue(visited.add(p), "visited twice"));
            assertEquals(identitySet(active), visited);
        }

        @Test
        void updateAndReleaseFinishedVisitsEveryActiveItemExactlyOnce() {
            List<Particle> active = obtain(pool, 40);
            for (int i = 0; i < active.size(); i++) {
                active.get(i).reset(0, 0);
                active.get(i).lifetime = (i % 3 == 0) ? 0.5f : 10f;
            }
            Map<Particle, Integer> visits = new IdentityHashMap<>();
            pool.forEachActive(p -> {
                visits.merge(p, 1, Integer::sum);
                p.update(1f);
                if (p.dead()) {
                    pool.release(p);
                }
            });
            assertEquals(40, visits.size());
            assertTrue(
                    visits.values().stream().allMatch(count -> count == 1),
                    visits.values().toString());
            for (int i = 0; i < active.size(); i++) {
                assertEquals(i % 3 != 0, pool.isActive(active.get(i)), "item " + i);
            }
            assertEquals(26, pool.activeCount());
        }

        @ParameterizedTest(name = "seed {0}")
        @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
        void releasingAndObtainingAnyItemsDuringAPassVisitsExactlyTheItemsActiveThroughout(long seed) {
            Random random = new Random(seed);
            for (int round = 0; round < 200; round++) {
                ResourcePool<Particle> pool = pool(64, Exhausted.RETURN_NULL);
                List<Particle> active = obtain(pool, random.nextInt(65));
                Set<Particle> startActive = identitySet(active);
                Set<Particle> interrupted = identitySet();
                Set<Particle> visited = identitySet();
                pool.forEachActive(p -> {
                    assertTrue(startActive.contains(p), "visited an item obtained during the pass");
                    assertFalse(interrupted.contains(p), "visited an item released before its visit");
                    assertTrue(visited.add(p), "visited twice");
                    int action = random.nextInt(4);
                    if (action == 0) {
                        pool.release(p);
                        active.remove(p);
                    } else if (action == 1 && !active.isEmpty()) {
                        Particle other = active.remove(random.nextInt(active.size()));
                        pool.release(other);
                        interrupted.add(other);
                    } else if (action == 2) {
                        Particle fresh = pool.obtain();
                        if (fresh != null) {
                            interrupted.add(fresh);
                            active.add(fresh);
                        }
                    }
                });
                Set<Particle> expected = identitySet(startActive);
                expected.removeIf(p -> interrupted.contains(p) && !visited.contains(p));
                assertEquals(expected, visited, "round " + round);
                assertEquals(active.size(), pool.activeCount());
                for (Particle p : active) {
                    assertTrue(pool.isActive(p));
                }
            }
        }

        @Test
        void releaseIfReleasesMatchingItemsAndCountsThem() {
            List<Particle> active = obtain(pool, 10);
            for (int i = 0; i < 10; i++) {
                active.get(i).x = i;
            }
            assertEquals(5, pool.releaseIf(p -> p.x % 2 == 0));
            assertEquals(5, pool.activeCount());
            for (int i = 0; i < 10; i++) {
                assertEquals(i % 2 != 0, pool.isActive(active.get(i)));
            }
        }

        @Test
        void passesDoNotNestAndSayWhatToDoInstead() {
            obtain(pool, 2);
            IllegalStateException e = assertThrows(
                    IllegalStateException.class, () -> pool.forEachActive(a -> pool.forEachActive(b -> {})));
            assertTrue(e.getMessage().contains("copyActiveTo"), e.getMessage());
            assertThrows(IllegalStateException.class, () -> pool.forEachActive(a -> pool.releaseIf(b -> true)));
            int[] visits = {0};
            pool.forEachActive(p -> visits[0]++);
            assertEquals(2, visits[0], "the pass ended cleanly after the exception");
        }

        @Test
        void exceptionInActionEndsThePassAndLeavesThePoolUsable() {
            List<Particle> active = obtain(pool, 3);
            assertThrows(
                    IllegalStateException.class,
                    () -> pool.forEachActive(p -> {
                        throw new IllegalStateException("boom");
                    }));
            pool.release(active.get(0)); // outside a pass: plain release
            Set<Particle> visited = identitySet();
            pool.forEachActive(visited::add);
            assertEquals(identitySet(active.subList(1, 3)), visited);
        }

        @Test
        void clearDuringAPassEndsIt() {
            obtain(pool, 5);
            int[] visits = {0};
            pool.forEachActive(p -> {
                visits[0]++;
                pool.clear();
            });
            assertEquals(1, visits[0]);
            assertEquals(0, pool.activeCount());
        }

        @Test
        void forEachItemVisitsEveryItemOnceInCreationOrderEvenWhileObtainingAndReleasing() {
            List<Particle> created = new ArrayList<>();
            ResourcePool<Particle> pool = new ResourcePool<>(
                    () -> {
                        Particle p = new Particle();
                        created.add(p);
                        return p;
                    },
                    6,
                    Exhausted.THROW);
            pool.obtain();
            List<Particle> visited = new ArrayList<>();
            int[] expectedActive = {1};
            pool.forEachItem(p -> {
                visited.add(p);
                if (pool.isActive(p)) {
                    pool.release(p);
                    expectedActive[0]--;
                } else {
                    assertNotNull(pool.obtain());
                    expectedActive[0]++;
                }
            });
            assertEquals(created, visited);
            assertEquals(expectedActive[0], pool.activeCount());
        }

        @Test
        void copyActiveToCopiesEveryActiveItem() {
            List<Particle> active = obtain(pool, 7);
            Particle[] target = new Particle[pool.capacity()];
            assertEquals(7, pool.copyActiveTo(target));
            assertEquals(
                    identitySet(active),
                    identitySet(java.util.Arrays.asList(target).subList(0, 7)));
            assertNull(target[7]);
        }

        @Test
        void copyActiveToRejectsAShortArray() {
            obtain(pool, 7);
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> pool.copyActiveTo(new Particle[6]));
            assertTrue(e.getMessage().contains("activeCount()"), e.getMessage());
        }

        @Test
        void nullActionsAreRejected() {
            assertThrows(NullPointerException.class, () -> pool.forEachActive(null));
            assertThrows(NullPointerException.class, () -> pool.forEachItem(null));
            assertThrows(NullPointerException.class, () -> pool.releaseIf(null));
            assertThrows(NullPointerException.class, () -> pool.copyActiveTo(null));
        }
    }

    @Nested
    class Clear {
        @Test
        void clearMakesEveryItemAvailable() {
            ResourcePool<Particle> pool = pool(8, Exhausted.THROW);
            List<Particle> items = obtain(pool, 8);
            pool.clear();
            assertEquals(0, pool.activeCount());
            assertEquals(8, pool.availableCount());
            for (Particle p : items) {
                assertFalse(pool.isActive(p));
                assertThrows(IllegalArgumentException.class, () -> pool.release(p));
            }
            assertEquals(identitySet(items), identitySet(obtain(pool, 8)));
        }
    }

    @Nested
    class Allocation {
        @Test
        void obtainReleaseAndPassesAllocateNothingAfterConstruction() {
            ResourcePool<Particle> pool = pool(1024, Exhausted.THROW);
            Particle[] held = new Particle[1024];
            Consumer<Particle> update = p -> p.update(0.1f);
            Predicate<Particle> finished = Particle::dead;
            Runnable frame = () -> {
                for (int i = 0; i < held.length; i++) {
                    held[i] = pool.obtain();
                    held[i].reset(i, i);
                }
                pool.forEachActive(update);
                for (int i = 0; i < held.length; i += 2) {
                    pool.release(held[i]);
                }
                pool.forEachActive(p -> {});
                pool.releaseIf(finished);
                pool.copyActiveTo(held);
                pool.clear();
            };
            frame.run();
            long bytes = new AllocationMeter().bytesAllocatedBy(() -> {
                for (int round = 0; round < 50; round++) {
                    frame.run();
                }
            });
            // Per frame: 1024 obtains, 512 + 512 releases, 1024 + 512 + 512 visits, a copy.
            long operations = 50L * 4096;
            assertTrue(
                    bytes < operations,
                    "50 frames over 1024 items allocated " + bytes
                            + " bytes, under 1 byte per operation expected (a per-operation allocation costs >= 16)");
        }
    }

    private static Set<Particle> identitySet() {
        return Collections.newSetFromMap(new IdentityHashMap<>());
    }

    private static Set<Particle> identitySet(java.util.Collection<Particle> items) {
        Set<Particle> set = identitySet();
        set.addAll(items);
        return set;
    }

    /** Items that are all equal to each other, to prove the pool uses identity. */
    private static final class AlwaysEqual {
        @Override
        public boolean equals(Object other) {
            return other instanceof AlwaysEqual;
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    @Test
    void distinctPoolsDoNotShareItems() {
        ResourcePool<Particle> a = pool(1, Exhausted.THROW);
        ResourcePool<Particle> b = pool(1, Exhausted.THROW);
        assertNotSame(a.obtain(), b.obtain());
    }
}
