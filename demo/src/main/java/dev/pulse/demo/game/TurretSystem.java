package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.Prefab;
import dev.pulse.ecs.systems.Each2;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Reloaded turrets launch a homing missile at an enemy in range: mostly a random one, sometimes
 * the nearest (so several missiles often chase the same enemy, and those that arrive after it
 * died find their handle stale). Candidates come from the grid built by the previous step's
 * collision; its entries are handles, so dead ones are recognised and skipped. A typed system
 * that also reaches the game's grid, counters and random generator, so the game runs it alone.
 */
final class TurretSystem {

    private static final float MISSILE_SPEED = 150f;
    private static final float MISSILE_FUEL = 3.5f;

    /** Every missile starts with the same fuel; where it flies and what it chases vary per launch. */
    private static final Prefab MISSILE = Prefab.builder("missile")
            .copying(new Lifetime(MISSILE_FUEL), fuel -> new Lifetime(fuel.remaining))
            .build();

    private TurretSystem() {}

    static Each2<Position, Turret> create(Game game) {
        UniformGrid.EntryFilter liveEnemy = e -> {
            Enemy enemy = game.enemies.get(e);
            return enemy != null && enemy.hp > 0;
        };
        return GameSystem.eachWithContext(Position.class, Turret.class, (turretEntity, p, turret, context) -> {
                    turret.cooldown -= context.dtf();
                    if (turret.cooldown > 0) {
                        return;
                    }
                    turret.cooldown += turret.reload;
                    Entity target = pick(game, liveEnemy, p.x, p.y);
                    if (target == null) {
                        return;
                    }
                    Position tp = game.positions.get(target);
                    float dx = tp.x - p.x;
                    float dy = tp.y - p.y;
                    float length = (float) Math.sqrt(dx * dx + dy * dy) + 1e-6f;
                    // Launch at 40% speed straight at the target; steering takes over from the next step.
                    float vx = dx / length * MISSILE_SPEED * 0.4f;
                    float vy = dy / length * MISSILE_SPEED * 0.4f;
                    Entity missile = game.spawn(MISSILE.components(
                            new Position(p.x, p.y),
                            new Velocity(vx, vy),
                            new Missile(target, MISSILE_SPEED),
                            new Target(target)));
                    turret.launched++;
                    game.stats.launched++;
                    game.observer.launched(missile, target);
                })
                .reading(Position.class);
    }

    private static Entity pick(Game game, UniformGrid.EntryFilter liveEnemy, float x, float y) {
        UniformGrid grid = game.grid;
        GameRandom r = game.random;
        if (grid.size() > 0 && r.nextInt(10) >= 3) {
            for (int attempt = 0; attempt < 4; attempt++) {
                float px = x + (float) (r.nextDouble() * 2 - 1) * Game.TURRET_RANGE;
                float py = y + (float) (r.nextDouble() * 2 - 1) * Game.TURRET_RANGE;
                int cell = grid.column(px) + grid.row(py) * grid.columns();
                int start = grid.cellStart(cell);
                int count = grid.cellEnd(cell) - start;
                if (count > 0) {
                    Entity e = grid.entityAt(start + r.nextInt(count));
                    Position ep = game.positions.get(e);
                    if (ep != null && liveEnemy.accept(e) && within(ep, x, y)) {
                        return e;
                    }
                }
            }
        }
        int nearest = grid.nearest(x, y, Game.TURRET_RANGE, liveEnemy);
        return nearest < 0 ? null : grid.entityAt(nearest);
    }

    private static boolean within(Position p, float x, float y) {
        float dx = p.x - x;
        float dy = p.y - y;
        return dx * dx + dy * dy <= Game.TURRET_RANGE * Game.TURRET_RANGE;
    }
}
