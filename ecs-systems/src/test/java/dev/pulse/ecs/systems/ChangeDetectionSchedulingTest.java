package dev.pulse.ecs.systems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query1;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

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
    class Baselines {

        @Test
        void aReaderThatRunsBeforeTheRemoverStillSeesEachRemovalOnItsNextRun() {
            World world = new World();
            Entity a = world.spawn(new Position(0, 0));
            Entity b = world.spawn(new Position(0, 0));
            var removed = world.removed(Position.class);
            List<Entity> lost = new ArrayList<>();
            int[] frame = {0};
            Scheduler scheduler = Scheduler.builder(world)
                    .add("reader", (w, dt) -> removed.forEach(lost::add))
                    .add(
                            "remover",
                            (w, dt) -> {
                                int f = frame[0]++;
                                if (f == 1) {
                                    w.remove(a, Position.class);
                                } else if (f == 2) {
                                    w.remove(b, Position.class);
                                }
                            },
                            s -> s.after("reader"))
                    .build();
            for (int i = 0; i < 5; i++) {
                scheduler.tick(STEP);
            }
            assertEquals(List.of(a, b), lost, "the trim keeps what the oldest last run has not seen");
            assertEquals(0, removed.countSince(World.NEVER_RAN));
        }

        @Test
        void aRarelyRunningReaderAfterTheOthersHoldsBackTheTrim() {
            World world = new World();
            Entity[] entities = {
                world.spawn(new Position(0, 0)), world.spawn(new Position(0, 0)), world.spawn(new Position(0, 0))
            };
            var removed = world.removed(Position.class);
            List<Entity> rare = new ArrayList<>();
            List<Entity> often = new ArrayList<>();
            int[] frame = {0};
            Scheduler scheduler = Scheduler.builder(world)
                    .add("remover", (w, dt) -> {
                        int f = ++frame[0] - 2; // frames 2, 3, 4 remove one each
                        if (f >= 0 && f < entities.length) {
                            w.remove(entities[f], Position.class);
                        }
                    })
                    .add(
                            "often",
                            IntervalSystem.every(2 * STEP, (w, dt) -> removed.forEach(often::add)),
                            s -> s.after("remover"))
                    .add("rare", (w, dt) -> removed.forEach(rare::add), s -> s.after("often")
                            .runIf((w, time) -> frame[0] == 1 || frame[0] == 6))
                    .build();
            // Conditions are evaluated when the phase starts: "rare" runs in the ticks that begin
            // with frame 1 and 6 (ticks 2 and 7), "often" every second tick.
            for (int i = 0; i < 7; i++) {
                scheduler.tick(STEP);
            }
            assertEquals(List.of(entities[0], entities[1], entities[2]), often);
            assertEquals(
                    List.of(entities[0], entities[1], entities[2]),
                    rare,
                    "the interval's delegate ran since, but the rare reader's older run decides the trim");
        }

        @Test
        void anIntervalSystemUpdatedDirectlyLeavesNoBaselineBehind() {
            World world = new World();
            world.spawn(new Position(0, 0));
            Query1<Position> changed = world.query(Position.class).changed(Position.class);
            List<Integer> seen = new ArrayList<>();
            IntervalSystem interval = IntervalSystem.every(STEP, (w, dt) -> seen.add(changed.count()));
            interval.update(world, STEP);
            interval.update(world, STEP);
            assertEquals(List.of(1, 0), seen, "its delegate's own baseline, even without a scheduler");
            org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, changed::count);
        }

        @Test
        void afterASystemRunTheThreadHasNoBaselineAgain() {
            World world = new World();
            world.spawn(new Position(0, 0));
            Query1<Position> changed = world.query(Position.class).changed(Position.class);
            List<Integer> seen = new ArrayList<>();
            Scheduler scheduler = Scheduler.builder(world)
                    .add("plain", (w, dt) -> seen.add(changed.count()))
                    .add("slow", IntervalSystem.every(STEP, (w, dt) -> seen.add(changed.count())))
                    .build();
            scheduler.tick(STEP);
            assertEquals(List.of(1, 1), seen);
            IllegalStateException outside =
                    org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class, changed::count);
            assertTrue(outside.getMessage().contains("no system runs on this thread"), outside.getMessage());
        }
    }

    @Nested
    class IntervalSystems {

        /** Writer marks entity {@code frame % 3} every frame; the watcher runs every third frame. */
        private Scheduler schedule(World world, Entity[] entities, GameSystem watcher) {
            int[] frame = {0};
            return Scheduler.builder(world)
                    .add("writer", (w, dt) -> w.markChanged(entities[frame[0]++ % entities.length], Position.class))
                    .add("watcher", IntervalSystem.every(3 * STEP, watcher), s -> s.after("writer"))
                    .build();
        }

        @Test
        void theInnerSystemSeesEveryChangeSinceItsOwnLastRunNotSinceTheWrappersLastFrame() {
            World world = new World();
            Entity[] entities = {
                world.spawn(new Position(0, 0)), world.spawn(new Position(0, 0)), world.spawn(new Position(0, 0))
            };
            Watcher watcher = new Watcher(world);
            Scheduler scheduler = schedule(world, entities, watcher);
            for (int i = 0; i < 9; i++) {
                scheduler.tick(STEP);
            }
            // Runs at frames 3, 6, 9; between two runs the writer marked all three entities once.
            // With the wrapper's baseline each run would see only the last frame's mark (1).
            assertEquals(List.of(3, 3, 3), watcher.seen);
        }

        @Test
        void theInnerSystemDoesNotSeeItsOwnChangesAgain() {
            World world = new World();
            Entity a = world.spawn(new Position(0, 0));
            Query1<Position> changed = world.query(Position.class).changed(Position.class);
            List<Integer> seen = new ArrayList<>();
            Scheduler scheduler = Scheduler.builder(world)
                    .add("self", IntervalSystem.every(2 * STEP, (w, dt) -> {
                        seen.add(changed.count());
                        w.markChanged(a, Position.class);
                    }))
                    .build();
            for (int i = 0; i < 6; i++) {
                scheduler.tick(STEP);
            }
            assertEquals(List.of(1, 0, 0), seen);
        }

        @Test
        void catchUpRunsInOneFrameSeeTheChangesOnceBetweenThem() {
            World world = new World();
            Entity a = world.spawn(new Position(0, 0));
            Watcher watcher = new Watcher(world);
            int[] frame = {0};
            Scheduler scheduler = Scheduler.builder(world)
                    .add("writer", (w, dt) -> {
                        if (frame[0]++ > 0) {
                            w.markChanged(a, Position.class);
                        }
                    })
                    .add("watcher", IntervalSystem.every(0.01, watcher), s -> s.after("writer"))
                    .build();
            scheduler.tick(0.01);
            scheduler.tick(0.03); // three runs of the watcher in one frame (CATCH_UP)
            assertEquals(List.of(1, 1, 0, 0), watcher.seen);
        }

        @Test
        void removalsAreKeptUntilTheInnerSystemHasSeenThem() {
            World world = new World();
            Entity[] entities = {
                world.spawn(new Position(0, 0)), world.spawn(new Position(0, 0)), world.spawn(new Position(0, 0))
            };
            var removed = world.removed(Position.class);
            List<Entity> lost = new ArrayList<>();
            int[] frame = {0};
            Scheduler scheduler = Scheduler.builder(world)
                    .add("remover", (w, dt) -> {
                        int f = frame[0]++ - 4; // frames 5, 6, 7 remove one each
                        if (f >= 0 && f < entities.length) {
                            w.remove(entities[f], Position.class);
                        }
                    })
                    .add(
                            "reader",
                            IntervalSystem.every(4 * STEP, (w, dt) -> removed.forEach(lost::add)),
                            s -> s.after("remover"))
                    .build();
            for (int i = 0; i < 4; i++) {
                scheduler.tick(STEP);
            }
            assertEquals(List.of(), lost);
            for (int i = 0; i < 4; i++) {
                scheduler.tick(STEP);
            }
            assertEquals(
                    List.of(entities[0], entities[1], entities[2]),
                    lost,
                    "the wrapper ran every frame, the reader at frames 4 and 8: nothing is trimmed before it ran");
            assertEquals(0, removed.countSince(World.NEVER_RAN), "trimmed once the reader had seen them");
        }

        @Test
        void nestedIntervalsKeepABaselinePerLevel() {
            World world = new World();
            Entity[] entities = {
                world.spawn(new Position(0, 0)),
                world.spawn(new Position(0, 0)),
                world.spawn(new Position(0, 0)),
                world.spawn(new Position(0, 0))
            };
            Watcher watcher = new Watcher(world);
            int[] frame = {0};
            Scheduler scheduler = Scheduler.builder(world)
                    .add("writer", (w, dt) -> w.markChanged(entities[frame[0]++ % entities.length], Position.class))
                    .add(
                            "watcher",
                            IntervalSystem.every(STEP, IntervalSystem.every(4 * STEP, watcher)),
                            s -> s.after("writer"))
                    .build();
            for (int i = 0; i < 8; i++) {
                scheduler.tick(STEP);
            }
            assertEquals(List.of(4, 4), watcher.seen);
        }

        @Test
        void withoutChangeDetectionTheInnerSystemRunsAsBefore() {
            World world = new World();
            int[] runs = {0};
            Scheduler scheduler = Scheduler.builder(world)
                    .add("slow", IntervalSystem.every(2 * STEP, (w, dt) -> runs[0]++))
                    .build();
            int tick = world.changeTick();
            for (int i = 0; i < 4; i++) {
                scheduler.tick(STEP);
            }
            assertEquals(2, runs[0]);
            assertEquals(tick, world.changeTick(), "no tick advanced for a world that tracks no changes");
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
                    .add("redraw", (w, dt) -> runs.add(frame[0]), s -> s.after("writer")
                            .runIf(RunCondition.changed(Position.class)))
                    .build();
            for (int i = 0; i < 5; i++) {
                scheduler.tick(STEP);
            }
            // Frame 1: the Position that existed; frame 4: the mark of frame 3 (conditions are
            // evaluated at the start of the phase, so a change is seen the frame after).
            assertEquals(List.of(1, 4), runs);
            assertEquals(
                    "changed(Position)", RunCondition.changed(Position.class).toString());
        }

        @Test
        void aWorldWithoutChangeDetectionIsNotTicked() {
            World world = new World();
            Scheduler scheduler =
                    Scheduler.builder(world).add("idle", (w, dt) -> {}).build();
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
