package dev.pulse.demo.game;

import dev.pulse.ecs.World;
import dev.pulse.ecs.systems.GameSystem;

/**
 * Keeps the enemy count at the target: each fixed step it spawns up to a twenty-fifth of the
 * target, so a wave of deaths is refilled over a few steps. The world's allocator hands out the
 * most recently freed slots first, so new enemies usually move into the slots the dead just
 * left, which is what makes stale handles dangerous and Pulse's generations necessary.
 */
final class SpawnSystem implements GameSystem {

    private final Game game;
    private final int perStep;

    SpawnSystem(Game game) {
        this.game = game;
        this.perStep = Math.max(1, game.settings.enemies() / 25);
    }

    @Override
    public void update(World world, double dt) {
        int missing = game.settings.enemies() - game.enemies.size();
        if (missing > 0) {
            topUp(Math.min(missing, perStep));
        }
    }

    /** Spawns {@code count} enemies at random places. */
    void topUp(int count) {
        GameRandom r = game.random;
        float w = game.settings.width();
        float h = game.settings.height();
        for (int i = 0; i < count; i++) {
            float x = 20f + (float) r.nextDouble() * (w - 40f);
            float y = 20f + (float) r.nextDouble() * (h - 40f);
            int hp = 1 + r.nextInt(3);
            float speed = 30f + 40f * (float) r.nextDouble();
            float vx = (float) (r.nextDouble() * 2 - 1);
            float vy = (float) (r.nextDouble() * 2 - 1);
            float length = (float) Math.sqrt(vx * vx + vy * vy) + 1e-6f;
            float life = 8f + 16f * (float) r.nextDouble();
            game.spawn(new Position(x, y), new Velocity(vx / length * speed, vy / length * speed),
                    new Enemy(hp, speed), new Lifetime(life));
            game.stats.enemiesSpawned++;
        }
    }

    /** Spawns the turrets on a jittered grid across the arena. */
    void placeTurrets() {
        int n = game.settings.turrets();
        int columns = (int) Math.ceil(Math.sqrt(n * 4.0 / 3.0));
        int rows = (n + columns - 1) / columns;
        float cellW = game.settings.width() / columns;
        float cellH = game.settings.height() / rows;
        GameRandom r = game.random;
        for (int i = 0; i < n; i++) {
            float x = (i % columns + 0.3f + 0.4f * (float) r.nextDouble()) * cellW;
            float y = (i / columns + 0.3f + 0.4f * (float) r.nextDouble()) * cellH;
            float reload = 0.16f + 0.16f * (float) r.nextDouble();
            game.spawn(new Position(x, y), new Turret(reload, reload * (float) r.nextDouble()));
        }
    }
}
