package dev.pulse.ecs.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Drives a {@link GenerationalArena} and a plain {@code HashMap<Long, Long>} keyed by
 * {@link Handle#id()} with the same random operations and checks that they always agree,
 * including lookups and removals through stale handles after their slot was reused.
 */
class GenerationalArenaModelTest {

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
        GenerationalArena<Long> arena = new GenerationalArena<>(maxSlots, maxGeneration);
        Map<Long, Long> model = new HashMap<>();
        List<Handle<Long>> issued = new ArrayList<>();
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
                    Handle<Long> handle = arena.insert(value);
                    assertTrue(everIssued.add(handle.id()), "handle issued twice (ABA): " + handle);
                    if (handle.generation() > 0) {
                        reusedSlots++;
                    }
                    model.put(handle.id(), value);
                    issued.add(handle);
                }
            } else if (roll < 56 && !issued.isEmpty()) {
                Handle<Long> handle = pick(random, issued);
                // Half the time through an equal handle rebuilt from its id (not the canonical
                // object the arena stores): the generation comparison must decide, not identity.
                Handle<Long> held = random.nextBoolean() ? handle : Handle.fromId(handle.id());
                assertEquals(model.remove(handle.id()), arena.remove(held), "remove " + held);
            } else if (roll < 61 && !issued.isEmpty()) {
                Handle<Long> handle = pick(random, issued);
                assertEquals(model.remove(handle.id()), arena.remove(handle.index(), handle.generation()));
            } else if (roll < 86 && !issued.isEmpty()) {
                Handle<Long> handle = pick(random, issued);
                Long expected = model.get(handle.id());
                if (expected == null) {
                    staleLookups++;
                }
                assertEquals(expected, arena.get(handle), "get " + handle);
                assertEquals(expected, arena.get(handle.index(), handle.generation()));
                assertEquals(expected != null, arena.contains(handle));
            } else if (roll < 94) {
                // A forged handle: live only if it happens to equal a live one.
                Handle<Long> forged = new Handle<>(
                        random.nextInt(maxSlots < 10_000 ? maxSlots + 5 : 10_000),
                        random.nextInt(maxGeneration < 10 ? maxGeneration + 2 : 10));
                assertEquals(model.get(forged.id()), arena.get(forged), "forged " + forged);
                assertEquals(model.containsKey(forged.id()), arena.contains(forged), "forged " + forged);
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
        for (Handle<Long> handle : issued) {
            if (!model.containsKey(handle.id())) {
                assertNull(arena.get(handle));
            }
        }
    }

    /** Half the picks among the newest handles (mostly live), half among all (mostly stale). */
    private static Handle<Long> pick(Random random, List<Handle<Long>> issued) {
        int size = issued.size();
        if (random.nextBoolean()) {
            return issued.get(size - 1 - random.nextInt(Math.min(size, 64)));
        }
        return issued.get(random.nextInt(size));
    }

    private static void assertSameContent(Map<Long, Long> model, GenerationalArena<Long> arena) {
        Map<Long, Long> viaHandles = new HashMap<>();
        arena.forEach((handle, value) -> viaHandles.put(handle.id(), value));
        assertEquals(model, viaHandles);
        Map<Long, Long> viaSlots = new HashMap<>();
        arena.forEachSlot((index, generation, value) -> {
            viaSlots.put(new Handle<Long>(index, generation).id(), value);
            assertEquals(value, arena.getUnchecked(index));
        });
        assertEquals(model, viaSlots);
    }
}
