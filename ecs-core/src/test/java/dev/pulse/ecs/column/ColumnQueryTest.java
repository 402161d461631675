package dev.pulse.ecs.column;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import dev.pulse.testing.fixtures.Frozen;
import dev.pulse.testing.fixtures.Health;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ColumnQueryTest {

    private final World world = new World();
    private final ColumnStorage<Motion> motions = world.columns(Motion.class);

    private List<Entity> spawnMovers(int count) {
        List<Entity> all = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            all.add(world.spawn(new Motion(i, 0, 1, 2)));
        }
        return all;
    }

    private static void move(ColumnChunk chunk) {
        float[] x = chunk.floats(Motion.X);
        float[] y = chunk.floats(Motion.Y);
        float[] dx = chunk.floats(Motion.DX);
        float[] dy = chunk.floats(Motion.DY);
        for (int i = chunk.start(), end = chunk.end(); i < end; i++) {
            x[i] += dx[i];
            y[i] += dy[i];
        }
    }

    @Nested
    class Chunks {
        @Test
        void completePagesAreOneChunkEach() {
            spawnMovers(40_000);
            List<String> chunks = new ArrayList<>();
            world.columnQuery(Motion.class).forEachChunk(c -> chunks.add(c.toString()));
            assertEquals(
                    List.of(
                            "ColumnChunk[page 0, 0..16384]",
                            "ColumnChunk[page 1, 0..16384]",
                            "ColumnChunk[page 2, 0..7232]"),
                    chunks);
        }

        @Test
        void aChunkLoopMovesEveryEntityOnce() {
            List<Entity> all = spawnMovers(9_000);
            world.columnQuery(Motion.class).forEachChunk(ColumnQueryTest::move);
            for (int i = 0; i < all.size(); i++) {
                assertEquals(new Motion(i + 1, 2, 1, 2), motions.get(all.get(i)));
            }
        }

        @Test
        void holesSplitChunksIntoRunsOfMatches() {
            List<Entity> all = spawnMovers(10);
            world.despawn(all.get(3));
            world.remove(all.get(4), Motion.class);
            world.add(all.get(8), new Frozen());
            List<String> runs = new ArrayList<>();
            world.columnQuery(Motion.class)
                    .without(Frozen.class)
                    .forEachChunk(c -> runs.add(c.start() + ".." + c.end() + " first " + c.entity(c.start())));
            assertEquals(
                    List.of("0..3 first " + all.get(0), "5..8 first " + all.get(5), "9..10 first " + all.get(9)), runs);
        }

        @Test
        void severalColumnComponentsAlignByEntityIndex() {
            List<Entity> all = spawnMovers(5_000);
            for (int i = 0; i < all.size(); i += 2) {
                world.add(all.get(i), Spark.of(i));
            }
            int[] visited = {0};
            world.columnQuery(Motion.class, Spark.class).forEachChunk(c -> {
                float[] x = c.floats(Motion.X);
                int[] life = c.ints(Spark.LIFE);
                for (int i = c.start(); i < c.end(); i++) {
                    assertEquals(x[i] * 2, life[i], "the same entity's columns sit at the same offset");
                    visited[0]++;
                }
            });
            assertEquals(2_500, visited[0]);
        }

        @Test
        void objectComponentsComeAsAlignedPages() {
            List<Entity> all = spawnMovers(100);
            for (int i = 0; i < 100; i += 10) {
                world.add(all.get(i), new Health(i));
            }
            List<Integer> seen = new ArrayList<>();
            world.columnQuery(Motion.class, Health.class).forEachChunk(c -> {
                Object[] healths = c.components(Health.class);
                float[] x = c.floats(Motion.X);
                for (int i = c.start(); i < c.end(); i++) {
                    assertEquals(((Health) healths[i - c.componentOffset()]).hp(), (int) x[i]);
                    seen.add((int) x[i]);
                }
            });
            assertEquals(List.of(0, 10, 20, 30, 40, 50, 60, 70, 80, 90), seen);
        }

        @Test
        void askingForAComponentTheQueryDoesNotFetchSaysSo() {
            spawnMovers(1);
            world.spawn(new Motion(0, 0, 0, 0), Spark.of(1));
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class,
                    () -> world.columnQuery(Motion.class).with(Spark.class).forEachChunk(c -> c.floats(Spark.X)));
            assertTrue(e.getMessage().contains("does not fetch Spark"), e.getMessage());
        }

        @Test
        void aWalkAllocatesNoChunkAfterTheFirst() {
            spawnMovers(10);
            ColumnQuery q = world.columnQuery(Motion.class);
            List<ColumnChunk> chunks = new ArrayList<>();
            q.forEachChunk(chunks::add);
            q.forEachChunk(chunks::add);
            assertTrue(chunks.get(0) == chunks.get(1), "the chunk object is reused");
        }
    }

    @Nested
    class PerEntity {
        @Test
        void rowsReadAndWriteTheCurrentEntity() {
            List<Entity> all = spawnMovers(50);
            List<Entity> visited = new ArrayList<>();
            world.columnQuery(Motion.class).forEach((e, row) -> {
                row.set(Motion.X, row.get(Motion.X) + row.get(Motion.DX));
                visited.add(row.entity());
            });
            assertEquals(all, visited);
            assertEquals(new Motion(50, 0, 1, 2), motions.get(all.get(49)));
        }

        @Test
        void anEntityDespawnedEarlierInTheWalkIsNotVisited() {
            List<Entity> all = spawnMovers(20);
            List<Entity> visited = new ArrayList<>();
            world.columnQuery(Motion.class).forEach((e, row) -> {
                visited.add(e);
                if (e.equals(all.get(5))) {
                    world.despawn(all.get(6));
                    world.remove(all.get(7), Motion.class);
                }
            });
            List<Entity> expected = new ArrayList<>(all);
            expected.remove(7);
            expected.remove(6);
            assertEquals(expected, visited);
        }

        @Test
        void rowEntityStaysTheVisitedHandleWhenTheActionReusesItsSlotInADenseWalk() {
            Entity mover = world.spawn(new Motion(1, 0, 0, 0));
            assertRowKeepsTheVisitedHandle(mover);
        }

        @Test
        void rowEntityStaysTheVisitedHandleWhenTheActionReusesItsSlotInASparseWalk() {
            for (int i = 0; i < 100; i++) {
                world.spawn(); // indexes 0..99 hold no Motion: the one mover is a sparse driver
            }
            Entity mover = world.spawn(new Motion(1, 0, 0, 0));
            assertRowKeepsTheVisitedHandle(mover);
        }

        private void assertRowKeepsTheVisitedHandle(Entity mover) {
            Entity[] seen = new Entity[3];
            world.columnQuery(Motion.class).forEach((e, row) -> {
                world.despawn(e);
                seen[0] = world.spawn(new Motion(2, 0, 0, 0)); // reuses the slot
                seen[1] = row.entity();
                seen[2] = e;
            });
            assertEquals(mover.index(), seen[0].index(), "the newcomer reused the slot");
            assertEquals(mover, seen[2]);
            assertEquals(mover, seen[1], "row.entity() is the entity the walk handed over, not the newcomer");
        }

        @Test
        void chunkEntityReadsTheSlotWhenCalledSoAReusedSlotAnswersTheNewcomer() {
            Entity mover = world.spawn(new Motion(1, 0, 0, 0));
            Entity[] seen = new Entity[2];
            world.columnQuery(Motion.class).forEachChunk(chunk -> {
                world.despawn(chunk.entity(chunk.start()));
                seen[0] = world.spawn(new Motion(2, 0, 0, 0));
                seen[1] = chunk.entity(chunk.start());
            });
            assertEquals(mover.index(), seen[0].index());
            assertEquals(seen[0], seen[1], "as ColumnChunk#entity documents: read handles before structural changes");
        }

        @Test
        void clearIsRefusedDuringAWalk() {
            spawnMovers(2);
            assertThrows(IllegalStateException.class, () -> world.columnQuery(Motion.class)
                    .forEach((e, row) -> world.clear()));
        }

        @Test
        void rowsReachObjectComponents() {
            Entity e = world.spawn(new Motion(1, 1, 1, 1), new Health(5));
            List<Integer> hp = new ArrayList<>();
            world.columnQuery(Motion.class, Health.class)
                    .forEach((entity, row) -> hp.add(row.component(Health.class).hp()));
            assertEquals(List.of(5), hp);
            assertEquals("ColumnRow[" + e + "]", rowDescription());
        }

        private String rowDescription() {
            String[] text = new String[1];
            world.columnQuery(Motion.class).forEach((entity, row) -> text[0] = row.toString());
            return text[0];
        }
    }

    @Nested
    class Building {
        @Test
        void aQueryNamingAClassTwiceOrRequiringAndExcludingItIsRefused() {
            assertThrows(IllegalArgumentException.class, () -> world.columnQuery(Motion.class, Motion.class));
            IllegalArgumentException e = assertThrows(
                    IllegalArgumentException.class,
                    () -> world.columnQuery(Motion.class).with(Frozen.class).without(Frozen.class));
            assertTrue(e.getMessage().contains("never match"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> world.columnQuery());
        }

        @Test
        void countAndDescription() {
            spawnMovers(3);
            world.spawn(new Motion(0, 0, 0, 0), new Frozen());
            ColumnQuery q = world.columnQuery(Motion.class).without(Frozen.class);
            assertEquals(3, q.count());
            assertEquals("ColumnQuery[Motion without Frozen]", q.toString());
            assertEquals(4, motions.query().count());
        }

        @Test
        void ofIsTheWorldsColumnQuery() {
            spawnMovers(2);
            world.spawn(new Motion(0, 0, 0, 0), new Frozen());
            ColumnQuery built = ColumnQuery.of(world, Motion.class, Frozen.class);
            assertEquals("ColumnQuery[Motion, Frozen]", built.toString());
            assertEquals(world.columnQuery(Motion.class, Frozen.class).count(), built.count());
            assertEquals(1, built.count());
        }

        @Test
        void ofWithoutAWorldSaysWhatItNeeds() {
            NullPointerException e = assertThrows(NullPointerException.class, () -> ColumnQuery.of(null, Motion.class));
            assertEquals(
                    "ColumnQuery.of needs the world to query, e.g. ColumnQuery.of(world, Particle.class)",
                    e.getMessage());
        }
    }
}
