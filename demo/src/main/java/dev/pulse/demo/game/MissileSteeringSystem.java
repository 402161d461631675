package dev.pulse.demo.game;

import dev.pulse.ecs.Entity;
import dev.pulse.ecs.systems.Each4;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Homing. Each missile resolves its {@link Target} handle; if the handle is stale (the target
 * died, and its slot may already hold a new enemy), the lookup answers {@code null} and the
 * missile picks the nearest live enemy within reach, or self-destructs if there is none. It
 * never follows the slot's new occupant: the handle's generation no longer matches. Then it
 * turns toward the target at a limited rate and keeps its speed. A typed system that also
 * reaches the game's grid, counters, observer and graveyard, so the game runs it alone.
 */
final class MissileSteeringSystem {

    private static final float TURN_RATE = 4f;
    private static final int[] FIZZLE = {0x8899AA, 0xBBCCDD, 0x667788};

    private MissileSteeringSystem() {}

    static Each4<Position, Velocity, Missile, Target> create(Game game) {
        UniformGrid.EntryFilter liveEnemy = e -> {
            Enemy enemy = game.enemies.get(e);
            return enemy != null && enemy.hp > 0;
        };
        return GameSystem.eachWithContext(
                        Position.class,
                        Velocity.class,
                        Missile.class,
                        Target.class,
                        (missileEntity, p, v, missile, target, context) -> {
                            if (missile.spent) {
                                return;
                            }
                            // snippet:demo-stale-target
                            Entity chased = target.entity();
                            Position tp = game.positions.get(chased);
                            if (tp == null) {
                                // The handle is stale: the target was despawned. Its slot may hold a new enemy by now,
                                // but the generation differs, so the lookup cannot reach it.
                                game.stats.staleTargets++;
                                if (game.ledger.slotReused(chased)) {
                                    game.stats.staleSlotReused++;
                                }
                                int nearest = game.grid.nearest(p.x, p.y, Game.RETARGET_RADIUS, liveEnemy);
                                if (nearest < 0) {
                                    missile.spent = true;
                                    game.stats.selfDestructs++;
                                    game.graveyard.bury(missileEntity);
                                    game.explode(p.x, p.y, 6, 60f, FIZZLE);
                                    game.observer.selfDestructed(missileEntity, chased);
                                    return;
                                }
                                Entity next = game.grid.entityAt(nearest);
                                game.targets.add(missileEntity, new Target(next));
                                missile.retargets++;
                                game.stats.retargets++;
                                game.observer.retargeted(missileEntity, chased, next);
                                chased = next;
                                tp = game.positions.get(next);
                            }
                            // end:demo-stale-target
                            game.observer.steered(missileEntity, chased, tp.x, tp.y);
                            float dx = tp.x - p.x;
                            float dy = tp.y - p.y;
                            float length = (float) Math.sqrt(dx * dx + dy * dy) + 1e-6f;
                            float speed = missile.speed;
                            float turn = Math.min(1f, TURN_RATE * context.dtf());
                            float vx = v.x + (dx / length * speed - v.x) * turn;
                            float vy = v.y + (dy / length * speed - v.y) * turn;
                            float vLength = (float) Math.sqrt(vx * vx + vy * vy) + 1e-6f;
                            v.x = vx / vLength * speed;
                            v.y = vy / vLength * speed;
                        })
                .reading(Position.class);
    }
}
