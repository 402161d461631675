package dev.pulse.ecs.inspector.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class EntityListingTest {

    record Position(int x) {}

    record Health(int hp) {}

    record Hostile() {}

    private final World world = new World();

    EntityListingTest() {
        for (int i = 0; i < 10_000; i++) {
            Entity e = world.spawn(new Position(i));
            if (i % 2 == 0) {
                world.add(e, new Health(i));
            }
            if (i % 5 == 0) {
                world.add(e, new Hostile());
            }
        }
        world.despawn(world.entityAt(3));
    }

    @Test
    void aFirstPageStopsEarlyAndTakesTheTotalFromTheCounts() {
        String json = new EntityListing(world, "", 0, 25).step(System.nanoTime() - 1); // deadline passed
        assertTrue(json.contains("\"total\":9999,"), json);
        assertTrue(json.contains("\"label\":\"25v0\""), json);
        assertTrue(!json.contains("\"label\":\"3v0\"") && !json.contains("\"label\":\"26v0\""), json);
    }

    @Test
    void aWalkOverEverySlotSpreadsOverStepsWhenTheDeadlineHasPassed() {
        // "e" matches Health and Hostile: the total needs the whole walk.
        EntityListing listing = new EntityListing(world, "e", 0, 10);
        int steps = 1;
        String json;
        while ((json = listing.step(System.nanoTime() - 1)) == null) {
            steps++;
        }
        assertEquals((10_000 + EntityListing.SLOTS_PER_CHECK - 1) / EntityListing.SLOTS_PER_CHECK, steps);
        assertEquals(6_000, total(json)); // even, or a multiple of 5: 5000 + 2000 - 1000
    }

    @Test
    void anUnlimitedDeadlineAnswersInOneStep() {
        assertEquals(6_000, total(EntityListing.read(world, "e", 3, 10)));
        assertEquals(5_000, total(EntityListing.read(world, "HEALTH", 0, 10)));
    }

    @Test
    void aSlotOrHandleSearchIsOneLookup() {
        assertTrue(EntityListing.read(world, "42", 0, 25).contains("\"total\":1,"));
        assertTrue(EntityListing.read(world, "42v0", 0, 25).contains("\"label\":\"42v0\""));
        assertEquals(0, total(EntityListing.read(world, "42v7", 0, 25)));
        assertEquals(0, total(EntityListing.read(world, "3", 0, 25)));
        assertEquals(0, total(EntityListing.read(world, "99999999999", 0, 25)));
    }

    @Test
    void aPageBeyondTheEndIsEmptyWithTheTrueTotal() {
        String json = EntityListing.read(world, "", 1_000, 25);
        assertEquals(9_999, total(json));
        assertTrue(json.contains("\"entities\":[]"), json);
    }

    @Test
    void stepsNeverAnswerBeforeTheWalkIsDone() {
        EntityListing listing = new EntityListing(world, "hostile", 30, 100); // past the 2,000 hostiles
        assertNull(listing.step(System.nanoTime() - 1));
    }

    private static int total(String json) {
        Matcher m = Pattern.compile("\"total\":(\\d+)").matcher(json);
        assertTrue(m.find(), json);
        return Integer.parseInt(m.group(1));
    }
}
