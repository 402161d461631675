package dev.pulse.ecs.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Commands;
import dev.pulse.ecs.Entity;
import dev.pulse.ecs.StaleEntityException;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Position;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ColumnStorageTest {

    private final World world = new World();
    private final ColumnStorage<Spark> sparks = world.columns(Spark.class);

    @Nested
    class AddGetRemove {
        @Test
        void spawnWithARecordStoresEveryColumn() {
            Entity e = world.spawn(Spark.of(3), new Position(1, 2));
            assertEquals(Spark.of(3), sparks.get(e));
            assertEquals(Spark.of(3), world.get(e, Spark.class));
            assertTrue(world.has(e, Spark.class));
            assertTrue(sparks.has(e));
            assertEquals(1, sparks.size());
            assertEquals(1, world.count(Spark.class));
        }

        @Test
        void addReplacesTheValues() {
            Entity e = world.spawn(Spark.of(1));
            world.add(e, Spark.of(2));
            assertEquals(Spark.of(2), sparks.get(e));
            sparks.add(e, Spark.of(5));
            assertEquals(Spark.of(5), sparks.get(e));
            assertEquals(1, sparks.size());
        }

        @Test
        void addWithoutValuesSetsDefaultsEvenInAReusedSlot() {
            Entity old = world.spawn(Spark.of(9));
            world.despawn(old);
            Entity e = world.spawn();
            assertEquals(old.index(), e.index());
            sparks.add(e);
            assertEquals(new Spark(0, 0, 0, 0, 0, false, (byte) 0, null), sparks.get(e));
        }

        @Test
        void removeTakesTheComponentAwayAndAnswersTheLastValues() {
            Entity e = world.spawn(Spark.of(4), new Position(0, 0));
            assertEquals(Spark.of(4), world.remove(e, Spark.class));
            assertFalse(sparks.has(e));
            assertNull(sparks.get(e));
            assertFalse(sparks.remove(e));
            assertTrue(world.has(e, Position.class));
            sparks.add(e, Spark.of(6));
            assertTrue(sparks.remove(e));
            assertEquals(0, sparks.size());
        }

        @Test
        void despawnRemovesTheColumnsToo() {
            Entity e = world.spawn(Spark.of(4));
            world.despawn(e);
            assertEquals(0, sparks.size());
            assertFalse(sparks.has(e));
            Entity next = world.spawn(new Position(0, 0));
            assertEquals(e.index(), next.index());
            assertFalse(sparks.has(next), "the successor in the slot does not inherit the columns");
            assertNull(sparks.get(next));
        }

        @Test
        void clearDropsEveryEntity() {
            Entity e = world.spawn(Spark.of(4));
            world.clear();
            Entity next = world.spawn();
            assertEquals(e.index(), next.index());
            assertFalse(sparks.has(next));
            assertEquals(0, sparks.query().count());
        }

        @Test
        void addToAStaleEntityNamesIt() {
            Entity e = world.spawn();
            world.despawn(e);
            StaleEntityException ex = assertThrows(StaleEntityException.class, () -> sparks.add(e));
            assertTrue(ex.getMessage().contains(e.toString()), ex.getMessage());
            assertThrows(StaleEntityException.class, () -> sparks.add(e, Spark.of(1)));
        }

        @Test
        void growingPastTheEntityLimitIsTheAllocatorsError() {
            World small = World.builder().maxEntities(2).build();
            small.spawn(new Motion(0, 0, 0, 0));
            small.spawn(new Motion(0, 0, 0, 0));
            assertThrows(IllegalStateException.class, () -> small.spawn(new Motion(0, 0, 0, 0)));
            assertEquals(2, small.columns(Motion.class).size());
        }

        @Test
        void pagesBeyondTheFirstWork() {
            List<Entity> all = new ArrayList<>();
            for (int i = 0; i < 10_000; i++) {
                all.add(world.spawn(Spark.of(i)));
            }
            for (int i = 0; i < all.size(); i += 997) {
                assertEquals(Spark.of(i), sparks.get(all.get(i)));
            }
        }
    }

    @Nested
    class Modify {
        @Test
        void theVisitorReadsAndWritesTheEntitysColumns() {
            Entity e = world.spawn(Spark.of(2));
            assertTrue(sparks.modify(e, s -> {
                s.set(Spark.X, s.get(Spark.X) + 10);
                s.set(Spark.LIFE, s.get(Spark.LIFE) - 1);
                s.set(Spark.ID, 7L);
                s.set(Spark.HEAT, 0.25);
                s.set(Spark.LIT, true);
                s.set(Spark.COLOUR, (byte) 9);
                s.set(Spark.NAME, "renamed");
            }));
            assertEquals(new Spark(12, -2, 3, 7L, 0.25, true, (byte) 9, "renamed"), sparks.get(e));
        }

        @Test
        void aStaleHandleAnswersFalseWithoutCallingTheVisitor() {
            Entity e = world.spawn(Spark.of(2));
            world.despawn(e);
            Entity successor = world.spawn(Spark.of(3));
            assertFalse(sparks.modify(e, s -> s.set(Spark.X, 99)));
            assertFalse(sparks.modify(e.id(), s -> s.set(Spark.X, 99)));
            assertEquals(Spark.of(3), sparks.get(successor));
        }

        @Test
        void theViewDoesNotOutliveTheCall() {
            Entity e = world.spawn(Spark.of(2));
            List<ColumnView<Spark>> kept = new ArrayList<>();
            sparks.modify(e, kept::add);
            assertNull(kept.get(0).entity(), "unbound once the visitor returned");
            if (ColumnView.checksEnabled()) {
                IllegalStateException ex = assertThrows(
                        IllegalStateException.class, () -> kept.get(0).get(Spark.X));
                assertTrue(ex.getMessage().contains("unbound"), ex.getMessage());
            }
        }

        @Test
        void nestedModifyKeepsTheOuterViewBound() {
            Entity a = world.spawn(Spark.of(1));
            Entity b = world.spawn(Spark.of(2));
            sparks.modify(a, outer -> {
                sparks.modify(b, inner -> inner.set(Spark.X, outer.get(Spark.X)));
                outer.set(Spark.X, 50);
            });
            assertEquals(1f, sparks.get(b).x());
            assertEquals(50f, sparks.get(a).x());
        }

        @Test
        void byIdFindsTheSameEntity() {
            Entity e = world.spawn(Spark.of(2));
            assertTrue(sparks.modify(e.id(), s -> s.set(Spark.Y, 5)));
            assertEquals(5f, sparks.get(e).y());
        }
    }

    @Nested
    class ObjectQueries {
        @Test
        void ordinaryQueriesFilterOnColumnComponents() {
            Entity a = world.spawn(new Position(1, 1), Spark.of(1));
            Entity b = world.spawn(new Position(2, 2));
            List<Entity> with = new ArrayList<>();
            world.query(Position.class).with(Spark.class).forEach((e, p) -> with.add(e));
            List<Entity> without = new ArrayList<>();
            world.query(Position.class).without(Spark.class).forEach((e, p) -> without.add(e));
            assertEquals(List.of(a), with);
            assertEquals(List.of(b), without);
        }

        @Test
        void fetchingAColumnComponentInAnObjectQuerySaysWhatToUse() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> world.query(Spark.class));
            assertTrue(e.getMessage().contains("world.columnQuery(Spark.class)"), e.getMessage());
        }
    }

    @Nested
    class Commands_ {
        @Test
        void recordedAddsAndRemovesApply() {
            Entity e = world.spawn(new Position(0, 0));
            Commands commands = new Commands();
            commands.add(e, Spark.of(8));
            assertFalse(sparks.has(e));
            commands.apply(world);
            assertEquals(Spark.of(8), sparks.get(e));
            commands.remove(e, Spark.class);
            commands.apply(world);
            assertFalse(sparks.has(e));
        }

        @Test
        void recordedDespawnRemovesColumns() {
            Entity e = world.spawn(Spark.of(1));
            world.commands().despawn(e);
            world.flush();
            assertEquals(0, sparks.size());
        }
    }

    @Test
    void theStorageIsTheSameObjectForTheWorldsLifetime() {
        assertSame(sparks, world.columns(Spark.class));
        assertEquals(
                "ColumnStorage[Spark: x:float, y:float, life:int, id:long, heat:double, lit:boolean, colour:byte, "
                        + "name:String, 0 entities]",
                sparks.toString());
    }
}
