package dev.pulse.ecs.systems;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.World;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChangeDetectionSchedulingTest {

    private static final double STEP = 1.0 / 60;

    /** Records how many changed Positions it saw per run. */
    private static final class Watcher implements GameSystem {
        final Query1<Position> changed;
        final List<Integer> seen = new ArrayList<>();

        Watcher(World world) {
            changed = world.query(Position.class).changed(Position.class);
        }

        @Override
        public void update(World world, double dt) {
            seen.add(changed.count());
        }
    }

    @Nested
    class LastRunTicks {

        @Test
        void twoSystemsEachSeeEveryChangeOnceWhetherTheyRunBeforeOrAfterTheWriter() {
            World world = new World();
            Entity a = world.spawn(new Position(0, 0));
            Entity b = world.spawn(new Position(0, 0));
            Watcher before = new Watcher(world);
            Watcher after = new Watcher(world);
            int[] frame = {0};
            GameSystem writer = (w, dt) -> {
                if (frame[0] == 1) {
                    w.markChanged(a, Position.class);
                } else if (frame[0] == 2) {
                    w.storage(Position.class).getMut(a);
                    w.storage(Position.class).getMut(b);
                }
                frame[0]++;
            };
            Scheduler scheduler = Scheduler.builder(world)
                    .add("before", before, s -> s.before("writer"))
                    .add("writer", writer)
                    .add("after", after, s -> s.after("writer"))
                    .build();
            for (int i = 0; i < 5; i++) {
                scheduler.tick(STEP);
            }
            // First run: everything that exists counts as changed (the system never ran).
            assertEquals(List.of(2, 0, 1, 2, 0), before.seen);
            assertEquals(List.of(2, 1, 2, 0, 0), after.seen);
        }

        @Test
        void aSystemDoesNotSeeItsOwnChangesOnItsNextRun() {
            World world = new World();
            Entity a = world.spawn(new Position(0, 0));
            List<Integer> seen = new ArrayList<>();
            Query1<Position> changed = world.query(Position.class).changed(Position.class);
            Scheduler scheduler = Scheduler.builder(world)
                    .add("self", (w, dt) -> {
                        seen.add(changed.count());
                        w.markChanged(a, Position.class);
                    })
                    .build();
            scheduler.tick(STEP);
            scheduler.tick(STEP);
            scheduler.tick(STEP);
            assertEquals(List.of(1, 0, 0), seen);
        }

        @Test
        void removedComponentsAreSeenOnceAndTrimmedAfterEverySystemSawThem() {
            World world = new World();
            Entity a = world.spawn(new Position(0, 0));
            List<Entity> lost = new ArrayList<>();
            var removed = world.removed(Position.class);
            int[] frame = {0};
            Scheduler scheduler = Scheduler.builder(world)
                    .add("remover", (w, dt) -> {
                        if (frame[0]++ == 1) {
                            w.remove(a, Position.class);
                        }
                    })
                    .add("reader", (w, dt) -> removed.forEach(lost::add), s -> s.after("remover"))
                    .build();
            for (int i = 0; i < 4; i++) {
                scheduler.tick(STEP);
            }
            assertEquals(List.of(a), lost);
            assertEquals(0, removed.countSince(World.NEVER_RAN), "trimmed once every system had seen it");
        }
    }

    @Nested
    class RunConditions {

        @Test
        void changedHoldsOnlyAfterSomethingOfTheTypeChanged() {
            World world = new World();
            Entity a = world.spawn(new Position(0, 0));
            List<Integer> runs = new ArrayList<>();
            int[] frame = {0};
            Scheduler scheduler = Scheduler.builder(world)
                    .add("writer", (w, dt) -> {
                        if (frame[0]++ == 2) {
                            w.markChanged(a, Position.class);
                        }
                    })
                    .add("redraw", (w, dt) -> runs.add(frame[0]),
                            s -> s.after("writer").runIf(RunCondition.changed(Position.class)))
                    .build();
            for (int i = 0; i < 5; i++) {
                scheduler.tick(STEP);
            }
            // Frame 1: the Position that existed; frame 4: the mark of frame 3 (conditions are
            // evaluated at the start of the phase, so a change is seen the frame after).
            assertEquals(List.of(1, 4), runs);
        }

        @Test
        void aWorldWithoutChangeDetectionIsNotTicked() {
            World world = new World();
            Scheduler scheduler = Scheduler.builder(world).add("idle", (w, dt) -> { }).build();
            int before = world.changeTick();
            scheduler.tick(STEP);
            assertFalse(world.isTrackingChanges());
            assertEquals(before, world.changeTick());
            world.query(Position.class).changed(Position.class);
            scheduler.tick(STEP);
            assertTrue(world.changeTick() > before);
        }
    }
}
