package dev.pulse.ecs.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Observers of a column component hear every add, replacement and removal, whichever call made it. */
class ColumnObserversTest {

    private final World world = new World();
    private final ColumnStorage<Motion> motions = world.columns(Motion.class);
    private final List<String> events = new ArrayList<>();

    private static String show(Motion m) {
        return m.x() + "," + m.y();
    }

    @Nested
    class Adds {

        @Test
        void worldAddAndSpawnTellOnAddTheRecord() {
            world.observers().onAdd(Motion.class, (e, m) -> events.add("add " + show(m)));
            Entity a = world.spawn(new Motion(1, 2, 0, 0));
            Entity b = world.spawn();
            world.add(b, new Motion(3, 4, 0, 0));
            assertEquals(List.of("add 1.0,2.0", "add 3.0,4.0"), events);
            assertEquals(2, motions.size());
            assertEquals(1f, motions.get(a).x());
        }

        @Test
        void theColumnStoragesDefaultAddTellsOnAddTheDefaultRecord() {
            world.observers().onAdd(Motion.class, (e, m) -> events.add("add " + show(m)));
            Entity e = world.spawn();
            motions.add(e);
            assertEquals(List.of("add 0.0,0.0"), events);
            assertEquals(new Motion(0, 0, 0, 0), motions.get(e));
        }

        @Test
        void theColumnStoragesRecordAddTellsOnAdd() {
            world.observers().onAdd(Motion.class, (e, m) -> events.add("add " + show(m)));
            Entity e = world.spawn();
            motions.add(e, new Motion(5, 6, 0, 0));
            assertEquals(List.of("add 5.0,6.0"), events);
        }
    }

    @Nested
    class Replacements {

        @Test
        void aSecondAddTellsOnReplaceTheOldAndNewRecordsAndNotOnAdd() {
            world.observers().onAdd(Motion.class, (e, m) -> events.add("add " + show(m)));
            world.observers()
                    .onReplace(Motion.class, (e, old, now) -> events.add("replace " + show(old) + "->" + show(now)));
            Entity e = world.spawn(new Motion(1, 1, 0, 0));
            world.add(e, new Motion(2, 2, 0, 0));
            assertEquals(List.of("add 1.0,1.0", "replace 1.0,1.0->2.0,2.0"), events);
        }

        @Test
        void theDefaultAddOnAnEntityThatHasItTellsOnReplaceTheReset() {
            world.observers()
                    .onReplace(Motion.class, (e, old, now) -> events.add("replace " + show(old) + "->" + show(now)));
            Entity e = world.spawn(new Motion(7, 8, 0, 0));
            motions.add(e);
            assertEquals(List.of("replace 7.0,8.0->0.0,0.0"), events);
            assertEquals(new Motion(0, 0, 0, 0), motions.get(e));
        }
    }

    @Nested
    class Removals {

        @Test
        void everyWayOfRemovingTellsOnRemoveTheRecordWhileTheEntityStillHasIt() {
            world.observers().onRemove(Motion.class, (e, m) -> {
                events.add("remove " + show(m));
                assertEquals(m, motions.get(e), "the component is still there during onRemove");
            });
            Entity a = world.spawn(new Motion(1, 0, 0, 0));
            Entity b = world.spawn(new Motion(2, 0, 0, 0));
            Entity c = world.spawn(new Motion(3, 0, 0, 0));
            world.remove(a, Motion.class);
            motions.remove(b);
            world.despawn(c);
            assertEquals(List.of("remove 1.0,0.0", "remove 2.0,0.0", "remove 3.0,0.0"), events);
            assertEquals(0, motions.size());
            assertFalse(motions.has(a));
        }

        @Test
        void withTwoObserversBothAreToldAndTheColumnComponentIsRemoved() {
            world.observers().onRemove(Motion.class, (e, m) -> events.add("first " + show(m)));
            world.observers().onRemove(Motion.class, (e, m) -> events.add("second " + show(m)));
            Entity a = world.spawn(new Motion(1, 0, 0, 0));
            Entity b = world.spawn(new Motion(2, 0, 0, 0));
            world.remove(a, Motion.class);
            motions.remove(b);
            assertEquals(List.of("first 1.0,0.0", "second 1.0,0.0", "first 2.0,0.0", "second 2.0,0.0"), events);
            assertEquals(0, motions.size());
            assertFalse(motions.has(a));
            assertFalse(motions.has(b));
        }

        @Test
        void aSoleObserverThatRemovesTheColumnComponentItselfIsToldOnce() {
            world.observers().onRemove(Motion.class, (e, m) -> {
                events.add("remove " + show(m));
                motions.remove(e);
            });
            Entity a = world.spawn(new Motion(1, 0, 0, 0));
            Entity b = world.spawn(new Motion(2, 0, 0, 0));
            world.remove(a, Motion.class);
            assertEquals(List.of("remove 1.0,0.0"), events);
            assertEquals(1, motions.size(), "only a's was removed, once");
            assertEquals(new Motion(2, 0, 0, 0), motions.get(b));
        }
    }
}
