package dev.pulse.ecs.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.ForeignEntityException;
import dev.pulse.ecs.StaleEntityException;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import dev.pulse.testing.fixtures.Position;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Column walks at their edges: page boundaries, holes without filters, pages some fetched
 * storage lacks, dense walks with object components, changes to the packed driver during a
 * sparse walk, and the bookkeeping (page counts, clear, reserve) the fast paths rely on.
 */
class ColumnWalkEdgesTest {

    private final World world = new World();
    private final ColumnStorage<Spark> sparks = world.columns(Spark.class);

    private List<Entity> spawnSparks(int count) {
        List<Entity> all = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            all.add(world.spawn(Spark.of(i)));
        }
        return all;
    }

    private static List<String> chunks(ColumnQuery query) {
        List<String> chunks = new ArrayList<>();
        query.forEachChunk(c -> chunks.add(c.baseIndex() + c.start() + ".." + (c.baseIndex() + c.end())));
        return chunks;
    }

    @Nested
    class PagesAndHoles {
        @Test
        void oneEntityPastAPageBoundaryIsAChunkOfItsOwn() {
            spawnSparks(16_385);
            assertEquals(List.of("0..16384", "16384..16385"), chunks(sparks.query()));
        }

        @Test
        void aCompleteColumnPageIsOneChunkAcrossEntityPages() {
            spawnSparks(4_097);
            assertEquals(List.of("0..4097"), chunks(sparks.query()));
        }

        @Test
        void anIncompleteColumnPageIsWalkedInRunsCutAtEntityPages() {
            List<Entity> all = spawnSparks(20_000);
            world.despawn(all.get(0));
            assertEquals(
                    List.of("1..4096", "4096..8192", "8192..12288", "12288..16384", "16384..20000"),
                    chunks(sparks.query()));
        }

        @Test
        void anExcludedPageInAnyEntityPageOfAColumnPageMakesItsEntitiesBeTested() {
            List<Entity> all = spawnSparks(16_384);
            world.add(all.get(9_000), new Frozen());
            assertEquals(
                    List.of("0..4096", "4096..8192", "8192..9000", "9001..12288", "12288..16384"),
                    chunks(sparks.query().without(Frozen.class)));
        }

        @Test
        void anExcludedPageInALaterColumnPageMakesItsEntitiesBeTested() {
            List<Entity> all = spawnSparks(32_768);
            world.add(all.get(20_000), new Frozen());
            assertEquals(
                    List.of("0..16384", "16384..20000", "20001..20480", "20480..24576", "24576..28672", "28672..32768"),
                    chunks(sparks.query().without(Frozen.class)));
        }

        @Test
        void columnPagesThatWereNeverAllocatedOrWereEmptiedAreSkipped() {
            for (int i = 0; i < 16_384; i++) {
                world.spawn(new Position(i, i));
            }
            List<Entity> all = spawnSparks(49_152);
            for (int i = 16_384; i < 32_768; i++) {
                world.remove(all.get(i), Spark.class);
            }
            assertNull(sparks.page(0));
            assertEquals(0, sparks.page(2).count);
            assertEquals(List.of("16384..32768", "49152..65536"), chunks(sparks.query()));
        }

        @Test
        void aQueryWithAsManyFetchedObjectsAsWithClassesTestsEachEntity() {
            List<Entity> all = spawnSparks(16_384);
            for (int i = 0; i < all.size(); i += 2) {
                world.add(all.get(i), new Health(i));
                if (i % 4 == 0) {
                    world.add(all.get(i), new Frozen());
                }
            }
            ColumnQuery query = world.columnQuery(Spark.class, Health.class).with(Frozen.class);
            assertEquals(4_096, query.count());
            query.forEachChunk(c -> {
                for (int i = c.start(); i < c.end(); i++) {
                    assertEquals(0, c.entity(i).index() % 4);
                }
            });
        }

        @Test
        void anExcludedPageOutsideTheColumnPageLeavesItWhole() {
            spawnSparks(16_384);
            world.spawn(new Position(0, 0), new Frozen());
            assertEquals(List.of("0..16384"), chunks(sparks.query().without(Frozen.class)));
        }

        @Test
        void objectComponentsOfALaterEntityPageAreIndexedFromTheComponentOffset() {
            List<Entity> all = spawnSparks(20_000);
            List<Integer> expected = new ArrayList<>();
            for (int i = 4_000; i < all.size(); i += 3) {
                world.add(all.get(i), new Health(i));
                expected.add(i);
            }
            List<Integer> chunked = new ArrayList<>();
            world.columnQuery(Spark.class, Health.class).forEachChunk(c -> {
                Object[] healths = c.components(Health.class);
                int shift = c.componentOffset();
                assertEquals(0, shift % 4096);
                assertTrue(c.start() >= shift && c.end() <= shift + 4096, c.toString());
                for (int i = c.start(); i < c.end(); i++) {
                    int index = c.entity(i).index();
                    assertEquals(c.baseIndex() + i, index);
                    assertEquals(index, ((Health) healths[i - shift]).hp());
                    assertEquals(2 * index, c.ints(Spark.LIFE)[i]);
                    chunked.add(index);
                }
            });
            List<Integer> rows = new ArrayList<>();
            world.columnQuery(Spark.class, Health.class).forEach((e, row) -> {
                assertEquals(e, row.entity());
                assertEquals(e.index(), row.component(Health.class).hp());
                assertEquals(2 * e.index(), row.get(Spark.LIFE));
                rows.add(e.index());
            });
            assertEquals(expected, chunked);
            assertEquals(expected, rows);
        }

        @Test
        void aHoleWithoutAnyFilterSplitsTheCompletePageIntoRuns() {
            List<Entity> all = spawnSparks(10);
            world.despawn(all.get(3));
            assertEquals(List.of("0..3", "4..10"), chunks(sparks.query()));
        }

        @Test
        void aRunThatReachesTheEndOfAnIncompletePageEndsThere() {
            List<Entity> all = spawnSparks(5_000);
            world.despawn(all.get(0));
            assertEquals(List.of("1..4096", "4096..5000"), chunks(sparks.query()));
        }

        @Test
        void aPageWithoutAFetchedObjectComponentIsSkippedInADenseWalk() {
            List<Entity> all = spawnSparks(8_192);
            for (int i = 4_096; i < 8_192; i++) {
                world.add(all.get(i), new Health(i));
            }
            List<String> fetched = chunks(world.columnQuery(Spark.class, Health.class));
            List<String> required = chunks(world.columnQuery(Spark.class).with(Health.class));
            assertEquals(List.of("4096..8192"), fetched);
            assertEquals(List.of("4096..8192"), required);
        }

        @Test
        void aDenseWalkTestsEachEntityForItsObjectComponents() {
            List<Entity> all = spawnSparks(1_000);
            for (int i = 0; i < all.size(); i += 2) {
                world.add(all.get(i), new Health(i));
            }
            world.add(all.get(1), new Frozen());
            List<Integer> seen = new ArrayList<>();
            world.columnQuery(Spark.class, Health.class).forEachChunk(c -> {
                Object[] healths = c.components(Health.class);
                for (int i = c.start(); i < c.end(); i++) {
                    assertEquals(((Health) healths[i - c.componentOffset()]).hp(), c.ints(Spark.LIFE)[i] / 2);
                    seen.add(c.entity(i).index());
                }
            });
            assertEquals(500, seen.size());
            assertEquals(0, seen.get(0));
            assertEquals(998, seen.get(499));
            assertEquals(List.of("0..1", "2..1000"), chunks(sparks.query().without(Frozen.class)));
        }

        @Test
        void twoObjectComponentsComeAsTheirOwnPages() {
            List<Entity> all = spawnSparks(3);
            world.add(all.get(2), new Health(7));
            world.add(all.get(2), new Position(8, 9));
            List<String> seen = new ArrayList<>();
            world.columnQuery(Spark.class, Health.class, Position.class)
                    .forEach((e, row) -> seen.add(e.index() + ":"
                            + row.component(Health.class).hp() + "," + row.component(Position.class).x));
            assertEquals(List.of("2:7,8.0"), seen);
        }
    }

    @Nested
    class SparseDriver {
        @Test
        void aRunOfTaggedEntitiesAcrossAPageBoundaryIsCutThere() {
            List<Entity> all = spawnSparks(20_000);
            for (int i = 4_090; i < 4_100; i++) {
                world.add(all.get(i), new Frozen());
            }
            assertEquals(
                    List.of("4090..4096", "4096..4100"), chunks(sparks.query().with(Frozen.class)));
        }

        @Test
        void aRunOfTaggedEntitiesAcrossAColumnPageBoundaryIsCutThere() {
            List<Entity> all = spawnSparks(20_000);
            for (int i = 16_380; i < 16_390; i++) {
                world.add(all.get(i), new Frozen());
            }
            assertEquals(
                    List.of("16380..16384", "16384..16390"),
                    chunks(sparks.query().with(Frozen.class)));
        }

        @Test
        void aSparseWalkIndexesObjectComponentsFromTheComponentOffset() {
            List<Entity> all = spawnSparks(40_000);
            List<Integer> expected = new ArrayList<>();
            for (int i = 20_475; i < 20_485; i++) {
                world.add(all.get(i), new Health(i));
                expected.add(i);
            }
            List<Integer> chunked = new ArrayList<>();
            world.columnQuery(Spark.class, Health.class).forEachChunk(c -> {
                Object[] healths = c.components(Health.class);
                for (int i = c.start(); i < c.end(); i++) {
                    int index = c.entity(i).index();
                    assertEquals(index, ((Health) healths[i - c.componentOffset()]).hp());
                    assertEquals(2 * index, c.ints(Spark.LIFE)[i]);
                    chunked.add(index);
                }
            });
            List<Integer> rows = new ArrayList<>();
            world.columnQuery(Spark.class, Health.class).forEach((e, row) -> {
                assertEquals(e.index(), row.component(Health.class).hp());
                rows.add(e.index());
            });
            assertEquals(expected, chunked);
            assertEquals(expected, rows);
            assertEquals(List.of("20475..20480", "20480..20485"), chunks(world.columnQuery(Spark.class, Health.class)));
        }

        @Test
        void despawningTheVisitedEntityDuringASparseWalkSkipsNoOther() {
            List<Entity> all = spawnSparks(20_000);
            Set<Entity> tagged = new HashSet<>();
            for (int i = 0; i < all.size(); i += 20) {
                world.add(all.get(i), new Frozen());
                tagged.add(all.get(i));
            }
            Set<Entity> visited = new HashSet<>();
            sparks.query().with(Frozen.class).forEach((e, row) -> {
                assertTrue(visited.add(e), "visited twice: " + e);
                world.despawn(e); // without the walk's lock this would move the last entry into a visited position
            });
            assertEquals(tagged, visited);
            assertEquals(0, sparks.query().with(Frozen.class).count());
        }

        @Test
        void aWalkReleasesTheWorldSoItCanBeClearedAfterwards() {
            List<Entity> all = spawnSparks(20_000);
            world.add(all.get(5), new Frozen());
            assertEquals(1, sparks.query().with(Frozen.class).count());
            sparks.query().forEachChunk(c -> assertThrows(IllegalStateException.class, world::clear));
            world.clear();
            assertEquals(0, world.count(Spark.class));
        }
    }

    @Nested
    class Bookkeeping {
        @Test
        void aPageCountsTheEntitiesThatHaveTheComponent() {
            List<Entity> all = spawnSparks(5);
            assertEquals(5, sparks.page(0).count);
            sparks.remove(all.get(1));
            world.despawn(all.get(2));
            assertEquals(3, sparks.page(0).count);
            world.add(all.get(1), Spark.of(1));
            assertEquals(4, sparks.page(0).count);
            world.add(all.get(1), Spark.of(11)); // a replace does not count
            assertEquals(4, sparks.page(0).count);
        }

        @Test
        void clearForgetsOwnersAndObjectColumns() {
            spawnSparks(3);
            world.clear();
            Entity fresh = world.spawn(new Position(0, 0));
            assertEquals(0, fresh.index());
            assertFalse(sparks.has(fresh));
            assertNull(sparks.get(fresh));
            assertEquals(0, sparks.query().count());
            assertNull(sparks.page(0).objects[0][0]);
            assertEquals(0, sparks.page(0).count);
        }

        @Test
        void reserveAllocatesThePagesItNeedsAndNoMore() {
            World reserved = new World();
            reserved.reserve(20_000);
            ColumnStorage<Spark> columns = reserved.columns(Spark.class);
            assertNotNull(columns.page(0));
            assertNotNull(columns.page(1));
            assertNull(columns.page(2));
            World exact = new World();
            exact.reserve(16_384);
            assertNotNull(exact.columns(Spark.class).page(0));
            assertNull(exact.columns(Spark.class).page(1));
        }

        @Test
        void replacingTheRecordOfAnEntityInALaterPageWritesThatPage() {
            List<Entity> all = spawnSparks(4_100);
            world.add(all.get(4_098), Spark.of(-7));
            assertEquals(Spark.of(-7), sparks.get(all.get(4_098)));
            assertEquals(Spark.of(2), sparks.get(all.get(2)));
            assertEquals(Spark.of(4_097), sparks.get(all.get(4_097)));
        }

        @Test
        void handlesKeptAsIdsFindOnlyTheirGeneration() {
            Entity first = spawnSparks(1).get(0);
            world.despawn(first);
            Entity second = world.spawn(Spark.of(2));
            assertEquals(first.index(), second.index());
            ColumnView<Spark> view = sparks.view();
            assertFalse(view.bind(first.id()));
            assertTrue(view.bind(second.id()));
            assertEquals(2f, view.get(Spark.X));
            assertFalse(sparks.modify(first.id(), v -> v.set(Spark.X, -1f)));
            assertTrue(sparks.modify(second.id(), v -> v.set(Spark.X, 5f)));
            assertEquals(5f, sparks.get(second).x());
        }

        @Test
        void aViewOnAStaleEntitySaysWhetherItsSlotWasReused() {
            org.junit.jupiter.api.Assumptions.assumeTrue(ColumnView.checksEnabled(), "checks are on under -ea");
            List<Entity> all = spawnSparks(2);
            ColumnView<Spark> view = sparks.view();
            assertTrue(view.bind(all.get(0)));
            world.despawn(all.get(0));
            String gone = assertThrows(StaleEntityException.class, () -> view.get(Spark.X))
                    .getMessage();
            assertTrue(gone.contains("it was despawned."), gone);
            Entity successor = world.spawn(Spark.of(5));
            String reused = assertThrows(StaleEntityException.class, () -> view.get(Spark.X))
                    .getMessage();
            assertTrue(reused.contains("its slot now holds " + successor), reused);
        }

        @Test
        void addingWithoutARecordRefusesNullAndForeignHandles() {
            World other = new World();
            Entity stranger = other.spawn();
            NullPointerException npe = assertThrows(NullPointerException.class, () -> sparks.add(null));
            assertTrue(npe.getMessage().contains("add Spark to a null entity handle"), npe.getMessage());
            assertThrows(ForeignEntityException.class, () -> sparks.add(stranger));
            assertThrows(ForeignEntityException.class, () -> sparks.view().bind(stranger));
            assertEquals(0, sparks.size());
        }

        @Test
        void removingFromAnotherThreadIsRefusedAndChangesNothing() throws InterruptedException {
            Entity a = spawnSparks(1).get(0); // this thread now owns the world's structure
            RuntimeException[] thrown = new RuntimeException[1];
            Thread other = new Thread(() -> {
                try {
                    sparks.remove(a);
                } catch (RuntimeException e) {
                    thrown[0] = e;
                }
            });
            other.start();
            other.join();
            assertTrue(thrown[0] instanceof IllegalStateException, String.valueOf(thrown[0]));
            assertTrue(sparks.has(a));
        }
    }

    @Nested
    class QueryShapes {
        @Test
        void aClassNamedTwiceOrBothRequiredAndExcludedIsRefused() {
            assertTrue(
                    refusal(() -> world.columnQuery(Spark.class, Spark.class)).contains("names Spark twice"));
            assertTrue(
                    refusal(() -> world.columnQuery(Spark.class, Health.class).with(Health.class))
                            .contains("names Health twice"));
            assertTrue(refusal(() ->
                            world.columnQuery(Spark.class).with(Health.class).with(Health.class))
                    .contains("names Health twice"));
            assertTrue(refusal(() -> world.columnQuery(Spark.class).without(Health.class, Health.class))
                    .contains("names Health twice"));
            assertTrue(
                    refusal(() -> world.columnQuery(Spark.class, Health.class).without(Health.class))
                            .contains("both requires and excludes Health"));
            assertTrue(refusal(() ->
                            world.columnQuery(Spark.class).with(Health.class).without(Health.class))
                    .contains("both requires and excludes Health"));
        }

        private String refusal(Runnable build) {
            return assertThrows(IllegalArgumentException.class, build::run).getMessage();
        }

        @Test
        void aQueryDescribesWhatItFetchesRequiresAndExcludes() {
            assertEquals(
                    "ColumnQuery[Spark, Health with Frozen without Position, Motion]",
                    world.columnQuery(Spark.class, Health.class)
                            .with(Frozen.class)
                            .without(Position.class, Motion.class)
                            .toString());
        }
    }
}
