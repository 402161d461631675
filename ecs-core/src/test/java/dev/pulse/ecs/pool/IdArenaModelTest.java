package dev.pulse.ecs.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Drives an {@link IdArena} and a plain {@code HashMap<Long, Long>} keyed by id with the same
 * random operations and checks that they always agree, including lookups and removals through
 * stale ids after their slot was reused and through ids never issued.
 */
class IdArenaModelTest {

    private static final int OPERATIONS = 150_000;

    @ParameterizedTest(name = "seed {0}, maxSlots {1}, maxGeneration {2}")
    @CsvSource({
        "1, 2147479551, 2147483647",
        "2, 2147479551, 2147483647",
        "3, 300, 7",
        "4, 5000, 3",
    })
    void arenaAgreesWithHashMapModelOverRandomOperations(long seed, int maxSlots, int maxGeneration) {
        Random random = new Random(seed);
        IdArena<Long> arena = new IdArena<>(maxSlots, maxGeneration);
        Map<Long, Long> model = new HashMap<>();
        long[] issued = new long[OPERATIONS];
        int issuedCount = 0;
        Set<Long> everIssued = new HashSet<>();
        long nextValue = 0;
        int staleLookups = 0;
        int reusedSlots = 0;
        int refusedInserts = 0;

        for (int op = 0; op < OPERATIONS; op++) {
            int roll = random.nextInt(100);
            if (roll < 36) {
                Long value = nextValue++;
                if (arena.size() + arena.retiredCount() >= maxSlots) {
                    assertThrows(IllegalStateException.class, () -> arena.insert(value));
                    refusedInserts++;
                } else {
                    long id = arena.insert(value);
                    assertTrue(everIssued.add(id), "id issued twice (ABA): " + Handle.fromId(id));
                    if (id >>> 32 > 0) {
                        reusedSlots++;
                    }
                    model.put(id, value);
                    issued[issuedCount++] = id;
                }
            } else if (roll < 61 && issuedCount > 0) {
                long id = pick(random, issued, issuedCount);
                assertEquals(model.remove(id), arena.remove(id), "remove " + Handle.fromId(id));
            } else if (roll < 86 && issuedCount > 0) {
                long id = pick(random, issued, issuedCount);
                Long expected = model.get(id);
                if (expected == null) {
                    staleLookups++;
                }
                assertEquals(expected, arena.get(id), "get " + Handle.fromId(id));
                assertEquals(expected != null, arena.contains(id));
            } else if (roll < 94) {
                // A forged id, small halves or any bits: live only if it equals a live one.
                long forged = random.nextBoolean()
                        ? ((long) random.nextInt(maxGeneration < 10 ? maxGeneration + 2 : 10) << 32)
                                | random.nextInt(maxSlots < 10_000 ? maxSlots + 5 : 10_000)
                        : random.nextLong();
                assertEquals(model.get(forged), arena.get(forged), "forged " + forged);
                assertEquals(model.containsKey(forged), arena.contains(forged), "forged " + forged);
                if (!model.containsKey(forged)) {
                    assertNull(arena.remove(forged));
                }
            } else if (roll < 95) {
                assertSameContent(model, arena);
            } else if (roll < 98) {
                int before = model.size();
                model.values().removeIf(value -> value % 7 == 0);
                assertEquals(before - model.size(), arena.retain(value -> value % 7 != 0));
            } else if (random.nextInt(20) == 0) {
                model.clear();
                arena.clear();
            }
            assertEquals(model.size(), arena.size());
            assertTrue(arena.capacity() >= arena.size());
        }
        assertSameContent(model, arena);
        assertTrue(staleLookups > 1000, "too few stale lookups exercised: " + staleLookups);
        assertTrue(reusedSlots > 1000, "too few slot reuses exercised: " + reusedSlots);
        if (maxGeneration < 10) {
            assertTrue(arena.retiredCount() > 0, "the small-generation run should retire slots");
            assertTrue(refusedInserts > 0, "the small run should fill the arena");
        }
        for (int i = 0; i < issuedCount; i++) {
            if (!model.containsKey(issued[i])) {
                assertNull(arena.get(issued[i]));
            }
        }
    }

    /** Half the picks among the newest ids (mostly live), half among all (mostly stale). */
    private static long pick(Random random, long[] issued, int count) {
        if (random.nextBoolean()) {
            return issued[count - 1 - random.nextInt(Math.min(count, 64))];
        }
        return issued[random.nextInt(count)];
    }

    private static void assertSameContent(Map<Long, Long> model, IdArena<Long> arena) {
        Map<Long, Long> visited = new HashMap<>();
        arena.forEach((id, value) -> assertNull(visited.put(id, value), "visited twice: " + id));
        assertEquals(model, visited);
    }
}
