package dev.pulse.ecs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.seam.SchedulerHooks;
import dev.pulse.testing.fixtures.Health;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class RemovedComponentsTest {

    private final World world = new World();
    private final RemovedComponents<Health> removed = world.removed(Health.class);

    /** Spawns {@code count} entities with Health and removes it from each, one tick apart; answers the ticks. */
    private List<Entity> removeOnePerTick(int count, List<Integer> ticks) {
        List<Entity> gone = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Entity e = world.spawn(new Health(i));
            ticks.add(world.changeTick());
            world.remove(e, Health.class);
            gone.add(e);
            world.advanceTick();
        }
        return gone;
    }

    private List<Entity> since(int tick) {
        List<Entity> seen = new ArrayList<>();
        removed.forEachSince(tick, seen::add);
        return seen;
    }

    @Nested
    class Reading {

        @Test
        void forEachSinceAnswersExactlyTheRemovalsAfterAnyBaselineInOrder() {
            List<Integer> ticks = new ArrayList<>();
            List<Entity> gone = removeOnePerTick(300, ticks); // beyond the first capacity (64)
            assertEquals(gone, since(World.NEVER_RAN));
            for (int i = 0; i < gone.size(); i += 7) {
                assertEquals(gone.subList(i + 1, gone.size()), since(ticks.get(i)), "since the tick of removal " + i);
                assertEquals(gone.size() - i - 1, removed.countSince(ticks.get(i)));
            }
            assertEquals(List.of(), since(world.changeTick()));
        }

        @Test
        void forEachInsideASystemUsesItsBaselineAndOutsideSaysWhatToDo() {
            List<Integer> ticks = new ArrayList<>();
            List<Entity> gone = removeOnePerTick(5, ticks);
            int previous = SchedulerHooks.get().enterSystem(world, ticks.get(1));
            List<Entity> seen = new ArrayList<>();
            try {
                removed.forEach(seen::add);
            } finally {
                SchedulerHooks.get().exitSystem(world, previous);
            }
            assertEquals(gone.subList(2, 5), seen);
            IllegalStateException outside = assertThrows(IllegalStateException.class, () -> removed.forEach(seen::add));
            assertTrue(outside.getMessage().contains("forEachSince"), outside.getMessage());
        }

        @Test
        void describesItsTypeAndCount() {
            removeOnePerTick(3, new ArrayList<>());
            assertEquals("RemovedComponents[Health, 3 recorded]", removed.toString());
        }
    }

    @Nested
    class Trimming {

        @Test
        void trimThroughDropsExactlyWhatIsNotNewerAndKeepsTheRestInOrder() {
            List<Integer> ticks = new ArrayList<>();
            List<Entity> gone = removeOnePerTick(100, ticks);
            removed.trimThrough(ticks.get(39));
            assertEquals(gone.subList(40, 100), since(World.NEVER_RAN));
            assertEquals(gone.subList(70, 100), since(ticks.get(69)));
            removed.trimThrough(ticks.get(10)); // older than what is left: nothing changes
            assertEquals(60, removed.countSince(World.NEVER_RAN));
            List<Integer> more = new ArrayList<>();
            List<Entity> later = removeOnePerTick(3, more);
            List<Entity> expected = new ArrayList<>(gone.subList(40, 100));
            expected.addAll(later);
            assertEquals(expected, since(World.NEVER_RAN), "records appended after a trim follow the kept ones");
            removed.trimThrough(world.changeTick());
            assertEquals(0, removed.countSince(World.NEVER_RAN));
        }
    }
}
