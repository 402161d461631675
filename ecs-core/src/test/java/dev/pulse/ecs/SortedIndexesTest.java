package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.pulse.testing.fixtures.Health;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link SortedIndexes}: its sort against {@link Arrays#sort(int[])}, and its gathering from a driver. */
class SortedIndexesTest {

    /** Sorts {@code values} with a fresh or reused buffer and answers the result. */
    private static int[] sorted(SortedIndexes buffer, int[] values) {
        if (buffer.indexes.length < values.length) {
            buffer.indexes = new int[values.length];
        }
        System.arraycopy(values, 0, buffer.indexes, 0, values.length);
        buffer.count = values.length;
        int highest = 0;
        for (int v : values) {
            highest = Math.max(highest, v);
        }
        buffer.sort(highest);
        return Arrays.copyOf(buffer.indexes, buffer.count);
    }

    @Test
    void sortsLikeArraysSortForEverySizeAndRange() {
        Random random = new Random(42);
        SortedIndexes reused = new SortedIndexes();
        int[] sizes = {0, 1, 2, SortedIndexes.INSERTION_LIMIT - 1, SortedIndexes.INSERTION_LIMIT, 300, 5_000};
        int[] bounds = {1, 200, 70_000, 20_000_000, Integer.MAX_VALUE};
        for (int size : sizes) {
            for (int bound : bounds) {
                int[] values = new int[size];
                for (int i = 0; i < size; i++) {
                    values[i] = random.nextInt(bound);
                }
                int[] expected = values.clone();
                Arrays.sort(expected);
                String what = size + " values below " + bound;
                assertArrayEquals(expected, sorted(reused, values), what + " (reused buffer)");
                assertArrayEquals(expected, sorted(new SortedIndexes(), values), what + " (fresh buffer)");
            }
        }
    }

    @Test
    void gathersTheDriversIndexesWithoutTombstonesInAscendingOrder() {
        World world = new World();
        Entity[] entities = new Entity[200];
        for (int i = 0; i < entities.length; i++) {
            entities[i] = world.spawn(new Health(i));
        }
        for (int i = 0; i < 100; i += 2) {
            world.remove(entities[i], Health.class);
            world.add(entities[i], new Health(i)); // appended: the packed list is out of index order
        }
        ComponentStorage<?> driver = world.storage(Health.class);
        SortedIndexes buffer = new SortedIndexes();
        driver.lock();
        try {
            world.remove(entities[7], Health.class); // a tombstone while locked
            buffer.gather(driver, driver.size);
        } finally {
            driver.unlock();
        }
        assertEquals(199, buffer.count);
        int expected = 0;
        for (int i = 0; i < buffer.count; i++, expected++) {
            if (expected == 7) {
                expected++;
            }
            assertEquals(expected, buffer.indexes[i]);
        }
    }
}
