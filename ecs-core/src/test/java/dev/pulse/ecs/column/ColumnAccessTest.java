package dev.pulse.ecs.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.StaleEntityException;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Every column kind through every access path (view, row, chunk, record), on entities in more
 * than one page and at offsets other than 0, so that a value landing in the wrong column, the
 * wrong offset or the wrong page is seen; and the sparse (packed) walk.
 */
class ColumnAccessTest {

    private final World world = new World();
    private final ColumnStorage<Spark> sparks = world.columns(Spark.class);

    /** Entities 0..count-1 with {@code Spark.of(i)}; the last ones lie in the second page. */
    /** Position of each entity {@link #spawnSparks} made in its list (a list's indexOf would make tests quadratic). */
    private final Map<Entity, Integer> spawnedAt = new HashMap<>();

    private List<Entity> spawnSparks(int count) {
        List<Entity> all = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Entity e = world.spawn(Spark.of(i));
            spawnedAt.put(e, all.size());
            all.add(e);
        }
        return all;
    }

    /** Writes {@code Spark.of(n)}'s values through the view, column by column. */
    private static void writeThrough(ColumnView<Spark> view, int n) {
        Spark s = Spark.of(n);
        view.set(Spark.X, s.x());
        view.set(Spark.Y, s.y());
        view.set(Spark.LIFE, s.life());
        view.set(Spark.ID, s.id());
        view.set(Spark.HEAT, s.heat());
        view.set(Spark.LIT, s.lit());
        view.set(Spark.COLOUR, s.colour());
        view.set(Spark.NAME, s.name());
    }

    /** Reads every column through the view into a record. */
    private static Spark readThrough(ColumnView<Spark> view) {
        return new Spark(
                view.get(Spark.X),
                view.get(Spark.Y),
                view.get(Spark.LIFE),
                view.get(Spark.ID),
                view.get(Spark.HEAT),
                view.get(Spark.LIT),
                view.get(Spark.COLOUR),
                view.get(Spark.NAME));
    }

    private static Spark readThrough(ColumnRow row) {
        return new Spark(
                row.get(Spark.X),
                row.get(Spark.Y),
                row.get(Spark.LIFE),
                row.get(Spark.ID),
                row.get(Spark.HEAT),
                row.get(Spark.LIT),
                row.get(Spark.COLOUR),
                row.get(Spark.NAME));
    }

    private static Spark readThrough(ColumnChunk chunk, int i) {
        return new Spark(
                chunk.floats(Spark.X)[i],
                chunk.floats(Spark.Y)[i],
                chunk.ints(Spark.LIFE)[i],
                chunk.longs(Spark.ID)[i],
                chunk.doubles(Spark.HEAT)[i],
                chunk.booleans(Spark.LIT)[i],
                chunk.bytes(Spark.COLOUR)[i],
                (String) chunk.objects(Spark.NAME)[i]);
    }

    @Nested
    class Views {
        @Test
        void everyKindWrittenThroughAViewIsReadBackByEveryPath() {
            List<Entity> all = spawnSparks(4_100);
            ColumnView<Spark> view = sparks.view();
            for (int i : new int[] {0, 1, 7, 4_095, 4_096, 4_099}) {
                assertTrue(view.bind(all.get(i)));
                writeThrough(view, i + 10_000);
            }
            for (int i = 0; i < all.size(); i++) {
                boolean written = i == 0 || i == 1 || i == 7 || i == 4_095 || i == 4_096 || i == 4_099;
                Spark expected = Spark.of(written ? i + 10_000 : i);
                assertEquals(expected, sparks.get(all.get(i)), "record of entity " + i);
                assertTrue(view.bind(all.get(i)));
                assertEquals(expected, readThrough(view), "view of entity " + i);
            }
        }

        @Test
        void aViewKnowsItsEntityAndStorageAndSaysSo() {
            List<Entity> all = spawnSparks(3);
            ColumnView<Spark> view = sparks.view();
            assertSame(sparks, view.storage());
            assertNull(view.entity());
            assertEquals("ColumnView[Spark, unbound]", view.toString());
            assertTrue(view.bind(all.get(2)));
            assertEquals(all.get(2), view.entity());
            assertEquals("ColumnView[Spark of " + all.get(2) + "]", view.toString());
        }

        @Test
        void modifyGivesTheVisitorABoundViewAndUnbindsItAfterwards() {
            List<Entity> all = spawnSparks(5);
            List<ColumnView<Spark>> seen = new ArrayList<>();
            assertTrue(sparks.modify(all.get(3), v -> {
                seen.add(v);
                assertEquals(all.get(3), v.entity());
                writeThrough(v, 99);
            }));
            assertEquals(Spark.of(99), sparks.get(all.get(3)));
            assertNull(seen.get(0).entity(), "the visitor's view is unbound after the call");
            assertTrue(sparks.modify(all.get(4).id(), v -> writeThrough(v, 98)));
            assertEquals(Spark.of(98), sparks.get(all.get(4)));
            assertEquals(Spark.of(2), sparks.get(all.get(2)), "neighbours untouched");
        }

        @Test
        void modifyInsideModifyKeepsTheOuterViewBound() {
            List<Entity> all = spawnSparks(2);
            assertTrue(sparks.modify(all.get(0), outer -> {
                assertTrue(sparks.modify(all.get(1), inner -> {
                    assertNotSame(outer, inner);
                    inner.set(Spark.LIFE, 7);
                }));
                assertEquals(all.get(0), outer.entity());
                outer.set(Spark.LIFE, 8);
            }));
            assertEquals(8, sparks.get(all.get(0)).life());
            assertEquals(7, sparks.get(all.get(1)).life());
        }

        @Test
        void modifyOfAStaleOrComponentlessEntityAnswersFalseWithoutCallingTheVisitor() {
            List<Entity> all = spawnSparks(2);
            Entity plain = world.spawn(new Position(1, 1));
            world.despawn(all.get(0));
            int[] calls = new int[1];
            assertFalse(sparks.modify(all.get(0), v -> calls[0]++));
            assertFalse(sparks.modify(plain, v -> calls[0]++));
            assertFalse(sparks.modify(all.get(0).id(), v -> calls[0]++));
            assertEquals(0, calls[0]);
            assertThrows(NullPointerException.class, () -> sparks.modify(all.get(1), null));
        }
    }

    @Nested
    class ChecksOnEveryAccessor {
        @Test
        void everyAccessorOfAViewWhoseEntityLostTheComponentThrowsNamingIt() {
            assumeTrue(ColumnView.checksEnabled(), "tests run with -ea, so checks are on");
            Entity a = spawnSparks(1).get(0);
            ColumnView<Spark> view = sparks.view();
            assertTrue(view.bind(a));
            sparks.remove(a);
            List<Runnable> accesses = List.of(
                    () -> view.get(Spark.X), () -> view.set(Spark.X, 1f),
                    () -> view.get(Spark.LIFE), () -> view.set(Spark.LIFE, 1),
                    () -> view.get(Spark.ID), () -> view.set(Spark.ID, 1L),
                    () -> view.get(Spark.HEAT), () -> view.set(Spark.HEAT, 1d),
                    () -> view.get(Spark.LIT), () -> view.set(Spark.LIT, true),
                    () -> view.get(Spark.COLOUR), () -> view.set(Spark.COLOUR, (byte) 1),
                    () -> view.get(Spark.NAME), () -> view.set(Spark.NAME, "x"));
            for (int k = 0; k < accesses.size(); k++) {
                StaleEntityException e = assertThrows(StaleEntityException.class, accesses.get(k)::run);
                assertTrue(e.getMessage().contains(a.toString()), e.getMessage());
                assertTrue(e.getMessage().contains("no longer has a Spark"), e.getMessage());
                assertTrue(e.getMessage().startsWith("Cannot " + (k % 2 == 0 ? "read " : "write ")), e.getMessage());
            }
        }

        @Test
        void everyAccessorOfAnUnboundViewSaysToBindFirst() {
            assumeTrue(ColumnView.checksEnabled(), "tests run with -ea, so checks are on");
            ColumnView<Spark> view = sparks.view();
            List<Runnable> accesses = List.of(
                    () -> view.get(Spark.X), () -> view.set(Spark.X, 1f),
                    () -> view.get(Spark.LIFE), () -> view.set(Spark.LIFE, 1),
                    () -> view.get(Spark.ID), () -> view.set(Spark.ID, 1L),
                    () -> view.get(Spark.HEAT), () -> view.set(Spark.HEAT, 1d),
                    () -> view.get(Spark.LIT), () -> view.set(Spark.LIT, true),
                    () -> view.get(Spark.COLOUR), () -> view.set(Spark.COLOUR, (byte) 1),
                    () -> view.get(Spark.NAME), () -> view.set(Spark.NAME, "x"));
            for (Runnable access : accesses) {
                IllegalStateException e = assertThrows(IllegalStateException.class, access::run);
                assertTrue(e.getMessage().contains("unbound Spark view"), e.getMessage());
            }
        }

        @Test
        void aKeyOfAnotherSchemaIsRefusedEvenOnAnUnboundView() {
            assumeTrue(ColumnView.checksEnabled(), "tests run with -ea, so checks are on");
            @SuppressWarnings({"unchecked", "rawtypes"})
            ColumnView<Spark> wrong = (ColumnView) world.columns(Motion.class).view();
            @SuppressWarnings({"unchecked", "rawtypes"})
            FloatColumn<Spark> x = (FloatColumn) Spark.X;
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> wrong.get(x));
            assertTrue(e.getMessage().contains("is not a column of Motion"), e.getMessage());
        }

        @Test
        void aWriteOfTheWrongObjectTypeIsRefused() {
            Entity a = spawnSparks(1).get(0);
            ColumnView<Spark> view = sparks.view();
            assertTrue(view.bind(a));
            @SuppressWarnings({"unchecked", "rawtypes"})
            ObjectColumn<Spark, Object> name = (ObjectColumn) Spark.NAME;
            assertThrows(ClassCastException.class, () -> view.set(name, 42));
            assertEquals("s0", view.get(Spark.NAME));
        }
    }

    @Nested
    class RowsAndChunks {
        @Test
        void rowsReadAndWriteEveryKindOfTheirEntity() {
            List<Entity> all = spawnSparks(4_100);
            Map<Entity, Spark> seen = new HashMap<>();
            sparks.query().forEach((e, row) -> {
                assertEquals(e, row.entity());
                seen.put(e, readThrough(row));
                Spark s = Spark.of(spawnedAt.get(e) + 1);
                row.set(Spark.X, s.x());
                row.set(Spark.Y, s.y());
                row.set(Spark.LIFE, s.life());
                row.set(Spark.ID, s.id());
                row.set(Spark.HEAT, s.heat());
                row.set(Spark.LIT, s.lit());
                row.set(Spark.COLOUR, s.colour());
                row.set(Spark.NAME, s.name());
            });
            assertEquals(all.size(), seen.size());
            for (int i = 0; i < all.size(); i++) {
                assertEquals(Spark.of(i), seen.get(all.get(i)), "row of entity " + i);
                assertEquals(Spark.of(i + 1), sparks.get(all.get(i)), "written through the row: entity " + i);
            }
        }

        @Test
        void aRowHandsOutItsObjectComponentsAndNamesItsEntity() {
            List<Entity> all = spawnSparks(3);
            world.add(all.get(1), new Health(5));
            List<String> rows = new ArrayList<>();
            world.columnQuery(Spark.class, Health.class).forEach((e, row) -> {
                assertEquals(5, row.component(Health.class).hp());
                rows.add(row.toString());
            });
            assertEquals(List.of("ColumnRow[" + all.get(1) + "]"), rows);
        }

        @Test
        void chunksHandOutEveryKindAlignedWithTheirEntities() {
            List<Entity> all = spawnSparks(16_388);
            Set<Entity> seen = new HashSet<>();
            List<String> chunks = new ArrayList<>();
            sparks.query().forEachChunk(c -> {
                chunks.add(c + " base " + c.baseIndex() + " size " + c.size());
                for (int i = c.start(); i < c.end(); i++) {
                    Entity e = c.entity(i);
                    assertEquals(c.baseIndex() + i, e.index());
                    assertEquals(Spark.of(spawnedAt.get(e)), readThrough(c, i));
                    assertTrue(seen.add(e));
                    c.ints(Spark.LIFE)[i] = -1;
                }
            });
            assertEquals(
                    List.of(
                            "ColumnChunk[page 0, 0..16384] base 0 size 16384",
                            "ColumnChunk[page 1, 0..4] base 16384 size 4"),
                    chunks);
            assertEquals(all.size(), seen.size());
            for (Entity e : all) {
                assertEquals(-1, sparks.get(e).life());
            }
        }

        @Test
        void aChunkRefusesAColumnOrComponentItsQueryDoesNotFetch() {
            spawnSparks(1);
            world.spawn(new Motion(0, 0, 0, 0), Spark.of(1));
            List<Runnable> refused = new ArrayList<>();
            world.columnQuery(Spark.class).forEachChunk(c -> {
                refused.add(() -> c.floats(Motion.X));
                refused.add(() -> c.components(Health.class));
            });
            assertFalse(refused.isEmpty());
            for (Runnable r : refused) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
                assertTrue(e.getMessage().contains("does not fetch"), e.getMessage());
            }
        }
    }

    @Nested
    class SparseWalks {
        /** 20,000 sparks, every tenth also has Frozen (the driver: sparse), some of them in runs. */
        private List<Entity> tagged(List<Entity> all) {
            List<Entity> frozen = new ArrayList<>();
            for (int i = 0; i < all.size(); i++) {
                if (i % 10 == 0 || (i >= 5_000 && i < 5_020)) {
                    world.add(all.get(i), new Frozen());
                    frozen.add(all.get(i));
                }
            }
            return frozen;
        }

        @Test
        void aSparseWithFilterVisitsExactlyItsMatchesAndMergesConsecutiveOnes() {
            List<Entity> all = spawnSparks(20_000);
            List<Entity> frozen = tagged(all);
            Set<Entity> visited = new HashSet<>();
            int[] longest = new int[1];
            world.columnQuery(Spark.class).with(Frozen.class).forEachChunk(c -> {
                longest[0] = Math.max(longest[0], c.size());
                for (int i = c.start(); i < c.end(); i++) {
                    assertTrue(visited.add(c.entity(i)), "visited once: " + c.entity(i));
                    assertEquals(Spark.of(spawnedAt.get(c.entity(i))).life(), c.ints(Spark.LIFE)[i]);
                }
            });
            assertEquals(new HashSet<>(frozen), visited);
            assertEquals(21, longest[0], "the tagged run 5000..5020 is one chunk");
            Set<Entity> rows = new HashSet<>();
            world.columnQuery(Spark.class).with(Frozen.class).forEach((e, row) -> {
                assertEquals(Spark.of(spawnedAt.get(e)).x(), row.get(Spark.X));
                assertTrue(rows.add(e));
            });
            assertEquals(new HashSet<>(frozen), rows);
            assertEquals(
                    frozen.size(),
                    world.columnQuery(Spark.class).with(Frozen.class).count());
        }

        @Test
        void aSparseColumnComponentDrivesItsOwnWalk() {
            List<Entity> plain = new ArrayList<>();
            for (int i = 0; i < 10_000; i++) {
                plain.add(world.spawn(new Position(i, i)));
            }
            List<Entity> lit = new ArrayList<>();
            for (int i = 0; i < plain.size(); i += 50) {
                world.add(plain.get(i), Spark.of(i));
                lit.add(plain.get(i));
            }
            List<Entity> visited = new ArrayList<>();
            world.columnQuery(Spark.class, Position.class).forEachChunk(c -> {
                Object[] positions = c.components(Position.class);
                for (int i = c.start(); i < c.end(); i++) {
                    assertEquals(((Position) positions[i - c.componentOffset()]).x, c.floats(Spark.X)[i]);
                    visited.add(c.entity(i));
                }
            });
            assertEquals(lit, visited, "added in index order, so walked in index order");
        }

        @Test
        void despawnsAndRemovalsDuringASparseWalkAreNotVisitedAndAdditionsWait() {
            List<Entity> all = spawnSparks(20_000);
            List<Entity> frozen = tagged(all);
            Entity last = frozen.get(frozen.size() - 1);
            Entity secondLast = frozen.get(frozen.size() - 2);
            Set<Entity> visited = new HashSet<>();
            List<Entity> added = new ArrayList<>();
            world.columnQuery(Spark.class).with(Frozen.class).forEach((e, row) -> {
                visited.add(e);
                if (e.equals(frozen.get(0))) {
                    world.despawn(last);
                    world.remove(secondLast, Frozen.class);
                    Entity fresh = world.spawn(Spark.of(-1), new Frozen());
                    added.add(fresh);
                }
            });
            assertFalse(visited.contains(last));
            assertFalse(visited.contains(secondLast));
            assertFalse(visited.contains(added.get(0)), "joined the driver during the walk");
            assertEquals(frozen.size() - 2, visited.size());
            assertEquals(
                    frozen.size() - 1,
                    world.columnQuery(Spark.class).with(Frozen.class).count());
        }

        @Test
        void aWithoutClassAddedDuringTheWalkIsSeenWhenTheWalkReachesTheEntity() {
            List<Entity> all = spawnSparks(8_192);
            Set<Entity> visited = new HashSet<>();
            world.columnQuery(Spark.class).without(Health.class).forEach((e, row) -> {
                visited.add(e);
                if (e.equals(all.get(0))) {
                    world.add(all.get(1), new Health(1)); // first Health page: created now
                }
            });
            assertFalse(visited.contains(all.get(1)));
            assertEquals(all.size() - 1, visited.size());
        }
    }
}
