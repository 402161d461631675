package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Query2;
import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Rebuilds the {@link UniformGrid} of live enemies, then tests each flying missile against the
 * enemies in the 3 x 3 cells around it (cells are larger than the hit distance). A missile hits
 * the first live enemy it touches, whichever it was chasing. O(enemies + missiles), not their
 * product.
 */
final class CollisionSystem implements GameSystem {

    private static final float HIT_SQUARED = Game.HIT_DISTANCE * Game.HIT_DISTANCE;

    private final Game game;
    private final Query2<Position, Enemy> enemies;
    private final Query2<Position, Missile> missiles;
    private final Query2.ForEach<Position, Enemy> insert;
    private final Query2.ForEach<Position, Missile> test = this::test;

    CollisionSystem(Game game) {
        this.game = game;
        this.enemies = game.world.query(Position.class, Enemy.class);
        this.missiles = game.world.query(Position.class, Missile.class);
        UniformGrid grid = game.grid;
        this.insert = (e, p, enemy) -> {
            if (enemy.hp > 0) {
                grid.add(e, p.x, p.y);
            }
        };
    }

    @Override
    public void update(World world, double dt) {
        UniformGrid grid = game.grid;
        grid.clear();
        enemies.forEach(insert);
        grid.build();
        missiles.forEach(test);
    }

    private void test(Entity missileEntity, Position p, Missile missile) {
        if (missile.spent) {
            return;
        }
        UniformGrid grid = game.grid;
        int cx = grid.column(p.x);
        int cy = grid.row(p.y);
        int columns = grid.columns();
        for (int row = Math.max(0, cy - 1); row <= Math.min(grid.rows() - 1, cy + 1); row++) {
            for (int col = Math.max(0, cx - 1); col <= Math.min(columns - 1, cx + 1); col++) {
                int cell = col + row * columns;
                for (int i = grid.cellStart(cell), end = grid.cellEnd(cell); i < end; i++) {
                    float dx = grid.xAt(i) - p.x;
                    float dy = grid.yAt(i) - p.y;
                    if (dx * dx + dy * dy <= HIT_SQUARED) {
                        game.hits.add(missileEntity, grid.entityAt(i));
                        return;
                    }
                }
            }
        }
    }
}
