package dev.pulse.demo.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.World;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class UniformGridTest {

    private static final float W = 800;
    private static final float H = 600;

    private final World world = new World();

    private UniformGrid filled(int n, SplittableRandom r, float[] xs, float[] ys, Entity[] es) {
        UniformGrid grid = new UniformGrid(W, H, 48);
        for (int i = 0; i < n; i++) {
            es[i] = world.spawn();
            xs[i] = (float) r.nextDouble() * W;
            ys[i] = (float) r.nextDouble() * H;
            grid.add(es[i], xs[i], ys[i]);
        }
        grid.build();
        return grid;
    }

    @Nested
    class Build {

        @Test
        void everyEntryLandsInTheCellOfItsPosition() {
            int n = 500;
            float[] xs = new float[n];
            float[] ys = new float[n];
            Entity[] es = new Entity[n];
            UniformGrid grid = filled(n, new SplittableRandom(1), xs, ys, es);
            Set<Entity> seen = new HashSet<>();
            for (int row = 0; row < grid.rows(); row++) {
                for (int col = 0; col < grid.columns(); col++) {
                    int cell = col + row * grid.columns();
                    for (int p = grid.cellStart(cell); p < grid.cellEnd(cell); p++) {
                        assertEquals(col, grid.column(grid.xAt(p)));
                        assertEquals(row, grid.row(grid.yAt(p)));
                        assertTrue(seen.add(grid.entityAt(p)), "entry twice");
                    }
                }
            }
            assertEquals(n, seen.size());
            assertEquals(n, grid.size());
        }

        @Test
        void rebuildingReplacesTheEntries() {
            UniformGrid grid = new UniformGrid(W, H, 48);
            Entity a = world.spawn();
            Entity b = world.spawn();
            grid.add(a, 10, 10);
            grid.build();
            grid.clear();
            grid.add(b, 700, 500);
            grid.build();
            assertEquals(1, grid.size());
            assertEquals(0, grid.nearest(700, 500, 5, e -> true));
            assertEquals(b, grid.entityAt(0));
            assertEquals(-1, grid.nearest(10, 10, 50, e -> true));
        }

        @Test
        void pointsOutsideTheArenaAreClampedToBorderCells() {
            UniformGrid grid = new UniformGrid(W, H, 48);
            assertEquals(0, grid.column(-5));
            assertEquals(grid.columns() - 1, grid.column(W + 100));
            assertEquals(grid.rows() - 1, grid.row(H * 2));
        }

        @Test
        void nonPositiveSizesAreRejected() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new UniformGrid(0, H, 48));
            assertTrue(e.getMessage().contains("positive"), e.getMessage());
            assertThrows(IllegalArgumentException.class, () -> new UniformGrid(W, H, Float.NaN));
            assertThrows(IllegalArgumentException.class, () -> new UniformGrid(1e9f, 1e9f, 1f));
        }
    }

    @Nested
    class Nearest {

        @Test
        void agreesWithABruteForceSearchWithAFilter() {
            int n = 800;
            float[] xs = new float[n];
            float[] ys = new float[n];
            Entity[] es = new Entity[n];
            SplittableRandom r = new SplittableRandom(2);
            UniformGrid grid = filled(n, r, xs, ys, es);
            Set<Entity> rejected = new HashSet<>();
            for (int i = 0; i < n; i += 3) {
                rejected.add(es[i]);
            }
            for (int q = 0; q < 2000; q++) {
                float x = (float) r.nextDouble() * W;
                float y = (float) r.nextDouble() * H;
                float max = 10 + (float) r.nextDouble() * 300;
                float best = max * max;
                int expected = -1;
                for (int i = 0; i < n; i++) {
                    float dx = xs[i] - x;
                    float dy = ys[i] - y;
                    float d = dx * dx + dy * dy;
                    if (d < best && !rejected.contains(es[i])) {
                        best = d;
                        expected = i;
                    }
                }
                int found = grid.nearest(x, y, max, e -> !rejected.contains(e));
                if (expected < 0) {
                    assertEquals(-1, found, "query " + q);
                } else {
                    assertTrue(found >= 0, "query " + q + " found nothing");
                    float dx = grid.xAt(found) - x;
                    float dy = grid.yAt(found) - y;
                    assertEquals(best, dx * dx + dy * dy, "query " + q);
                }
            }
        }

        @Test
        void staleEntriesAreSkippedByAnAliveFilter() {
            UniformGrid grid = new UniformGrid(W, H, 48);
            Entity dead = world.spawn();
            Entity alive = world.spawn();
            grid.add(dead, 100, 100);
            grid.add(alive, 200, 100);
            grid.build();
            world.despawn(dead);
            Entity reuse = world.spawn(); // likely takes dead's slot: must not be confused with it
            assertEquals(dead.index(), reuse.index());
            int found = grid.nearest(101, 100, 300, world::isAlive);
            assertEquals(alive, grid.entityAt(found));
        }
    }
}
